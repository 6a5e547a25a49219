import {
  AdminUserSchema,
  json,
  MessageSchema,
  NULLABLE_STRING,
  OBJECT,
  OwnUserSchema,
  UserSchema,
} from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';

/** Sign-in, the account calls of spec §7 under /api/users, and the admins' user calls. */

const text = (description: string) => serviceChecked(z.string(), description);
const ACCOUNT = { tag: 'Accounts', access: 'public', caching: 'no-store' } as const;
const ADMIN = { tag: 'Admin', access: 'admin' } as const;
const UserWithToken = UserSchema.extend({ token: z.string() });

export const login: RouteSpec = {
  ...ACCOUNT,
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in: a session token',
  body: z.looseObject({ email: text('The e-mail address.'), password: text('The password.') }),
  responses: {
    200: json(z.looseObject({ response: UserWithToken, token: z.string() }), 'Signed in: the bearer token.'),
    401: { description: 'Any wrong address or password (one message for both).' },
  },
};

export const logout: RouteSpec = {
  ...ACCOUNT,
  access: 'optional',
  method: 'post',
  path: '/auth/logout',
  summary: "End the bearer's session (the same answer when there is none)",
  responses: { 200: json(MessageSchema, 'Signed out.') },
};

export const signup: RouteSpec = {
  ...ACCOUNT,
  method: 'post',
  path: '/users/signup',
  summary: 'Create an account; a verification link is e-mailed',
  description: '`password` and `url` of the legacy body are ignored: the password is chosen from the link.',
  body: z.looseObject({
    first_name: text('First name.'),
    last_name: text('Last name.'),
    email: text('E-mail address.'),
    email_notifications: serviceChecked(z.union([z.boolean(), z.literal(0), z.literal(1)]), 'News by e-mail.'),
  }),
  responses: { 201: json(MessageSchema, 'The link was sent (the same answer for a known address).') },
};

export const resendVerification: RouteSpec = {
  ...ACCOUNT,
  method: 'post',
  path: '/users/resend-verification',
  summary: 'Send the verification link again',
  body: z.looseObject({ email: text('E-mail address.') }),
  responses: { 200: json(MessageSchema, 'Sent (the same answer whatever the address).') },
};

export const verifyAccount: RouteSpec = {
  ...ACCOUNT,
  access: 'link-token',
  method: 'put',
  path: '/users/verify-account',
  summary: "Verify an account from its link (the link's token as bearer)",
  description: 'No body reads as agreed (the legacy call); a body must say `agreed: true`.',
  body: z.looseObject({ agreed: serviceChecked(z.literal(true), 'The terms were agreed to.') }),
  responses: {
    200: json(
      z.looseObject({ message: z.string(), password_token: NULLABLE_STRING, password_link: NULLABLE_STRING }),
      'Verified: continue at the password link to choose the password.',
    ),
  },
};

export const requestPasswordReset: RouteSpec = {
  ...ACCOUNT,
  method: 'post',
  path: '/users/reset-password',
  summary: 'E-mail a password reset link',
  body: z.looseObject({ email: text('E-mail address.') }),
  responses: { 200: json(MessageSchema, 'The same answer whether or not the address has an account.') },
};

export const changePassword: RouteSpec = {
  ...ACCOUNT,
  access: 'link-token',
  method: 'put',
  path: '/users/change-password',
  summary: 'Change the password (signed in) or set it from a reset link',
  description:
    "Signed in (bearer: session): `{current_password, new_password, confirm_password}` → `{ message: 'Changed' }`. From a reset link (bearer: the link's token): `{new_password, confirm_password}` → the user and a new session token. Rule failures answer 200 `{ message: 'Failed', errors: { errors, fieldErrors } }`.",
  body: z.looseObject({
    current_password: text('The current password (signed in).'),
    new_password: text('The new password.'),
    confirm_password: text('The new password again.'),
  }),
  responses: {
    200: json(
      z.looseObject({
        message: z.string(),
        response: UserWithToken.optional(),
        token: z.string().optional(),
        errors: z.object({ errors: z.array(z.string()), fieldErrors: z.array(OBJECT) }).optional(),
      }),
      "Changed, or { message: 'Failed', errors } for a refused password.",
    ),
  },
};

export const editAccount: RouteSpec = {
  ...ACCOUNT,
  access: 'signed-in',
  method: 'put',
  path: '/users/edit',
  summary: "The caller's own account fields",
  description: 'A new e-mail only becomes pending until the link sent to it is opened.',
  body: z.looseObject({
    first_name: text('First name.'),
    last_name: text('Last name.'),
    email: text('E-mail address (a change is pending until confirmed).'),
    post_nominal: text('Post-nominal letters.'),
    organization: text('Organisation.'),
    current_password: text('The current password (asked for an e-mail change).'),
  }),
  responses: { 200: json(OwnUserSchema, 'The account.') },
};

export const confirmEmail: RouteSpec = {
  ...ACCOUNT,
  method: 'post',
  path: '/users/confirm-email',
  summary: 'Confirm a new e-mail address from its link',
  body: z.looseObject({ token: text('The link token.') }),
  responses: {
    200: json(
      z.looseObject({ message: z.string(), response: OwnUserSchema, signed_in: z.boolean() }),
      'The address is changed.',
    ),
    401: { description: 'The link is invalid, used or expired.' },
  },
};

export const cancelEmailChange: RouteSpec = {
  ...ACCOUNT,
  method: 'post',
  path: '/users/cancel-email-change',
  summary: 'Cancel an e-mail change from the link sent to the old address',
  body: z.looseObject({ token: text('The link token.') }),
  responses: {
    200: json(
      z.looseObject({ message: z.string(), outcome: z.enum(['cancelled', 'reverted', 'nothing']) }),
      'What was done.',
    ),
    401: { description: 'The link is invalid, used or expired.' },
  },
};

