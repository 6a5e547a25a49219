import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role, User } from '../../entities';
import type { Action } from '../../auth/policies';
import type { RequestContext } from '../../context';
import {
  MAX_USERS_PAGE,
  changeRole,
  inviteUser,
  listEmailUsers,
  listRoles,
  listTestUsers,
  listUsers,
  searchUsers,
} from '../../services/accounts.service';
import { sendBulkEmail } from '../../services/accounts.service';
import { ChangeRoleInput, InviteUserInput, SendBulkEmailInput } from './account.inputs';
import { BulkEmailPayload, UserPayload } from './account.payloads';
import { formErrors } from './form-errors';

/** Admin (role 3): users, roles, role changes, invitations and bulk e-mail, over the /api/users services. */
@Resolver(() => User)
export class AdminUsersResolver {
  @Authorized<Action>('users:view')
  @FieldResolver(() => Boolean, { description: 'In the bulk e-mail test group (admins only).' })
  testGroup(@Root() user: User): boolean {
    return user.testGroup;
  }

  @Authorized<Action>('users:view')
  @Query(() => [User], { description: `Every account, oldest first (at most ${MAX_USERS_PAGE} per page).` })
  async users(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { description: 'At most this many accounts.', defaultValue: MAX_USERS_PAGE })
    limit: number,
    @Arg('offset', () => Int, { description: 'Accounts to skip (for paging), from 0.', defaultValue: 0 })
    offset: number,
  ): Promise<User[]> {
    return (await listUsers(ctx, { limit, offset })).users;
  }

  @Authorized<Action>('users:view')
  @Query(() => [Role], { description: 'The roles an account can have (1 user, 2 editor, 3 admin); admins.' })
  roles(@Ctx() ctx: RequestContext): Promise<Role[]> {
    return listRoles(ctx);
  }

  @Authorized<Action>('users:view')
  @Query(() => [User], { description: 'Accounts whose e-mail contains the text.' })
  searchUsers(
    @Arg('search', () => String, { description: 'Text the e-mail address contains.' }) search: string,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { description: 'At most this many accounts.', defaultValue: MAX_USERS_PAGE })
    limit: number,
    @Arg('offset', () => Int, { description: 'Accounts to skip (for paging), from 0.', defaultValue: 0 })
    offset: number,
  ): Promise<User[]> {
    return searchUsers(ctx, { search, limit, offset });
  }

  @Authorized<Action>('mail:send-bulk')
  @Query(() => [User], { description: 'Who ALL reaches: verified users with e-mail notifications on.' })
  emailUsers(@Ctx() ctx: RequestContext): Promise<User[]> {
    return listEmailUsers(ctx);
  }

  @Authorized<Action>('mail:send-bulk')
  @Query(() => [User], { description: 'The bulk e-mail test group.' })
  emailTestUsers(@Ctx() ctx: RequestContext): Promise<User[]> {
    return listTestUsers(ctx);
  }

  @Authorized<Action>('users:change-role')
  @Mutation(() => UserPayload, { description: 'A demotion ends the user’s sessions.' })
  async changeRole(
    @Arg('input', () => ChangeRoleInput, { description: 'The user and the new role.' }) input: ChangeRoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await changeRole(ctx, input), errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { conflict: 'roleId' }) };
    }
  }

  @Authorized<Action>('users:invite')
  @Mutation(() => UserPayload, { description: 'Creates the account and e-mails the invitation.' })
  async inviteUser(
    @Arg('input', () => InviteUserInput, { description: "The invited person's e-mail and name." })
    input: InviteUserInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    try {
      return { user: await inviteUser(ctx, input), errors: [] };
    } catch (error) {
      return { errors: formErrors(error, { conflict: 'email' }) };
    }
  }

  @Authorized<Action>('mail:send-bulk')
  @Mutation(() => BulkEmailPayload, { description: 'A persisted job: an interrupted send resumes without repeats.' })
  async sendBulkEmail(
    @Arg('input', () => SendBulkEmailInput, { description: 'Who receives it, the subject and the text.' })
    input: SendBulkEmailInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BulkEmailPayload> {
    try {
      return { ...(await sendBulkEmail(ctx, { ...input, recipients: input.recipients ?? [] })), errors: [] };
    } catch (error) {
      const errors = formErrors(error);
      return { success: false, message: errors[0]?.message ?? '', totalSent: 0, failures: 0, details: [], errors };
    }
  }
}
