import { Region } from '../../../catalogue/regions';
import { FoliageType } from '@selectree/rules';
import { addPhoto, createTree } from '../../../../test/factories/catalogue.factory';
import { useTestDatabase } from '../../../../test/helpers/test-database';
import { searchService, sorted } from '../../../../test/helpers/search-service';

/**
 * Characteristic search semantics, at the service (searchTrees with filters parsed by
 * parseSearchFilter): AND across filters, OR within one, exact-token zones, overlapping ranges
 * with an open top mark, unknown never matching, ZIP → zone, editions, sorts and pages. The REST
 * and GraphQL tests keep to shape, status, caching and legacy field names.
 */
const db = useTestDatabase();
const { search, addZip } = searchService(db);

beforeEach(() => db.truncateAll());

describe('searchTrees', () => {
  it('answers the page’s trees with their first photo and the count', async () => {
    await createTree(db.dataSource, { id: 3, scientificName: 'Abies concolor', commonName: 'White Fir' });
    await addPhoto(db.dataSource, 3, { link: 'b.jpg', sequence: 2 });
    await addPhoto(db.dataSource, 3, { link: 'a.jpg', sequence: 1 });
    const { result } = await search({});
    expect(result.totalResults).toBe(1);
    expect(result.pageResults).toHaveLength(1);
    expect(result.pageResults[0].tree).toMatchObject({ id: 3, scientificName: 'Abies concolor' });
    expect(result.pageResults[0].photoLink).toBe('a.jpg');
    expect(result.resolvedZip).toBeNull();
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
    const { result, ids } = await search({ zip_code: '95616' });
    expect(ids).toEqual([1]);
    expect(result.resolvedZip).toEqual({
      zip: '95616',
      city: 'Davis',
      state: 'CA',
      usdaZone: '9b',
      usdaZoneNumber: 9,
    });
    await expect(search({ zip_code: '96999' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'No USDA zone is known for ZIP code 96999.',
    });
  });

  it('searches climate-adapted trees hardy in the adapted ZIP code’s zone', async () => {
    await addZip('92501', '10a', 'Riverside');
    await createTree(db.dataSource, { id: 1, usdaZones: [10], climateAdaptedRegions: ['inland-empire'] });
    await createTree(db.dataSource, { id: 2, usdaZones: [10], climateAdaptedRegions: [] });
    await createTree(db.dataSource, { id: 3, usdaZones: [7], climateAdaptedRegions: ['inland-empire'] });
    const { ids, result } = await search({ climate_adapted: [true], adapted_zip_code: '92501' });
    expect(ids).toEqual([1]);
    expect(result.resolvedZip).toMatchObject({ zip: '92501', usdaZone: '10a' });
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
    expect((await search({ usda_zones: [11] }, {}, Region.PACIFIC_ISLANDS)).ids).toEqual([1]);
    expect((await search({ usda_zones: [11], region: 'pacificislands' })).ids).toEqual([1]);
  });

  it('sorts by scientific or common name, both ways, unknown common names last', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Betula nigra', commonName: 'River Birch' });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acer rubrum', commonName: 'Red Maple' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Cedrus deodara', commonName: null });
    await createTree(db.dataSource, { id: 4, scientificName: 'Platanus × acerifolia', commonName: 'London Plane' });
    expect((await search({}, { sort: 1 })).ids).toEqual([2, 1, 3, 4]);
    expect((await search({}, { sort: 2 })).ids).toEqual([4, 3, 1, 2]);
    expect((await search({}, { sort: 3 })).ids).toEqual([4, 2, 1, 3]);
    expect((await search({}, { sort: 4 })).ids).toEqual([1, 2, 4, 3]);
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    for (let id = 1; id <= 65; id += 1) await createTree(db.dataSource, { id });
    const page = (activePage: number) => search({}, { activePage, resultsPerPage: 30 });
    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    const ids = [one, two, three].flatMap((p) => p.ids);
    expect(new Set(ids).size).toBe(65);
    expect(three.ids).toHaveLength(5);
    expect(four.result).toMatchObject({ pageResults: [], totalResults: 65 });
  });
});
