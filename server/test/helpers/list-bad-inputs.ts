import { createSession } from '../../src/auth/sessions';
import type { TreeList } from '../../src/entities';
import { createTree } from '../factories/catalogue.factory';
import { addListTrees, addMember, createList, listTableState } from '../factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from './accounts-app';
import { useSmtpCapture } from './smtp-capture';
import { useTestDatabase } from './test-database';

/** A bad input to a list path: what it is, the request, and the 4xx (and message) it must answer. */
export type BadListInput = [
  what: string,
  method: string,
  path: () => string,
  body: unknown,
  status: number,
  message?: string,
];

/** What the cases refer to, filled in before the first case runs. */
export interface ListFixture {
  list: TreeList;
  other: TreeList;
  saved: TreeList;
  otherUserId: number;
}

export const listForm = {
  name: 'Elm Street',
  description: 'Street trees.',
  type: 'Curated List',
  categories: ['General'],
  regions: ['Maui'],
};

/**
 * Sends each case as the list's owner (who may do everything) and checks that it answers a clear
 * 4xx (the spec's wording where it has one) and leaves every list table row as it was. The fixture:
 * the owner's public list holding tree 1 (followed by someone), their saved search, and someone's
 * private list.
 */
export function refusesEachBadListInput(fixture: ListFixture, cases: () => BadListInput[]): void {
  const db = useTestDatabase();
  const smtp = useSmtpCapture();
  const app = useAccountsApp(db, smtp);
  let token: string;

  beforeAll(async () => {
    await resetDatabase(db);
    await db.dataSource.query(`TRUNCATE trees CASCADE`);
    const owner = await createUser(db.dataSource, { email: 'owner@example.org', password: null });
    const someone = await createUser(db.dataSource, { email: 'someone@example.org', password: null });
    fixture.otherUserId = someone.id;
    token = await createSession(db.dataSource, owner.id, new Date('2030-01-01T12:00:00Z'));
    await createTree(db.dataSource, { id: 1, commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 2 });
    await createTree(db.dataSource, { id: 3, published: false });
    fixture.list = await createList(db.dataSource, owner.id);
    await addListTrees(db.dataSource, fixture.list.id, [1]);
    fixture.other = await createList(db.dataSource, someone.id, { isPublic: false, name: 'Not yours' });
    fixture.saved = await createList(db.dataSource, owner.id, { type: 'Saved Search', queryData: '{}' });
    await addMember(db.dataSource, fixture.list.id, someone.id, 'Follower');
  });

  const rows = cases();
  // one argument per row: jest-each hands a `done` callback to a function with more parameters than the row
  it.each(rows.map((row) => [row[0], row] as const))('%s', async (_what, row) => {
    const [, method, path, body, status, message] = row;
    const payload = typeof body === 'function' ? body() : body;
    const before = await listTableState(db.dataSource);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path(), {
      method,
      headers,
      body: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    const answer = await response.json();
    expect(response.status).toBe(status);
    expect(typeof answer.message).toBe('string');
    if (message) expect(answer.message).toBe(message);
    expect(await listTableState(db.dataSource)).toEqual(before);
  });
}
