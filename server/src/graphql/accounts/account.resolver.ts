import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../../entities';
import type { RequestContext } from '../../context';
import { changePassword, editAccount, setLanguage, updateSettings } from '../../services/accounts.service';
import { requestPasswordReset, resetPassword } from '../../services/accounts.service';
import {
  cancelEmailChange,
  confirmEmailChange,
  discardEmailChange,
  pendingEmailOf,
  resendEmailChange,
} from '../../services/accounts.service';
import { checkUser, login, logout } from '../../services/accounts.service';
import { resendVerification, signup, verifyAccount } from '../../services/accounts.service';
import {
  ChangePasswordInput,
  EditAccountInput,
  LoginInput,
  ResetPasswordInput,
  SignupInput,
  VerifyAccountInput,
} from './account.inputs';
import {
  AuthPayload,
  ChangePasswordPayload,
  ConfirmEmailChangePayload,
  MessagePayload,
  UserPayload,
  VerifyAccountPayload,
} from './account.payloads';
import { formErrors } from './form-errors';

/** Sign-up, verification, login, the own account and passwords: the same services as /api/users. */
@Resolver(() => User)
export class AccountResolver {
  @FieldResolver(() => String, { description: 'role_name' })
  roleName(@Root() user: User): string {
    return user.role?.name ?? '';
  }

  @FieldResolver(() => Boolean, { description: 'The e-mail address was verified (sign-up completed).' })
  verified(@Root() user: User): boolean {
    return user.verifiedAt !== null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "An e-mail change waiting for its confirmation link (the signed-in user's own account only).",
  })
  pendingEmail(@Root() user: User, @Ctx() ctx: RequestContext): string | null {
    return ctx.viewer?.id === user.id ? pendingEmailOf(user, ctx.clock()) : null;
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user; null means logged out (check-user).' })
  me(@Ctx() ctx: RequestContext): Promise<User | null> {
    return checkUser(ctx);
  }

  @Mutation(() => MessagePayload, { description: 'E-mails a verification link (5 minutes).' })
  async signup(
    @Arg('input', () => SignupInput, { description: "The new account's name, e-mail and password." })
    input: SignupInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    try {
      return { ...(await signup(ctx, input)), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Mutation(() => MessagePayload, {
    description:
      'E-mails the verification link again; the same answer whether or not the address has an account waiting.',
  })
  async resendVerification(
    @Arg('email', () => String, { description: 'The address the account was created with.' }) email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    try {
      return { ...(await resendVerification(ctx, { email })), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Mutation(() => VerifyAccountPayload, { description: 'Completes sign-up with the token of the verification link.' })
  async verifyAccount(
    @Arg('input', () => VerifyAccountInput, { description: "The link's token." }) input: VerifyAccountInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VerifyAccountPayload> {
    try {
      return { ...(await verifyAccount(ctx, input)), errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { link: 'token' }) };
    }
  }

  @Mutation(() => AuthPayload, { description: 'Rate-limited: each alias is one attempt.' })
  async login(
    @Arg('input', () => LoginInput, { description: 'E-mail and password.' }) input: LoginInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    try {
      return { ...(await login(ctx, input)), errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { link: 'password' }) };
    }
  }

  @Mutation(() => Boolean, { description: 'Ends the current session.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await logout(ctx);
    return true;
  }

  @Mutation(() => MessagePayload, { description: 'The same answer whether or not the address has an account.' })
  async requestPasswordReset(
    @Arg('email', () => String, { description: "The account's e-mail address." }) email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    try {
      return { ...(await requestPasswordReset(ctx, { email })), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Mutation(() => AuthPayload, { description: 'Completes a reset link; ends every session and logs in.' })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: "The reset link's token and the new password." })
    input: ResetPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    try {
      const result = await resetPassword(ctx, input);
      return { user: result.user, token: result.token, errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { link: 'token' }) };
    }
  }

  @Authorized()
  @Mutation(() => ChangePasswordPayload, { description: 'Ends the other sessions.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current password and the new one.' })
    input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ChangePasswordPayload> {
    try {
      return { ...(await changePassword(ctx, input)), errors: [] };
    } catch (error) {
      return { message: 'Failed', errors: formErrors(error) };
    }
  }

  @Authorized()
  @Mutation(() => UserPayload, {
    description: 'A new e-mail needs currentPassword and stays pending until the link sent to it is opened.',
  })
  async editAccount(
    @Arg('input', () => EditAccountInput, { description: "The account's new values." }) input: EditAccountInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await editAccount(ctx, input, { passwordForEmail: 'required' }), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Mutation(() => ConfirmEmailChangePayload, {
    description: "The link sent to the new address; other sessions end (the caller's own stays).",
  })
  async confirmEmailChange(
    @Arg('token', () => String, { description: 'The token of the link sent to the new address.' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ConfirmEmailChangePayload> {
    try {
      return { ...(await confirmEmailChange(ctx, { token })), errors: [] };
    } catch (error) {
      return { signedIn: false, errors: formErrors(error, { link: 'token' }) };
    }
  }

  @Mutation(() => MessagePayload, {
    description: 'The link sent to the old address: cancels a pending change, or undoes a confirmed one.',
  })
  async cancelEmailChange(
    @Arg('token', () => String, { description: 'The token of the link sent to the old address.' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    try {
      return { message: (await cancelEmailChange(ctx, { token })).message, errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { link: 'token' }) };
    }
  }

  @Authorized()
  @Mutation(() => UserPayload, { description: "Sends the pending e-mail change's mails again (a new link)." })
  async resendEmailChange(@Ctx() ctx: RequestContext): Promise<UserPayload> {
    try {
      return { user: await resendEmailChange(ctx), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Authorized()
  @Mutation(() => UserPayload, { description: 'Forgets the pending e-mail change; its link stops working.' })
  async discardEmailChange(@Ctx() ctx: RequestContext): Promise<UserPayload> {
    return { user: await discardEmailChange(ctx), errors: [] };
  }

  @Authorized()
  @Mutation(() => UserPayload, { description: "Changes the signed-in user's settings." })
  async updateSettings(
    @Arg('emailNotifications', () => Boolean, { description: "Receive the site's bulk e-mails." })
    emailNotifications: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await updateSettings(ctx, { emailNotifications }), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Authorized()
  @Mutation(() => UserPayload, {
    description: "Sets the signed-in user's language ('en' or 'es'): the interface on sign-in and the e-mails.",
  })
  async setLanguage(
    @Arg('language', () => String, { description: "'en' or 'es'." }) language: string,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await setLanguage(ctx, { language }), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }
}
