import { parse } from 'csv-parse/sync';
import { loadConfig } from '../../config';
import { buildRequestContext, type RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { normaliseHeader } from '../../import/csv';
import { describeFile } from '../../import/tree-row';
import { TreeNameKind } from '@selectree/rules';
import { addName, addPhoto, createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase } from '../../../test/helpers/accounts-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import {
  COLUMN_GROUPS,
  EXPORT_COLUMNS,
  countExportTrees,
  getDownloadChoices,
  openTreeExport,
  type ExportRequestInput,
} from '../export.service';
import { PHOTO_COLUMNS } from '../../import/tree-columns';
import { PHOTO_HEADERS } from './export-columns';
import { EXPORT_PAGE_SIZE } from './export-query';

/** The download's rules at the service: columns, rows, filters, and the CSV's bytes. */
const db = useTestDatabase();
let editor: RequestContext;

async function download(input: ExportRequestInput): Promise<{ text: string; bytes: Buffer; headers: string[] }> {
  const file = await openTreeExport(editor, input);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as string));
  const bytes = Buffer.concat(chunks);
  return { bytes, text: bytes.toString('utf8'), headers: file.headers };
}
/** The CSV as records (csv-parse: RFC 4180, BOM dropped). */
const records = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });
const ids = (text: string) =>
  records(text)
    .slice(1)
    .map((row) => Number(row[0]));

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees CASCADE`);
  const user = await createUser(db.dataSource, { email: 'editor@example.org', password: null, roleId: 2 });
  editor = {
    ...buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) }),
    viewer: { id: user.id, roleId: 2, sessionId: 0 },
  };
  await createTree(db.dataSource, {
    id: 1,
    scientificName: 'Quercus agrifolia',
    commonName: 'Coast Live Oak',
    family: 'Fagaceae',
    heightLow: 20,
    heightHigh: 70,
    usdaZones: [8, 9, 10],
    climateAdaptedRegions: ['inland-empire', 'southern-desert'],
    memo: '<p>Evergreen, "tough", and\nlong-lived.</p>',
  });
  await createTree(db.dataSource, {
    id: 2,
    scientificName: 'Acer rubrum',
    commonName: '=HYPERLINK("http://evil.example","click")',
    family: 'Sapindaceae',
    nativeRange: '+1 555 0100',
    memo: '@SUM(A1:A9)',
    invasiveText: '\tindented',
    barkColor: '\rcarriage',
    fruitColor: '-2+3',
  });
  await createTree(db.dataSource, {
    id: 3,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    family: 'Fagaceae',
  });
  await createTree(db.dataSource, {
    id: 4,
    scientificName: 'Pinus pinea',
    commonName: 'Italian Stone Pine',
    family: 'Pinaceae',
    published: false,
    appraisal: true,
    appLcant: '24" box',
    appGrrating: '2',
  });
  await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Encina', 0);
  await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'California Live Oak', 1);
  await addName(db.dataSource, 1, TreeNameKind.CommonGeneric, 'OAK', 0);
  for (let i = 0; i < 12; i += 1) await addPhoto(db.dataSource, 4, { sequence: i, link: `trees/4/${i}.jpg` });
  for (let i = 0; i < 3; i += 1) await addPhoto(db.dataSource, 1, { sequence: i, link: `trees/1/${i}.jpg` });
});

describe('the column table', () => {
  it('has the 70 display names in the five groups and Photos, each key, name and header once', () => {
    expect(EXPORT_COLUMNS).toHaveLength(71);
    expect(COLUMN_GROUPS.map((g) => g.label)).toEqual([
      'Name Characteristics',
      'General Information',
      'Tree Characteristics',
      'Site Conditions',
      'Considerations',
      'Photos',
    ]);
    const headers = EXPORT_COLUMNS.flatMap((c) => c.cells.map((cell) => cell.header));
    expect(new Set(EXPORT_COLUMNS.map((c) => c.key)).size).toBe(71);
    expect(new Set(EXPORT_COLUMNS.map((c) => c.label)).size).toBe(71);
    expect(new Set(headers).size).toBe(headers.length);
    const climate = EXPORT_COLUMNS.find((c) => c.label === 'Climate Adapted');
    expect(climate?.cells).toHaveLength(1);
    expect(climate?.cells[0].sql).toContain('t.climate_adapted_regions');
  });

  it('writes headers the importer reads back: every tree column it knows, none unknown', () => {
    const headers = ['Tree ID', ...EXPORT_COLUMNS.flatMap((c) => c.cells.map((cell) => cell.header))];
    const shape = describeFile(headers.map(normaliseHeader));
    expect(shape.unknownColumns).toEqual([]);
    // All but tree_id and the (read-only) photo columns, each to its own column spec.
    expect(shape.columns.size).toBe(headers.length - 1 - PHOTO_HEADERS.length);
    expect(PHOTO_HEADERS.map(normaliseHeader)).toEqual(PHOTO_COLUMNS);
  });
});

describe('the CSV', () => {
  it('is UTF-8 with a BOM and CRLF line ends; Tree ID, then exactly the chosen columns; the genus rows in id order', async () => {
    const { bytes, text, headers } = await download({ genus: ['Quercus'], groups: ['site', 'considerations'] });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith('\r\n')).toBe(true);
    const expected = [
      'Tree ID',
      ...EXPORT_COLUMNS.filter((c) => c.group === 'site' || c.group === 'considerations').flatMap((c) =>
        c.cells.map((cell) => cell.header),
      ),
    ];
    expect(headers).toEqual(expected);
    const [header, ...rows] = records(text);
    expect(header).toEqual(expected);
    expect(header).toContain('Climate Adapted');
    expect(header).not.toContain('Scientific Name');
    expect(rows.map((row) => row[0])).toEqual(['1', '3']);
    const row = Object.fromEntries(header.map((name, i) => [name, rows[0][i]]));
    expect(row).toMatchObject({
      'USDA Zone': '8,9,10',
      'Climate Adapted': 'Inland Empire,Southern Desert',
      'Sunset Zone': '',
      Appraisal: '',
    });
  });

  it('writes the photo columns: link, credit and licence of each photo in gallery order', async () => {
    await db.dataSource.query(`UPDATE photos SET licence = 'CC BY 4.0', credit = NULL WHERE link = 'trees/1/1.jpg'`);
    const { headers, text } = await download({ columns: ['photos'], genus: ['Quercus'] });
    expect(headers).toEqual(['Tree ID', 'Photo Links', 'Photo Credits', 'Photo Licences']);
    const [, oak, other] = records(text);
    expect(oak).toEqual([
      '1',
      'trees/1/0.jpg | trees/1/1.jpg | trees/1/2.jpg',
      'A. Photographer |  | A. Photographer',
      'All rights reserved | CC BY 4.0 | All rights reserved',
    ]);
    expect(other).toEqual(['3', '', '', '']);
  });

  it('keeps the page order whatever order columns are asked in, and takes display names', async () => {
    const { headers } = await download({ columns: ['Family', 'scientific_name', 'height', 'appraisal'] });
    expect(headers).toEqual([
      'Tree ID',
      'Scientific Name',
      'Family',
      'Height Low',
      'Height High',
      'Appraisal',
      'App LCANT',
      'App GRRating',
    ]);
  });

  it('neutralises text a spreadsheet would run, and quotes commas, quotes and line breaks (RFC 4180)', async () => {
    const { text } = await download({
      columns: ['common_name', 'native_range', 'memo', 'invasive_text', 'bark_color', 'fruit_color'],
      genus: ['Acer', 'Quercus'],
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTree ID,Common Name,Memo,Native Range,Invasive Text,Bark Color,Fruit Color');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const [, oak, acer] = records(text);
    expect(acer).toEqual([
      '2',
      `'=HYPERLINK("http://evil.example","click")`,
      "'@SUM(A1:A9)",
      "'+1 555 0100",
      "'\tindented",
      "'\rcarriage",
      "'-2+3",
    ]);
    expect(oak[2]).toBe('<p>Evergreen, "tough", and\nlong-lived.</p>');
    expect(text).toContain('"<p>Evergreen, ""tough"", and\nlong-lived.</p>"');
  });

  it('writes names, flags, numbers and the appraisal trio in forms the importer reads back', async () => {
    const { text } = await download({
      groups: ['name', 'general', 'considerations'],
      family: ['Fagaceae', 'Pinaceae'],
    });
    const [header, ...rows] = records(text);
    const byId = new Map(rows.map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, row[i]]))]));
    expect(byId.get('1')).toMatchObject({
      'Scientific Name': 'Quercus agrifolia',
      'Common Name': 'Coast Live Oak',
      'Other Common Names': 'Encina,California Live Oak',
      'Generic 1': 'OAK',
      'Generic 2': '',
      Published: '1',
      'California Native': '',
    });
    expect(byId.get('4')).toMatchObject({
      Published: '0',
      Appraisal: '1',
      'App LCANT': '24" box',
      'App GRRating': '2',
    });
    expect([...byId.keys()]).toEqual(['1', '3', '4']);
  });
});

