import { addPhoto, createTree } from '../../test/factories/catalogue.factory';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { searchRequests, sorted } from '../../test/helpers/search-requests';

const db = useTestDatabase();
const app = useTestApp(db);
const { get, search, addZip } = searchRequests(app, db);

beforeEach(() => db.truncateAll());

describe('GET /api/tree/search-characteristics', () => {
  it('serves the form’s choices', async () => {
    const { status, body } = await get('/api/tree/search-characteristics');
    expect(status).toBe(200);
    expect(body.leafForms).toEqual([
      'Simple',
      'Trifoliate',
      'Palmately Compound',
      'Pinnately Compound',
      'Bipinnately Compound',
    ]);
    expect(body.leafArrangements).toContain('Opposite/Whorled');
    expect(body.treeShapes).toContain('Rounded');
    expect(body.flowerColors).toContain('Red');
    expect(body.fruitTypes).toContain('Acorn');
    expect(body.plantingArea).toEqual([
      { value: 1, label: '2 to 4 ft' },
      { value: 2, label: '4 to 7 ft' },
      { value: 3, label: 'More than 7 ft' },
    ]);
    expect(body.climateZones).toContainEqual({ value: 'inland-empire', label: 'Inland Empire' });
    expect(body.usdaZones).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.sunsetZones).toEqual([...Array.from({ length: 24 }, (_, i) => String(i + 1)), 'H1', 'H2']);
    expect(body.waterUseRatings).toEqual([
      { value: 'VL', label: 'Very Low' },
      { value: 'L', label: 'Low' },
      { value: 'M', label: 'Medium' },
      { value: 'H', label: 'High' },
    ]);
    expect(body.heightMarks).toEqual([0, 25, 50, 75, 100]);
    expect(body.widthMarks).toEqual([0, 25, 50, 75]);
    expect(body.resultsPerPage).toEqual([30, 50, 100]);
  });
});

