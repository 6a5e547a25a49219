import { FoliageType } from '../catalogue/vocabulary';
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
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
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

  it('combines filters with AND and the values of one filter with OR', async () => {
    await createTree(db.dataSource, { id: 1, flowerColors: ['Red'], usdaZones: [9, 10] });
    await createTree(db.dataSource, { id: 2, flowerColors: ['Pink', 'White'], usdaZones: [9] });
    await createTree(db.dataSource, { id: 3, flowerColors: ['Red'], usdaZones: [5] });
    await createTree(db.dataSource, { id: 4, flowerColors: ['Yellow'], usdaZones: [9] });
    expect(sorted((await search({ flower_color: ['Red', 'Pink'] })).ids)).toEqual([1, 2, 3]);
    expect(sorted((await search({ flower_color: ['Red', 'Pink'], usda_zones: [9] })).ids)).toEqual([1, 2]);
    expect(sorted((await search({ flower_color: 'red', usda_zones: ['9', '10'] })).ids)).toEqual([1]);
  });

  it('tests zones as exact tokens: "5" never matches "15"', async () => {
    await createTree(db.dataSource, { id: 1, sunsetZones: ['15', '16'], usdaZones: [11] });
    await createTree(db.dataSource, { id: 2, sunsetZones: ['5'], usdaZones: [1] });
    await createTree(db.dataSource, { id: 3, sunsetZones: ['H1', 'H2'], usdaZones: [10] });
    expect((await search({ sunset_climate_zone: ['5'] })).ids).toEqual([2]);
    expect((await search({ sunset_climate_zone: ['1'] })).ids).toEqual([]);
    expect((await search({ usda_zones: [1] })).ids).toEqual([2]);
    expect((await search({ sunset_climate_zone: ['h1'] })).ids).toEqual([3]);
  });

  it('matches a height or width range by overlap, the top mark meaning no upper bound', async () => {
    await createTree(db.dataSource, { id: 1, heightLow: 10, heightHigh: 20, widthLow: 5, widthHigh: 10 });
    await createTree(db.dataSource, { id: 2, heightLow: 20, heightHigh: 40, widthLow: 20, widthHigh: 30 });
    await createTree(db.dataSource, { id: 3, heightLow: 60, heightHigh: 80, widthLow: 40, widthHigh: 60 });
    await createTree(db.dataSource, { id: 4, heightLow: 90, heightHigh: 150, widthLow: 80, widthHigh: 120 });
    await createTree(db.dataSource, { id: 5, heightLow: null, heightHigh: null, widthLow: null, widthHigh: null });
    await createTree(db.dataSource, { id: 6, heightLow: null, heightHigh: 30 });
    // the default ranges do not filter: unknown sizes included
    expect(sorted((await search({ minTreeHeight: 0, maxTreeHeight: 100 })).ids)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sorted((await search({ minTreeHeight: 25, maxTreeHeight: 50 })).ids)).toEqual([2, 6]);
    expect(sorted((await search({ minTreeHeight: 0, maxTreeHeight: 25 })).ids)).toEqual([1, 2]);
    expect(sorted((await search({ minTreeHeight: 75, maxTreeHeight: 100 })).ids)).toEqual([3, 4]);
    expect(sorted((await search({ minTreeHeight: 100, maxTreeHeight: 100 })).ids)).toEqual([4]);
    expect(sorted((await search({ minTreeCanopyWidth: 75 })).ids)).toEqual([4]);
    expect(sorted((await search({ minTreeCanopyWidth: 0, maxTreeCanopyWidth: 25 })).ids)).toEqual([1, 2]);
    expect(sorted((await search({ minTreeCanopyWidth: '50', maxTreeCanopyWidth: '75' })).ids)).toEqual([3, 4]);
  });

  it('never matches a tree whose value is unknown on a filter that is set', async () => {
    await createTree(db.dataSource, {
      id: 1,
      californiaNative: true,
      deerPalatable: false,
      foliageType: FoliageType.Evergreen,
    });
    await createTree(db.dataSource, {
      id: 2,
      californiaNative: false,
      deerPalatable: true,
      foliageType: FoliageType.Deciduous,
    });
    await createTree(db.dataSource, { id: 3, californiaNative: null, deerPalatable: null, foliageType: null });
    expect((await search({ ca_native: [true] })).ids).toEqual([1]);
    expect((await search({ ca_native: ['No'] })).ids).toEqual([2]);
    expect(sorted((await search({ ca_native: [true, false] })).ids)).toEqual([1, 2]);
    expect((await search({ deer_tolerance: [true] })).ids).toEqual([1]);
    expect((await search({ foliage_type: 'Deciduous' })).ids).toEqual([2]);
    expect(sorted((await search({ foliage_type: ['1', 'Evergreen'] })).ids)).toEqual([1, 2]);
    expect(sorted((await search({ ca_native: [] })).ids)).toEqual([1, 2, 3]);
  });

  it('filters the single-valued traits, sun exposure, utility zones and climate regions', async () => {
    await createTree(db.dataSource, {
      id: 1,
      leafForm: 'Simple',
      waterUse: 'VL',
      plantingArea: '2 to 4',
      exposureLow: 1,
      exposureHigh: 2,
      heightHigh: 20,
      climateAdaptedRegions: ['inland-empire'],
      treeShapes: ['Rounded'],
    });
    await createTree(db.dataSource, {
      id: 2,
      leafForm: 'Pinnately Compound',
      waterUse: 'M',
      plantingArea: '>7',
      exposureLow: 3,
      exposureHigh: 3,
      heightHigh: 60,
      climateAdaptedRegions: ['southern-desert'],
      treeShapes: ['Vase', 'Columnar'],
    });
    expect((await search({ leaf_form: 'Simple' })).ids).toEqual([1]);
    expect((await search({ water_use_rating: ['Very Low'] })).ids).toEqual([1]);
    expect((await search({ planting_area: 3 })).ids).toEqual([2]);
    expect(sorted((await search({ planting_area: 0 })).ids)).toEqual([1, 2]);
    expect((await search({ sun_exposure: ['Partial Shade'] })).ids).toEqual([1]);
    expect((await search({ sun_exposure: ['Full Sun'] })).ids).toEqual([2]);
    expect((await search({ shade_tolerant: [true] })).ids).toEqual([1]);
    expect((await search({ utility_precautions: ['low-zone'] })).ids).toEqual([1]);
    expect((await search({ climate_region: ['Southwest Deserts'] })).ids).toEqual([2]);
    expect(sorted((await search({ climate_region: ['All of California'] })).ids)).toEqual([1, 2]);
    expect((await search({ tree_shape: ['Columnar'] })).ids).toEqual([2]);
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

  it('searches climate-adapted trees hardy in the adapted ZIP code’s zone', async () => {
    await addZip('92501', '10a', 'Riverside');
    await createTree(db.dataSource, { id: 1, usdaZones: [10], climateAdaptedRegions: ['inland-empire'] });
    await createTree(db.dataSource, { id: 2, usdaZones: [10], climateAdaptedRegions: [] });
    await createTree(db.dataSource, { id: 3, usdaZones: [7], climateAdaptedRegions: ['inland-empire'] });
    const { ids, body } = await search({ climate_adapted: [true], adapted_zip_code: '92501' });
    expect(ids).toEqual([1]);
    expect(body.resolvedZip).toMatchObject({ zip: '92501', usdaZone: '10a' });
  });

  it('combines a search term with the filters', async () => {
    await createTree(db.dataSource, {
      id: 1,
      scientificName: 'Quercus agrifolia',
      commonName: 'Coast Live Oak',
      californiaNative: true,
    });
    await createTree(db.dataSource, {
      id: 2,
      scientificName: 'Quercus robur',
      commonName: 'English Oak',
      californiaNative: false,
    });
    await createTree(db.dataSource, {
      id: 3,
      scientificName: 'Arbutus menziesii',
      commonName: 'Madrone',
      californiaNative: true,
    });
    expect((await search({ searchTerm: 'oak', ca_native: [true] })).ids).toEqual([1]);
    expect((await search({ searchTerm: '%', ca_native: [true] })).ids).toEqual([]);
  });

  it('finds published trees only; the Pacific Islands edition only Pacific Islands trees', async () => {
    await createTree(db.dataSource, { id: 1, pacificIsland: true, usdaZones: [11] });
    await createTree(db.dataSource, { id: 2, pacificIsland: false, usdaZones: [11] });
    await createTree(db.dataSource, { id: 3, pacificIsland: true, usdaZones: [11], published: false });
    expect(sorted((await search({ usda_zones: [11] })).ids)).toEqual([1, 2]);
    expect((await search({ usda_zones: [11] }, '&region=pacificislands')).ids).toEqual([1]);
    expect((await search({ usda_zones: [11], region: 'pacificislands' })).ids).toEqual([1]);
  });

  it('sorts by scientific or common name, both ways, unknown common names last', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Betula nigra', commonName: 'River Birch' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', commonName: 'Red Maple' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Cedrus deodara', commonName: null });
    await createTree(db.dataSource, { id: 4, scientificName: 'Platanus × acerifolia', commonName: 'London Plane' });
    expect((await search({}, '&sort=1')).ids).toEqual([2, 1, 3, 4]);
    expect((await search({}, '&sort=2')).ids).toEqual([4, 3, 1, 2]);
    expect((await search({}, '&sort=3')).ids).toEqual([4, 2, 1, 3]);
    expect((await search({}, '&sort=4')).ids).toEqual([1, 2, 4, 3]);
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    for (let id = 1; id <= 65; id += 1) await createTree(db.dataSource, { id });
    const page = (n: number) => get(`/api/tree/search-results?filterData=%7B%7D&activePage=${n}&resultsPerPage=30`);
    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    const ids = [one, two, three].flatMap((p) => p.body.pageResults.map((c: { tree_id: number }) => c.tree_id));
    expect(new Set(ids).size).toBe(65);
    expect(three.body.pageResults).toHaveLength(5);
    expect(four.body).toMatchObject({ pageResults: [], totalResults: 65 });
  });

  it.each([
    ['not JSON', '{oops', 'filterData is not valid JSON'],
    ['a JSON array', '[1,2]', 'filterData must be a JSON object'],
    ['a JSON string', '"ca_native"', 'filterData must be a JSON object'],
    ['an unknown key', '{"ca_native":[true],"color":"red"}', 'color: Unknown filter "color".'],
    ['a prototype key', '{"__proto__":{"x":1}}', '__proto__: Unknown filter "__proto__".'],
    ['a word for a height', '{"minTreeHeight":"tall"}', 'minTreeHeight: Should be an integer.'],
    ['a fraction', '{"maxTreeHeight":12.5}', 'maxTreeHeight: Should be an integer.'],
    ['a height too high', '{"maxTreeHeight":150}', 'maxTreeHeight: Max value is 100'],
    ['a width too high', '{"maxTreeCanopyWidth":80}', 'maxTreeCanopyWidth: Max value is 75'],
    ['a negative width', '{"minTreeCanopyWidth":-5}', 'minTreeCanopyWidth: Min value is 0'],
    [
      'crossed sliders',
      '{"minTreeHeight":50,"maxTreeHeight":25}',
      'minTreeHeight: The minimum height cannot be greater than the maximum height.',
    ],
    ['an object value', '{"tree_shape":{"a":1}}', 'tree_shape: Should be a value or a list of values.'],
    ['a nested list', '{"flower_color":[["Red"]]}', 'flower_color: Should be a value or a list of values.'],
    ['a colour outside the vocabulary', '{"flower_color":["Plaid"]}', 'flower_color: "Plaid" is not one of: '],
    ['a USDA zone outside 1-13', '{"usda_zones":[15]}', 'usda_zones: "15" is not one of: '],
    ['a Sunset zone outside the West', '{"sunset_climate_zone":["30"]}', 'sunset_climate_zone: "30" is not one of: '],
    ['a boolean that is not yes/no', '{"ca_native":["maybe"]}', 'ca_native: "maybe" is not yes or no.'],
    [
      'an SQL fragment as a value',
      `{"leaf_form":"Simple' OR '1'='1"}`,
      `leaf_form: "Simple' OR '1'='1" is not one of: `,
    ],
    ['a short ZIP code', '{"zip_code":"9561"}', 'Error please enter a valid Californian zip code!'],
    ['a ZIP code outside California', '{"zip_code":"10001"}', 'Error please enter a valid Californian zip code!'],
    ['two ZIP codes', '{"zip_code":["95616","95618"]}', 'zip_code: Only one ZIP code can be searched at a time.'],
    [
      'climate adapted without its ZIP code',
      '{"climate_adapted":[true]}',
      'Climate Adapted selected. Please fill out the adapted zip code to search.',
    ],
    [
      'a bad adapted ZIP code',
      '{"climate_adapted":[true],"adapted_zip_code":"abc"}',
      'Error please enter a valid Californian zip code!',
    ],
    [
      'a ZIP code with a USDA zone',
      '{"zip_code":"95616","usda_zones":[9]}',
      'ZIP code, USDA zone, Sunset zone and climate region cannot be combined: choose only one of them.',
    ],
    [
      'a Sunset zone with a climate region',
      '{"sunset_climate_zone":["14"],"climate_region":["inland-empire"]}',
      'ZIP code, USDA zone, Sunset zone and climate region cannot be combined: choose only one of them.',
    ],
    [
      'climate adapted with a USDA zone',
      '{"climate_adapted":[true],"adapted_zip_code":"95616","usda_zones":[9]}',
      'Climate Adapted searches use the adapted zip code: clear the ZIP code, USDA zone, Sunset zone and climate region.',
    ],
    ['a search term that is not text', '{"searchTerm":42}', 'searchTerm: Should be text.'],
    [
      'an unknown region',
      '{"region":"mars"}',
      'region: Unknown region "mars": use "all" (California) or "pacificislands"',
    ],
  ])('answers 400 for %s', async (_what, filterData, message) => {
    const { status, body } = await get(`/api/tree/search-results?filterData=${encodeURIComponent(filterData)}`);
    expect(status).toBe(400);
    expect(body.message.startsWith(message)).toBe(true);
    expect(body.errors.length).toBeGreaterThan(0);
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
    ['resultsPerPage=1000', 'resultsPerPage must be 30, 50 or 100'],
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
