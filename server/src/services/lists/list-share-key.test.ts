import { ListShareKeys1795930000000 } from '../../../../migrations/1795930000000-list-share-keys';
import { createSession } from '../../auth/sessions';
import { addMember, createList } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 20.12: link-only lists are no longer found by counting ids. The link carries a random key;
 * by id alone the list answers as a private one does (404 'You have no access to this list') to
 * anyone without a role on it; the owner can make a new key (old links stop working).
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

const NO_ACCESS = { message: 'You have no access to this list' };
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeEach(async () => {
  await resetDatabase(db);
  for (const name of ['owner', 'collaborator', 'stranger', 'reader']) {
    const user = await createUser(db.dataSource, { email: `${name}@example.org`, password: null });
    ids[name] = user.id;
    tokens[name] = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  }
});

const form = {
  name: 'Street Trees',
  description: 'For our streets.',
  type: 'Curated List',
  categories: ['General'],
  regions: ['Maui'],
  keywords: [],
  isPublic: false,
  viewable_from_link: true,
};

/** A link-only list made through the API, as its owner sees it (with its key). */
async function linkList(): Promise<{ id: number; key: string }> {
  const created = await app.json('POST', '/api/list/create', form, tokens.owner);
  expect(created.status).toBe(201);
  const id = created.body.list?.list_id ?? created.body.list_id;
  const mine = await app.json('GET', `/api/list/${id}`, undefined, tokens.owner);
  return { id, key: mine.body.share_key };
}

