import { createSession } from './sessions';
import { WRITE_BUDGETS, type LimitName, type LimitRule } from './rate-limits';
import { createTree } from '../../test/factories/catalogue.factory';
import { createList, listTableState } from '../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp, type AccountsApp } from '../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';
import { catalogueDigest } from '../../test/helpers/upload-fixture';

/**
 * Issue 20.10: every write path has a budget in PostgreSQL (rate_limits), per account, per client
 * address and (share e-mails) per recipient. Two app instances on one database (B has its own
 * pool) share each budget. The small apps run every budget at 3 per account, 6 per address and 2
 * per recipient; `real` runs the figures of WRITE_BUDGETS.
 */
const SMALL: Partial<Record<LimitName, LimitRule>> = {};
for (const [action, budget] of Object.entries(WRITE_BUDGETS)) {
  for (const scope of Object.keys(budget).filter((key) => key !== 'what')) {
    const points = scope === 'perAddress' ? 6 : scope === 'perRecipient' ? 2 : 3;
    SMALL[`${action}.${scope}` as LimitName] = { points, durationSeconds: 3600 };
  }
}

const db = useTestDatabase();
const smtp = useSmtpCapture();
const a = useAccountsApp(db, smtp, { limits: SMALL });
const b = useAccountsApp(db, smtp, { limits: SMALL, ownPool: true });
const real = useAccountsApp(db, smtp);

type Role = 'user' | 'editor' | 'admin';
const tokens = {} as Record<Role | 'user2' | 'user3', string>;
const userIds = {} as Record<string, number>;
let othersList: number;
let ownList: number;

beforeEach(async () => {
  await resetDatabase(db);
  await db.dataSource.query(
    `TRUNCATE trees, tree_edits, lists, glossary_entries, photo_uploads RESTART IDENTITY CASCADE`,
  );
  smtp.clear();
  for (const [name, roleId] of [
    ['user', 1],
    ['user2', 1],
    ['user3', 1],
    ['editor', 2],
    ['admin', 3],
  ] as const) {
    const user = await createUser(db.dataSource, { email: `${name}@example.org`, roleId, password: null });
    userIds[name] = user.id;
    tokens[name] = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  }
  for (let i = 0; i < 8; i++) {
    await createUser(db.dataSource, { email: `friend${i}@example.org`, password: null, emailNotifications: true });
  }
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
  othersList = (await createList(db.dataSource, userIds.user2)).id;
  ownList = (await createList(db.dataSource, userIds.user)).id;
});

const listForm = (i: number) => ({
  name: `List ${i}`,
  description: 'Trees.',
  type: 'Curated List',
  categories: ['General'],
  regions: ['Maui'],
  keywords: [],
  isPublic: false,
  viewable_from_link: false,
});

const count = async (sql: string) => Number((await db.dataSource.query(sql))[0].count);

