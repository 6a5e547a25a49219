import { resetDatabase } from '../../../test/helpers/accounts-app';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { seedDemoAccountsIfNone } from '../../seed/demo-accounts';
import { seedDemoCatalogueIfEmpty } from '../../seed/demo-catalogue';
import { DEMO_LIST, DEMO_LIST_OWNER_EMAIL } from '../../seed/demo-list';
import { DEMO_EXAMPLES } from './common';
import { openApiDocument } from './document';

/**
 * "Try it out" on /api/docs runs against the demo catalogue (issue 26.3): on an app whose empty
 * database was given the demo seed, the examples of the document answer with demo data. The list
 * detail's example is the demo's public list (seed/demo-list.ts).
 */
const db = useTestDatabase();
beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees, tree_edits, lists, zip_codes, featured_quotes RESTART IDENTITY CASCADE`);
  expect(await seedDemoCatalogueIfEmpty(db.dataSource)).toBe(true);
});
const app = useTestApp(db);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { example?: unknown };
  example?: unknown;
}
type Operation = { parameters?: Parameter[]; security?: Record<string, unknown>[] };

const exampleOf = (parameter: Parameter) => parameter.example ?? parameter.schema?.example;

/** The request "Try it out" sends for an operation with its examples filled in. */
function exampleRequest(path: string, operation: Operation): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const example = exampleOf(parameter);
    if (example === undefined) continue;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(example)));
    if (parameter.in === 'query') query.set(parameter.name, String(example));
  }
  return query.size ? `${url}?${query}` : url;
}

describe('the demo list', () => {
  it('is the list-detail example: public, with the five demo oaks in order and their notes', async () => {
    expect(DEMO_EXAMPLES.listId).toBe(String(DEMO_LIST.id));
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
    for (const path of ['/api/list/{listId}', '/api/list/current/{listId}']) {
      const url = exampleRequest(path, doc.paths[path]!.get!);
      expect(url).toBe(path.replace('{listId}', '900001'));
      const response = await app.request(url); // anonymous, as "Try it out" without credentials
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      const list = await response.json();
      expect(list).toMatchObject({ list_id: 900001, name: DEMO_LIST.name, isPublic: true, can_edit: false });
      expect(list.trees.map((tree: { tree_id: number }) => tree.tree_id)).toEqual([...DEMO_LIST.treeIds]);
      expect(list.trees[0]).toMatchObject({ accepted_scientific: 'Quercus agrifolia', note: expect.any(String) });
    }
    const search = await (await app.request('/api/list/search-lists')).json();
    expect(JSON.stringify(search)).toContain(DEMO_LIST.name);
  });

  it('every public GET whose parameters all have examples answers 200 on the demo catalogue', async () => {
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
    const tried: string[] = [];
    const failed: { url: string; status: number }[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const operation = item.get;
      if (!operation || !operation.security?.some((scheme) => Object.keys(scheme).length === 0)) continue;
      const required = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.required);
      if (required.some((parameter) => exampleOf(parameter) === undefined)) continue;
      const url = exampleRequest(path, operation);
      tried.push(url);
      const response = await app.request(url);
      await response.arrayBuffer();
      if (response.status !== 200) failed.push({ url, status: response.status });
    }
    expect(tried.length).toBeGreaterThanOrEqual(27);
    expect(tried).toEqual(
      expect.arrayContaining(['/api/list/900001', '/api/list/900001/csv', '/api/tree/detail/900001']),
    );
    expect(failed).toEqual([]);
  });

  it('seeding again changes nothing, and the owner cannot sign in nor stop the demo accounts', async () => {
    expect(await seedDemoCatalogueIfEmpty(db.dataSource)).toBe(false);
    const owners = await db.dataSource.query(`SELECT password_hash, verified_at FROM users WHERE email = $1`, [
      DEMO_LIST_OWNER_EMAIL,
    ]);
    expect(owners).toEqual([{ password_hash: null, verified_at: null }]);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM lists`);
    expect(count).toBe(1);
    const accounts = await seedDemoAccountsIfNone(db.dataSource);
    expect(accounts.map((account) => account.role)).toEqual(['admin', 'editor', 'user']);
  });
});
