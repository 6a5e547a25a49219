import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, addMember, createList, listTableState } from '../../../test/factories/lists.factory';
import {
  createUser,
  PUBLIC_URL,
  resetDatabase,
  useAccountsApp,
  type UserSpec,
} from '../../../test/helpers/accounts-app';
import { linkIn, tokenOf, useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { LIST_MESSAGES } from '../lists.service';

/**
 * Issue 21's keepers' items through the real app, PostgreSQL and SMTP capture: versioned notes
 * (21.2), bans explained (21.6), quantities (21.9), invitations and collaborator e-mails (21.10).
 * Their authorisation rows are in list-authorization-matrix.test.ts, bad inputs in list-bad-inputs.test.ts.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

type Account = { id: number; token: string };
let owner: Account;
let collaborator: Account;
let follower: Account;
let stranger: Account;
let admin: Account;
let listId: number;

async function account(email: string, extra: Partial<UserSpec> = {}) {
  const user = await createUser(db.dataSource, { email, password: null, ...extra });
  return { id: user.id, token: await createSession(db.dataSource, user.id, app.clock.now()) };
}

const noteVersion = async (treeId: number): Promise<number> =>
  (await db.dataSource.query(`SELECT version FROM list_trees WHERE list_id = $1 AND tree_id = $2`, [listId, treeId]))[0]
    .version;

beforeEach(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  smtp.clear();
  owner = await account('owner@example.org', { firstName: 'Olive', lastName: 'Owner' });
  collaborator = await account('collab@example.org', { firstName: 'Cole', lastName: 'Laborator' });
  follower = await account('follower@example.org');
  stranger = await account('stranger@example.org');
  admin = await account('admin@example.org', { roleId: 3 });
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
  await createTree(db.dataSource, { id: 2, scientificName: 'Platanus racemosa', commonName: 'Western Sycamore' });
  listId = (await createList(db.dataSource, owner.id, { name: 'Elm Street planting' })).id;
  await addMember(db.dataSource, listId, collaborator.id, 'Collaborator');
  await addMember(db.dataSource, listId, follower.id, 'Follower');
  await addListTrees(db.dataSource, listId, [1, 2]);
});

describe('issue 21.2: versioned notes', () => {
  it('issue 21.2: a note saved over a version someone else changed is refused (409) and theirs stays', async () => {
    const read = await app.json('GET', `/api/list/${listId}`, undefined, owner.token);
    const version = read.body.trees[0].version;
    expect(version).toBe(1);
    const first = await app.json(
      'PATCH',
      `/api/list/${listId}/note/1`,
      { note: 'Three by the school', version },
      collaborator.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ note: 'Three by the school', quantity: 1, version: 2 });

    const before = await listTableState(db.dataSource);
    const stale = await app.json(
      'PATCH',
      `/api/list/${listId}/note/1`,
      { note: 'Two on Elm St', version },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(LIST_MESSAGES.noteChangedMeanwhile);
    expect(stale.body.message).toMatch(/^This note was changed by someone else meanwhile/);
    expect(await listTableState(db.dataSource)).toEqual(before);

    const graph = await app.graphql(
      'mutation($l: Int!, $v: Int) { setListTreeNote(listId: $l, treeId: 1, note: "Two on Elm St", version: $v) }',
      { l: listId, v: version },
      owner.token,
    );
    expect(graph.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(graph.body.errors[0].message).toBe(LIST_MESSAGES.noteChangedMeanwhile);
    const detail = await app.graphql(
      'query($id: Int!) { list(id: $id) { trees { note version } } }',
      { id: listId },
      owner.token,
    );
    expect(detail.body.data.list.trees[0]).toEqual({ note: 'Three by the school', version: 2 });

    // Having loaded their version, the owner saves on top of it knowingly.
    const again = await app.graphql(
      'mutation($l: Int!) { setListTreeNote(listId: $l, treeId: 1, note: "Two on Elm St", version: 2) }',
      { l: listId },
      owner.token,
    );
    expect(again.body.data.setListTreeNote).toBe('Two on Elm St');
    expect(await noteVersion(1)).toBe(3);
  });

  it("issue 21.2: the spec's note body without a version still saves (legacy clients), and an unchanged save keeps the version", async () => {
    const saved = await app.json(
      'PATCH',
      `/api/list/${listId}/note/2`,
      { note: 'Shade for the bus stop' },
      owner.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.note).toBe('Shade for the bus stop');
    expect(await noteVersion(2)).toBe(2);
    await app.json('PATCH', `/api/list/${listId}/note/2`, { note: 'Shade for the bus stop', version: 2 }, owner.token);
    expect(await noteVersion(2)).toBe(2);
    const cleared = await app.json('PATCH', `/api/list/${listId}/note/2`, {}, owner.token);
    expect(cleared.body.note).toBeNull();
  });
});

describe('issue 21.9: quantities', () => {
  it('issue 21.9: each tree has a quantity (default 1), saved with its version, shown, copied and in the CSV', async () => {
    const read = await app.graphql(
      'query($id: Int!) { list(id: $id) { trees { quantity version card { id } } } }',
      { id: listId },
      owner.token,
    );
    expect(read.body.data.list.trees).toEqual([
      { quantity: 1, version: 1, card: { id: 1 } },
      { quantity: 1, version: 1, card: { id: 2 } },
    ]);
    const graph = await app.graphql(
      'mutation($l: Int!) { setListTreeQuantity(listId: $l, treeId: 1, quantity: 24, version: 1) { treeId quantity version note } }',
      { l: listId },
      collaborator.token,
    );
    expect(graph.body.data.setListTreeQuantity).toEqual({ treeId: 1, quantity: 24, version: 2, note: null });
    const rest = await app.json('PATCH', `/api/list/${listId}/note/2`, { quantity: '3', version: 1 }, owner.token);
    expect(rest.body).toEqual({ note: null, quantity: 3, version: 2 });

    const stale = await app.graphql(
      'mutation($l: Int!) { setListTreeQuantity(listId: $l, treeId: 1, quantity: 5, version: 1) { quantity } }',
      { l: listId },
      owner.token,
    );
    expect(stale.body.errors[0]).toMatchObject({
      message: LIST_MESSAGES.quantityChangedMeanwhile,
      extensions: { code: 'CONFLICT' },
    });

    const detail = await app.json('GET', `/api/list/${listId}`, undefined, stranger.token);
    expect(detail.body.trees.map((t: { quantity: number }) => t.quantity)).toEqual([24, 3]);

    const csv = await (
      await app.request(`/api/list/${listId}/csv`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Quantity and Note are the last columns (no note here; other cells may hold quoted commas).
    expect(rows[0].split(',').slice(-2)).toEqual(['Quantity', 'Note']);
    expect(rows.slice(1).map((row) => [row.split(',')[0], row.split(',').at(-2)])).toEqual([
      ['1', '24'],
      ['2', '3'],
    ]);

    const copy = await app.json('POST', '/api/list/duplicate', { list_id: listId }, stranger.token);
    const copied = await app.json('GET', `/api/list/${copy.body.list_id}`, undefined, stranger.token);
    expect(copied.body.trees.map((t: { quantity: number }) => t.quantity)).toEqual([24, 3]);
  });
});

describe('issue 21.6: bans explained', () => {
  it('issue 21.6: a banned list stays with its owner and collaborators (marked banned, CSV) and is gone for everyone else', async () => {
    const banned = await app.json('PATCH', '/api/list/ban/', { list_id: listId, value: true }, admin.token);
    expect(banned.body.message).toBe('Elm Street planting Banned');
    for (const keeper of [owner, collaborator]) {
      const detail = await app.json('GET', `/api/list/${listId}`, undefined, keeper.token);
      expect(detail.status).toBe(200);
      expect(detail.body.banned).toBe(true);
      const csv = await app.request(`/api/list/${listId}/csv`, {
        headers: { authorization: `Bearer ${keeper.token}` },
      });
      expect(csv.status).toBe(200);
      const mine = await app.json('GET', '/api/list/user/lists/true', undefined, keeper.token);
      expect(mine.body.map((l: { list_id: number; banned: boolean }) => [l.list_id, l.banned])).toEqual([
        [listId, true],
      ]);
    }
    for (const other of [follower, stranger]) {
      expect((await app.json('GET', `/api/list/${listId}`, undefined, other.token)).status).toBe(404);
      const mine = await app.json('GET', '/api/list/user/lists/true', undefined, other.token);
      expect(mine.body).toEqual([]);
    }
    expect((await app.json('GET', `/api/list/${listId}`)).status).toBe(404);
    const search = await app.json('GET', '/api/list/search-lists', undefined, owner.token);
    expect(search.body.lists).toEqual([]);
  });

  it('issue 21.6: a banned user keeps their lists, is told so (me.banned), may create private lists but not public ones', async () => {
    const ban = await app.json('PATCH', '/api/users/ban/', { user_id: owner.id, value: true }, admin.token);
    expect(ban.body.message).toBe('User Olive Owner Banned');
    const me = await app.graphql('{ me { banned } }', {}, owner.token);
    expect(me.body.data.me.banned).toBe(true);

    const form = {
      name: 'Orchard',
      description: 'Fruit trees.',
      type: 'Curated List',
      regions: ['Maui'],
      isPublic: true,
    };
    const before = await listTableState(db.dataSource);
    for (const flags of [{ isPublic: true }, { isPublic: false, viewable_from_link: true }]) {
      const refused = await app.json('POST', '/api/list/create', { ...form, ...flags }, owner.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(LIST_MESSAGES.bannedNoPublic);
    }
    expect(await listTableState(db.dataSource)).toEqual(before);
    const made = await app.json('POST', '/api/list/create', { ...form, isPublic: false }, owner.token);
    expect(made.status).toBe(201);
    const mine = await app.json('GET', '/api/list/user/lists/true', undefined, owner.token);
    expect(mine.body.map((l: { list_id: number }) => l.list_id).sort()).toEqual([listId, made.body.list_id].sort());
    expect((await app.json('GET', `/api/list/${made.body.list_id}`, undefined, owner.token)).status).toBe(200);
    expect((await app.json('GET', `/api/list/${listId}`, undefined, stranger.token)).status).toBe(404);
  });

  it("issue 21.6: banning a user with no name says 'User <e-mail> Banned', never 'User  Banned'", async () => {
    const nameless = await createUser(db.dataSource, { email: 'nameless@example.org', firstName: '', lastName: '' });
    const rest = await app.json('PATCH', '/api/users/ban/', { user_id: nameless.id, value: true }, admin.token);
    expect(rest.body.message).toBe('User nameless@example.org Banned');
    const graph = await app.graphql(`mutation { banUser(userId: ${nameless.id}, banned: false) }`, {}, admin.token);
    expect(graph.body.data.banUser).toBe('User nameless@example.org Unbanned');
    expect(LIST_MESSAGES.userBanned('', true)).toBe('User Banned');
  });
});

describe('issue 21.10: invitations and collaborator e-mails', () => {
  it('issue 21.10: an address without an account is invited; signing up through the link makes it a collaborator', async () => {
    // The spec's REST path keeps its answer for an unknown address.
    const legacy = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: listId, email: 'new@example.org' },
      owner.token,
    );
    expect(legacy.body.message).toBe('Error, user does not exist');

    const invited = await app.graphql(
      'mutation($l: Int!) { inviteCollaborator(listId: $l, email: "New@Example.org") { message } }',
      { l: listId },
      owner.token,
    );
    expect(invited.body.data.inviteCollaborator.message).toBe('Invitation sent to new@example.org.');
    const mail = (await smtp.waitFor(1))[0];
    expect(mail.to).toEqual(['new@example.org']);
    expect(mail.subject).toBe('Olive Owner invited you to the tree list “Elm Street planting”');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/list-invitation?token=`));
    const shown = await app.graphql('query($t: String!) { listInvitation(token: $t) { email listName invitedBy } }', {
      t: token,
    });
    expect(shown.body.data.listInvitation).toEqual({
      email: 'new@example.org',
      listName: 'Elm Street planting',
      invitedBy: 'Olive Owner',
    });

    // Sign up, verify, choose the password: the list is on My Lists, shared as a collaborator.
    smtp.clear();
    await app.json('POST', '/api/users/signup', { first_name: 'Nia', last_name: 'New', email: 'new@example.org' });
    const verifyToken = tokenOf(linkIn((await smtp.waitFor(1))[0], `${PUBLIC_URL}/verify-account?token=`));
    const verified = await app.json('PUT', '/api/users/verify-account', { agreed: true }, verifyToken);
    const chosen = await app.json(
      'PUT',
      '/api/users/change-password',
      { new_password: 'First-Password-1', confirm_password: 'First-Password-1' },
      verified.body.password_token,
    );
    const mine = await app.json('GET', '/api/list/user/lists/true', undefined, chosen.body.token);
    expect(mine.body.map((l: { list_id: number; caller_role: string }) => [l.list_id, l.caller_role])).toEqual([
      [listId, 'Collaborator'],
    ]);
    // The link was single-use.
    const reused = await app.graphql('query($t: String!) { listInvitation(token: $t) { email } }', { t: token });
    expect(reused.body.errors[0]).toMatchObject({ message: LIST_MESSAGES.invitationInvalid });
  });

  it("issue 28: an invitation is in the inviter's language; a Spanish account's share e-mails are in Spanish", async () => {
    const asSpanishOwner = (query: string) =>
      app.request('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${owner.token}`,
          cookie: 'selectree-lang=es',
        },
        body: JSON.stringify({ query, variables: { l: listId } }),
      });
    await asSpanishOwner(
      'mutation($l: Int!) { inviteCollaborator(listId: $l, email: "nueva@example.org") { message } }',
    );
    const invitation = smtp.onlyTo('nueva@example.org');
    expect(invitation.subject).toBe('Olive Owner le invitó a la lista de árboles «Elm Street planting»');
    expect(invitation.text).toMatch(/^Hola:\n\nOlive Owner le invitó a colaborar/);

    const ana = await account('ana@example.org', { firstName: 'Ana', language: 'es' });
    await account('bob@example.org', { firstName: 'Bob' });
    for (const email of ['ana@example.org', 'bob@example.org'])
      await app.graphql(
        `mutation($l: Int!) { addCollaborator(listId: $l, email: "${email}") { message } }`,
        { l: listId },
        owner.token,
      );
    expect(smtp.onlyTo('ana@example.org').subject).toBe('Ya puede editar la lista de árboles «Elm Street planting»');
    expect(smtp.onlyTo('bob@example.org').subject).toBe('You can now edit the tree list “Elm Street planting”');
    smtp.clear();
    await app.graphql(
      `mutation($l: Int!, $u: Int!) { removeCollaborator(listId: $l, userId: $u) { message } }`,
      { l: listId, u: ana.id },
      owner.token,
    );
    expect(smtp.onlyTo('ana@example.org').text).toContain(
      'Olive Owner le quitó como colaborador de la lista de árboles',
    );
  });

  it('issue 21.10: an invitation the mail server refuses is not kept; strangers cannot invite', async () => {
    const before = await listTableState(db.dataSource);
    smtp.policy = () => ({ accept: false, code: 550, message: 'No such mailbox' });
    const refused = await app.json('POST', `/api/list/${listId}/invite`, { email: 'nobody@example.org' }, owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(LIST_MESSAGES.invitationFailed);
    smtp.clear();
    const stranger403 = await app.json(
      'POST',
      `/api/list/${listId}/invite`,
      { email: 'x@example.org' },
      stranger.token,
    );
    expect(stranger403.status).toBe(403);
    expect(await listTableState(db.dataSource)).toEqual(before);
    expect(smtp.messages).toEqual([]);
  });

  it('issue 21.10: collaborators added or removed are told by e-mail, whatever their newsletter setting', async () => {
    const added = await app.json(
      'PATCH',
      '/api/list/addCollabToList',
      { list_id: listId, email: 'stranger@example.org' },
      owner.token,
    );
    expect(added.body.message).toBe('User successfully added!');
    const welcome = (await smtp.waitFor(1))[0];
    expect(welcome.to).toEqual(['stranger@example.org']);
    expect(welcome.subject).toBe('You can now edit the tree list “Elm Street planting”');
    smtp.clear();
    const removed = await app.json(
      'DELETE',
      `/api/list/${listId}/collab/${stranger.id}`,
      undefined,
      collaborator.token,
    );
    expect(removed.status).toBe(202);
    const notice = (await smtp.waitFor(1))[0];
    expect(notice.to).toEqual(['stranger@example.org']);
    expect(notice.subject).toBe('You no longer edit the tree list “Elm Street planting”');
    expect(notice.text).toContain('Cole Laborator removed you as a collaborator');
  });
});
