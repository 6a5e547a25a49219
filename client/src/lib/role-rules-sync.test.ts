import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_EDITOR, ROLE_USER, canAccess, type Access, type Viewer } from './auth';

/**
 * The client's route guards (canAccess) spare a wasted trip; the server's policies decide. This test
 * holds the guards to server/src/auth/policies.ts: the same role ids, and each access level opens
 * for exactly the roles the server's matching action allows (a path the type checker does not follow).
 */
const SERVER_POLICIES = new URL('../../../server/src/auth/policies.ts', import.meta.url).pathname;

type ServerPolicies = {
  ROLE_USER: number;
  ROLE_EDITOR: number;
  ROLE_ADMIN: number;
  can: (viewer: { roleId: number } | null, action: string) => boolean;
};

/** The server action each client access level stands for. */
const ACTION_OF: Record<Exclude<Access, 'public'>, string> = { user: 'account', editor: 'tree:edit', admin: 'admin' };

describe('the client’s role checks match the server’s policies', () => {
  it('same role ids', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_POLICIES)) as ServerPolicies;
    expect([ROLE_USER, ROLE_EDITOR, ROLE_ADMIN]).toEqual([server.ROLE_USER, server.ROLE_EDITOR, server.ROLE_ADMIN]);
  });

  it('each access level opens for the roles the server allows', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_POLICIES)) as ServerPolicies;
    const viewer = (roleId: number): Viewer => ({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.org', roleId });
    for (const [access, action] of Object.entries(ACTION_OF) as [Access, string][]) {
      expect(canAccess(null, access), `${access} anonymous`).toBe(server.can(null, action));
      for (const roleId of [1, 2, 3]) {
        expect(canAccess(viewer(roleId), access), `${access} role ${roleId}`).toBe(server.can({ roleId }, action));
      }
    }
  });
});