describe('GET /api/tree/search-results (search by characteristics)', () => {
  it('answers { pageResults, totalResults } with the card shape', async () => {
    await createTree(db.dataSource, {
      id: 3,
      scientificName: 'Abies concolor',
      commonName: 'White Fir',
      heightHigh: 80,
      memo: '<p>A <strong>fir</strong> &amp; more.</p>',
    });
    await addPhoto(db.dataSource, 3, { link: 'b.jpg', sequence: 2 });
    await addPhoto(db.dataSource, 3, { link: 'a.jpg', sequence: 1 });
    const response = await app.request('/api/tree/search-results');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({
      pageResults: [
        {
          tree_id: 3,
          common: 'White Fir',
          name_concat: 'Abies concolor',
          name_unformatted: 'Abies concolor',
          accepted_scientific: 'Abies concolor',
          accepted_common: 'White Fir',
          family: 'Testaceae',
          link: 'a.jpg',
          memo: 'A fir & more.',
          low_zone: 0,
          height_high: 80,
          commonName: 'White Fir',
          scientificName: 'Abies concolor',
        },
      ],
      totalResults: 1,
      activePage: 1,
      resultsPerPage: 30,
      sort: 1,
      resolvedZip: null,
    });
  });

  it('resolves a ZIP code to its USDA zone and says so', async () => {
    await addZip('95616', '9b');
    await createTree(db.dataSource, { id: 1, usdaZones: [8, 9] });
    await createTree(db.dataSource, { id: 2, usdaZones: [10] });
    const { status, body, ids } = await search({ zip_code: '95616' });
    expect(status).toBe(200);
    expect(ids).toEqual([1]);
    expect(body.resolvedZip).toEqual({ zip: '95616', city: 'Davis', state: 'CA', usdaZone: '9b', usdaZoneNumber: 9 });
    const unknown = await search({ zip_code: '96999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No USDA zone is known for ZIP code 96999.');
  });

  it('reads the edition from the legacy region parameter or the filter', async () => {
    await createTree(db.dataSource, { id: 1, pacificIsland: true, usdaZones: [11] });
    await createTree(db.dataSource, { id: 2, pacificIsland: false, usdaZones: [11] });
    expect(sorted((await search({ usda_zones: [11] }, '&region=all')).ids)).toEqual([1, 2]);
    expect((await search({ usda_zones: [11] }, '&region=pacificislands')).ids).toEqual([1]);
    expect((await search({ usda_zones: [11], region: 'pacificislands' })).ids).toEqual([1]);
  });

  it('reads the legacy page parameters: pages without overlap, an empty page past the end', async () => {
    for (let id = 1; id <= 65; id += 1) await createTree(db.dataSource, { id });
    const page = (n: number) => get(`/api/tree/search-results?filterData=%7B%7D&activePage=${n}&resultsPerPage=30`);
    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    const ids = [one, two, three].flatMap((p) => p.body.pageResults.map((c: { tree_id: number }) => c.tree_id));
    expect(new Set(ids).size).toBe(65);
    expect(three.body.pageResults).toHaveLength(5);
    expect(four.body).toMatchObject({ pageResults: [], totalResults: 65 });
  });

  // Every filter refusal is tested at the parser (services/search/filter/search-filter.test.ts).
  it.each([
    ['not JSON', '{oops', 'filterData is not valid JSON'],
    ['an unknown key', '{"ca_native":[true],"color":"red"}', 'color: Unknown filter "color".'],
    ['a short ZIP code', '{"zip_code":"9561"}', 'Error please enter a valid Californian zip code!'],
  ])('answers 400 for %s', async (_what, filterData, message) => {
    const { status, body } = await get(`/api/tree/search-results?filterData=${encodeURIComponent(filterData)}`);
    expect(status).toBe(400);
    expect(body.message.startsWith(message)).toBe(true);
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('issue 21.0: takes any page size from 1 up (a script reads the whole catalogue in one page)', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await createTree(db.dataSource, { id: i, scientificName: `Testus sp${String(i).padStart(2, '0')}` });
    }
    const all = await get('/api/tree/search-results/?filterData=%7B%7D&activePage=1&resultsPerPage=10000');
    expect(all.status).toBe(200);
    expect(all.body.totalResults).toBe(12);
    expect(all.body.pageResults).toHaveLength(12);
    const five = await get('/api/tree/search-results?activePage=3&resultsPerPage=5');
    expect(five.body.pageResults.map((c: { tree_id: number }) => c.tree_id)).toEqual([11, 12]);
  });

  it('lists every problem of a filter as field errors', async () => {
    const { status, body } = await search({ minTreeHeight: 'x', flower_color: ['Plaid'], bogus: 1 });
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'bogus',
      'flower_color',
      'minTreeHeight',
    ]);
  });

  it.each([
    ['activePage=0', 'activePage must be a whole number from 1 to 10000'],
    ['resultsPerPage=0', 'resultsPerPage must be a whole number from 1 to 1000000'],
    ['sort=0', 'sort must be 1, 2, 3 or 4'],
    ['region=atlantis', 'Unknown region "atlantis": use "all" (California) or "pacificislands"'],
    ['filterData=a&filterData=b', 'filterData must be given once, as a JSON object'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await get(`/api/tree/search-results?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/zip/:zip', () => {
  it('answers the ZIP code’s USDA zone, 404 for a ZIP the table lacks, 400 for a malformed one', async () => {
    await addZip('95616', '9b');
    expect(await get('/api/zip/95616')).toEqual({
      status: 200,
      body: { zip: '95616', city: 'Davis', state: 'CA', usdaZone: '9b', usdaZoneNumber: 9 },
    });
    expect(await get('/api/zip/96999')).toEqual({
      status: 404,
      body: { message: 'No USDA zone is known for ZIP code 96999.' },
    });
    for (const zip of ['12345', '9561', 'abcde', "95616'--"]) {
      const { status, body } = await get(`/api/zip/${encodeURIComponent(zip)}`);
      expect(status).toBe(400);
      expect(body.message).toBe('Error please enter a valid Californian zip code!');
    }
  });
});
