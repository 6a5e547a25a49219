import crypto from 'node:crypto';
import { createTree } from '../../../test/factories/catalogue.factory';
import { useDownloadCallers } from '../../../test/helpers/download-app';
import { catalogueDigest } from '../../../test/helpers/upload-fixture';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Bad uploads, as an admin (who may upload), over real HTTP: each is refused with a message or a
 * refusal that names the row, the column and the reason, never a 500, and NOTHING is written (the
 * catalogue, its history and its version are as they were; a refused file is kept as a failed run).
 */
const db = useTestDatabase();
const app = useTestApp(db);
const callers = useDownloadCallers(db, app);

beforeAll(async () => {
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus agrifolia', family: 'Fagaceae', heightHigh: 70 });
  await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', family: 'Sapindaceae' });
  await createTree(db.dataSource, { id: 3, scientificName: 'Ulmus americana', family: 'Ulmaceae' });
});

const UPLOAD = '/api/tree/start-upload-file';
const rowsOf = (header: string[], ...rows: string[][]) => [header, ...rows];
const good = (id: string) => [id, 'Fagaceae', '10'];
const H = ['tree_id', 'family', 'height_low'];

/** Bodies refused whole: 4xx with a message, before any row is read. */
const BODIES: [name: string, body: unknown, status: number, message: RegExp][] = [
  ['a JSON object, not an array', { rows: [] }, 400, /^The upload must be an array of rows/],
  ['a JSON string', JSON.stringify('tree_id,family\n1,x'), 400, /^Malformed JSON body$|^The upload must be an array/],
  ['a JSON number', '42', 400, /^Malformed JSON body$|^The upload must be an array/],
  ['truncated JSON', '[["tree_id","family"],["1","x"', 400, /^Malformed JSON body$/],
  ['an empty array (empty file)', [], 400, /^The file is empty/],
  ['the column names only (header only)', [['tree_id', 'family']], 400, /^The file has only the column names/],
  ['header and a blank last line only', [['tree_id', 'family'], ['']], 400, /^The file has only the column names/],
  ['a row that is not a list', [['tree_id', 'family'], 'x'], 400, /^Row 2 is not a list of cells$/],
  ['a row that is null', [['tree_id', 'family'], null], 400, /^Row 2 is not a list of cells$/],
  [
    'a cell that is an object',
    [
      ['tree_id', 'family'],
      ['1', { f: 1 }],
    ],
    400,
    /^Row 2, cell 2: a cell must be text/,
  ],
  [
    'a cell that is a list',
    [
      ['tree_id', 'family'],
      [['1'], 'x'],
    ],
    400,
    /^Row 2, cell 1: a cell must be text/,
  ],
  [
    'a header that is not text',
    [
      [{ h: 1 }, 'family'],
      ['1', 'x'],
    ],
    400,
    /^Row 1, cell 1: a cell must be text/,
  ],
  [
    'more rows than allowed (10,001)',
    [['tree_id'], ...Array.from({ length: 10_001 }, (_, i) => [String(i + 1)])],
    400,
    /^The file has 10,001 rows: at most 10,000/,
  ],
  [
    'more columns than allowed (201)',
    [Array.from({ length: 201 }, (_, i) => `c${i}`)],
    400,
    /^Row 1 has 201 cells: at most 200$/,
  ],
  [
    'a cell over 100,000 characters',
    [
      ['tree_id', 'memo'],
      ['1', 'x'.repeat(100_001)],
    ],
    400,
    /^Row 2, cell 2: 100,001 characters/,
  ],
];

