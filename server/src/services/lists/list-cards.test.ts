import { parse } from 'csv-parse/sync';
import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, createList } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { memoExcerpt } from '../search.service';

/**
 * A list page reads only what its cards show (the head of each description, not every column): its
 * cards must still equal the search's, and GraphQL's `card.tree` still gives the whole tree.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
});

it('shows the same card as search, a tag-heavy description included, and the whole tree on demand', async () => {
  // 3 KB of markup before the words of the excerpt run out.
  const memo = `${'<p><a href="https://example.org/a-very-long-link-to-somewhere">x</a></p>'.repeat(40)}<p>${'Leaves turn gold in fall. '.repeat(20)}</p>`;
  await createTree(db.dataSource, {
    id: 1,
    scientificName: 'Ginkgo biloba',
    commonName: 'Maidenhair Tree',
    memo,
  });
  const owner = await createUser(db.dataSource, { email: 'cards@example.org', password: null });
  const list = await createList(db.dataSource, owner.id);
  await addListTrees(db.dataSource, list.id, [1]);

  const rest = await app.json('GET', `/api/list/${list.id}`);
  expect(rest.body.trees[0]).toMatchObject({ tree_id: 1, memo: memoExcerpt(memo), scientificName: 'Ginkgo biloba' });
  const search = await app.json('GET', `/api/tree/search-by-name-multiresult?searchTerm=ginkgo&region=all`);
  expect(rest.body.trees[0].memo).toBe(search.body.pageResults[0].memo);

  const answer = await app.graphql(
    'query($id: Int!) { list(id: $id) { trees { card { id memoExcerpt tree { id genus memo } } } } }',
    { id: list.id },
  );
  expect(answer.body.errors).toBeUndefined();
  const card = answer.body.data.list.trees[0].card;
  expect(card.memoExcerpt).toBe(memoExcerpt(memo));
  expect(card.tree).toEqual({ id: 1, genus: 'Ginkgo', memo });
});

it('the CSV quotes a note with a line break, so the file keeps one record per tree', async () => {
  await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum' });
  const owner = await createUser(db.dataSource, { email: 'notes@example.org', password: null });
  const token = await createSession(db.dataSource, owner.id, new Date('2030-01-01T12:00:00Z'));
  const list = await createList(db.dataSource, owner.id, { name: 'Notes' });
  await addListTrees(db.dataSource, list.id, [2]);
  await app.json('PATCH', `/api/list/${list.id}/note/2`, { note: 'planted 2024\nwatered weekly' }, token);
  const text = (await (await app.request(`/api/list/${list.id}/csv`)).text()).replace(/^\uFEFF/, '');
  const records: string[][] = parse(text);
  expect(records).toHaveLength(2);
  expect(records[1].at(-1)).toBe('planted 2024\nwatered weekly');
});

it('a page kept for a list is not answered again once its rows or the catalogue changed, by whatever path', async () => {
  await createTree(db.dataSource, { id: 3, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
  await createTree(db.dataSource, { id: 4, scientificName: 'Platanus racemosa' });
  const owner = await createUser(db.dataSource, { email: 'kept@example.org', password: null });
  const list = await createList(db.dataSource, owner.id, { name: 'Kept' });
  await addListTrees(db.dataSource, list.id, [3]);
  const page = async () => (await app.json('GET', `/api/list/${list.id}`)).body;
  expect((await page()).trees.map((t: { common: string }) => t.common)).toEqual(['Valley Oak']);
  expect(await page()).toEqual(await page());
  // Rows written without the list's row (no updated date moved): still seen at once.
  await db.dataSource.query(`INSERT INTO list_trees (list_id, tree_id, position) VALUES ($1, 4, 2)`, [list.id]);
  expect((await page()).tree_ids).toEqual([3, 4]);
  await db.dataSource.query(`UPDATE list_trees SET note = 'by the creek' WHERE list_id = $1 AND tree_id = 3`, [
    list.id,
  ]);
  expect((await page()).trees[0].note).toBe('by the creek');
  await db.dataSource.query(`UPDATE trees SET common_name = 'Roble' WHERE id = 3`);
  expect((await page()).trees[0].common).toBe('Roble');
  await db.dataSource.query(`DELETE FROM list_trees WHERE list_id = $1 AND tree_id = 4`, [list.id]);
  expect((await page()).tree_ids).toEqual([3]);
});
