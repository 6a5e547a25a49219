import { createTree } from '../../../test/factories/catalogue.factory';
import { useDownloadCallers } from '../../../test/helpers/download-app';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Bad download requests, as an editor (who may download): each is a 4xx with a message that says
 * what is wrong, never a CSV and never a 500. GET takes lists as comma lists, repeated parameters
 * or JSON arrays; POST takes a JSON body whose lists must be arrays.
 */
const db = useTestDatabase();
const app = useTestApp(db);
const callers = useDownloadCallers(db, app);

beforeAll(async () => {
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae' });
});

const DOWNLOAD = '/api/tree/download-file';
const get = (query: string) => `${DOWNLOAD}?${query}`;
const many = (n: number) => Array.from({ length: n }, (_, i) => `Genus${i}`);

const CASES: [
  name: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  status: number,
  message: RegExp | null,
][] = [
  [
    'an unknown column group',
    'GET',
    get('groups=everything'),
    undefined,
    400,
    /^Unknown column group "everything": the groups are name, general, tree, site, considerations, photos$/,
  ],
  ['an unknown column', 'GET', get('columns=scientific_name,colour'), undefined, 400, /^Unknown column "colour"$/],
  ['no column at all', 'GET', get('genus_filter=Quercus'), undefined, 400, /^Choose at least one column to download$/],
  ['an empty column list', 'POST', DOWNLOAD, { columns: [] }, 400, /^Choose at least one column to download$/],
  [
    'a genus list that is a string (POST)',
    'POST',
    DOWNLOAD,
    { columns: ['family'], genus_filter: 'Quercus' },
    400,
    /^The genus filter must be a list$/,
  ],
  [
    'a family list that is an object (POST)',
    'POST',
    DOWNLOAD,
    { columns: ['family'], family_filter: { Fagaceae: true } },
    400,
    /^The family filter must be a list$/,
  ],
  [
    'a genus list that is a JSON object (GET)',
    'GET',
    get('columns=family&genus_filter={"Quercus":1}'),
    undefined,
    400,
    /^The genus filter must be a list$/,
  ],
  [
    'a genus list of numbers',
    'POST',
    DOWNLOAD,
    { columns: ['family'], genus_filter: [1, 2] },
    400,
    /^The genus filter must be a list of names$/,
  ],
  [
    'a blank genus',
    'POST',
    DOWNLOAD,
    { columns: ['family'], genus_filter: ['  '] },
    400,
    /^The genus filter must be names of 1 to 100 characters$/,
  ],
  [
    'a negative photo count',
    'GET',
    get('columns=family&photo_filter_min=-10'),
    undefined,
    400,
    /^The photo count must be a whole number from 0 to 60$/,
  ],
  [
    'a photo count above 60',
    'GET',
    get('columns=family&photo_filter_max=70'),
    undefined,
    400,
    /^The photo count must be a whole number from 0 to 60$/,
  ],
  [
    'a reversed photo range',
    'GET',
    get('columns=family&photo_filter_min=40&photo_filter_max=20'),
    undefined,
    400,
    /^The minimum photo count is above the maximum$/,
  ],
  [
    'a photo count that is a word',
    'GET',
    get('columns=family&photo_filter_min=ten'),
    undefined,
    400,
    /^The photo count must be a whole number from 0 to 60$/,
  ],
  [
    'a fractional photo count',
    'POST',
    DOWNLOAD,
    { columns: ['family'], photo_filter_max: 10.5 },
    400,
    /^The photo count must be a whole number from 0 to 60$/,
  ],
  [
    'a photo count given as a list',
    'GET',
    get('columns=family&photo_filter_min=10&photo_filter_min=20'),
    undefined,
    400,
    /^The photo count must be a whole number from 0 to 60$/,
  ],
  [
    'an unknown missing-information field',
    'GET',
    get('columns=family&missing=favourite_colour'),
    undefined,
    400,
    /^Unknown column "favourite_colour"$/,
  ],
  [
    'a missing-information filter that is a number',
    'POST',
    DOWNLOAD,
    { columns: ['family'], missing: 3 },
    400,
    /^The missing-information filter must be a list$/,
  ],
  [
    'a combination other than and/or',
    'GET',
    get('columns=family&combine=xor'),
    undefined,
    400,
    /^Filters combine with "and" or "or"$/,
  ],
  ['an unknown parameter', 'GET', get('columns=family&format=xlsx'), undefined, 400, /^Unknown parameter "format"$/],
  [
    'a body that is a list',
    'POST',
    DOWNLOAD,
    ['family'],
    400,
    /^The download request must be an object of parameters$/,
  ],
  ['a body that is not JSON', 'POST', DOWNLOAD, '{"columns": [', 400, /^Malformed JSON body$/],
  [
    '501 genera',
    'POST',
    DOWNLOAD,
    { columns: ['family'], genus_filter: many(501) },
    400,
    /^The genus filter may have at most 500 entries$/,
  ],
  [
    'a 101-character genus',
    'POST',
    DOWNLOAD,
    { columns: ['family'], genus_filter: ['Q'.repeat(101)] },
    400,
    /^The genus filter must be names of 1 to 100 characters$/,
  ],
  [
    'a 2 MB body',
    'POST',
    DOWNLOAD,
    { columns: ['family'], genus_filter: ['x'.repeat(2_000_000)] },
    413,
    /^Request body too large$/,
  ],
  // Node refuses request lines and headers over 16 KB before any handler: 431, no body.
  ['a 40 KB query string', 'GET', get(`columns=family&genus_filter=${'Quercus,'.repeat(5000)}`), undefined, 431, null],
  [
    'an unknown genus-choices path',
    'GET',
    '/api/tree/genera',
    undefined,
    404,
    /^No such API path: GET \/api\/tree\/genera$/,
  ],
];

