import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, createList, listTableState } from '../../../test/factories/lists.factory';
import { createUser, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 24: a list's trees by pages (keyset on position), REST `first`/`after` and GraphQL's same
 * arguments; absent, every tree as before. Bad pages are refused with a clear message.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let listId: number;

// The file's database is a fresh clone of the migrated template (no users, no trees): nothing to
// empty first. Its TRUNCATEs (users and trees, CASCADE: ACCESS EXCLUSIVE on every table that
// refers to them) hung this hook past 60 s twice in CI on PostgreSQL 15 while the app had just
// started beside it; never alone (3/3 in 4-5 s). The cause is not found yet.
beforeAll(async () => {
  for (let id = 1; id <= 5; id++) await createTree(db.dataSource, { id, scientificName: `Quercus species${id}` });
  const owner = await createUser(db.dataSource, { email: 'pages@example.org', password: null });
  listId = (await createList(db.dataSource, owner.id, { name: 'Pages', isPublic: true })).id;
  await addListTrees(db.dataSource, listId, [5, 3, 1, 4, 2]);
});

it('pages a list’s trees in its own order, each page after the last position of the one before', async () => {
  const page = async (query: string) => (await app.json('GET', `/api/list/${listId}${query}`)).body;
  expect((await page('')).tree_ids).toEqual([5, 3, 1, 4, 2]);
  const first = await page('?first=2');
  expect(first.tree_ids).toEqual([5, 3]);
  expect(first.tree_count).toBe(5);
  const second = await page(`?first=2&after=${first.trees.at(-1).position}`);
  expect(second.tree_ids).toEqual([1, 4]);
  const last = await page(`?first=2&after=${second.trees.at(-1).position}`);
  expect(last.tree_ids).toEqual([2]);
  expect((await page(`?after=${first.trees.at(-1).position}`)).tree_ids).toEqual([1, 4, 2]);

  const answer = await app.graphql(
    'query($id: Int!, $after: Int) { list(id: $id, first: 3, after: $after) { trees { position card { id } } } }',
    { id: listId, after: 1 },
  );
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data.list.trees.map((t: { card: { id: number } }) => t.card.id)).toEqual([3, 1, 4]);
});

it('refuses a bad page with a clear message and changes nothing', async () => {
  const before = await listTableState(db.dataSource);
  for (const [query, field] of [
    ['?first=0', 'first'],
    ['?first=1001', 'first'],
    ['?first=two', 'first'],
    ['?after=-1', 'after'],
    ['?sort=1&first=2', 'first'],
  ]) {
    const answer = await app.json('GET', `/api/list/${listId}${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  }
  const graphql = await app.graphql('query($id: Int!) { list(id: $id, first: 0) { id } }', { id: listId });
  expect(graphql.body.errors[0].message).toContain('first');
  expect(await listTableState(db.dataSource)).toEqual(before);
});
