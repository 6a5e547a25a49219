import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addMember, createList, listTableState } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { ADD_TREES_MAX, LIST_MESSAGES } from './list-rules';

/**
 * Lists made from searches (issue 21.7, 21.11): a saved search's CSV runs its filters; "Save result
 * as list" saves every tree of the result, resolved on the server; a saved search needs filters;
 * unfollowing over REST answers the spec's message. Through the real app and PostgreSQL.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let owner: { id: number; token: string };
let follower: { id: number; token: string };

async function account(email: string) {
  const user = await createUser(db.dataSource, { email, password: null, firstName: 'Ann', lastName: 'Owner' });
  return { id: user.id, token: await createSession(db.dataSource, user.id, app.clock.now()) };
}

/** 150 trees: the even ids California natives (75 of them). */
async function catalogue(): Promise<void> {
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  for (let id = 1; id <= 150; id += 1) {
    await createTree(db.dataSource, {
      id,
      scientificName: `Testus sp${String(id).padStart(3, '0')}`,
      californiaNative: id % 2 === 0,
    });
  }
}

const SAVE_RESULT = `mutation($listId: Int!, $queryData: String!) {
  addSearchResultToList(listId: $listId, queryData: $queryData) { message list { treeCount } }
}`;

beforeAll(async () => {
  await resetDatabase(db);
  await catalogue();
  owner = await account('owner@example.org');
  follower = await account('follower@example.org');
});

beforeEach(() => db.dataSource.query(`TRUNCATE lists CASCADE`));

describe('issue 21.7', () => {
  it('issue 21.7: a saved search’s CSV over REST holds every tree its filters find', async () => {
    const saved = await createList(db.dataSource, owner.id, {
      type: 'Saved Search',
      name: 'Natives',
      queryData: '{"ca_native":[true]}',
    });
    const response = await app.request(`/api/list/${saved.id}/csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 75);
    expect(lines[0].startsWith('Position,Scientific Name')).toBe(true);
    expect(lines[1].startsWith('1,Testus sp002,')).toBe(true);
    expect(lines[75].startsWith('75,Testus sp150,')).toBe(true);
  });

  it('issue 21.7: unfollowing through DELETE /list/remove/{id}/{type} answers "Successfully Unfollowed!"', async () => {
    const list = await createList(db.dataSource, owner.id, { name: 'Followed list' });
    await addMember(db.dataSource, list.id, follower.id, 'Follower');
    const left = await app.json('DELETE', `/api/list/remove/${list.id}/unfollow`, undefined, follower.token);
    expect(left).toEqual(expect.objectContaining({ status: 200, body: { message: LIST_MESSAGES.unfollowed } }));
    expect(LIST_MESSAGES.unfollowed).toBe('Successfully Unfollowed!');
    const deleted = await app.json('DELETE', `/api/list/remove/${list.id}/delete`, undefined, owner.token);
    expect(deleted.body).toEqual({ message: 'Removed Followed list' });
    const graph = await app.graphql(`mutation { leaveList(id: ${list.id}) { message } }`, {}, follower.token);
    expect(graph.body.errors[0].message).toBe(LIST_MESSAGES.noAccess);
  });

  it('issue 21.7: "Save result as list" saves all 75 trees of the result, not the page of 30', async () => {
    const list = await createList(db.dataSource, owner.id, { name: 'From a search', isPublic: false });
    const saved = await app.graphql(SAVE_RESULT, { listId: list.id, queryData: '{"ca_native":[true]}' }, owner.token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.addSearchResultToList).toEqual({
      message: 'Successfully added to list: From a search',
      list: { treeCount: 75 },
    });
    const rows: { tree_id: number; position: number }[] = await db.dataSource.query(
      `SELECT tree_id, position FROM list_trees WHERE list_id = $1 ORDER BY position`,
      [list.id],
    );
    expect(rows.map((row) => row.tree_id)).toEqual(Array.from({ length: 75 }, (_, i) => 2 * (i + 1)));
  });

  it('issue 21.7: a result beyond the bound, an empty one, a bad filter or a stranger’s list is refused and writes nothing', async () => {
    const list = await createList(db.dataSource, owner.id, { name: 'Bounded', isPublic: false });
    const before = await listTableState(db.dataSource);
    // 1,000 more natives: the result (1,075 trees) is over the bound of 1,000.
    await db.dataSource.query(
      `INSERT INTO trees (id, published, pacific_island, scientific_name, scientific_search_key, california_native)
       SELECT n, true, false, 'Bulkus sp' || n, 'bulkus sp' || n, true FROM generate_series(1001, 2000) AS n`,
    );
    const cases: [string, string][] = [
      ['{"ca_native":[true]}', LIST_MESSAGES.resultTooLarge(1075, ADD_TREES_MAX)],
      ['{"searchTerm":"no such tree"}', LIST_MESSAGES.resultEmpty],
      ['{"colour":["red"]}', 'colour: Unknown filter "colour".'],
      ['{}', LIST_MESSAGES.savedSearchNoFilters],
    ];
    try {
      for (const [queryData, message] of cases) {
        const answer = await app.graphql(SAVE_RESULT, { listId: list.id, queryData }, owner.token);
        expect([queryData, answer.body.errors?.[0]?.message]).toEqual([queryData, message]);
      }
    } finally {
      await db.dataSource.query(`DELETE FROM trees WHERE id > 1000`);
    }
    const stranger = await app.graphql(
      SAVE_RESULT,
      { listId: list.id, queryData: '{"ca_native":[true]}' },
      follower.token,
    );
    expect(stranger.body.errors[0].message).toBe(LIST_MESSAGES.noAccess);
    expect(await listTableState(db.dataSource)).toEqual(before);
  });
});

describe('issue 21.0', () => {
  it('issue 21.0: list search takes any page size and the legacy client’s other search options', async () => {
    for (let i = 1; i <= 12; i += 1) await createList(db.dataSource, owner.id, { name: `Public list ${i}` });
    const query = {
      listSearchTerms: 'public',
      activePage: 1,
      resultsPerPage: 12,
      searchTerm: '',
      savedSearch: null,
      sort: 1,
      scroll_y: 0,
    };
    const all = await app.json('GET', `/api/list/search-lists?query=${encodeURIComponent(JSON.stringify(query))}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalResults: 12, resultsPerPage: 12 });
    expect(all.body.lists).toHaveLength(12);
    const paged = await app.json('GET', `/api/list/search-lists?query=${encodeURIComponent('{"activePage":2}')}`);
    expect(paged.body.lists).toHaveLength(2); // 10 a page by default
    const bad = await app.json('GET', `/api/list/search-lists?query=${encodeURIComponent('{"resultsPerPage":0}')}`);
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'resultsPerPage: Should be a whole number from 1 to 1000000.' },
    });
  });
});

