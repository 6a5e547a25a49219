import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addListTrees, createList } from './factories/lists.factory';
import { createTree } from './factories/catalogue.factory';
import { createUser, resetDatabase, signInActors, useAccountsApp, PUBLIC_URL } from './helpers/accounts-app';
import { postGlossaryPhoto } from './helpers/glossary-fixture';
import { cameraJpeg, pngImage, uploadPhoto } from './helpers/photo-uploads';
import { linkIn, tokenOf, useSmtpCapture } from './helpers/smtp-capture';
import { useTestDatabase } from './helpers/test-database';

/**
 * The legacy client's contract (issue 21, acceptance): every documented REST write of both specs
 * (search-and-lists §7, detail-editing-accounts §7), called with exactly the body the spec documents,
 * no extra field and no version, as the role that may make it, succeeds with the spec's answer.
 * Paths are written as the specs write them (a trailing slash where they have one). The specs' own
 * words for each body are quoted above each call.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-legacy-client-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
type Tokens = Record<'user' | 'editor' | 'admin', string>;
let tokens: Tokens;
let ids: Record<'user' | 'editor' | 'admin' | 'friend', number>;

/** The fields of the spec's tree edit record (detail-editing-accounts §3), by the names it gives. */
const EDIT_RECORD =
  `tree_id display pacific_island common_name other_common_name other_displayed_common_name family memo
  ethnobotanical_info generic taxons images photolocations has_redirect redirect pi_invasive ca_invasive invasive_text
  landscape_application landscape_use native_range california_native schoolyard schoolyardUseNotes
  climate_adapted_regions climate_region usda_zone sunset_zone planting_area water_use soil_texture soil_ph_low
  soil_ph_high salt_tolerance wind_resistance shade_tolerant height_low height_high width_low width_high
  growth_rate_low growth_rate_high tree_shape litter_type foliage_type foliage_fall_color foliage_growth_color
  leaf_arrangement leaf_form leaflet_shape bark_color bark_texture branch_strength_low branch_strength_high fruit_size
  fruit_color fruit_type fruit_value fruiting_time sex flower_showiness flower_fragrance flower_color flower_time
  pest_resistant pest_susceptibility disease_resistant disease_susceptibility root_damage_potential health_hazard
  attracts_wildlife biogenic_emissions deer_palatable utility_friendly appraisal app_lcant app_grrating`.split(/\s+/);

/** The edit record of a tree as the legacy client holds it: the spec's fields only (no version). */
async function editRecord(treeId: number): Promise<Record<string, unknown>> {
  const { status, body } = await app.json('GET', `/api/tree/edit/${treeId}`, undefined, tokens.editor);
  expect(status).toBe(200);
  return Object.fromEntries(Object.entries(body).filter(([key]) => EDIT_RECORD.includes(key)));
}

