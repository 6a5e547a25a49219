import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, createList } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 24: list pages take their cards from the cards of the committed catalogue version
 * (list-cards.ts) and list search reads a trigger-kept search_text: both must follow every write.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
});

it('a list page shows a catalogue write committed before it (the kept cards follow the version)', async () => {
  await createTree(db.dataSource, { id: 11, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
  await createTree(db.dataSource, { id: 12, scientificName: 'Acer rubrum', commonName: 'Red Maple' });
  const owner = await createUser(db.dataSource, { email: 'cards-follow@example.org', password: null });
  const list = await createList(db.dataSource, owner.id, { isPublic: true });
  await addListTrees(db.dataSource, list.id, [11, 12]);

  const before = await app.json('GET', `/api/list/${list.id}`);
  expect(before.body.trees.map((t: { common: string }) => t.common)).toEqual(['Coast Live Oak', 'Red Maple']);
  await db.dataSource.query(`UPDATE trees SET common_name = 'Encina' WHERE id = 11`);
  const after = await app.json('GET', `/api/list/${list.id}`);
  expect(after.body.trees.map((t: { common: string }) => t.common)).toEqual(['Encina', 'Red Maple']);
  await db.dataSource.query(`UPDATE trees SET published = false WHERE id = 12`);
  const hidden = await app.json('GET', `/api/list/${list.id}`);
  expect(hidden.body.trees.map((t: { tree_id: number }) => t.tree_id)).toEqual([11]);
});

it('list search finds a word written by an update (search_text kept by its trigger)', async () => {
  const owner = await createUser(db.dataSource, { email: 'search-text@example.org', password: null });
  const list = await createList(db.dataSource, owner.id, { name: 'Plain', isPublic: true });
  const search = (word: string) =>
    app.json('GET', `/api/list/search-lists?query=${encodeURIComponent(JSON.stringify({ listSearchTerms: [word] }))}`);
  expect((await search('zelkova')).body.totalResults).toBe(0);
  await db.dataSource.query(`UPDATE lists SET keywords = '{zelkova}' WHERE id = $1`, [list.id]);
  const found = await search('zelkova');
  expect(found.body.totalResults).toBe(1);
  expect(found.body.lists[0].list_id).toBe(list.id);
  await db.dataSource.query(`UPDATE lists SET keywords = '{}', description = 'for a ZELKOVA row' WHERE id = $1`, [
    list.id,
  ]);
  expect((await search('zelkova')).body.totalResults).toBe(1);
});
