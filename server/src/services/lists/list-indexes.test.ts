import { addPhoto, createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, createList } from '../../../test/factories/lists.factory';
import { createSignedInUser, createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
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

it('a repeated list search follows every write to lists, their owners and rows, by any path (the lists token)', async () => {
  const owner = await createUser(db.dataSource, { email: 'token-owner@example.org', password: null });
  const other = await createUser(db.dataSource, { email: 'token-other@example.org', password: null });
  const mine = await createList(db.dataSource, owner.id, { name: 'Quince walk', isPublic: true });
  const theirs = await createList(db.dataSource, other.id, { name: 'Quince lane', isPublic: true });
  const search = async () => {
    const { body } = await app.json(
      'GET',
      `/api/list/search-lists?query=${encodeURIComponent(JSON.stringify({ listSearchTerms: ['quince'] }))}`,
    );
    return { total: body.totalResults, names: body.lists.map((l: { name: string }) => l.name) };
  };
  const both = await search();
  expect(both.total).toBe(2);
  expect(await search()).toEqual(both);
  await db.dataSource.query(`UPDATE users SET banned = true WHERE id = $1`, [other.id]);
  expect(await search()).toEqual({ total: 1, names: ['Quince walk'] });
  await db.dataSource.query(`UPDATE users SET banned = false WHERE id = $1`, [other.id]);
  await db.dataSource.query(`UPDATE lists SET updated_at = now() + interval '1 day' WHERE id = $1`, [mine.id]);
  expect(await search()).toEqual({ total: 2, names: ['Quince walk', 'Quince lane'] });
  await db.dataSource.query(`UPDATE lists SET name = 'Renamed' WHERE id = $1`, [mine.id]);
  expect(await search()).toEqual({ total: 1, names: ['Quince lane'] });
  await db.dataSource.query(`DELETE FROM lists WHERE id = $1`, [theirs.id]);
  expect(await search()).toEqual({ total: 0, names: [] });
});

it('a list page follows its rows written by any path after it was made (the lists token)', async () => {
  await createTree(db.dataSource, { id: 21, scientificName: 'Cydonia oblonga', commonName: 'Quince' });
  await createTree(db.dataSource, { id: 22, scientificName: 'Malus domestica', commonName: 'Apple' });
  const owner = await createUser(db.dataSource, { email: 'token-rows@example.org', password: null });
  const list = await createList(db.dataSource, owner.id, { isPublic: true });
  await addListTrees(db.dataSource, list.id, [21, 22]);
  const page = async () => (await app.json('GET', `/api/list/${list.id}`)).body;
  const trees = async () =>
    (await page()).trees.map((t: { tree_id: number; note: string | null }) => [t.tree_id, t.note]);
  expect(await trees()).toEqual([
    [21, null],
    [22, null],
  ]);
  await db.dataSource.query(`UPDATE list_trees SET note = 'by the gate' WHERE list_id = $1 AND tree_id = 22`, [
    list.id,
  ]);
  expect(await trees()).toEqual([
    [21, null],
    [22, 'by the gate'],
  ]);
  await db.dataSource.query(`DELETE FROM list_trees WHERE list_id = $1 AND tree_id = 21`, [list.id]);
  expect(await trees()).toEqual([[22, 'by the gate']]);
  await db.dataSource.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [owner.id]);
  expect((await page()).first_name).toBe('Renamed');
});

it('a repeated list search shows a list’s new first photo (a catalogue write) for every viewer', async () => {
  await createTree(db.dataSource, { id: 31, scientificName: 'Ficus carica', commonName: 'Fig' });
  const { user: owner, token: ownerToken } = await createSignedInUser(db.dataSource, {
    email: 'token-photo@example.org',
    password: null,
  });
  const list = await createList(db.dataSource, owner.id, { name: 'Fig row', isPublic: true });
  await addListTrees(db.dataSource, list.id, [31]);
  const search = async (token?: string) =>
    (
      await app.json(
        'GET',
        `/api/list/search-lists?query=${encodeURIComponent(JSON.stringify({ listSearchTerms: ['fig row'] }))}`,
        undefined,
        token,
      )
    ).body.lists[0];
  expect((await search()).thumbnail).toBeNull();
  expect((await search()).thumbnail).toBeNull();
  const photo = await addPhoto(db.dataSource, 31);
  expect((await search()).thumbnail).toBe(photo.link);
  expect((await search(ownerToken)).thumbnail).toBe(photo.link);
});
