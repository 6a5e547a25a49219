import { seededRandom } from '../server/test/helpers/seeded-random';
/**
 * What the benchmark asks for. Each load run rotates through one of these lists, so the numbers are
 * not one cached plan for one string.
 */

/** What visitors type in the name box (prefixes while typing, whole names, one typo). */
export const SUGGESTION_TERMS = [
  'coa',
  'coast live',
  'quercus ag',
  'jacar',
  'map',
  'red',
  'pine',
  'euca',
  'platanus x',
  'olive',
  'sycamore',
  'califor',
  'acer',
  'oak',
  'redwood',
  'citrus',
  'ohia',
  'palm',
  'magnolia',
  'jacarnda',
];

/**
 * Characteristic searches with selective filters (a few per cent of the catalogue or less), the
 * case docs/performance.md sets the 50 ms / x5 targets for.
 */
export const SELECTIVE_FILTERS: Record<string, unknown>[] = [
  { ca_native: [true], flower_color: ['Red'] },
  { fruit_type: ['Acorn'], usda_zones: [9] },
  { water_use_rating: ['VL'], leaf_form: ['Pinnately Compound'] },
  { zip_code: '95616', tree_shape: ['Columnar'], foliage_type: 'Deciduous' },
  { minTreeHeight: 75, maxTreeHeight: 100, sunset_climate_zone: ['14'], salt_tolerance: ['High'] },
  { schoolyard: [true], sun_exposure: ['Partial Shade'] },
  { searchTerm: 'maple', fall_color: [true] },
  { leaf_arrangement: ['Opposite'], flower_color: ['White', 'Pink'], minTreeHeight: 0, maxTreeHeight: 25 },
];

/** Many filters at once ("any ≤ 30 filters": p95 ≤ 100 ms at 2k). */
export const MANY_FILTERS: Record<string, unknown>[] = [
  {
    minTreeHeight: 25,
    maxTreeHeight: 100,
    minTreeCanopyWidth: 0,
    maxTreeCanopyWidth: 50,
    tree_shape: ['Rounded', 'Vase', 'Irregular'],
    leaf_form: ['Simple', 'Pinnately Compound'],
    leaf_arrangement: ['Alternate', 'Opposite'],
    planting_area: 3,
    foliage_type: ['Deciduous', 'Evergreen'],
    fall_color: [true, false],
    ca_native: [true, false],
    fragrance: [true, false],
    flower_color: ['White', 'Yellow', 'Pink', 'Red', 'Purple'],
    fruit_type: ['Capsule', 'Drupe', 'Legume', 'Samara', 'Acorn', 'Berry'],
    sunset_climate_zone: ['14', '15', '16', '17'],
    salt_tolerance: ['Moderate', 'High', 'Low'],
    water_use_rating: ['L', 'M'],
    sun_exposure: ['Full Sun'],
    utility_precautions: ['medium-zone'],
  },
  {
    minTreeHeight: 0,
    maxTreeHeight: 75,
    tree_shape: ['Rounded', 'Conical', 'Columnar', 'Weeping'],
    leaf_form: ['Simple'],
    foliage_type: 'Evergreen',
    flower_color: ['White', 'Cream'],
    usda_zones: [8, 9, 10],
    water_use_rating: ['VL', 'L', 'M'],
    deer_tolerance: [true, false],
    shade_tolerant: [false],
    schoolyard: [false, true],
    fruit_type: ['Berry', 'Capsule', 'Cone', 'Drupe'],
  },
];

/** Tree detail: ten published trees spread over the catalogue (by id order), the same each run. */
export async function detailIds(db: { query: (sql: string) => Promise<{ id: number }[]> }): Promise<number[]> {
  const rows = await db.query(
    `SELECT min(id) AS id FROM (SELECT id, ntile(10) OVER (ORDER BY id) AS part FROM trees WHERE published) t
     GROUP BY part ORDER BY 1`,
  );
  return rows.map((row) => row.id);
}

