import { createSession } from '../../auth/sessions';
import type { TreeList } from '../../entities';
import { createTree } from '../../../test/factories/catalogue.factory';
import { addListTrees, addMember, createList, listTableState } from '../../../test/factories/lists.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { SAVED_SITE_MESSAGES, SITE_NAME_MAX, SITES_PER_USER_MAX } from './saved-sites.service';

/**
 * Saved sites and a list's site (issue 22.5) through GraphQL: the authorisation matrix of every
 * write (anonymous, the owner, another user, a site editor, a site admin; a list's collaborator too)
 * written out by hand, and the bad inputs, each refused with a message naming the field and
 * changing no row.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

type Actor = 'anonymous' | 'owner' | 'collaborator' | 'other' | 'editor' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'owner', 'collaborator', 'other', 'editor', 'admin'];
const ROLE: Record<Exclude<Actor, 'anonymous'>, number> = { owner: 1, collaborator: 1, other: 1, editor: 2, admin: 3 };
const SITE = { zip: '95616', stripWidth: '4', overheadWires: true, sun: 'full', goals: ['shade'] };
const SITE_QUERY = 'zip=95616&strip_width=4&overhead_wires=1&sun=full&goals=shade';

const ids: Record<string, number> = {};
const tokens: Partial<Record<Actor, string>> = {};
let siteId: number;
let list: TreeList;

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees, zip_codes CASCADE`);
  await db.dataSource.query(
    `INSERT INTO zip_codes (zip, city, state, usda_zone) VALUES ('95616', 'Davis', 'CA', '9b'), ('96813', 'Honolulu', 'HI', '12a')`,
  );
  // Under wires in Davis (zone 9): a 60 ft oak fails, a 20 ft maple fits, a zone-3 spruce fails on the zone.
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus tallis', heightHigh: 60, usdaZones: [8, 9, 10] });
  await createTree(db.dataSource, { id: 2, scientificName: 'Acer smallii', heightHigh: 20, usdaZones: [9] });
  await createTree(db.dataSource, { id: 3, scientificName: 'Picea frostii', heightHigh: 15, usdaZones: [2, 3] });
  for (const actor of ACTORS.filter((a) => a !== 'anonymous') as Exclude<Actor, 'anonymous'>[]) {
    const user = await createUser(db.dataSource, {
      email: `${actor}@example.org`,
      password: null,
      roleId: ROLE[actor],
    });
    ids[actor] = user.id;
    tokens[actor] = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  }
});

beforeEach(async () => {
  await db.dataSource.query(`TRUNCATE saved_sites, lists RESTART IDENTITY CASCADE`);
  const [row] = await db.dataSource.query(
    `INSERT INTO saved_sites (owner_id, name, site_query) VALUES ($1, 'Front strip', $2) RETURNING id`,
    [ids.owner, SITE_QUERY],
  );
  siteId = row.id;
  list = await createList(db.dataSource, ids.owner, { isPublic: true });
  await addMember(db.dataSource, list.id, ids.collaborator, 'Collaborator');
});

/** Every row a refused call must leave as it was. */
async function state() {
  const [sites] = await db.dataSource.query(
    `SELECT count(*) AS n, md5(coalesce(string_agg(concat_ws('|', id, owner_id, name, site_query, version), ',' ORDER BY id), '')) AS digest FROM saved_sites`,
  );
  return { sites, lists: await listTableState(db.dataSource) };
}

const gql = (query: string, variables: Record<string, unknown>, actor: Actor) =>
  app.graphql(query, variables, tokens[actor]);

const OPERATIONS: Record<string, { who: (actor: Actor) => boolean; run: (actor: Actor) => ReturnType<typeof gql> }> = {
  saveSite: {
    who: (actor) => actor !== 'anonymous',
    run: (actor) =>
      gql('mutation($s: SiteInput!) { saveSite(name: "Back yard", site: $s) { id } }', { s: SITE }, actor),
  },
  renameSite: {
    who: (actor) => actor === 'owner',
    run: (actor) =>
      gql('mutation($id: Int!) { renameSite(id: $id, name: "Kerb", version: 1) { id } }', { id: siteId }, actor),
  },
  deleteSite: {
    who: (actor) => actor === 'owner',
    run: (actor) => gql('mutation($id: Int!) { deleteSite(id: $id, version: 1) }', { id: siteId }, actor),
  },
  setListSite: {
    who: (actor) => actor === 'owner' || actor === 'collaborator',
    run: (actor) =>
      gql(
        'mutation($l: Int!, $s: SiteInput) { setListSite(listId: $l, site: $s) { id siteQuery } }',
        { l: list.id, s: SITE },
        actor,
      ),
  },
};

