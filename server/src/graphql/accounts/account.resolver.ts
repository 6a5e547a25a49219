import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../../entities';
import type { RequestContext } from '../../context';
import { changePassword, editAccount, updateSettings } from '../../services/accounts/account.service';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-reset.service';
import { checkUser, login, logout } from '../../services/accounts/sessions.service';
import { resendVerification, signup, verifyAccount } from '../../services/accounts/signup.service';
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

  @FieldResolver(() => Boolean)
  verified(@Root() user: User): boolean {
    return user.verifiedAt !== null;
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user; null means logged out (check-user).' })
  me(@Ctx() ctx: RequestContext): Promise<User | null> {
    return checkUser(ctx);
  }

  @Mutation(() => MessagePayload, { description: 'E-mails a verification link (5 minutes).' })
  async signup(
    @Arg('input', () => SignupInput) input: SignupInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    try {
      return { ...(await signup(ctx, input)), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Mutation(() => MessagePayload)
  async resendVerification(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    try {
      return { ...(await resendVerification(ctx, { email })), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Mutation(() => VerifyAccountPayload)
  async verifyAccount(
    @Arg('input', () => VerifyAccountInput) input: VerifyAccountInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VerifyAccountPayload> {
    try {
      return { ...(await verifyAccount(ctx, input)), errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { link: 'token' }) };
    }
  }

  @Mutation(() => AuthPayload, { description: 'Rate-limited: each alias is one attempt.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
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
    @Arg('email', () => String) email: string,
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
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
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
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ChangePasswordPayload> {
    try {
      return { ...(await changePassword(ctx, input)), errors: [] };
    } catch (error) {
      return { message: 'Failed', errors: formErrors(error) };
    }
  }

  @Authorized()
  @Mutation(() => UserPayload)
  async editAccount(
    @Arg('input', () => EditAccountInput) input: EditAccountInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await editAccount(ctx, input), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Authorized()
  @Mutation(() => UserPayload)
  async updateSettings(
    @Arg('emailNotifications', () => Boolean) emailNotifications: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await updateSettings(ctx, { emailNotifications }), errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }
}
