import { createSession } from '../../auth/sessions';
import type { TreeList } from '../../entities';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, addMember, createList, listTableState } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 9's authorisation matrix: every list operation × {anonymous, owner, collaborator,
 * follower, other user, site admin} × {public, private, link-viewable (with the link's key), link-viewable
 * by id alone (issue 20.12: as private), banned (issue 21.6)}, through REST and GraphQL; issue 21.9's
 * quantity and 21.10's invitation are rows too.
 * The expectations are written out here by hand from spec §6 (not computed by the code under
 * test). An allowed call answers 2xx (GraphQL: no errors); a refused one 4xx (GraphQL: an error
 * coded UNAUTHENTICATED, FORBIDDEN or NOT_FOUND) and changes no row of the list tables.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

type Actor = 'anonymous' | 'owner' | 'collaborator' | 'follower' | 'other' | 'siteAdmin';
/** banned: a public list a site admin banned (issue 21.6: banned from list search, kept by its keepers). */
type Visibility = 'public' | 'private' | 'link' | 'link by id alone' | 'banned';
const ACTORS: Actor[] = ['anonymous', 'owner', 'collaborator', 'follower', 'other', 'siteAdmin'];
const VISIBILITIES: Visibility[] = ['public', 'private', 'link', 'link by id alone', 'banned'];
/** The link-viewable list's share key (its link's ?key=). */
const KEY = 'Bx3kQ9vT0pLm2WcYz7RaUe4NfHs8JdGq';
/** Anyone may see it: public, or link-viewable and asked for with its key. */
const open = (visibility: Visibility) => visibility === 'public' || visibility === 'link';

const keepsIt = (actor: Actor) => actor === 'owner' || actor === 'collaborator';
const seesIt = (actor: Actor, visibility: Visibility) =>
  visibility === 'banned'
    ? keepsIt(actor) || actor === 'siteAdmin'
    : ['owner', 'collaborator', 'follower'].includes(actor) || open(visibility);
const editsIt = (actor: Actor) => keepsIt(actor);

/** Who may, by spec §6. */
const RULES: Record<string, (actor: Actor, visibility: Visibility) => boolean> = {
  view: seesIt,
  csv: seesIt,
  update: editsIt,
  addTrees: editsIt,
  saveResult: editsIt,
  removeTree: editsIt,
  reorder: editsIt,
  note: editsIt,
  quantity: editsIt,
  savedSearch: editsIt,
  addCollaborator: editsIt,
  invite: editsIt,
  removeCollaborator: editsIt,
  duplicate: (actor, visibility) =>
    visibility === 'banned' ? actor === 'siteAdmin' : actor !== 'anonymous' && (editsIt(actor) || open(visibility)),
  follow: (actor, visibility) =>
    visibility === 'banned' ? actor === 'siteAdmin' : ['other', 'siteAdmin'].includes(actor) && open(visibility),
  unfollow: (actor, visibility) => actor === 'follower' && visibility !== 'banned',
  leave: (actor, visibility) => actor === 'collaborator' || (actor === 'follower' && visibility !== 'banned'),
  delete: (actor) => actor === 'owner',
  newLink: (actor) => actor === 'owner',
  // Site admins ban a link-viewable list by its id alone (moderation).
  ban: (actor, visibility) => actor === 'siteAdmin' && visibility !== 'private',
};

const ids: Record<string, number> = {};
const tokens: Partial<Record<Actor, string>> = {};
let list: TreeList;
let savedSearch: TreeList;
/** The key the calls send (`?key=`, `key`, `shareKey`): the link's for a "link" list, else none. */
let sentKey: string | null = null;
const keyQuery = () => (sentKey ? `?key=${sentKey}` : '');

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  for (const actor of ACTORS.filter((a) => a !== 'anonymous')) {
    const user = await createUser(db.dataSource, {
      email: `${actor.toLowerCase()}@example.org`,
      password: null,
      roleId: actor === 'siteAdmin' ? 3 : 1,
    });
    ids[actor] = user.id;
    tokens[actor] = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  }
  ids.newcomer = (await createUser(db.dataSource, { email: 'newcomer@example.org', password: null })).id;
  // Tree 3 alone is a California native: the one tree "Save result as list" adds.
  for (const id of [1, 2, 3]) await createTree(db.dataSource, { id, californiaNative: id === 3 });
});

