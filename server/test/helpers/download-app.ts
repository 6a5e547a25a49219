import { createSession } from '../../src/auth/sessions';
import { createUser, resetDatabase } from './accounts-app';
import type { TestApp } from './test-app';
import type { TestDatabase } from './test-database';

/** The four callers of the download's authorisation table (spec: detail-editing-accounts §6). */
export type Actor = 'anonymous' | 'user' | 'editor' | 'admin';
export const ACTORS: Actor[] = ['anonymous', 'user', 'editor', 'admin'];
const ROLE: Record<Exclude<Actor, 'anonymous'>, number> = { user: 1, editor: 2, admin: 3 };

export interface DownloadCallers {
  token(actor: Actor): string | undefined;
  /** A GET or POST over the real app as `actor`, the body read as text. */
  call(
    actor: Actor,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; headers: Headers; text: string; bytes: Buffer }>;
  graphql(actor: Actor, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer>;
}

export interface GraphqlAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: { field: string; message: string }[] } }[];
}

/** Empties the accounts and makes one user, editor and admin with live sessions (call in beforeAll). */
export function useDownloadCallers(db: TestDatabase, app: TestApp): DownloadCallers {
  const tokens: Partial<Record<Actor, string>> = {};
  beforeAll(async () => {
    await resetDatabase(db);
    for (const actor of ['user', 'editor', 'admin'] as const) {
      const user = await createUser(db.dataSource, {
        email: `${actor}@example.org`,
        password: null,
        roleId: ROLE[actor],
      });
      tokens[actor] = await createSession(db.dataSource, user.id, new Date());
    }
  });
  const auth = (actor: Actor): Record<string, string> =>
    tokens[actor] ? { authorization: `Bearer ${tokens[actor]}` } : {};
  return {
    token: (actor) => tokens[actor],
    async call(actor, method, path, body) {
      const headers: Record<string, string> = { ...auth(actor) };
      let payload: string | undefined;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const response = await app.request(path, { method, headers, body: payload });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, text: bytes.toString('utf8'), bytes };
    },
    async graphql(actor, query, variables = {}) {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(actor) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as Omit<GraphqlAnswer, 'status'>) };
    },
  };
}
