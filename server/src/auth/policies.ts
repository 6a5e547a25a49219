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
 * - tree:read-draft (drafts in detail and name search), tree:edit, editor:work (the page of drafts
 *   and recent edits), glossary:edit, catalogue:download: editors and admins;
 * - catalogue:upload (CSV upload of tree data): admins only;
 * - users:*, mail:send-bulk, api-keys:manage, admin: admins only (view users, change roles, invite,
 *   bulk e-mail, issue and revoke API keys).
 */
export type Action =
  | 'account'
  | 'tree:read-draft'
  | 'tree:edit'
  | 'editor:work'
  | 'glossary:edit'
  | 'catalogue:download'
  | 'catalogue:upload'
  | 'users:view'
  | 'users:change-role'
  | 'users:invite'
  | 'mail:send-bulk'
  | 'api-keys:manage'
  | 'admin';

/** The one place that decides what a viewer may do. */
export function can(viewer: Viewer | null, action: Action): boolean {
  const role = viewer?.roleId ?? 0;
  switch (action) {
    case 'account':
      return role >= ROLE_USER;
    case 'tree:read-draft':
    case 'tree:edit':
    case 'editor:work':
    case 'glossary:edit':
    case 'catalogue:download':
      return role >= ROLE_EDITOR;
    case 'catalogue:upload':
    case 'users:view':
    case 'users:change-role':
    case 'users:invite':
    case 'mail:send-bulk':
    case 'api-keys:manage':
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

/** A viewer's role on a list (spec §6): the owner is its Admin. */
export type ListRole = 'Admin' | 'Collaborator' | 'Follower';

export type ListAction =
  | 'list:view'
  | 'list:edit'
  | 'list:trees'
  | 'list:saved-search'
  | 'list:share'
  | 'list:duplicate'
  | 'list:follow'
  | 'list:unfollow'
  | 'list:leave'
  | 'list:delete'
  | 'list:new-link'
  | 'list:ban';

/** What the list rules need to know about a list. */
export interface ListFacts {
  type: string;
  isPublic: boolean;
  viewableFromLink: boolean;
  banned: boolean;
  ownerBanned: boolean;
}

/**
 * The list rules (spec §6), in one place:
 * - a private list is seen only by those with a role on it; a public one by anyone; a link-viewable
 *   one by anyone with its link (services pass viewableFromLink true only with the link's key);
 * - only the owner makes a new link key;
 * - a banned list, or a list of a banned user, is banned "from list search results" (spec §1): its
 *   owner and collaborators keep it (the page says it is banned; they edit it, export it, delete or
 *   leave it) and site admins see it; nobody else does (followers included), and nobody but a site
 *   admin copies it (a copy would carry it out of the ban);
 * - owner (Admin) and collaborators edit it, manage collaborators and add or remove trees (not on a
 *   saved search, whose filters they edit instead); only the owner deletes it;
 * - any other signed-in viewer who sees it may follow it; followers unfollow, collaborators leave;
 * - duplicating needs edit rights, or the list being public or link-viewable;
 * - site admins ban and unban lists (and users).
 */
export function canOnList(viewer: Viewer | null, role: ListRole | null, list: ListFacts, action: ListAction): boolean {
  const siteAdmin = can(viewer, 'admin');
  const keeper = role === 'Admin' || role === 'Collaborator';
  const hidden = list.banned || list.ownerBanned;
  const visible = (role !== null || list.isPublic || list.viewableFromLink) && (siteAdmin || keeper || !hidden);
  const editor = visible && keeper;
  const savedSearch = list.type === 'Saved Search';
  switch (action) {
    case 'list:view':
      return visible;
    case 'list:edit':
    case 'list:share':
      return editor;
    case 'list:trees':
      return editor && !savedSearch;
    case 'list:saved-search':
      return editor && savedSearch;
    case 'list:duplicate':
      return viewer !== null && visible && (siteAdmin || !hidden) && (editor || list.isPublic || list.viewableFromLink);
    case 'list:follow':
      return viewer !== null && visible && role === null;
    case 'list:unfollow':
      return role === 'Follower';
    case 'list:leave':
      return role === 'Collaborator';
    case 'list:delete':
    case 'list:new-link':
      return role === 'Admin';
    case 'list:ban':
      return siteAdmin;
  }
}