async function setUp(visibility: Visibility): Promise<void> {
  await db.dataSource.query(`TRUNCATE lists RESTART IDENTITY CASCADE`);
  const link = visibility === 'link' || visibility === 'link by id alone';
  const flags = {
    isPublic: visibility === 'public' || visibility === 'banned',
    viewableFromLink: link,
    shareKey: link ? KEY : null,
    banned: visibility === 'banned',
  };
  sentKey = visibility === 'link' ? KEY : null;
  list = await createList(db.dataSource, ids.owner, flags);
  savedSearch = await createList(db.dataSource, ids.owner, { ...flags, type: 'Saved Search', queryData: '{}' });
  for (const target of [list, savedSearch]) {
    await addMember(db.dataSource, target.id, ids.collaborator, 'Collaborator');
    await addMember(db.dataSource, target.id, ids.follower, 'Follower');
  }
  await addListTrees(db.dataSource, list.id, [1, 2]);
}

const form = (version?: number) => ({
  name: 'Renamed',
  description: 'New words.',
  type: 'Curated List',
  categories: ['General'],
  regions: ['Maui'],
  keywords: [],
  isPublic: true,
  viewableFromLink: false,
  ...(version ? { version } : {}),
});

type Call = {
  /** Absent: a GraphQL-only operation. */
  rest?: [method: string, path: () => string, body?: () => unknown];
  gql: [string, () => Record<string, unknown>];
};
const CALLS: Record<keyof typeof RULES, Call> = {
  view: {
    rest: ['GET', () => `/api/list/${list.id}${keyQuery()}`],
    gql: [
      'query($id: Int!, $k: String) { list(id: $id, shareKey: $k) { id trees { position } } }',
      () => ({ id: list.id, k: sentKey }),
    ],
  },
  csv: {
    rest: ['GET', () => `/api/list/${list.id}/csv${keyQuery()}`],
    gql: ['query($id: Int!, $k: String) { list(id: $id, shareKey: $k) { id } }', () => ({ id: list.id, k: sentKey })],
  },
  update: {
    rest: ['PATCH', () => `/api/list/update/${list.id}`, () => form()],
    gql: [
      'mutation($id: Int!, $input: ListFormInput!) { updateList(id: $id, input: $input) { message } }',
      () => ({ id: list.id, input: form(1) }),
    ],
  },
  addTrees: {
    rest: ['PATCH', () => '/api/list/add/trees', () => ({ listId: list.id, treeIds: [3] })],
    gql: ['mutation($l: Int!) { addTreesToList(listId: $l, treeIds: [3]) { message } }', () => ({ l: list.id })],
  },
  saveResult: {
    gql: [
      'mutation($l: Int!) { addSearchResultToList(listId: $l, queryData: "{\\"ca_native\\":[true]}") { message } }',
      () => ({ l: list.id }),
    ],
  },
  removeTree: {
    rest: ['PATCH', () => '/api/list/remove/1', () => ({ listId: list.id })],
    gql: ['mutation($l: Int!) { removeTreeFromList(listId: $l, treeId: 1) { message } }', () => ({ l: list.id })],
  },
  reorder: {
    rest: ['PATCH', () => `/api/list/${list.id}/order`, () => ({ treeIds: [2, 1] })],
    gql: ['mutation($l: Int!) { reorderListTrees(listId: $l, treeIds: [2, 1]) { message } }', () => ({ l: list.id })],
  },
  note: {
    rest: ['PATCH', () => `/api/list/${list.id}/note/1`, () => ({ note: 'Two on Elm St' })],
    gql: [
      'mutation($l: Int!) { setListTreeNote(listId: $l, treeId: 1, note: "Two on Elm St") }',
      () => ({ l: list.id }),
    ],
  },
  quantity: {
    rest: ['PATCH', () => `/api/list/${list.id}/note/1`, () => ({ quantity: 12, version: 1 })],
    gql: [
      'mutation($l: Int!) { setListTreeQuantity(listId: $l, treeId: 1, quantity: 12, version: 1) { version } }',
      () => ({ l: list.id }),
    ],
  },
  invite: {
    rest: ['POST', () => `/api/list/${list.id}/invite`, () => ({ email: 'invitee@example.org' })],
    gql: [
      'mutation($l: Int!) { inviteCollaborator(listId: $l, email: "invitee@example.org") { message } }',
      () => ({ l: list.id }),
    ],
  },
  savedSearch: {
    rest: ['PATCH', () => `/api/list/saved-search/${savedSearch.id}`, () => ({ query_data: '{"ca_native":[true]}' })],
    gql: [
      'mutation($l: Int!) { updateSavedSearch(listId: $l, queryData: "{\\"ca_native\\":[true]}") { message } }',
      () => ({ l: savedSearch.id }),
    ],
  },
  addCollaborator: {
    rest: ['PATCH', () => '/api/list/addCollabToList', () => ({ list_id: list.id, email: 'newcomer@example.org' })],
    gql: [
      'mutation($l: Int!) { addCollaborator(listId: $l, email: "newcomer@example.org") { message } }',
      () => ({ l: list.id }),
    ],
  },
  removeCollaborator: {
    rest: ['DELETE', () => `/api/list/${list.id}/collab/${ids.collaborator}`],
    gql: [
      'mutation($l: Int!, $u: Int!) { removeCollaborator(listId: $l, userId: $u) { message } }',
      () => ({ l: list.id, u: ids.collaborator }),
    ],
  },
  duplicate: {
    rest: ['POST', () => '/api/list/duplicate', () => ({ list_id: list.id, key: sentKey })],
    gql: [
      'mutation($l: Int!, $k: String) { duplicateList(id: $l, shareKey: $k) { message } }',
      () => ({ l: list.id, k: sentKey }),
    ],
  },
  follow: {
    rest: ['POST', () => `/api/list/follow/${list.id}${keyQuery()}`, () => ({ followStatus: true })],
    gql: [
      'mutation($l: Int!, $k: String) { followList(listId: $l, follow: true, shareKey: $k) { message } }',
      () => ({ l: list.id, k: sentKey }),
    ],
  },
  unfollow: {
    rest: ['POST', () => `/api/list/follow/${list.id}`, () => ({ followStatus: false })],
    gql: ['mutation($l: Int!) { followList(listId: $l, follow: false) { message } }', () => ({ l: list.id })],
  },
  leave: {
    rest: ['DELETE', () => `/api/list/remove/${list.id}/unfollow`],
    gql: ['mutation($l: Int!) { leaveList(id: $l) { message } }', () => ({ l: list.id })],
  },
  delete: {
    rest: ['DELETE', () => `/api/list/remove/${list.id}/delete`],
    gql: ['mutation($l: Int!) { deleteList(id: $l) { message } }', () => ({ l: list.id })],
  },
  newLink: {
    rest: ['POST', () => `/api/list/${list.id}/share-key`],
    gql: ['mutation($l: Int!) { newListShareKey(listId: $l) { message } }', () => ({ l: list.id })],
  },
  ban: {
    // a banned list is unbanned, any other banned: the allowed call always changes the flag
    rest: ['PATCH', () => '/api/list/ban/', () => ({ list_id: list.id, value: !list.banned })],
    gql: [
      'mutation($l: Int!, $b: Boolean!) { banList(listId: $l, banned: $b) { message } }',
      () => ({ l: list.id, b: !list.banned }),
    ],
  },
};

