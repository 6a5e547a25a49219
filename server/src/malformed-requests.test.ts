import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, listen, type RunningApp } from './app';
import { serverConfig } from './config';
import { logger } from './logger';
import { createSignedInUser } from '../test/helpers/accounts-app';
import { JSON_TYPE, MATRIX, expectSafeJson, send } from '../test/helpers/malformed-requests';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * Issue 20.3-20.5: what a client (or an attacker) sees when a request is malformed, on every
 * transport, in production (what `npm start` serves) and in development: a JSON body in the
 * transport's shape (`{ message }` on /api and the other paths, GraphQL-over-HTTP `{ errors }` on
 * /graphql), the right status, and never a stack frame, a file path or a library's name.
 */
const db = useTestDatabase();

// A built client, as `npm run build` leaves it (the matrix sends bad paths to the static files too).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SelecTree</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
fs.writeFileSync(path.join(dist, 'explorer.html'), '<!doctype html><title>explorer</title>');
fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(['/', '/tree-detail/:treeName']));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

interface Started {
  baseUrl: string;
  running: RunningApp;
}

/** The real app as main.ts configures it (serverConfig: production unless NODE_ENV says otherwise). */
function useApp(env: Record<string, string>): Started {
  const handle = {} as Started;
  beforeAll(async () => {
    const config = serverConfig({ PORT: '0', ...env });
    handle.running = await createApp({ db: db.dataSource, config }, { clientDistDir: dist });
    handle.baseUrl = `http://127.0.0.1:${await listen(handle.running.httpServer, 0, '127.0.0.1')}`;
  });
  afterAll(() => handle.running?.stop());
  return handle;
}

let editorToken: string;
beforeAll(async () => {
  ({ token: editorToken } = await createSignedInUser(db.dataSource, {
    email: 'editor@example.org',
    roleId: 2,
    firstName: 'Ed',
  }));
});

describe.each([
  ['production (npm start)', {}],
  ['development (npm run dev)', { NODE_ENV: 'development' }],
])('issue 20.4: malformed requests in %s', (_mode, env) => {
  const app = useApp(env);

  it.each(MATRIX.map((row) => [`${row.transport}: ${row.name}`, row] as const))(
    'issue 20.4: %s answers JSON in the transport shape, no stack, path or library name',
    async (_name, row) => {
      const headers = { ...row.headers, ...(row.editor ? { authorization: `Bearer ${editorToken}` } : {}) };
      const answer = await send(app.baseUrl, row.method, row.target, headers, row.body);
      expectSafeJson(row, answer);
    },
  );

  it('issue 20.4: a wrong method names the methods the path takes (Allow)', async () => {
    expect((await send(app.baseUrl, 'PUT', '/graphql', {})).headers.allow).toBe('GET, POST');
    expect((await send(app.baseUrl, 'DELETE', '/api/health', {})).headers.allow).toBe('GET, HEAD');
  });
});

describe('issue 20.5: operation types the API does not serve', () => {
  const app = useApp({});

  it('issue 20.5: a subscription is a 400 before anything runs, with a clear message and no error logged', async () => {
    const errors = jest.spyOn(logger, 'error');
    try {
      for (const query of ['subscription { x }', 'subscription S { trees { id } }']) {
        const answer = await send(app.baseUrl, 'POST', '/graphql', JSON_TYPE, JSON.stringify({ query }));
        expect(answer.status).toBe(400);
        const body = JSON.parse(answer.text);
        expect(body.data).toBeUndefined();
        expect(body.errors).toEqual([
          expect.objectContaining({
            message: 'Subscriptions are not supported: send a query or a mutation',
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        ]);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('issue 20.5: a document with a query and a subscription is refused whole', async () => {
    const query = 'query Q { __typename } subscription S { x }';
    const answer = await send(
      app.baseUrl,
      'POST',
      '/graphql',
      JSON_TYPE,
      JSON.stringify({ query, operationName: 'Q' }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('issue 20.3: npm start serves production-safe settings; the explorer is for development', () => {
  const production = useApp({});
  const development = useApp({ NODE_ENV: 'development' });
  const explicit = useApp({ GRAPHQL_EXPLORER: 'true' });

  const graphql = async (app: Started, query: string) => {
    const answer = await send(app.baseUrl, 'POST', '/graphql', JSON_TYPE, JSON.stringify({ query }));
    return { status: answer.status, text: answer.text };
  };
  const explorerPage = async (app: Started) =>
    (await send(app.baseUrl, 'GET', '/explorer', { accept: 'text/html' })).text.includes('<title>explorer</title>');

  it('issue 20.3: production has no introspection, no field suggestions and no /explorer', async () => {
    const introspection = await graphql(production, '{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.text).not.toContain('"types"');
    // The refusal names no library and says nothing of how to turn introspection on.
    expect(introspection.text).not.toMatch(/Apollo|introspection: true/);
    const typo = await graphql(production, '{ mee { id } }');
    expect(typo.status).toBe(400);
    expect(typo.text).not.toMatch(/Did you mean/i);
    expect(await explorerPage(production)).toBe(false);
  });

  it('issue 20.3: development, or GRAPHQL_EXPLORER=true in production, turns the three on', async () => {
    for (const app of [development, explicit]) {
      const introspection = await graphql(app, '{ __schema { queryType { name } } }');
      expect(JSON.parse(introspection.text).data.__schema.queryType.name).toBe('Query');
      expect((await graphql(app, '{ mee { id } }')).text).toMatch(/Did you mean .*me/);
      expect(await explorerPage(app)).toBe(true);
    }
  });
});