describe('authorisation matrix (GraphQL)', () => {
  const cases = Object.keys(OPERATIONS).flatMap((operation) =>
    ACTORS.map((actor) => ({ operation, actor, allowed: OPERATIONS[operation].who(actor) })),
  );
  it.each(cases)('$operation by $actor: allowed $allowed', async ({ operation, actor, allowed }) => {
    const before = await state();
    const answer = await OPERATIONS[operation].run(actor);
    if (allowed) {
      expect(answer.body.errors).toBeUndefined();
      expect(await state()).not.toEqual(before);
    } else {
      expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']).toContain(answer.body.errors?.[0]?.extensions?.code);
      expect(await state()).toEqual(before);
    }
  });

  it('My Sites lists only the viewer’s own sites, and is refused to anonymous viewers', async () => {
    const query = '{ mySites { id name siteQuery version } }';
    expect((await gql(query, {}, 'owner')).body.data.mySites).toEqual([
      { id: siteId, name: 'Front strip', siteQuery: SITE_QUERY, version: 1 },
    ]);
    for (const actor of ['other', 'editor', 'admin'] as const)
      expect((await gql(query, {}, actor)).body.data.mySites).toEqual([]);
    expect((await gql(query, {}, 'anonymous')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('what is kept', () => {
  it('keeps the canonical site query, whatever spelling the site came in', async () => {
    const answer = await gql(
      'mutation($s: SiteInput!) { saveSite(name: "  Back   yard ", site: $s) { name siteQuery version } }',
      { s: { zip: '95616', goals: ['SHADE', 'native'], sun: 'FULL', stripWidth: 'open' } },
      'owner',
    );
    expect(answer.body.data.saveSite).toEqual({
      name: 'Back yard',
      siteQuery: 'zip=95616&strip_width=open&sun=full&goals=shade%2Cnative',
      version: 1,
    });
  });

  it('renames with the version (an older one is refused) and a tie shows each tree’s fit on the list', async () => {
    const renamed = await gql(
      'mutation($id: Int!) { renameSite(id: $id, name: "Kerb", version: 1) { name version } }',
      { id: siteId },
      'owner',
    );
    expect(renamed.body.data.renameSite).toEqual({ name: 'Kerb', version: 2 });
    const stale = await gql(
      'mutation($id: Int!) { renameSite(id: $id, name: "Old", version: 1) { name } }',
      { id: siteId },
      'owner',
    );
    expect(stale.body.errors[0].message).toBe(SAVED_SITE_MESSAGES.changedMeanwhile);
    const untie = await gql(
      'mutation($l: Int!) { setListSite(listId: $l, site: null) { siteQuery } }',
      { l: list.id },
      'collaborator',
    );
    expect(untie.body.data.setListSite.siteQuery).toBeNull();
  });

  it('shows each tree of a tied list its fit against the site, with the failed constraints in words', async () => {
    await addListTrees(db.dataSource, list.id, [1, 2, 3]);
    const detail = '{ list(id: LIST) { siteQuery trees { card { id } siteFit { fit failed unknown } } } }';
    const before = await gql(detail.replace('LIST', String(list.id)), {}, 'anonymous');
    expect(before.body.data.list.trees.map((t: { siteFit: unknown }) => t.siteFit)).toEqual([null, null, null]);
    const tie = await gql(
      'mutation($l: Int!, $s: SiteInput) { setListSite(listId: $l, site: $s) { siteQuery } }',
      { l: list.id, s: { zip: '95616', overheadWires: true } },
      'owner',
    );
    expect(tie.body.data.setListSite.siteQuery).toBe('zip=95616&strip_width=open&overhead_wires=1');
    const after = await gql(detail.replace('LIST', String(list.id)), {}, 'anonymous');
    const fits = Object.fromEntries(
      after.body.data.list.trees.map((t: { card: { id: number }; siteFit: { fit: string; failed: string[] } }) => [
        t.card.id,
        t.siteFit,
      ]),
    );
    expect(fits[1].fit).toBe('fails');
    expect(fits[1].failed.join(' ')).toMatch(/60 ft/);
    expect(fits[2].fit).not.toBe('fails');
    expect(fits[2].failed).toEqual([]);
    expect(fits[3].fit).toBe('fails');
    expect(fits[3].failed.join(' ')).toMatch(/zone/i);
  });
});

describe('bad inputs: a 400 naming the field, nothing written', () => {
  const long = 'x'.repeat(SITE_NAME_MAX + 1);
  const BAD: [string, string, Record<string, unknown>, string][] = [
    ['an empty name', 'mutation($s: SiteInput!) { saveSite(name: "  ", site: $s) { id } }', { s: SITE }, 'name'],
    ['a name too long', `mutation($s: SiteInput!) { saveSite(name: "${long}", site: $s) { id } }`, { s: SITE }, 'name'],
    [
      'a name taken',
      'mutation($s: SiteInput!) { saveSite(name: "Front strip", site: $s) { id } }',
      { s: SITE },
      'name',
    ],
    [
      'a ZIP of four digits',
      'mutation($s: SiteInput!) { saveSite(name: "A", site: $s) { id } }',
      { s: { zip: '9561' } },
      'zip',
    ],
    [
      'a ZIP the table lacks',
      'mutation($s: SiteInput!) { saveSite(name: "A", site: $s) { id } }',
      { s: { zip: '00001' } },
      'zip',
    ],
    [
      'a negative width',
      'mutation($s: SiteInput!) { saveSite(name: "A", site: $s) { id } }',
      { s: { zip: '95616', stripWidth: '-3' } },
      'strip_width',
    ],
    [
      'an unknown sun',
      'mutation($s: SiteInput!) { saveSite(name: "A", site: $s) { id } }',
      { s: { zip: '95616', sun: 'dusk' } },
      'sun',
    ],
    [
      'an unknown goal',
      'mutation($s: SiteInput!) { saveSite(name: "A", site: $s) { id } }',
      { s: { zip: '95616', goals: ['gold'] } },
      'goals',
    ],
    ['a rename to a taken name', 'mutation { renameSite(id: 1, name: "Taken", version: 1) { id } }', {}, 'name'],
    ['a rename with version 0', 'mutation { renameSite(id: 1, name: "B", version: 0) { id } }', {}, 'version'],
    ['a delete with version -1', 'mutation { deleteSite(id: 1, version: -1) }', {}, 'version'],
    ['a delete of site 0', 'mutation { deleteSite(id: 0, version: 1) }', {}, 'site_id'],
    [
      'a tie to an unknown water',
      'mutation($l: Int!) { setListSite(listId: $l, site: { zip: "95616", water: "lots" }) { id } }',
      {},
      'water',
    ],
    [
      'a tie with version 0',
      'mutation($l: Int!) { setListSite(listId: $l, site: null, version: 0) { id } }',
      {},
      'version',
    ],
  ];
  it.each(BAD)('%s', async (_what, query, variables, field) => {
    await db.dataSource.query(
      `INSERT INTO saved_sites (owner_id, name, site_query) VALUES ($1, 'Taken', 'zip=95616')`,
      [ids.owner],
    );
    const before = await state();
    const answer = await gql(query, { ...variables, ...(query.includes('$l') ? { l: list.id } : {}) }, 'owner');
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fieldErrors?.[0]?.field ?? error.message).toContain(field);
    expect(await state()).toEqual(before);
  });

  it(`refuses a site beyond the ${SITES_PER_USER_MAX} an account may keep`, async () => {
    await db.dataSource.query(
      `INSERT INTO saved_sites (owner_id, name, site_query) SELECT $1, 'Site ' || n, 'zip=95616' FROM generate_series(2, $2) n`,
      [ids.owner, SITES_PER_USER_MAX],
    );
    const before = await state();
    const answer = await gql(
      'mutation($s: SiteInput!) { saveSite(name: "One more", site: $s) { id } }',
      { s: SITE },
      'owner',
    );
    expect(answer.body.errors[0].message).toBe(SAVED_SITE_MESSAGES.tooMany);
    expect(await state()).toEqual(before);
  });
});
