/**
 * Who is signed in, and what they may open. Sign-in arrives in a later issue: until then
 * `useViewer()` returns null (everyone is an anonymous visitor) and the rest of the app is already
 * written against it.
 */

/** Site-wide role ids: 2 = editor, 3 = admin (the spec's privileged roles). */
export const ROLE_EDITOR = 2;
export const ROLE_ADMIN = 3;

export type Viewer = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
};

/** Who may open a route: everyone, any signed-in user, editors and admins, or admins only. */
export type Access = 'public' | 'user' | 'editor' | 'admin';

export function canAccess(viewer: Viewer | null, access: Access): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return viewer !== null;
    case 'editor':
      return viewer !== null && (viewer.roleId === ROLE_EDITOR || viewer.roleId === ROLE_ADMIN);
    case 'admin':
      return viewer !== null && viewer.roleId === ROLE_ADMIN;
  }
}

/** The signed-in user, or null. Seam: the accounts issue replaces the body, not the callers. */
export function useViewer(): Viewer | null {
  return null;
}