/** The detail page's GraphQL query (the fields the page shows, with its relations). */
export const DETAIL_QUERY = `query Detail($id: Int!) { tree(id: $id) { id scientificName commonName family genus
  otherCommonNames genericNames heightLow heightHigh widthLow widthHigh treeShapes flowerColors usdaZones sunsetZones
  foliageType leafForm waterUse memo nativeRange photos { id link credit sequence } synonyms { genus }
  externalResources { name href } } }`;

export const detailPath = (id: number) => `/api/tree/detail/${id}`;
export const detailGraphql = (id: number) => ({
  path: '/graphql',
  body: JSON.stringify({ query: DETAIL_QUERY, variables: { id } }),
});

export const PAGE_QUERY = '&activePage=1&resultsPerPage=30&sort=1';

export function searchPath(filter: Record<string, unknown>): string {
  return `/api/tree/search-results?filterData=${encodeURIComponent(JSON.stringify(filter))}${PAGE_QUERY}`;
}

export function suggestPath(term: string, region = 'all'): string {
  return `/api/tree/search-by-name?region=${region}&searchString=${encodeURIComponent(term)}`;
}

/** The bench server's raw route for the same suggestion through the SQL reference (no cache, no index). */
export function suggestSqlPath(term: string, region = 'all'): string {
  return `/suggest-sql?region=${region}&searchString=${encodeURIComponent(term)}`;
}

/** List search (issue 9): words, a region, a category, a later page, over the 10,000 bench lists. */
export const LIST_SEARCHES = [
  { listSearchTerms: ['oak'], activePage: 1 },
  { listSearchTerms: ['street', 'shade'], activePage: 1 },
  { regions: ['Inland Valleys'], activePage: 1 },
  { categories: ['School'], activePage: 3 },
  { listSearchTerms: ['native'], regions: ['Maui'], categories: ['Planting'], activePage: 1 },
  { activePage: 1 },
];

export const listSearchPath = (query: object) =>
  `/api/list/search-lists?query=${encodeURIComponent(JSON.stringify(query))}`;

/** Planting sites (issue 22): REST query strings over the real ZIP table, California and Hawaii. */
export const SITE_QUERIES = [
  'zip=95616&strip_width=4&overhead_wires=1&sun=full&water=L&goals=native,shade',
  'zip=90001&goals=flowers,evergreen',
  'zip=96701&strip_width=open&sun=partial&goals=native,wildlife',
  'zip=92101&strip_width=6&water=M&soil=clay&goals=low_litter,strong_branches,gentle_roots',
  'zip=96161&sun=shade&goals=fall_colour',
  'zip=94110&strip_width=3&overhead_wires=1&sunset=17&goals=shade,flowers,fast_growth',
];

export const sitePath = (query: string) => `/api/site/recommendations?${query}&resultsPerPage=30`;

/**
 * Sites never asked before (issue 22's recommendations without any kept answer): up to `size`
 * distinct query strings, each a ZIP of SITE_QUERIES with its own strip, wires, sun, water, soil and
 * two goals, in a seeded random order. Asked once each (a cold-key target), every request ranks,
 * reads its page's cards and renders anew.
 */
export function newSiteQueries(size: number, seed = 20261128): string[] {
  const next = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const zips = SITE_QUERIES.map((q) => q.slice(4, 9));
  const goals = ['shade', 'flowers', 'fall_colour', 'evergreen', 'native', 'wildlife', 'low_litter', 'fast_growth', 'gentle_roots', 'strong_branches'];
  const seen = new Set<string>();
  for (let tries = 0; seen.size < size && tries < size * 20; tries += 1) {
    const first = pick(goals);
    const query = [
      `zip=${pick(zips)}`,
      `strip_width=${pick(['open', '2', '3', '4', '5', '6', '8', '10'])}`,
      `overhead_wires=${pick(['0', '1'])}`,
      pick(['', 'sun=full', 'sun=partial', 'sun=shade']),
      pick(['', 'water=VL', 'water=L', 'water=M', 'water=H']),
      pick(['', 'soil=clay', 'soil=loam', 'soil=sand']),
      `goals=${[first, pick(goals.filter((g) => g !== first))].join(',')}`,
    ].filter(Boolean).join('&');
    seen.add(query);
  }
  return [...seen];
} // prettier-ignore