const LIST_FORM = {
  name: 'Street Trees',
  description: 'Trees for our streets.',
  type: ['Curated List'],
  categories: ['Official City'],
  regions: ['Inland Valleys'],
  keywords: ['shade'],
  isPublic: true,
  viewable_from_link: false,
};

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees, tree_edits, lists, glossary_entries RESTART IDENTITY CASCADE`);
  tokens = await signInActors(db.dataSource, (actor) => ({ firstName: actor, lastName: 'Tester' }));
  const rows: { id: number; email: string }[] = await db.dataSource.query(`SELECT id, email FROM users`);
  const id = (email: string) => rows.find((row) => row.email === email)!.id;
  const friend = await createUser(db.dataSource, {
    email: 'friend@example.org',
    firstName: 'Fran',
    lastName: 'Friend',
  });
  ids = {
    user: id('user@example.org'),
    editor: id('editor@example.org'),
    admin: id('admin@example.org'),
    friend: friend.id,
  };
  await createTree(db.dataSource, {
    id: 1,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    heightHigh: 80,
  });
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
  await createTree(db.dataSource, { id: 3, scientificName: 'Acer rubrum', commonName: 'Red Maple' });
});
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

describe('lists (search-and-lists §7, §8)', () => {
  it('POST /list/create and PATCH /list/update/{list_id} with the list form body', async () => {
    const created = await app.json('POST', '/api/list/create', LIST_FORM, tokens.user);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('New list successfully created!');
    const listId = created.body.list_id;
    const updated = await app.json(
      'PATCH',
      `/api/list/update/${listId}`,
      { ...LIST_FORM, name: 'Shade Trees' },
      tokens.user,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Successfully Updated!');
    expect((await db.dataSource.query(`SELECT name FROM lists WHERE id = $1`, [listId]))[0].name).toBe('Shade Trees');
  });

  it('PATCH /list/add/trees {listId, treeIds} and PATCH /list/remove/{tree_id} {listId}', async () => {
    const list = await createList(db.dataSource, ids.user, { name: 'Oaks' });
    const added = await app.json('PATCH', '/api/list/add/trees', { listId: list.id, treeIds: [1, 2] }, tokens.user);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Successfully added to list: Oaks');
    const removed = await app.json('PATCH', '/api/list/remove/2', { listId: list.id }, tokens.user);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Removed Coast Live Oak from Oaks');
  });

  it('PATCH /list/addCollabToList {list_id, email} and DELETE /list/{list_id}/collab/{user_id}', async () => {
    const list = await createList(db.dataSource, ids.user);
    const added = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: list.id, email: 'friend@example.org' },
      tokens.user,
    );
    expect(added).toMatchObject({ status: 200, body: { message: 'User successfully added!' } });
    const removed = await app.json('DELETE', `/api/list/${list.id}/collab/${ids.friend}`, undefined, tokens.user);
    expect(removed).toMatchObject({ status: 202, body: { message: 'Removed collaborator!' } });
  });

  it('POST /list/duplicate {list_id}: 201', async () => {
    const list = await createList(db.dataSource, ids.editor, { name: 'Public Oaks' });
    await addListTrees(db.dataSource, list.id, [1]);
    const copy = await app.json('POST', '/api/list/duplicate', { list_id: list.id }, tokens.user);
    expect(copy.status).toBe(201);
    expect(copy.body.message).toBe('Successfully Duplicated the list');
  });

  it('PATCH /list/saved-search/{list_id} {query_data}', async () => {
    const saved = await createList(db.dataSource, ids.user, {
      type: 'Saved Search',
      queryData: '{"ca_native":[true]}',
    });
    const answer = await app.json(
      'PATCH',
      `/api/list/saved-search/${saved.id}`,
      { query_data: '{"usda_zones":[9]}' },
      tokens.user,
    );
    expect(answer).toMatchObject({ status: 200, body: { message: 'Saved Search Updated' } });
  });

  it('POST /list/follow/{list_id} {followStatus}, and DELETE /list/remove/{list_id}/{type_to_delete}', async () => {
    const list = await createList(db.dataSource, ids.editor, { name: 'Followed' });
    const follow = await app.json('POST', `/api/list/follow/${list.id}`, { followStatus: true }, tokens.user);
    expect(follow).toMatchObject({ status: 200, body: { message: 'Successfully Followed!' } });
    const unfollow = await app.json('POST', `/api/list/follow/${list.id}`, { followStatus: false }, tokens.user);
    expect(unfollow).toMatchObject({ status: 200, body: { message: 'Successfully Unfollowed!' } });
    await app.json('POST', `/api/list/follow/${list.id}`, { followStatus: true }, tokens.user);
    const left = await app.json('DELETE', `/api/list/remove/${list.id}/unfollow`, undefined, tokens.user);
    expect(left).toMatchObject({ status: 200, body: { message: 'Successfully Unfollowed!' } });
    const deleted = await app.json('DELETE', `/api/list/remove/${list.id}/delete`, undefined, tokens.editor);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Removed Followed' } });
  });

  it('PATCH list/ban/ {list_id, value} and PATCH users/ban/ {user_id, value} (site admin)', async () => {
    const list = await createList(db.dataSource, ids.friend, { name: 'Spam' });
    const banned = await app.json('PATCH', '/api/list/ban/', { list_id: list.id, value: true }, tokens.admin);
    expect(banned).toMatchObject({ status: 200, body: { message: 'Spam Banned' } });
    const user = await app.json('PATCH', '/api/users/ban/', { user_id: ids.friend, value: true }, tokens.admin);
    expect(user).toMatchObject({ status: 200, body: { message: 'User Fran Friend Banned' } });
    await app.json('PATCH', '/api/users/ban/', { user_id: ids.friend, value: false }, tokens.admin);
  });
});

describe('trees and taxa (detail-editing-accounts §7 Tree, Taxa)', () => {
  it('POST /tree/add (empty body): the new id', async () => {
    const added = await app.json('POST', '/api/tree/add', undefined, tokens.editor);
    expect(added.status).toBe(201);
    expect(typeof added.body).toBe('number');
  });

  it('PUT /tree/update/{id} with the edit record: applied, and recorded in the history', async () => {
    const record = await editRecord(1);
    expect(record).not.toHaveProperty('version');
    const saved = await app.json(
      'PUT',
      '/api/tree/update/1',
      { ...record, common_name: 'Roble', height_high: 90 },
      tokens.editor,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ tree_id: 1, common_name: 'Roble', height_high: 90 });
    const edits: { field: string }[] = await db.dataSource.query(
      `SELECT field FROM tree_edits WHERE tree_id = 1 AND action = 'update' ORDER BY field`,
    );
    expect(edits.map((edit) => edit.field)).toEqual(['common_name', 'height_high']);
  });

  it('PUT /tree/duplicate with the edit record: the answer holds tree_id', async () => {
    const copy = await app.json('PUT', '/api/tree/duplicate', await editRecord(2), tokens.editor);
    expect(copy.status).toBe(201);
    expect(copy.body.tree_id).toEqual(expect.any(Number));
  });

  it('POST /tree/taxon/add/{treeId}, PUT /tree/taxon/update/{taxonId}, DELETE /tree/taxon/delete/{taxonId}', async () => {
    const added = await app.json('POST', '/api/tree/taxon/add/3', undefined, tokens.editor);
    expect(added.status).toBe(201);
    const taxonId = added.body.taxon_id;
    const body = {
      sequence: 2,
      genus: 'Acer',
      species: 'drummondii',
      hybrid_alt_species: '',
      subspecies: '',
      variety: '',
      cultivar: '',
      hybrid_x: '',
      name_concat: 'Acer drummondii',
    };
    const updated = await app.json('PUT', `/api/tree/taxon/update/${taxonId}`, body, tokens.editor);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ taxon_id: taxonId, genus: 'Acer', species: 'drummondii' });
    const deleted = await app.json('DELETE', `/api/tree/taxon/delete/${taxonId}`, undefined, tokens.editor);
    expect(deleted.status).toBe(200);
  });

  it('DELETE /tree/delete/{id}', async () => {
    await createTree(db.dataSource, { id: 40 });
    const deleted = await app.json('DELETE', '/api/tree/delete/40', undefined, tokens.editor);
    expect(deleted.status).toBe(200);
  });

  it('POST /tree/start-upload-file (admin): the rows, column names first; a truthy answer', async () => {
    const answer = await app.json(
      'POST',
      '/api/tree/start-upload-file',
      [
        ['tree_id', 'family'],
        ['3', 'Sapindaceae'],
      ],
      tokens.admin,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toBeTruthy();
    expect((await db.dataSource.query(`SELECT family FROM trees WHERE id = 3`))[0].family).toBe('Sapindaceae');
  });
});

describe('photos (detail-editing-accounts §7 Photos)', () => {
  it('getSignedS3, PUT the file, POST /photo/create {treeId, photoLink, number, fileType, credits}, then update, reorder, credit and delete', async () => {
    const jpeg = await cameraJpeg(600, 400);
    const first = await uploadPhoto(app, tokens.editor, 2, jpeg, { credits: 'A. Photographer', number: 1 });
    expect(first.created!.status).toBe(201);
    const second = await uploadPhoto(app, tokens.editor, 2, jpeg, { credits: 'B. Photographer', number: 2 });
    const [a, b] = [first.created!.body.photo_link_id, second.created!.body.photo_link_id];
    const updated = await app.json(
      'PUT',
      `/api/photo/update/${a}`,
      { attribute_name: 'bark', credit: 'C' },
      tokens.editor,
    );
    expect(updated).toMatchObject({ status: 200, body: { photo_link_id: a, credit: 'C' } });
    const order = [
      { photo_link_id: b, sequence: 1 },
      { photo_link_id: a, sequence: 2 },
    ];
    expect((await app.json('PUT', '/api/photo/batch-update', order, tokens.editor)).status).toBe(200);
    const credit = await app.json(
      'PUT',
      '/api/photo/bulk-update-credit',
      { photo_ids: [a, b], credit: 'D' },
      tokens.editor,
    );
    expect(credit.status).toBe(200);
    expect((await app.json('DELETE', `/api/photo/delete/${b}`, undefined, tokens.editor)).status).toBe(200);
  });
});

describe('glossary (detail-editing-accounts §7 Glossary)', () => {
  it('POST {term, definition}, PUT /{id} {term, definition} (no version), photo, caption, deletes', async () => {
    const created = await app.json(
      'POST',
      '/api/tree/glossary',
      { term: 'Drupe', definition: '<p>A fruit.</p>' },
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const id = created.body.glossary_id;
    const updated = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Drupe', definition: '<p>A stone fruit.</p>' },
      tokens.editor,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ glossary_id: id, definition: '<p>A stone fruit.</p>' });
    const photo = await postGlossaryPhoto(app, id, await pngImage(), { token: tokens.editor });
    expect(photo.status).toBe(201);
    const photoId = photo.body.glossary_photo_id;
    const caption = await app.json(
      'PUT',
      `/api/tree/glossary_photos/${photoId}/definition`,
      { definition_text: 'A cherry' },
      tokens.editor,
    );
    expect(caption).toMatchObject({ status: 200, body: { definition_text: 'A cherry' } });
    expect((await app.json('DELETE', `/api/tree/glossary/photo/${photoId}`, undefined, tokens.editor)).status).toBe(
      200,
    );
    expect((await app.json('DELETE', `/api/tree/glossary/${id}`, undefined, tokens.editor)).status).toBe(200);
  });
});

describe('accounts and admin (detail-editing-accounts §7 Accounts, Admin)', () => {
  it('sign-up, verification, resend, reset, change password, login, edit, settings', async () => {
    smtp.clear();
    const signup = await app.json('POST', '/api/users/signup', {
      first_name: 'Nia',
      last_name: 'New',
      email: 'nia@example.org',
      password: 'Ignored-Password-1',
      email_notifications: 1,
      url: 'https://selectree.test/verify-account',
    });
    expect(signup.status).toBe(201);
    const resend = await app.json('POST', '/api/users/resend-verification', { email: 'nia@example.org' });
    expect(resend.status).toBe(200);
    const mails = await smtp.waitFor(2);
    const verifyToken = tokenOf(linkIn(mails[1], `${PUBLIC_URL}/verify-account`));
    // "PUT /users/verify-account with bearer token from the link": no body.
    const verified = await app.json('PUT', '/api/users/verify-account', undefined, verifyToken);
    expect(verified.status).toBe(200);

    const reset = await app.json('POST', '/api/users/reset-password', {
      email: 'nia@example.org',
      url: 'https://selectree.test/reset-password',
    });
    expect(reset.status).toBe(200);
    const resetMail = (await smtp.waitFor(3))[2];
    const resetToken = tokenOf(linkIn(resetMail, `${PUBLIC_URL}/reset-password`));
    const changed = await app.json(
      'PUT',
      '/api/users/change-password',
      { new_password: 'Brand-New-Pass-7', confirm_password: 'Brand-New-Pass-7' },
      resetToken,
    );
    expect(changed).toMatchObject({ status: 200, body: { message: 'Changed' } });

    const login = await app.json('POST', '/api/auth/login', { email: 'nia@example.org', password: 'Brand-New-Pass-7' });
    expect(login.status).toBe(200);
    expect(login.body).toEqual(expect.objectContaining({ response: expect.any(Object), token: expect.any(String) }));
    const token = login.body.token;
    const edited = await app.json(
      'PUT',
      '/api/users/edit',
      { first_name: 'Nia', last_name: 'Newer', email: 'nia@example.org', post_nominal: 'ISA', organization: 'City' },
      token,
    );
    expect(edited).toMatchObject({ status: 200, body: { last_name: 'Newer', organization: 'City' } });
    const settings = await app.json('PUT', '/api/users/settings', { email_notifications: 0 }, token);
    expect(settings).toMatchObject({ status: 200, body: { success: true } });
  });

  it('invite, users search, change role, bulk e-mail (admin)', async () => {
    const invite = await app.json(
      'POST',
      '/api/users/invite',
      { email: 'ivy@example.org', first_name: 'Ivy', last_name: 'Invited' },
      tokens.admin,
    );
    expect(invite).toMatchObject({ status: 201, body: { message: 'Invitation sent.' } });
    const found = await app.json('POST', '/api/users/search', { search: 'friend@' }, tokens.admin);
    expect(found.status).toBe(200);
    expect(found.body.map((user: { email: string }) => user.email)).toEqual(['friend@example.org']);
    const role = await app.json('PUT', '/api/users/change-role', { role_id: 2, user_id: ids.friend }, tokens.admin);
    expect(role).toMatchObject({ status: 200, body: { message: 'Success' } });
    const mail = await app.json(
      'POST',
      '/api/users/email',
      { users: 'friend@example.org', subject: 'Hello', textContent: 'Hi there', htmlContent: '<p>Hi there</p>' },
      tokens.admin,
    );
    expect(mail.status).toBe(200);
    expect(mail.body.success).toBe(true);
  });
});

describe('issue 21.1: one version rule for every documented REST write', () => {
  /** A JSON write with an If-Match header (the version a legacy client may send instead of `version`). */
  const ifMatch = (method: string, path: string, body: unknown, token: string, tag: string) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-match': tag },
      body: JSON.stringify(body),
    });
  const height = async () => (await db.dataSource.query(`SELECT height_high FROM trees WHERE id = 2`))[0].height_high;
  const treeVersion = async () => (await db.dataSource.query(`SELECT version FROM trees WHERE id = 2`))[0].version;

  it('issue 21.1: a tree save without a version is applied, recorded and revertible; a stale one (body or If-Match) is a 409', async () => {
    const before = await height();
    const saved = await app.json('PUT', '/api/tree/update/2', { height_high: 61 }, tokens.editor);
    expect(saved.status).toBe(200);
    expect(await height()).toBe(61);
    const [edit]: { id: number; old_value: unknown }[] = await db.dataSource.query(
      `SELECT id, old_value FROM tree_edits WHERE tree_id = 2 AND field = 'height_high' ORDER BY id DESC LIMIT 1`,
    );
    expect(edit.old_value).toEqual(before);
    const reverted = await app.json('POST', `/api/tree/history/revert/${edit.id}`, undefined, tokens.editor);
    expect(reverted.status).toBe(200);
    expect(await height()).toBe(before);

    const stale = (await treeVersion()) - 1;
    const inBody = await app.json('PUT', '/api/tree/update/2', { version: stale, height_high: 62 }, tokens.editor);
    expect(inBody.status).toBe(409);
    const response = await ifMatch('PUT', '/api/tree/update/2', { height_high: 62 }, tokens.editor, `"${stale}"`);
    expect(response.status).toBe(409);
    const current = await treeVersion();
    const matching = await ifMatch('PUT', '/api/tree/update/2', { height_high: 62 }, tokens.editor, `W/"${current}"`);
    expect(matching.status).toBe(200);
    const bad = await app.json('PUT', '/api/tree/update/2', { version: 'latest', height_high: 63 }, tokens.editor);
    expect(bad).toMatchObject({ status: 400, body: { message: 'version must be a positive whole number' } });
    expect(await height()).toBe(62);
  });

  it('issue 21.1: a glossary save without a version is applied; a stale one is a 409', async () => {
    const created = await app.json(
      'POST',
      '/api/tree/glossary',
      { term: 'Samara', definition: 'A winged fruit.' },
      tokens.editor,
    );
    const id = created.body.glossary_id;
    const plain = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Samara', definition: 'A key.' },
      tokens.editor,
    );
    expect(plain).toMatchObject({ status: 200, body: { definition: 'A key.' } });
    const stale = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Samara', definition: 'Lost.', version: created.body.version },
      tokens.editor,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Not saved/);
  });

  it('issue 21.1: a list update checks If-Match as well as version; without either it is applied', async () => {
    const list = await createList(db.dataSource, ids.user, { name: 'Versioned' });
    const update = { ...LIST_FORM, name: 'Overwritten' };
    const response = await ifMatch('PATCH', `/api/list/update/${list.id}`, update, tokens.user, '"99"');
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(
      'This list was changed by someone else meanwhile. Reload it to see their changes, then save again.',
    );
    const plain = await app.json(
      'PATCH',
      `/api/list/update/${list.id}`,
      { ...LIST_FORM, name: 'Renamed' },
      tokens.user,
    );
    expect(plain.status).toBe(200);
    expect((await db.dataSource.query(`SELECT name, version FROM lists WHERE id = $1`, [list.id]))[0]).toEqual({
      name: 'Renamed',
      version: list.version + 1,
    });
  });

  it('issue 21.1: GraphQL keeps requiring the version (tree, glossary, list)', async () => {
    const tree = await app.graphql(
      'mutation { saveTree(id: 2, values: { height_high: 70 }) { version } }',
      {},
      tokens.editor,
    );
    expect(tree.body.errors[0].message).toMatch(/version/);
    const list = await createList(db.dataSource, ids.user, { name: 'GraphQL list' });
    const update = await app.graphql(
      `mutation($id: Int!) { updateList(id: $id, input: { name: "X", description: "Y", type: "Curated List", regions: ["Maui"] }) { message } }`,
      { id: list.id },
      tokens.user,
    );
    expect(update.body.errors[0].message).toBe('Say which version of the list this save is based on (version)');
    expect((await db.dataSource.query(`SELECT name FROM lists WHERE id = $1`, [list.id]))[0].name).toBe('GraphQL list');
  });
});
