import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Issue 10's authorisation matrix: every tree, taxon and history operation × {anonymous, user,
 * editor, admin}, through REST and GraphQL. Spec §6: editing is for role 2 (editor) and role 3
 * (admin). Expectations are written out by hand. A refused call answers 401/403 (GraphQL
 * UNAUTHENTICATED/FORBIDDEN) and changes no row of the catalogue or history tables.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

type Actor = 'anonymous' | 'user' | 'editor' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'editor', 'admin'];
const ROLE: Record<Exclude<Actor, 'anonymous'>, number> = { user: 1, editor: 2, admin: 3 };
const tokens: Partial<Record<Actor, string>> = {};
const allowed = (actor: Actor) => actor === 'editor' || actor === 'admin';

let taxonId: number;
let secondTaxonId: number;
let editId: number;

async function setUp(): Promise<void> {
  await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', heightHigh: 80 });
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia' });
  [{ id: taxonId }] = await db.dataSource.query(`SELECT id FROM taxa WHERE tree_id = 1`);
  [{ id: secondTaxonId }] = await db.dataSource.query(
    `INSERT INTO taxa (tree_id, sequence, genus, species, name_concat) VALUES (1, 2, 'Quercus', 'hindsii', 'Quercus hindsii') RETURNING id`,
  );
  [{ id: editId }] = await db.dataSource.query(
    `INSERT INTO tree_edits (tree_id, change_id, user_name, version, action, target, field, old_value, new_value)
     VALUES (1, gen_random_uuid(), 'Seed', 1, 'update', 'tree', 'height_high', '70', '80') RETURNING id`,
  );
}

beforeAll(async () => {
  await resetDatabase(db);
  for (const actor of ['user', 'editor', 'admin'] as const) {
    const user = await createUser(db.dataSource, { email: `${actor}@example.org`, roleId: ROLE[actor] });
    tokens[actor] = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  }
});

/** Every catalogue and history table, counted and summed, so any write shows. */
async function state(): Promise<string> {
  const [row] = await db.dataSource.query(`SELECT
    (SELECT count(*) FROM trees) trees, (SELECT sum(version) FROM trees) versions,
    (SELECT count(*) FROM taxa) taxa, (SELECT string_agg(name_concat, ',' ORDER BY id) FROM taxa) names,
    (SELECT count(*) FROM tree_names) tree_names, (SELECT count(*) FROM tree_edits) edits,
    (SELECT string_agg(height_high::text, ',' ORDER BY id) FROM trees) heights`);
  return JSON.stringify(row);
}

type Call = { rest: [string, () => string, (() => unknown)?]; gql: [string, () => Record<string, unknown>] };
const CALLS: Record<string, Call> = {
  readRecord: {
    rest: ['GET', () => '/api/tree/edit/1'],
    gql: ['query { treeEditRecord(id: 1) { version } }', () => ({})],
  },
  history: {
    rest: ['GET', () => '/api/tree/history/1'],
    gql: ['query { treeHistory(treeId: 1) { id } }', () => ({})],
  },
  save: {
    rest: ['PUT', () => '/api/tree/update/1', () => ({ version: 1, height_high: 90 })],
    gql: ['mutation { saveTree(id: 1, version: 1, values: { height_high: 90 }) { version } }', () => ({})],
  },
  add: { rest: ['POST', () => '/api/tree/add'], gql: ['mutation { addTree }', () => ({})] },
  duplicate: {
    rest: ['PUT', () => '/api/tree/duplicate', () => ({ tree_id: 1 })],
    gql: ['mutation { duplicateTree(values: { tree_id: 1 }) }', () => ({})],
  },
  delete: { rest: ['DELETE', () => '/api/tree/delete/2'], gql: ['mutation { deleteTree(id: 2) }', () => ({})] },
  addTaxon: {
    rest: ['POST', () => '/api/tree/taxon/add/1'],
    gql: ['mutation { addTaxon(treeId: 1) { taxonId } }', () => ({})],
  },
  updateTaxon: {
    rest: ['PUT', () => `/api/tree/taxon/update/${taxonId}`, () => ({ species: 'robur' })],
    gql: [
      'mutation($t: Int!) { updateTaxon(taxonId: $t, input: { species: "robur" }) { nameConcat } }',
      () => ({ t: taxonId }),
    ],
  },
  deleteTaxon: {
    rest: ['DELETE', () => `/api/tree/taxon/delete/${secondTaxonId}`],
    gql: ['mutation($t: Int!) { deleteTaxon(taxonId: $t) }', () => ({ t: secondTaxonId })],
  },
  revert: {
    rest: ['POST', () => `/api/tree/history/revert/${editId}`],
    gql: ['mutation($e: Int!) { revertTreeEdit(editId: $e) { version } }', () => ({ e: editId })],
  },
  markReviewed: {
    rest: ['PUT', () => '/api/tree/review/1', () => ({ section: 'photos' })],
    gql: ['mutation { markSectionReviewed(treeId: 1, section: "photos") { reviewedAt } }', () => ({})],
  },
  restore: {
    rest: ['POST', () => '/api/tree/history/restore/1', () => ({ at: '2000-01-01T00:00:00Z' })],
    gql: ['mutation { restoreTree(treeId: 1, at: "2000-01-01T00:00:00Z") { version } }', () => ({})],
  },
};
const READS = new Set(['readRecord', 'history']);

describe.each(Object.keys(CALLS))('%s', (operation) => {
  it.each(ACTORS)('REST as %s', async (actor) => {
    await setUp();
    const before = await state();
    const [method, path, body] = CALLS[operation].rest;
    const response = await app.json(method, path(), body?.(), tokens[actor]);
    if (allowed(actor)) {
      expect(response.status).toBeLessThan(300);
      if (!READS.has(operation)) expect(await state()).not.toBe(before);
    } else {
      expect(response.status).toBe(actor === 'anonymous' ? 401 : 403);
      expect(await state()).toBe(before);
    }
  });

  it.each(ACTORS)('GraphQL as %s', async (actor) => {
    await setUp();
    const before = await state();
    const [query, variables] = CALLS[operation].gql;
    const { body } = await app.graphql(query, variables(), tokens[actor]);
    if (allowed(actor)) {
      expect(body.errors).toBeUndefined();
      if (!READS.has(operation)) expect(await state()).not.toBe(before);
    } else {
      expect(body.errors?.[0]?.extensions?.code).toBe(actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      expect(await state()).toBe(before);
    }
  });
});

it('the edit options (no data, the form’s vocabularies) are public', async () => {
  const { status, body } = await app.json('GET', '/api/tree/edit-options');
  expect(status).toBe(200);
  expect(body.find((f: { name: string }) => f.name === 'water_use').options).toEqual([
    { value: 'VL', label: 'Very Low' },
    { value: 'L', label: 'Low' },
    { value: 'M', label: 'Medium' },
    { value: 'H', label: 'High' },
  ]);
  expect(body.find((f: { name: string }) => f.name === 'growth_rate_low')).toMatchObject({ min: 1, max: 36 });
  expect(body.find((f: { name: string }) => f.name === 'growth_rate_high')).toMatchObject({ min: 1, max: 127 });
});