describe('issue 21.11', () => {
  it('issue 21.11: a saved search cannot be created, updated or re-filtered without filters', async () => {
    const form = {
      name: 'Everything',
      description: 'No filters at all.',
      type: ['Saved Search'],
      regions: ['Maui'],
    };
    const before = await listTableState(db.dataSource);
    for (const query_data of ['{}', '{"region":"all","minTreeHeight":0,"maxTreeHeight":100}', '{"searchTerm":" "}']) {
      const created = await app.json('POST', '/api/list/create', { ...form, query_data }, owner.token);
      expect([query_data, created.status, created.body.message]).toEqual([
        query_data,
        400,
        'A saved search needs at least one filter or a name: choose some, then save the search',
      ]);
    }
    const graph = await app.graphql(
      `mutation { createList(input: { name: "E", description: "D", type: "Saved Search", regions: ["Maui"], queryData: "{}" }) { message } }`,
      {},
      owner.token,
    );
    expect(graph.body.errors[0].message).toBe(LIST_MESSAGES.savedSearchNoFilters);
    expect(await listTableState(db.dataSource)).toEqual(before);

    const saved = await createList(db.dataSource, owner.id, {
      type: 'Saved Search',
      queryData: '{"ca_native":[true]}',
    });
    const cleared = await app.json('PATCH', `/api/list/saved-search/${saved.id}`, { query_data: '{}' }, owner.token);
    expect(cleared).toMatchObject({ status: 400, body: { message: LIST_MESSAGES.savedSearchNoFilters } });
    const named = await app.json(
      'POST',
      '/api/list/create',
      { ...form, query_data: '{"searchTerm":"oak"}' },
      owner.token,
    );
    expect(named.status).toBe(201);
  });
});