type Answer = { status: number; headers: Headers; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface BudgetedPath {
  role: Role;
  call(app: AccountsApp, token: string, i: number): Promise<Answer>;
  /** What the path writes: equal before and after a refused call. */
  state(): Promise<unknown>;
}

const PATHS: Record<string, BudgetedPath> = {
  'list create (POST /list/create)': {
    role: 'user',
    call: (app, token, i) => app.json('POST', '/api/list/create', listForm(i), token),
    state: () => listTableState(db.dataSource),
  },
  'list duplicate (POST /list/duplicate)': {
    role: 'user',
    call: (app, token) => app.json('POST', '/api/list/duplicate', { list_id: othersList }, token),
    state: () => listTableState(db.dataSource),
  },
  'list edit (PATCH /list/update/{id})': {
    role: 'user',
    call: (app, token, i) => app.json('PATCH', `/api/list/update/${ownList}`, listForm(i + 100), token),
    state: () => listTableState(db.dataSource),
  },
  'collaborator add (PATCH /list/addCollabToList)': {
    role: 'user',
    call: (app, token, i) =>
      app.json('PATCH', '/api/list/addCollabToList', { list_id: ownList, email: `friend${i}@example.org` }, token),
    state: async () => [await listTableState(db.dataSource), smtp.messages.length],
  },
  'follow (POST /list/follow/{id})': {
    role: 'user',
    call: (app, token, i) => app.json('POST', `/api/list/follow/${othersList}`, { followStatus: i % 2 === 0 }, token),
    state: () => listTableState(db.dataSource),
  },
  'photo upload link (GET /photo/getSignedS3)': {
    role: 'editor',
    call: (app, token, i) =>
      app.json('GET', `/api/photo/getSignedS3?treeId=1&fileName=p${i}.jpg&fileType=image/jpeg`, undefined, token),
    state: () => count(`SELECT count(*) FROM photo_uploads`),
  },
  'photo contribution link (GET /photo/contribute/getSignedS3)': {
    role: 'user',
    call: (app, token, i) =>
      app.json(
        'GET',
        `/api/photo/contribute/getSignedS3?treeId=1&fileName=p${i}.jpg&fileType=image/jpeg`,
        undefined,
        token,
      ),
    state: () => count(`SELECT count(*) FROM photo_uploads`),
  },
  'problem report (POST /tree/report/{id})': {
    role: 'user',
    call: (app, token, i) =>
      app.json('POST', '/api/tree/report/1', { section: 'general', message: `Wrong ${i}` }, token),
    state: () => count(`SELECT count(*) FROM contributions`),
  },
  'queue decision (PUT /editor/queue/{id})': {
    role: 'editor',
    call: async (app, token) => {
      const [{ id }] = await db.dataSource.query(
        `INSERT INTO contributions (kind, tree_id, section, message) VALUES ('report', 1, 'names', 'Typo') RETURNING id`,
      );
      return app.json('PUT', `/api/editor/queue/${id}`, { decision: 'dismiss' }, token);
    },
    state: () => count(`SELECT count(*) FROM contributions WHERE status <> 'pending'`),
  },
  'glossary write (POST /tree/glossary)': {
    role: 'editor',
    call: (app, token, i) => app.json('POST', '/api/tree/glossary', { term: `Term ${i}`, definition: 'Words.' }, token),
    state: () => count(`SELECT count(*) FROM glossary_entries`),
  },
  'CSV upload (POST /tree/start-upload-file)': {
    role: 'admin',
    call: (app, token, i) =>
      app.json(
        'POST',
        '/api/tree/start-upload-file',
        [
          ['tree_id', 'family'],
          ['1', `Family ${i}`],
        ],
        token,
      ),
    state: () => catalogueDigest(db.dataSource),
  },
  'tree save (PUT /tree/update/{id})': {
    role: 'editor',
    call: (app, token, i) => app.json('PUT', '/api/tree/update/1', { version: i + 1, height_high: 50 + i }, token),
    state: () => catalogueDigest(db.dataSource),
  },
};

function expectRefused(answer: Answer): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(answer.body.message).toMatch(/^You have .+ for now\. Please try again in \d+ minutes\.$/);
}