/** Files read and refused: 400 with the report naming row, column and reason. */
const FILES: [name: string, rows: unknown[][], refusal: Record<string, unknown>][] = [
  [
    'an unknown column, named',
    rowsOf(['tree_id', 'colour'], ['1', 'red']),
    { row: 1, column: 'colour', columnIndex: 1, reason: /^unknown column "colour"/ },
  ],
  [
    'an unknown column hidden in tags',
    rowsOf(['tree_id', '<b>Colour</b>'], ['1', 'red']),
    { row: 1, column: 'colour', reason: /unknown column "<b>Colour<\/b>"/ },
  ],
  [
    'a column twice (same name)',
    rowsOf(['tree_id', 'family', 'family'], ['1', 'a', 'b']),
    { row: 1, columnIndex: 2, reason: /^column "family" appears twice \(also column 2/ },
  ],
  [
    'a column twice (display and database name)',
    rowsOf(['tree_id', 'Scientific Name', 'displayed_scientific_name'], ['1', 'a', 'b']),
    { row: 1, reason: /appears twice \(also column 2, "Scientific Name"\)/ },
  ],
  [
    'a column twice (case and spaces)',
    rowsOf(['Tree ID', 'tree_id'], ['1', '1']),
    { row: 1, reason: /^column "tree_id" appears twice/ },
  ],
  [
    'a column without a name',
    rowsOf(['tree_id', ''], ['1', 'x']),
    { row: 1, columnIndex: 1, reason: 'column 2 has no name' },
  ],
  [
    'no tree_id column',
    rowsOf(['family', 'height_low'], ['Fagaceae', '1']),
    { row: 1, column: 'tree_id', reason: /^The file has no tree_id column/ },
  ],
  [
    'tree and climate zone fields mixed',
    rowsOf(['tree_id', 'family', 'Inland Empire'], ['1', 'x', '1']),
    { row: 1, reason: 'Please upload tree characteristics and climate zone information separately!' },
  ],
  [
    'a bad row in the middle (a height that is not a number)',
    rowsOf(H, good('1'), ['2', 'x', 'tall'], good('3')),
    { row: 3, treeId: 2, column: 'height_low', columnIndex: 2, value: 'tall', reason: 'is not a whole number' },
  ],
  [
    'a ragged row (too few cells)',
    rowsOf(H, good('1'), ['2', 'x']),
    { row: 3, reason: 'has 2 cells but the header has 3' },
  ],
  [
    'a ragged row (too many cells)',
    rowsOf(H, ['1', 'x', '1', 'extra'], good('2')),
    { row: 2, reason: 'has 4 cells but the header has 3' },
  ],
  ['an empty tree_id', rowsOf(H, good('1'), good('')), { row: 3, column: 'tree_id', reason: 'tree_id is empty' }],
  [
    'a tree_id that is not a number',
    rowsOf(H, good('abc')),
    { row: 2, column: 'tree_id', value: 'abc', reason: 'tree_id must be a whole number from 1' },
  ],
  [
    'a tree_id of 0',
    rowsOf(H, good('0')),
    { row: 2, column: 'tree_id', reason: 'tree_id must be a whole number from 1' },
  ],
  [
    'a negative tree_id',
    rowsOf(H, good('-4')),
    { row: 2, column: 'tree_id', reason: 'tree_id must be a whole number from 1' },
  ],
  ['a tree_id with a fraction', rowsOf(H, good('2.5')), { row: 2, column: 'tree_id' }],
  [
    'a tree_id beyond 32 bits',
    rowsOf(H, good('99999999999')),
    { row: 2, column: 'tree_id', reason: 'tree_id must be a whole number from 1' },
  ],
  [
    'a tree_id twice',
    rowsOf(H, good('2'), good('1'), good('2')),
    { row: 4, column: 'tree_id', reason: 'tree_id 2 appears twice in the file (rows 2 and 4)' },
  ],
  [
    'an unknown tree id in a file that cannot create trees',
    rowsOf(H, good('1'), good('404')),
    { row: 3, treeId: 404, reason: /no tree has this id, and the file has no displayed_scientific_name column/ },
  ],
  [
    'an empty scientific name',
    rowsOf(['tree_id', 'Scientific Name'], ['1', '  ']),
    { row: 2, column: 'scientific_name', reason: 'the scientific name is empty' },
  ],
  [
    'a flag that is not one',
    rowsOf(['tree_id', 'Published'], ['1', 'maybe']),
    { row: 2, column: 'published', columnIndex: 1, value: 'maybe', reason: 'is not a value this field accepts' },
  ],
  [
    'a height outside its range',
    rowsOf(['tree_id', 'Height High'], ['1', '9999']),
    { row: 2, column: 'height_high', reason: /^is outside the range this field allows \(allowed/ },
  ],
  [
    'a water use outside its choices',
    rowsOf(['tree_id', 'Water Use'], ['1', 'Lots']),
    { row: 2, column: 'water_use', reason: 'is not a value this field accepts' },
  ],
  [
    'a USDA zone that is not one',
    rowsOf(['tree_id', 'USDA Zone'], ['1', '5,Z9']),
    { row: 2, column: 'usda_zone', value: 'Z9', reason: 'is not a zone' },
  ],
  [
    'a redirect that is not a number',
    rowsOf(['tree_id', 'Redirect Tree ID'], ['1', 'two']),
    { row: 2, column: 'redirect_tree_id', reason: 'is not a whole number' },
  ],
  [
    'a redirect to no tree',
    rowsOf(['tree_id', 'Redirect Tree ID'], ['1', '404']),
    { row: 2, column: 'redirect_tree_id', value: '404', reason: /^no tree has this id/ },
  ],
  [
    'a formula in a number cell',
    rowsOf(['tree_id', 'Height Low'], ['1', '=1+1']),
    { row: 2, column: 'height_low', value: '=1+1', reason: 'is not a whole number' },
  ],
  [
    'a neutralised negative number',
    rowsOf(['tree_id', 'Height Low'], ['1', "'-5"]),
    { row: 2, column: 'height_low', value: '-5', reason: /^is outside the range/ },
  ],
  [
    'issue 20.9: a column named __proto__ is an unknown column (400, not 500)',
    rowsOf(['tree_id', '__proto__'], ['1', 'x']),
    { row: 1, column: '__proto__', columnIndex: 1, reason: /^unknown column "__proto__": choose one of/ },
  ],
  [
    'issue 20.9: a column named constructor is an unknown column (400, not 500)',
    rowsOf(['tree_id', 'family', 'constructor'], ['1', 'x', 'y']),
    { row: 1, column: 'constructor', columnIndex: 2, reason: /^unknown column "constructor": choose one of/ },
  ],
  [
    'issue 20.9: a climate zone file with a __proto__ column is an unknown column',
    rowsOf(['tree_id', 'southern_desert', '__PROTO__'], ['1', '1', '0']),
    { row: 1, column: '__proto__', columnIndex: 2, reason: /^unknown column "__PROTO__"/ },
  ],
  [
    'issue 21.5: a growth minimum above the edit form’s 36 (the edit record’s rule and message)',
    rowsOf(['tree_id', 'Growth Rate Low'], ['1', '40']),
    {
      row: 2,
      treeId: 1,
      column: 'growth_rate_low',
      columnIndex: 1,
      value: '40',
      reason: 'growth_rate_low must be a whole number from 1 to 36',
    },
  ],
  [
    'issue 20.14: text decoded in the wrong encoding (U+FFFD) is refused clearly',
    rowsOf(['tree_id', 'Native Range'], ['1', 'Caf\uFFFD r\uFFFDgion']),
    {
      row: 2,
      column: 'native_range',
      columnIndex: 1,
      value: 'Caf\uFFFD r\uFFFDgion',
      reason: /^holds "\uFFFD", the mark of text read in the wrong encoding: save the file as UTF-8/,
    },
  ],
  [
    'an empty scientific name for a tree that has one is still refused (only a draft keeps an empty name)',
    rowsOf(['tree_id', 'Scientific Name', 'Family'], ['1', '', 'Fagaceae']),
    { row: 2, treeId: 1, column: 'scientific_name', columnIndex: 1, reason: 'the scientific name is empty' },
  ],
  [
    'a new tree without a scientific name is refused (only a draft keeps an empty name)',
    rowsOf(['tree_id', 'Scientific Name'], ['77', '']),
    { row: 2, treeId: 77, column: 'scientific_name', reason: 'the scientific name is empty' },
  ],
  [
    'a climate flag that is not one',
    rowsOf(['tree_id', 'southern_desert'], ['1', '2']),
    { row: 2, column: 'southern_desert', reason: 'must be 1 (adapted), 0 (not adapted) or empty' },
  ],
  [
    'a climate file naming no tree',
    rowsOf(['tree_id', 'southern_desert'], ['404', '1']),
    { row: 2, treeId: 404, reason: 'no tree has this id' },
  ],
  [
    'a climate file with a tree twice',
    rowsOf(['tree_id', 'southern_desert'], ['1', '1'], ['1', '0']),
    { row: 3, reason: 'tree_id 1 appears twice in the file (rows 2 and 3)' },
  ],
  [
    'a climate file with a bad id',
    rowsOf(['tree_id', 'southern_desert'], ['x', '1']),
    { row: 2, column: 'tree_id', reason: 'tree_id must be a whole number from 1' },
  ],
];

let before: Record<string, string>;
beforeEach(async () => {
  before = await catalogueDigest(db.dataSource);
});
afterEach(async () => {
  expect(await catalogueDigest(db.dataSource)).toEqual(before);
});

describe('bodies refused whole', () => {
  it.each(BODIES)('%s', async (_name, body, status, message) => {
    const answer = await callers.call('admin', 'POST', UPLOAD, body);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text).message).toMatch(message);
  });

  it('CSV text instead of JSON rows', async () => {
    const response = await app.request(UPLOAD, {
      method: 'POST',
      headers: { authorization: `Bearer ${callers.token('admin')}`, 'content-type': 'text/csv' },
      body: 'tree_id,family\n1,Changed\n',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^The upload must be an array of rows/);
  });

  it('10 MB of garbage', async () => {
    const answer = await callers.call('admin', 'POST', UPLOAD, crypto.randomBytes(5 * 1024 * 1024).toString('hex'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toBe('Malformed JSON body');
  });

  it('a body over 20 MB: 413 with a message that says what to do', async () => {
    const body = JSON.stringify([
      ['tree_id', 'memo'],
      ...Array.from({ length: 220 }, (_, i) => [String(i + 1), 'x'.repeat(99_000)]),
    ]);
    const answer = await callers.call('admin', 'POST', UPLOAD, body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({
      message: 'The upload is larger than 20 MB: split the file into smaller ones',
    });
  });

  it('a file name over 200 characters', async () => {
    const answer = await callers.call('admin', 'POST', `${UPLOAD}?fileName=${'a'.repeat(201)}`, [['tree_id'], ['1']]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toBe('fileName must be a name of at most 200 characters');
  });

  it('GraphQL: rows that are not lists of text are refused before the resolver', async () => {
    const mutation = 'mutation($rows: [[String!]!]!) { uploadTreeData(rows: $rows) { status } }';
    for (const rows of [[['tree_id', null]], [[1, 2]], [{ a: 1 }]]) {
      const answer = await callers.graphql('admin', mutation, { rows });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    // A bare string is a list of one list of one cell (GraphQL's list coercion): a file of one header.
    const answer = await callers.graphql('admin', mutation, { rows: 'tree_id,family' });
    expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['BAD_USER_INPUT', 'The file has only the column names: there are no rows to upload'],
    ]);
  });
});

describe('files refused, naming row, column and reason', () => {
  it.each(FILES)('%s', async (_name, rows, refusal) => {
    const answer = await callers.call('admin', 'POST', UPLOAD, rows);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.text);
    expect(body.report.status).toBe('refused');
    expect(body.report.changed).toEqual([]);
    const first = body.report.refused[0];
    for (const [key, expected] of Object.entries(refusal)) {
      const field = { treeId: 'tree_id', columnIndex: 'column_index' }[key] ?? key;
      if (expected instanceof RegExp) expect(first[field]).toMatch(expected);
      else expect(first[field]).toEqual(expected);
    }
    expect(body.message).toMatch(/Nothing was changed\.$/);
  });

  it('GraphQL answers a refusal as a report (nothing written), with the same rows', async () => {
    const answer = await callers.graphql(
      'admin',
      'mutation($rows: [[String!]!]!) { uploadTreeData(rows: $rows) { status message refused { row column columnIndex reason } } }',
      { rows: rowsOf(H, good('1'), ['2', 'x', 'tall']) },
    );
    expect(answer.data.uploadTreeData).toEqual({
      status: 'Refused',
      message: 'Row 3, tree 2, column height_low: is not a whole number (value "tall"). Nothing was changed.',
      refused: [{ row: 3, column: 'height_low', columnIndex: 2, reason: 'is not a whole number' }],
    });
  });
});
