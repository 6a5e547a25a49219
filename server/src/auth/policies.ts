import type { Viewer } from '../context';

/** Site-wide role ids (spec: 1 user, 2 editor, 3 admin). */
export const ROLE_USER = 1;
export const ROLE_EDITOR = 2;
export const ROLE_ADMIN = 3;

export type Action = 'tree:read-draft' | 'tree:edit' | 'admin';

/** The one place that decides what a viewer may do. */
export function can(viewer: Viewer | null, action: Action): boolean {
  const role = viewer?.roleId ?? 0;
  switch (action) {
    case 'tree:read-draft':
    case 'tree:edit':
      return role >= ROLE_EDITOR;
    case 'admin':
      return role >= ROLE_ADMIN;
  }
}
