import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, addMember, createList, listTableState } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { LIST_MESSAGES } from '../lists.service';

/**
 * The list rules of issue 9 ("Rules that must hold"), through the REST facade over the real app
 * and PostgreSQL; the authorisation matrix is list-authorization-matrix.test.ts.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let owner: { id: number; token: string };
let collaborator: { id: number; token: string };
let stranger: { id: number; token: string };

async function account(email: string, extra: { emailNotifications?: boolean; roleId?: number } = {}) {
  const user = await createUser(db.dataSource, { email, password: null, ...extra });
  return { id: user.id, token: await createSession(db.dataSource, user.id, app.clock.now()) };
}

const form = {
  name: 'Elm Street palette',
  description: 'What we plant on Elm Street.',
  type: 'Curated List',
  categories: ['Official City'],
  regions: ['Inland Valleys'],
  keywords: ['street', 'shade'],
  isPublic: true,
  viewable_from_link: false,
};

beforeEach(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  smtp.clear();
  owner = await account('owner@example.org');
  collaborator = await account('collab@example.org', { emailNotifications: true });
  stranger = await account('stranger@example.org');
});

describe('the list form', () => {
  it('creates a list owned by the caller and answers it', async () => {
    const created = await app.json('POST', '/api/list/create', form, owner.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'New list successfully created!' });
    const detail = await app.json('GET', `/api/list/${created.body.list_id}`, undefined, owner.token);
    expect(detail.body).toMatchObject({
      name: 'Elm Street palette',
      type: 'Curated List',
      categories: ['Official City'],
      regions: ['Inland Valleys'],
      keywords: ['street', 'shade'],
      isPublic: true,
      viewable_from_link: false,
      user_id: owner.id,
      caller_role: 'Admin',
      tree_count: 0,
      trees: [],
      version: 1,
    });
  });

  it('makes a Commercial/Sale list an Inventory and refuses that category for a saved search', async () => {
    const sale = await app.json('POST', '/api/list/create', { ...form, categories: ['Commercial/Sale'] }, owner.token);
    expect(sale.body.list.type).toBe('Inventory');
    const saved = await app.json(
      'POST',
      '/api/list/create',
      { ...form, type: 'Saved Search', categories: ['Commercial/Sale'], query_data: '{"ca_native":[true]}' },
      owner.token,
    );
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(LIST_MESSAGES.savedSearchCommercial);
  });

  it('refuses a missing name, types or regions and a description over 1024 characters, with field errors', async () => {
    const before = await listTableState(db.dataSource);
    const bad = await app.json(
      'POST',
      '/api/list/create',
      { description: 'x'.repeat(1025), type: [], regions: [] },
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'description', message: 'Description must be at most 1024 characters' },
      { field: 'type', message: 'Please choose a list type' },
      { field: 'regions', message: 'Please choose at least one region' },
    ]);
    const exactly = await app.json('POST', '/api/list/create', { ...form, description: 'x'.repeat(1024) }, owner.token);
    expect(exactly.status).toBe(201);
    await db.dataSource.query(`DELETE FROM lists WHERE id = $1`, [exactly.body.list_id]);
    expect(await listTableState(db.dataSource)).toEqual(before);
  });

  it('refuses mass-assigned owner and ban fields', async () => {
    const before = await listTableState(db.dataSource);
    for (const extra of [
      { user_id: stranger.id },
      { banned: true },
      { ownerId: stranger.id },
      { version: 7, owner: 1 },
    ]) {
      const answer = await app.json('POST', '/api/list/create', { ...form, ...extra }, owner.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^Unknown field "/);
    }
    expect(await listTableState(db.dataSource)).toEqual(before);
  });
});

describe('concurrent writers', () => {
  it('two collaborators each adding 100 trees at the same moment: all 200 are on the list', async () => {
    const list = await createList(db.dataSource, owner.id);
    await addMember(db.dataSource, list.id, collaborator.id, 'Collaborator');
    for (let id = 1; id <= 200; id += 1) await createTree(db.dataSource, { id });
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const [a, b] = await Promise.all([
      app.json('PATCH', '/api/list/add/trees', { listId: list.id, treeIds: ids.slice(0, 100) }, owner.token),
      app.json('PATCH', '/api/list/add/trees', { listId: list.id, treeIds: ids.slice(100) }, collaborator.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows: { n: number; positions: number }[] = await db.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT position)::int AS positions FROM list_trees WHERE list_id = $1`,
      [list.id],
    );
    expect(rows).toEqual([{ n: 200, positions: 200 }]);
  });

  it('two people saving the details at once: the second is refused as changed meanwhile, nothing lost', async () => {
    const list = await createList(db.dataSource, owner.id);
    await addMember(db.dataSource, list.id, collaborator.id, 'Collaborator');
    const read = await app.json('GET', `/api/list/${list.id}`, undefined, owner.token);
    const version = read.body.version;
    const first = await app.json(
      'PATCH',
      `/api/list/update/${list.id}`,
      { ...form, name: 'Owner’s name', version },
      owner.token,
    );
    const second = await app.json(
      'PATCH',
      `/api/list/update/${list.id}`,
      { ...form, name: 'Collaborator’s name', version },
      collaborator.token,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(LIST_MESSAGES.changedMeanwhile);
    expect((await app.json('GET', `/api/list/${list.id}`, undefined, owner.token)).body).toMatchObject({
      name: 'Owner’s name',
      version: version + 1,
    });
  });

  it('saving at the very same moment: exactly one of two saves with the same version lands', async () => {
    const list = await createList(db.dataSource, owner.id);
    await addMember(db.dataSource, list.id, collaborator.id, 'Collaborator');
    const answers = await Promise.all([
      app.json('PATCH', `/api/list/update/${list.id}`, { ...form, name: 'A', version: 1 }, owner.token),
      app.json('PATCH', `/api/list/update/${list.id}`, { ...form, name: 'B', version: 1 }, collaborator.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('adding and removing trees', () => {
  it('names a tree already on the list, asks for a tree, and refuses trees on a saved search', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 8 });
    const list = await createList(db.dataSource, owner.id);
    await addListTrees(db.dataSource, list.id, [7]);
    const before = await listTableState(db.dataSource);
    const again = await app.json('PATCH', '/api/list/add/trees', { listId: list.id, treeIds: [8, 7] }, owner.token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Coast Live Oak is already in this list!');
    const none = await app.json('PATCH', '/api/list/add/trees', { listId: list.id, treeIds: [] }, owner.token);
    expect(none.body.message).toBe('A single tree must be selected!');
    const saved = await createList(db.dataSource, owner.id, { type: 'Saved Search', queryData: '{}' });
    const onSaved = await app.json('PATCH', '/api/list/add/trees', { listId: saved.id, treeIds: [8] }, owner.token);
    expect(onSaved.status).toBe(403);
    await db.dataSource.query(`DELETE FROM lists WHERE id = $1`, [saved.id]);
    expect(await listTableState(db.dataSource)).toEqual(before);
    const removed = await app.json('PATCH', '/api/list/remove/7', { listId: list.id }, owner.token);
    expect(removed.body.message).toBe('Removed Coast Live Oak from Street Trees');
  });

  it('keeps positions, reorders, notes and sorts', async () => {
    for (const [id, name, common] of [
      [1, 'Betula nigra', 'River Birch'],
      [2, 'Acer rubrum', 'Red Maple'],
      [3, 'Cedrus deodara', null],
    ] as const) {
      await createTree(db.dataSource, { id, scientificName: name, commonName: common });
    }
    const list = await createList(db.dataSource, owner.id);
    await app.json('PATCH', '/api/list/add/trees', { listId: list.id, treeIds: [3, 1, 2] }, owner.token);
    const ids = async (query = '') =>
      (await app.json('GET', `/api/list/${list.id}${query}`, undefined, owner.token)).body.tree_ids;
    expect(await ids()).toEqual([3, 1, 2]);
    expect(await ids('?sort=1')).toEqual([2, 1, 3]);
    expect(await ids('?sort=3')).toEqual([2, 1, 3]);
    expect(await ids('?sort=4')).toEqual([1, 2, 3]);
    expect((await app.json('PATCH', `/api/list/${list.id}/order`, { treeIds: [2, 3, 1] }, owner.token)).status).toBe(
      200,
    );
    expect(await ids()).toEqual([2, 3, 1]);
    const stale = await app.json('PATCH', `/api/list/${list.id}/order`, { treeIds: [2, 3] }, owner.token);
    expect(stale.status).toBe(409);
    await app.json('PATCH', `/api/list/${list.id}/note/3`, { note: '3 planted on Elm St' }, owner.token);
    const detail = await app.json('GET', `/api/list/${list.id}`, undefined, owner.token);
    expect(detail.body.trees.find((t: { tree_id: number }) => t.tree_id === 3).note).toBe('3 planted on Elm St');
  });

  it('downloads the trees as CSV with the notes, formulas neutralised', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acer rubrum', commonName: '=HYPERLINK("x")' });
    const list = await createList(db.dataSource, owner.id, { name: 'My "Best" Trees' });
    await addListTrees(db.dataSource, list.id, [1]);
    await app.json('PATCH', `/api/list/${list.id}/note/1`, { note: '+3 on Elm, "north" side' }, owner.token);
    const response = await app.request(`/api/list/${list.id}/csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="My-Best-Trees.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Position,Scientific Name,Common Name,Family,/);
    expect(lines[1]).toContain(`1,Acer rubrum,"'=HYPERLINK(""x"")",Testaceae,`);
    expect(lines[1]).toMatch(/,"'\+3 on Elm, ""north"" side"$/);
  });
});

describe('visibility', () => {
  it('hides a private list from strangers exactly like a missing one, by id and in list search', async () => {
    const list = await createList(db.dataSource, owner.id, { isPublic: false, name: 'Secret grove' });
    const missing = await app.json('GET', `/api/list/999999`, undefined, stranger.token);
    const hidden = await app.json('GET', `/api/list/${list.id}`, undefined, stranger.token);
    expect(hidden).toMatchObject({ status: 404, body: { message: 'You have no access to this list' } });
    expect(missing.body).toEqual(hidden.body);
    const search = await app.json(
      'GET',
      `/api/list/search-lists?query=${encodeURIComponent('{"listSearchTerms":"grove"}')}`,
    );
    expect(search.body.totalResults).toBe(0);
    expect((await app.json('GET', `/api/list/${list.id}`, undefined, owner.token)).status).toBe(200);
  });

  it('hides banned lists and lists of banned users from everyone but their keepers and site admins', async () => {
    const admin = await account('admin@example.org', { roleId: 3 });
    const banned = await createList(db.dataSource, owner.id, { name: 'Banned list' });
    const byBannedUser = await createList(db.dataSource, stranger.id, { name: 'Stranger list' });
    const fine = await createList(db.dataSource, collaborator.id, { name: 'Fine list' });
    expect(
      (await app.json('PATCH', '/api/list/ban/', { list_id: banned.id, value: true }, admin.token)).body.message,
    ).toBe('Banned list Banned');
    expect(
      (await app.json('PATCH', '/api/users/ban/', { user_id: stranger.id, value: true }, admin.token)).body.message,
    ).toBe('User Test User Banned');
    const names = async (token?: string) =>
      (await app.json('GET', '/api/list/search-lists', undefined, token)).body.lists.map(
        (l: { name: string }) => l.name,
      );
    expect(await names()).toEqual(['Fine list']);
    expect(await names(owner.token)).toEqual(['Fine list']);
    expect((await names(admin.token)).sort()).toEqual(['Banned list', 'Fine list', 'Stranger list']);
    // Issue 21.6: banned "from list search results": the owner keeps it, marked banned.
    expect((await app.json('GET', `/api/list/${banned.id}`, undefined, owner.token)).body.banned).toBe(true);
    expect((await app.json('GET', `/api/list/${banned.id}`, undefined, collaborator.token)).status).toBe(404);
    expect((await app.json('GET', `/api/list/${byBannedUser.id}`)).status).toBe(404);
    expect((await app.json('GET', `/api/list/${fine.id}`)).status).toBe(200);
    await app.json('PATCH', '/api/list/ban/', { list_id: banned.id, value: false }, admin.token);
    expect(await names()).toEqual(['Banned list', 'Fine list']);
  });

  it('searches public lists by words, regions and categories, 10 a page', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await createList(db.dataSource, owner.id, {
        name: `Palette ${i}`,
        regions: i % 2 ? ['Maui'] : ['Inland Valleys'],
        categories: i % 3 ? ['School'] : ['Research'],
        keywords: i === 5 ? ['drought'] : [],
      });
    }
    const search = async (query: object) =>
      (await app.json('GET', `/api/list/search-lists?query=${encodeURIComponent(JSON.stringify(query))}`)).body;
    const first = await search({});
    expect(first.totalResults).toBe(12);
    expect(first.lists).toHaveLength(10);
    expect((await search({ activePage: 2 })).lists).toHaveLength(2);
    expect((await search({ listSearchTerms: 'drought' })).lists.map((l: { name: string }) => l.name)).toEqual([
      'Palette 5',
    ]);
    expect((await search({ regions: ['Maui'], categories: ['Research'] })).totalResults).toBe(2);
    expect((await search({ listSearchTerms: '100%' })).totalResults).toBe(0);
  });
});

describe('collaborators and followers', () => {
  it('adds a collaborator by e-mail, mails them, and refuses them twice', async () => {
    const list = await createList(db.dataSource, owner.id);
    const added = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: list.id, email: 'COLLAB@example.org' },
      owner.token,
    );
    expect(added).toMatchObject({ status: 200, body: { message: 'User successfully added!' } });
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toContain('collab@example.org');
    expect(mail.text).toContain(`https://selectree.test/list/${list.id}`);
    const twice = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: list.id, email: 'collab@example.org' },
      owner.token,
    );
    expect(twice).toMatchObject({ status: 400, body: { message: 'Error, user is already added to the list' } });
    const nobody = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: list.id, email: 'nobody@example.org' },
      owner.token,
    );
    expect(nobody).toMatchObject({ status: 404, body: { message: 'Error, user does not exist' } });
    const notMine = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: list.id, email: 'owner@example.org' },
      stranger.token,
    );
    expect(notMine).toMatchObject({ status: 401, body: { message: 'Lack permissions to share!' } });
    const removed = await app.json('DELETE', `/api/list/${list.id}/collab/${collaborator.id}`, undefined, owner.token);
    expect(removed).toMatchObject({ status: 202, body: { message: 'Removed collaborator!' } });
    // Issue 21.10: the removed collaborator is told too.
    expect((await smtp.waitFor(2))[1].to).toContain('collab@example.org');
  });

  it('mails a new collaborator whose newsletter e-mails are off (issue 21.10: it is about their access)', async () => {
    const list = await createList(db.dataSource, owner.id);
    await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: list.id, email: 'stranger@example.org' },
      owner.token,
    );
    expect((await smtp.waitFor(1))[0].to).toEqual(['stranger@example.org']);
  });

  it('follows and unfollows; My Lists shows the roles', async () => {
    const list = await createList(db.dataSource, owner.id);
    const follow = await app.json('POST', `/api/list/follow/${list.id}`, { followStatus: true }, stranger.token);
    expect(follow.body).toMatchObject({ message: 'Successfully Followed!', list: { caller_role: 'Follower' } });
    const mine = await app.json('GET', '/api/list/user/lists/true', undefined, stranger.token);
    expect(mine.body.map((l: { list_id: number; caller_role: string }) => [l.list_id, l.caller_role])).toEqual([
      [list.id, 'Follower'],
    ]);
    expect((await app.json('GET', '/api/list/user/lists/false', undefined, stranger.token)).body).toEqual([]);
    const unfollow = await app.json('DELETE', `/api/list/remove/${list.id}/unfollow`, undefined, stranger.token);
    expect(unfollow.body.message).toBe('Successfully Unfollowed!'); // spec §8 (issue 21.7)
    expect((await app.json('GET', '/api/list/user/lists/true', undefined, stranger.token)).body).toEqual([]);
  });

  it('duplicates into a private copy with the trees, owned by the caller', async () => {
    await createTree(db.dataSource, { id: 1 });
    const list = await createList(db.dataSource, owner.id);
    await addListTrees(db.dataSource, list.id, [1]);
    const copy = await app.json('POST', '/api/list/duplicate', { list_id: list.id }, stranger.token);
    expect(copy.status).toBe(201);
    expect(copy.body.list).toMatchObject({
      name: 'Copy of Street Trees',
      isPublic: false,
      user_id: stranger.id,
      tree_count: 1,
    });
  });
});

describe('consistency', () => {
  it('deleting an account or a tree leaves no dangling list rows', async () => {
    await createTree(db.dataSource, { id: 1 });
    await createTree(db.dataSource, { id: 2 });
    const list = await createList(db.dataSource, owner.id);
    const other = await createList(db.dataSource, stranger.id);
    await addListTrees(db.dataSource, list.id, [1, 2]);
    await addListTrees(db.dataSource, other.id, [1]);
    await addMember(db.dataSource, other.id, owner.id, 'Collaborator');
    await db.dataSource.query(`DELETE FROM trees WHERE id = 1`);
    await db.dataSource.query(`DELETE FROM users WHERE id = $1`, [owner.id]);
    expect(await db.dataSource.query(`SELECT id FROM lists ORDER BY id`)).toEqual([{ id: other.id }]);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM list_trees`)).toEqual([{ n: 0 }]);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM list_members`)).toEqual([{ n: 0 }]);
  });
});
