import { createTree } from '../../../test/factories/catalogue.factory';
import { ACTORS, useDownloadCallers, type Actor } from '../../../test/helpers/download-app';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Who may download (spec: detail-editing-accounts §6, "download": roles 2 and 3), written out by
 * hand: every path and query of the download, REST and GraphQL, as anonymous (401 /
 * UNAUTHENTICATED), a user (403 / FORBIDDEN), an editor and an admin (200 with the answer).
 */
const db = useTestDatabase();
const app = useTestApp(db);
const callers = useDownloadCallers(db, app);

const EXPECTED_STATUS: Record<Actor, number> = { anonymous: 401, user: 403, editor: 200, admin: 200 };
const EXPECTED_CODE: Record<Actor, string | null> = {
  anonymous: 'UNAUTHENTICATED',
  user: 'FORBIDDEN',
  editor: null,
  admin: null,
};

beforeAll(async () => {
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
  await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', family: 'Sapindaceae' });
});

// Every row has four cells: a test function with more parameters than the row is given a `done` callback.
const REST: [string, 'GET' | 'POST', string, unknown][] = [
  ['download (GET)', 'GET', '/api/tree/download-file?columns=scientific_name,family&genus_filter=Quercus', undefined],
  ['download (POST)', 'POST', '/api/tree/download-file', { columns: ['scientific_name'], genus_filter: ['Quercus'] }],
  ['genus choices', 'GET', '/api/tree/genus', undefined],
  ['family choices', 'GET', '/api/tree/Family', undefined],
];

describe.each(ACTORS)('REST as %s', (actor) => {
  it.each(REST)('%s', async (_name, method, path, body) => {
    const answer = await callers.call(actor, method, path, body);
    expect(answer.status).toBe(EXPECTED_STATUS[actor]);
    if (answer.status !== 200) {
      expect(JSON.parse(answer.text).message).toBe(
        actor === 'anonymous' ? 'You need to log in to do that' : 'You do not have permission to do that',
      );
      return;
    }
    if (path.includes('download-file')) {
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="selectree-trees-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.text).toMatch(/^\uFEFFTree ID,Scientific Name/);
      expect(answer.text).toContain('1,Quercus agrifolia');
      expect(answer.text).not.toContain('Acer');
    } else {
      expect(JSON.parse(answer.text)).toEqual(
        path.endsWith('genus') ? ['Acer', 'Quercus'] : ['Fagaceae', 'Sapindaceae'],
      );
    }
  });

  it('an empty download is refused the same way, and is 404 with the spec message only to those who may download', async () => {
    const answer = await callers.call(actor, 'GET', '/api/tree/download-file?columns=family&genus_filter=Ulmus');
    expect(answer.status).toBe(actor === 'editor' || actor === 'admin' ? 404 : EXPECTED_STATUS[actor]);
    if (answer.status === 404)
      expect(JSON.parse(answer.text)).toEqual({ message: 'There is no trees with these filters!' });
  });

  it('a bad request is refused the same way before it is read (no 400 for those who may not download)', async () => {
    const answer = await callers.call(actor, 'GET', '/api/tree/download-file?groups=nonsense&bogus=1');
    expect(answer.status).toBe(actor === 'editor' || actor === 'admin' ? 400 : EXPECTED_STATUS[actor]);
  });
});

const GRAPHQL: [string, string, Record<string, unknown>, (data: Record<string, unknown>) => void][] = [
  [
    'downloadChoices',
    '{ downloadChoices { genera families photoCountMax photoCountStep groups { key label columns { key label headers } } } }',
    {},
    (data) =>
      expect(data.downloadChoices).toMatchObject({
        genera: ['Acer', 'Quercus'],
        families: ['Fagaceae', 'Sapindaceae'],
        photoCountMax: 60,
        photoCountStep: 10,
      }),
  ],
  [
    'downloadTreeCount',
    'query($filter: DownloadFilterInput!) { downloadTreeCount(filter: $filter) }',
    { filter: { genus: ['Quercus'], family: ['Sapindaceae'], combine: 'Or' } },
    (data) => expect(data.downloadTreeCount).toBe(2),
  ],
];

describe.each(ACTORS)('GraphQL as %s', (actor) => {
  it.each(GRAPHQL)('%s', async (_name, query, variables, check) => {
    const answer = await callers.graphql(actor, query, variables);
    const code = EXPECTED_CODE[actor];
    if (code) {
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual([code]);
      expect(answer.data ?? null).toBeNull();
    } else {
      expect(answer.errors).toBeUndefined();
      check(answer.data);
    }
  });
});