describe('issue 20.12: link-only lists need the link’s key', () => {
  it('issue 20.12: a new link-only list has a random key of at least 128 bits (base64url)', async () => {
    const first = await linkList();
    const second = await linkList();
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(first.key, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(second.key).not.toBe(first.key);
  });

  it('issue 20.12: by id alone (or a wrong key) it is 404 as a private list; with the key it answers', async () => {
    const { id, key } = await linkList();
    const privateList = await createList(db.dataSource, ids.owner, { isPublic: false });
    const asPrivate = await app.json('GET', `/api/list/${privateList.id}`, undefined, tokens.stranger);
    for (const token of [undefined, tokens.stranger]) {
      for (const path of [`/api/list/${id}`, `/api/list/current/${id}`, `/api/list/${id}?key=${key.slice(1)}x`]) {
        const answer = await app.json('GET', path, undefined, token);
        expect([path, answer.status, answer.body]).toEqual([path, 404, NO_ACCESS]);
        expect(answer.body).toEqual(asPrivate.body);
      }
      expect(
        (await app.request(`/api/list/${id}/csv`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))
          .status,
      ).toBe(404);
      const graph = await app.graphql('query($id: Int!) { list(id: $id) { id } }', { id }, token);
      expect(graph.body.errors[0]).toMatchObject({ message: NO_ACCESS.message, extensions: { code: 'NOT_FOUND' } });

      const withKey = await app.json('GET', `/api/list/${id}?key=${key}`, undefined, token);
      expect(withKey.status).toBe(200);
      expect(withKey.body).toMatchObject({ list_id: id, share_key: null }); // the key is not handed on
      const csv = await app.request(`/api/list/${id}/csv?key=${key}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(csv.status).toBe(200);
      const graphWithKey = await app.graphql(
        'query($id: Int!, $k: String) { list(id: $id, shareKey: $k) { id shareKey } }',
        { id, k: key },
        token,
      );
      expect(graphWithKey.body.data.list).toEqual({ id, shareKey: null });
    }
  });

  it('issue 20.12: owner and collaborators see the key; list search never shows the list to others', async () => {
    const { id, key } = await linkList();
    await addMember(db.dataSource, id, ids.collaborator, 'Collaborator');
    const asCollaborator = await app.graphql(
      'query($id: Int!) { list(id: $id) { shareKey } }',
      { id },
      tokens.collaborator,
    );
    expect(asCollaborator.body.data.list.shareKey).toBe(key);
    const mine = await app.json('GET', '/api/list/user/lists/true', undefined, tokens.collaborator);
    expect(mine.body.find((list: { list_id: number }) => list.list_id === id).share_key).toBe(key);
    for (const token of [undefined, tokens.stranger]) {
      const search = await app.json('GET', '/api/list/search-lists', undefined, token);
      expect(search.body.lists.map((list: { list_id: number }) => list.list_id)).not.toContain(id);
      expect(JSON.stringify(search.body)).not.toContain(key);
    }
  });

  it('issue 20.12: followers through the link keep access; a new key stops the old link', async () => {
    const { id, key } = await linkList();
    const followed = await app.json('POST', `/api/list/follow/${id}?key=${key}`, { followStatus: true }, tokens.reader);
    expect(followed.status).toBe(200);
    // Following without the key: as for a list one cannot see.
    const blind = await app.json('POST', `/api/list/follow/${id}`, { followStatus: true }, tokens.stranger);
    expect([blind.status, blind.body]).toEqual([404, NO_ACCESS]);

    // Only the owner makes a new key.
    await addMember(db.dataSource, id, ids.collaborator, 'Collaborator');
    expect((await app.json('POST', `/api/list/${id}/share-key`, undefined, tokens.collaborator)).status).toBe(403);
    // Anyone else: as a list they cannot see, key or not.
    expect((await app.json('POST', `/api/list/${id}/share-key?key=${key}`, undefined, tokens.stranger)).status).toBe(
      404,
    );
    expect((await app.json('POST', `/api/list/${id}/share-key`, undefined, tokens.stranger)).status).toBe(404);
    const renewed = await app.json('POST', `/api/list/${id}/share-key`, undefined, tokens.owner);
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe('The list has a new link; the old link no longer works');
    const newKey: string = renewed.body.list.share_key;
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(newKey).not.toBe(key);

    expect((await app.json('GET', `/api/list/${id}?key=${key}`, undefined, tokens.stranger)).status).toBe(404);
    expect((await app.json('GET', `/api/list/${id}?key=${newKey}`, undefined, tokens.stranger)).status).toBe(200);
    // The follower keeps the list, by its role, without any key.
    expect((await app.json('GET', `/api/list/${id}`, undefined, tokens.reader)).status).toBe(200);

    const graph = await app.graphql(
      'mutation($id: Int!) { newListShareKey(listId: $id) { message list { shareKey } } }',
      { id },
      tokens.owner,
    );
    expect(graph.body.data.newListShareKey.list.shareKey).not.toBe(newKey);
  });

  it('issue 20.12: turning "viewable from link" on gives the list a key; public lists need none', async () => {
    const created = await app.json('POST', '/api/list/create', { ...form, viewable_from_link: false }, tokens.owner);
    const id = created.body.list?.list_id ?? created.body.list_id;
    expect((await app.json('GET', `/api/list/${id}`, undefined, tokens.owner)).body.share_key).toBeNull();
    const updated = await app.json('PATCH', `/api/list/update/${id}`, form, tokens.owner);
    expect(updated.status).toBe(200);
    const key = (await app.json('GET', `/api/list/${id}`, undefined, tokens.owner)).body.share_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const open = await createList(db.dataSource, ids.owner, { isPublic: true, viewableFromLink: true });
    expect((await app.json('GET', `/api/list/${open.id}`)).status).toBe(200);
  });

  it('issue 20.12: the migration gives existing link-only lists keys (and no key to others)', async () => {
    const link = await createList(db.dataSource, ids.owner, { isPublic: false, viewableFromLink: true });
    const other = await createList(db.dataSource, ids.owner, { isPublic: false, viewableFromLink: false });
    const runner = db.dataSource.createQueryRunner();
    try {
      const migration = new ListShareKeys1795930000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows: { id: number; share_key: string | null }[] = await db.dataSource.query(
      `SELECT id, share_key FROM lists WHERE id = ANY($1) ORDER BY id`,
      [[link.id, other.id]],
    );
    expect(rows[0].share_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[1].share_key).toBeNull();
    expect((await app.json('GET', `/api/list/${link.id}`, undefined, tokens.stranger)).status).toBe(404);
    expect(
      (await app.json('GET', `/api/list/${link.id}?key=${rows[0].share_key}`, undefined, tokens.stranger)).status,
    ).toBe(200);
  });
});
