import type { Viewer } from '../context';
import { ForbiddenError, UnauthenticatedError } from '../errors';

/** Site-wide role ids (spec: 1 user, 2 editor, 3 admin). */
export const ROLE_USER = 1;
export const ROLE_EDITOR = 2;
export const ROLE_ADMIN = 3;
export const ROLE_IDS = [ROLE_USER, ROLE_EDITOR, ROLE_ADMIN] as const;

/**
 * What a viewer may do (spec §6):
 * - account: any signed-in user (own account, settings, password, logout);
 * - tree:read-draft, tree:edit: editors and admins;
 * - users:*, mail:send-bulk, admin: admins only (view users, change roles, invite, bulk e-mail).
 */
export type Action =
  | 'account'
  | 'tree:read-draft'
  | 'tree:edit'
  | 'users:view'
  | 'users:change-role'
  | 'users:invite'
  | 'mail:send-bulk'
  | 'admin';

/** The one place that decides what a viewer may do. */
export function can(viewer: Viewer | null, action: Action): boolean {
  const role = viewer?.roleId ?? 0;
  switch (action) {
    case 'account':
      return role >= ROLE_USER;
    case 'tree:read-draft':
    case 'tree:edit':
      return role >= ROLE_EDITOR;
    case 'users:view':
    case 'users:change-role':
    case 'users:invite':
    case 'mail:send-bulk':
    case 'admin':
      return role >= ROLE_ADMIN;
  }
}

export const LOGIN_REQUIRED_MESSAGE = 'You need to log in to do that';
export const NOT_ALLOWED_MESSAGE = 'You do not have permission to do that';

/** Throws UnauthenticatedError (401) for anonymous viewers and ForbiddenError (403) when not allowed. */
export function authorize(viewer: Viewer | null, action: Action): Viewer {
  if (!viewer) throw new UnauthenticatedError(LOGIN_REQUIRED_MESSAGE);
  if (!can(viewer, action)) throw new ForbiddenError(NOT_ALLOWED_MESSAGE);
  return viewer;
}
