import { Router, type Request } from 'express';
import { requirePermission } from '../auth/require-permission';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/accounts.schemas';
import {
  changeRole,
  INVITE_SENT_MESSAGE,
  inviteUser,
  listEmailUsers,
  listRoles,
  listTestUsers,
  listUsers,
  searchUsers,
} from '../services/accounts.service';
import { sendBulkEmail, type BulkEmailInput } from '../services/accounts.service';
import { presentAdminUser, presentBulkEmail, presentRole, presentUser } from './presenters/user.presenter';

/**
 * Admin calls of spec §7 (role 3): users, roles, search, role change, invitations, bulk e-mail.
 * requirePermission applies policies.ts before each handler (the services check again).
 */
export function adminUsersRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  /** The first 1000 accounts; ?limit=&offset= page further, X-Total-Count says how many there are. */
  mount(router, paths.listUsers, requirePermission('users:view'), async (req, res) => {
    const { users, total } = await listUsers(ctx(req), {
      limit: optionalNumber(req.query.limit),
      offset: optionalNumber(req.query.offset),
    });
    res.setHeader('X-Total-Count', String(total)).json(users.map(presentAdminUser));
  });

  mount(router, paths.listRoles, requirePermission('users:view'), async (req, res) => {
    res.json((await listRoles(ctx(req))).map(presentRole));
  });

  mount(router, paths.searchUsers, requirePermission('users:view'), async (req, res) => {
    res.json((await searchUsers(ctx(req), { search: req.body?.search })).map(presentAdminUser));
  });

  mount(router, paths.changeRole, requirePermission('users:change-role'), async (req, res) => {
    const user = await changeRole(ctx(req), { userId: req.body?.user_id, roleId: req.body?.role_id });
    res.json({ message: 'Success', response: presentAdminUser(user) });
  });

  mount(router, paths.inviteUser, requirePermission('users:invite'), async (req, res) => {
    const body = req.body ?? {};
    const user = await inviteUser(ctx(req), {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
    });
    res.status(201).json({ message: INVITE_SENT_MESSAGE, response: presentUser(user) });
  });

  mount(router, paths.emailUsers, requirePermission('mail:send-bulk'), async (req, res) => {
    res.json((await listEmailUsers(ctx(req))).map(presentUser));
  });

  mount(router, paths.emailTestUsers, requirePermission('mail:send-bulk'), async (req, res) => {
    res.json((await listTestUsers(ctx(req))).map(presentUser));
  });

  /**
   * {users, subject, textContent, htmlContent}. `users`: "all" (everyone with e-mail notifications
   * on), "test" (the test group), one address (a string, or a one-element array), or a list of
   * addresses (strings or { email }). "all" and "test" are resolved here, not taken from the client.
   */
  mount(router, paths.bulkEmail, requirePermission('mail:send-bulk'), async (req, res) => {
    const body = req.body ?? {};
    const result = await sendBulkEmail(ctx(req), {
      ...audienceOf(body.users),
      subject: body.subject,
      textContent: body.textContent,
      htmlContent: body.htmlContent,
    });
    res.json(presentBulkEmail(result));
  });

  return router;
}

function optionalNumber(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  return value;
}

function audienceOf(users: unknown): Pick<BulkEmailInput, 'audience' | 'recipients'> {
  if (users === 'all') return { audience: 'all' };
  if (users === 'test' || users === 'test_group') return { audience: 'test_group' };
  if (typeof users === 'string' || users === undefined || users === null) {
    return { audience: 'single', recipients: [users ?? ''] };
  }
  const list = (Array.isArray(users) ? users : [users]).map((entry) =>
    entry && typeof entry === 'object' ? (entry as { email?: unknown }).email : entry,
  );
  return list.length <= 1 ? { audience: 'single', recipients: list } : { audience: 'list', recipients: list };
}