describe('the filters', () => {
  const matching = async (input: ExportRequestInput) => {
    const count = await countExportTrees(editor, input);
    const found = count ? ids((await download({ columns: ['scientific_name'], ...input })).text) : [];
    expect(found).toHaveLength(count);
    return found;
  };

  it.each<[string, ExportRequestInput, number[]]>([
    ['no filter: every tree, drafts included', {}, [1, 2, 3, 4]],
    ['family', { family: ['Fagaceae'] }, [1, 3]],
    ['genus or family', { genus: ['Acer'], family: ['Pinaceae'], combine: 'or' }, [2, 4]],
    ['genus and family', { genus: ['Quercus'], family: ['Pinaceae'] }, []],
    ['at least 10 photos (60 = no upper bound)', { photoMin: 10, photoMax: 60 }, [4]],
    ['1 to 10 photos', { photoMin: 1, photoMax: 10 }, [1]],
    ['no photos', { photoMin: 0, photoMax: 0 }, [2, 3]],
    ['0 to 60: not filtering, even with OR', { photoMin: 0, photoMax: 60, family: ['Pinaceae'], combine: 'or' }, [4]],
    ['missing height', { missing: ['height'] }, [2, 3, 4]],
    ['missing height and without photos', { missing: ['height'], photoMax: 0 }, [2, 3]],
    [
      'missing memo or missing other common names',
      { missing: ['memo', 'other_common_names'], combine: 'or' },
      [2, 3, 4],
    ],
    ['missing the climate-adapted flags and the appraisal', { missing: ['climate_adapted', 'appraisal'] }, [2, 3]],
    ['a genus nobody has', { genus: ['Ulmus'] }, []],
  ])('%s', async (_name, input, expected) => {
    expect(await matching(input)).toEqual(expected);
  });

  it("an empty result is NOT_FOUND with the spec's message, before any byte", async () => {
    const error = await openTreeExport(editor, { columns: ['family'], genus: ['Ulmus'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('There is no trees with these filters!');
  });
});

describe('the choices', () => {
  it('lists the genera and families once each, sorted, and the five groups and Photos', async () => {
    const choices = await getDownloadChoices(editor);
    expect(choices.genera).toEqual(['Acer', 'Pinus', 'Quercus']);
    expect(choices.families).toEqual(['Fagaceae', 'Pinaceae', 'Sapindaceae']);
    expect(choices.groups.map((g) => g.columns.length)).toEqual([8, 16, 24, 11, 11, 1]);
    expect({ max: choices.photoCountMax, step: choices.photoCountStep }).toEqual({ max: 60, step: 10 });
  });
});

describe('many trees', () => {
  it('reads page after page: every tree once, in id order, across page boundaries', async () => {
    const total = EXPORT_PAGE_SIZE * 2 + 7;
    await db.dataSource.query(
      `INSERT INTO trees (id, scientific_name, scientific_search_key, family)
       SELECT 100 + g, 'Ulmus bulk' || g, 'ulmus bulk' || g, 'Ulmaceae' FROM generate_series(1, $1::int) g`,
      [total],
    );
    await db.dataSource.query(
      `INSERT INTO taxa (tree_id, sequence, genus, species, name_concat)
       SELECT 100 + g, 1, 'Ulmus', 'bulk' || g, 'Ulmus bulk' || g FROM generate_series(1, $1::int) g`,
      [total],
    );
    const { text } = await download({ genus: ['Ulmus'], columns: ['scientific_name', 'family'] });
    const found = ids(text);
    expect(found).toHaveLength(total);
    expect(found).toEqual(Array.from({ length: total }, (_, i) => 101 + i));
    expect(await countExportTrees(editor, { family: ['Ulmaceae'] })).toBe(total);
  });
});