describe('issue 20.10: write budgets', () => {
  it.each(Object.entries(PATHS))(
    'issue 20.10: %s: over its budget answers 429 with Retry-After and writes nothing more (shared by two instances)',
    async (_name, path) => {
      const token = tokens[path.role];
      // Three calls, alternating instances: one budget across both.
      for (let i = 0; i < 3; i++) {
        const answer = await path.call(i % 2 ? b : a, token, i);
        expect([i, answer.status, answer.body?.message]).toEqual([i, expect.any(Number), answer.body?.message]);
        expect(answer.status).toBeLessThan(300);
      }
      const before = await path.state();
      expectRefused(await path.call(b, token, 3));
      expectRefused(await path.call(a, token, 4));
      expect(await path.state()).toEqual(before);
    },
  );

  it('issue 20.10: the GraphQL twin counts each alias as one call (createList × 5 in one request)', async () => {
    const aliases = Array.from(
      { length: 5 },
      (_, i) =>
        `c${i}: createList(input: { name: "Aliased ${i}", description: "x", type: "Curated List", categories: ["General"], regions: ["Maui"] }) { list { id } }`,
    );
    const before = await count(`SELECT count(*) FROM lists`);
    const answer = await a.graphql(`mutation { ${aliases.join('\n')} }`, {}, tokens.user);
    expect(answer.status).toBe(200);
    // Mutations run in order: c0-c2 make lists, c3 is refused; createList is non-null, so the
    // refusal nulls `data` and ends the operation (c4 never runs). The lists made are kept.
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0].path).toEqual(['c3']);
    for (const error of answer.body.errors) {
      expect(error.extensions.code).toBe('RATE_LIMITED');
      expect(error.extensions.retryAfter).toBeGreaterThan(0);
      expect(error.message).toMatch(/^You have created too many lists for now/);
    }
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM lists`)).toBe(before + 3);
    // REST and GraphQL spend one budget: the REST twin is refused now too.
    expectRefused(await b.json('POST', '/api/list/create', listForm(9), tokens.user));
  });

  it('issue 20.10: per client address: other accounts from the same address share its budget', async () => {
    for (const [who, calls] of [
      ['user', 3],
      ['user2', 3],
    ] as const) {
      for (let i = 0; i < calls; i++) {
        expect((await a.json('POST', '/api/list/create', listForm(i), tokens[who])).status).toBe(201);
      }
    }
    // user3 has not created anything, but the address has spent its 6.
    expectRefused(await b.json('POST', '/api/list/create', listForm(7), tokens.user3));
  });

  it('issue 20.10: share e-mails: per recipient, whoever shares (no more mail to that person)', async () => {
    const user2List = othersList;
    const share = (app: AccountsApp, token: string, listId: number) =>
      app.json('PATCH', '/api/list/addCollabToList', { list_id: listId, email: 'friend0@example.org' }, token);
    expect((await share(a, tokens.user, ownList)).status).toBeLessThan(300);
    expect((await share(b, tokens.user2, user2List)).status).toBeLessThan(300);
    const third = (await createList(db.dataSource, userIds.user3)).id;
    const mails = smtp.messages.length;
    const before = await listTableState(db.dataSource);
    expectRefused(await share(a, tokens.user3, third));
    expect(await listTableState(db.dataSource)).toEqual(before);
    expect(smtp.messages.length).toBe(mails);
  });

  it('issue 20.10: the real figures: 50 lists an hour per account; of 15 aliases after 45, 5 make lists', async () => {
    for (let i = 0; i < 45; i++) {
      expect((await real.json('POST', '/api/list/create', listForm(i), tokens.user)).status).toBe(201);
    }
    const aliases = Array.from(
      { length: 15 },
      (_, i) =>
        `c${i}: createList(input: { name: "Aliased ${i}", description: "x", type: "Curated List", categories: ["General"], regions: ["Maui"] }) { list { id } }`,
    );
    const answer = await real.graphql(`mutation { ${aliases.join('\n')} }`, {}, tokens.user);
    // The 46th-50th aliases make lists; the 6th alias (the 51st list) is refused and ends the operation.
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ path: ['c5'], extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) }),
    ]);
    expect(await count(`SELECT count(*) FROM lists WHERE owner_id = ${userIds.user}`)).toBe(1 + 50);
    const refused = await real.json('POST', '/api/list/create', listForm(99), tokens.user);
    expectRefused(refused);
    expect(refused.body.message).toMatch(/^You have created too many lists for now/);
  });

  it('issue 20.10: collaborator adds (which say whether an address has an account): 30 an hour per account', async () => {
    let status = 0;
    let calls = 0;
    while (calls < 40) {
      status = (
        await real.json(
          'PATCH',
          '/api/list/addCollabToList',
          { list_id: ownList, email: `probe${calls}@example.org` },
          tokens.user,
        )
      ).status;
      if (status === 429) break;
      expect(status).toBe(404); // no such account: the spec's message, within the budget
      calls++;
    }
    expect([calls, status]).toEqual([30, 429]);
  });
});
