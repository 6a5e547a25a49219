import { createTree } from '../../../test/factories/catalogue.factory';
import { createList } from '../../../test/factories/lists.factory';
import { resetDatabase, signInActors, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { searchIndexOf } from '../search.service';

/**
 * My Lists shows what each saved search finds now (issue 21.8: at 390 px they read "0 trees"): the
 * count comes from the search's own rules, all saved searches of the page counted together.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

const MY_LISTS = `{ myLists(all: true) { name type treeCount searchCount } }`;

describe('issue 21.8: saved searches on My Lists', () => {
  it('issue 21.8: each saved search carries the count its search finds (index and SQL agree)', async () => {
    await resetDatabase(db);
    await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
    const token = (await signInActors(db.dataSource)).user;
    const [user]: { id: number }[] = await db.dataSource.query(`SELECT id FROM users WHERE role_id = 1`);
    await createTree(db.dataSource, {
      id: 1,
      scientificName: 'Quercus lobata',
      commonName: 'Valley Oak',
      waterUse: 'L',
    });
    await createTree(db.dataSource, {
      id: 2,
      scientificName: 'Quercus agrifolia',
      commonName: 'Coast Live Oak',
      waterUse: 'L',
    });
    await createTree(db.dataSource, { id: 3, scientificName: 'Acer rubrum', commonName: 'Red Maple', waterUse: 'H' });
    await createTree(db.dataSource, { id: 4, scientificName: 'Quercus draftii', published: false, waterUse: 'L' });
    const saved = (name: string, filter: Record<string, unknown>) =>
      createList(db.dataSource, user.id, { name, type: 'Saved Search', queryData: JSON.stringify(filter) });
    await saved('Low water', { water_use_rating: ['L'] });
    await saved('Oaks', { searchTerm: 'quercus' });
    await saved('Gone ZIP', { zip_code: '99999' });
    await createList(db.dataSource, user.id, { name: 'Curated' });

    const read = async () => {
      const { body } = await app.graphql(MY_LISTS, {}, token);
      expect(body.errors).toBeUndefined();
      return Object.fromEntries(
        body.data.myLists.map((list: { name: string; searchCount: number | null; treeCount: number }) => [
          list.name,
          [list.treeCount, list.searchCount],
        ]),
      );
    };
    const expected = { 'Low water': [0, 2], Oaks: [0, 2], 'Gone ZIP': [0, null], Curated: [0, null] };
    // The SQL reference (no current index right after the writes), then the index once built.
    expect(await read()).toEqual(expected);
    await searchIndexOf(db.dataSource).warm();
    await searchIndexOf(db.dataSource).current(app.context(null));
    expect(await read()).toEqual(expected);
  });
});