it.each(CASES)('%s', async (_name, method, path, body, status, message) => {
  const answer = await callers.call('editor', method, path, body);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type') ?? '').not.toMatch(/text\/csv/);
  if (message) expect(JSON.parse(answer.text).message).toMatch(message);
});

it('names every bad field at once (fieldErrors), the first as the message', async () => {
  const answer = await callers.call('editor', 'POST', DOWNLOAD, {
    columns: ['nope'],
    genus_filter: 'Quercus',
    photo_filter_min: 99,
    combine: 'nand',
  });
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.text)).toEqual({
    message: 'Unknown column "nope"',
    errors: [
      { field: 'columns', message: 'Unknown column "nope"' },
      { field: 'genus', message: 'The genus filter must be a list' },
      { field: 'photoMin', message: 'The photo count must be a whole number from 0 to 60' },
      { field: 'combine', message: 'Filters combine with "and" or "or"' },
    ],
  });
});

it('GET takes lists as comma lists, repeated parameters or JSON arrays, alike', async () => {
  const forms = [
    'columns=scientific_name,family&genus_filter=Quercus,Acer',
    'columns=scientific_name&columns=family&genus_filter=Quercus&genus_filter=Acer',
    'columns=["scientific_name","family"]&genus_filter=["Quercus","Acer"]',
  ];
  const answers = await Promise.all(forms.map((query) => callers.call('editor', 'GET', get(encodeURI(query)))));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(new Set(answers.map((a) => a.text)).size).toBe(1);
});

describe('GraphQL', () => {
  const COUNT = 'query($filter: DownloadFilterInput!) { downloadTreeCount(filter: $filter) }';
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a photo count above 60', { photoMax: 70 }, /^The photo count must be a whole number from 0 to 60$/],
    ['a reversed photo range', { photoMin: 30, photoMax: 10 }, /^The minimum photo count is above the maximum$/],
    ['an unknown missing-information field', { missing: ['nope'] }, /^Unknown column "nope"$/],
    ['501 families', { family: many(501) }, /^The family filter may have at most 500 entries$/],
  ])('%s is BAD_USER_INPUT', async (_name, filter, message) => {
    const answer = await callers.graphql('editor', COUNT, { filter });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toMatch(message);
  });

  it('a combination other than AND/OR is refused by the schema', async () => {
    const answer = await callers.graphql('editor', COUNT, { filter: { combine: 'XOR' } });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