export const resendEmailChange: RouteSpec = {
  ...ACCOUNT,
  access: 'signed-in',
  method: 'post',
  path: '/users/email-change/resend',
  summary: "The pending e-mail change's mails again",
  responses: { 200: json(OwnUserSchema, 'The account.') },
};

export const discardEmailChange: RouteSpec = {
  ...ACCOUNT,
  access: 'signed-in',
  method: 'delete',
  path: '/users/email-change',
  summary: 'Forget the pending e-mail change',
  responses: { 200: json(OwnUserSchema, 'The account.') },
};

export const settings: RouteSpec = {
  ...ACCOUNT,
  access: 'signed-in',
  method: 'put',
  path: '/users/settings',
  summary: "The caller's settings (news by e-mail)",
  body: z.looseObject({
    email_notifications: serviceChecked(z.union([z.boolean(), z.literal(0), z.literal(1)]), 'News by e-mail.'),
  }),
  responses: { 200: json(z.looseObject({ success: z.literal(true), response: UserSchema }), 'Saved.') },
};

export const checkUser: RouteSpec = {
  ...ACCOUNT,
  access: 'optional',
  method: 'get',
  path: '/users/check-user',
  summary: 'Who the bearer is',
  responses: {
    200: json(
      z.looseObject({ message: z.enum(['Success', 'Failed']), response: UserSchema.optional() }),
      "{ message: 'Success', response: user }, or { message: 'Failed' } (the client signs out).",
    ),
  },
};

export const listUsers: RouteSpec = {
  ...ADMIN,
  method: 'get',
  path: '/users',
  summary: 'Accounts, a page at a time (X-Total-Count: how many)',
  query: z.object({
    limit: serviceChecked(z.string().regex(/^\d{1,9}$/), 'At most this many (default and most: 1000).'),
    offset: serviceChecked(z.string().regex(/^\d{1,9}$/), 'Skip this many.'),
  }),
  responses: {
    200: {
      ...json(z.array(AdminUserSchema), 'The accounts.'),
      headers: { 'X-Total-Count': { description: 'How many accounts there are.', schema: { type: 'string' } } },
    },
  },
};

export const listRoles: RouteSpec = {
  ...ADMIN,
  method: 'get',
  path: '/users/roles',
  summary: 'The roles',
  responses: { 200: json(z.array(z.object({ role_id: z.number().int(), role_name: z.string() })), 'The roles.') },
};

export const searchUsers: RouteSpec = {
  ...ADMIN,
  method: 'post',
  path: '/users/search',
  summary: 'Accounts matching words',
  body: z.looseObject({ search: text('Words of a name or address.') }),
  responses: { 200: json(z.array(AdminUserSchema), 'The accounts.') },
};

export const changeRole: RouteSpec = {
  ...ADMIN,
  method: 'put',
  path: '/users/change-role',
  summary: "Change a user's role",
  body: z.looseObject({
    user_id: serviceChecked(z.number().int(), 'The user.'),
    role_id: serviceChecked(z.number().int().min(1).max(3), 'The role: 1 user, 2 editor, 3 admin.'),
  }),
  responses: { 200: json(z.looseObject({ message: z.string(), response: AdminUserSchema }), 'Changed.') },
};

export const inviteUser: RouteSpec = {
  ...ADMIN,
  method: 'post',
  path: '/users/invite',
  summary: 'Create an account for someone and e-mail them its link',
  body: z.looseObject({
    email: text('E-mail address.'),
    first_name: text('First name.'),
    last_name: text('Last name.'),
  }),
  responses: { 201: json(z.looseObject({ message: z.string(), response: UserSchema }), 'Invited.') },
};

export const emailUsers: RouteSpec = {
  ...ADMIN,
  method: 'get',
  path: '/users/email-users',
  summary: 'The accounts that take news by e-mail',
  responses: { 200: json(z.array(UserSchema), 'The accounts.') },
};

export const emailTestUsers: RouteSpec = {
  ...ADMIN,
  method: 'get',
  path: '/users/email-test-users',
  summary: 'The test group of bulk e-mail',
  responses: { 200: json(z.array(UserSchema), 'The accounts.') },
};

export const bulkEmail: RouteSpec = {
  ...ADMIN,
  method: 'post',
  path: '/users/email',
  summary: 'Send an e-mail to many users',
  description:
    '`users`: "all" (everyone with news on), "test" (the test group), one address, or a list of addresses (strings or `{ email }`).',
  body: z.looseObject({
    users: serviceChecked(
      z.union([z.string(), z.array(z.union([z.string(), z.object({ email: z.string() })]))]),
      'Who receives it.',
    ),
    subject: text('Subject.'),
    textContent: text('Plain text.'),
    htmlContent: text('HTML.'),
  }),
  responses: {
    200: json(
      z.looseObject({ success: z.boolean(), message: z.string(), totalSent: z.number().int() }),
      'Sent or queued.',
    ),
  },
};

export const ACCOUNTS_ROUTES = [
  login,
  logout,
  signup,
  resendVerification,
  verifyAccount,
  requestPasswordReset,
  changePassword,
  editAccount,
  confirmEmail,
  cancelEmailChange,
  resendEmailChange,
  discardEmailChange,
  settings,
  checkUser,
  listUsers,
  listRoles,
  searchUsers,
  changeRole,
  inviteUser,
  emailUsers,
  emailTestUsers,
  bulkEmail,
];