const cases = Object.keys(RULES).flatMap((operation) =>
  VISIBILITIES.flatMap((visibility) =>
    ACTORS.map((actor) => ({ operation, visibility, actor, allowed: RULES[operation](actor, visibility) })),
  ),
);

describe.each(['REST', 'GraphQL'] as const)('%s', (transport) => {
  it.each(cases.filter(({ operation }) => transport === 'GraphQL' || CALLS[operation].rest))(
    '$operation on a $visibility list by $actor: allowed $allowed',
    async ({ operation, visibility, actor, allowed }) => {
      await setUp(visibility);
      const before = await listTableState(db.dataSource);
      const call = CALLS[operation];
      const token = tokens[actor];
      if (transport === 'REST') {
        const [method, path, body] = call.rest!;
        const answer = await app.json(method, path(), body?.(), token).catch(async () => {
          // the CSV answer is not JSON
          const response = await app.request(path(), { headers: token ? { authorization: `Bearer ${token}` } : {} });
          return { status: response.status, body: null };
        });
        if (allowed) expect(answer.status).toBeLessThan(300);
        else expect([400, 401, 403, 404]).toContain(answer.status);
      } else {
        const [query, variables] = call.gql;
        const answer = await app.graphql(query, variables(), token);
        if (allowed) expect(answer.body.errors).toBeUndefined();
        else
          expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']).toContain(
            answer.body.errors?.[0]?.extensions?.code,
          );
      }
      if (!allowed) expect(await listTableState(db.dataSource)).toEqual(before);
      else if (!['view', 'csv'].includes(operation)) expect(await listTableState(db.dataSource)).not.toEqual(before);
    },
  );
});

describe('list search', () => {
  it.each(VISIBILITIES)(
    'lists a %s list only when it is public, for every actor but site admins (banned)',
    async (visibility) => {
      await setUp(visibility);
      for (const actor of ACTORS) {
        const answer = await app.json('GET', '/api/list/search-lists', undefined, tokens[actor]);
        const found = answer.body.lists.some((l: { list_id: number }) => l.list_id === list.id);
        const listed = visibility === 'public' || (visibility === 'banned' && actor === 'siteAdmin');
        expect([actor, found]).toEqual([actor, listed]);
        const graph = await app.graphql('{ searchLists(input: {}) { lists { id } } }', {}, tokens[actor]);
        expect(graph.body.data.searchLists.lists.some((l: { id: number }) => l.id === list.id)).toBe(listed);
      }
    },
  );
});
