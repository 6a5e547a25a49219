import type { SelectQueryBuilder } from 'typeorm';
import { can } from '../../../auth/policies';
import { Region } from '../../../catalogue/regions';
import type { RequestContext } from '../../../context';
import { Tree } from '../../../entities';
import { UTILITY_ZONES } from '@selectree/rules';
import { nameKeyParams, nameMatchIds, nameSearchKey } from '../names/name-search';
import { type FlagFilter, type SizeRange, type TreeSearchFilter, emptyFilter } from '../filter/search-filter';
import { indexedIds, searchIndexed } from '../index/search-index';
import type { SearchPage, SearchSort } from '../filter/search-options';
import {
  type CardColumns,
  type CardTree,
  FLAG_SQL,
  SORTS,
  type TreeSearchResult,
  pageCards,
  zipZone,
} from './search-parts';
import { visibleTrees } from './sql';
import type { ResolvedZip } from '../filter/zip-codes';

export { orderByOf, type CardTree, type TreeCard, type TreeSearchResult } from './search-parts';

/**
 * SEARCH SEMANTICS (search by characteristics, and the result pages of a name search)
 *
 * - Which trees: published trees only. The California edition ("all") searches all of them; the
 *   Pacific Islands edition only those flagged pacific_island.
 * - Filters combine with AND; the values chosen within one filter combine with OR
 *   (flower colour Red + Pink = red OR pink flowers; + USDA zone 9 = and hardy in zone 9).
 * - A filter left at its default (nothing chosen, or the full 0-100+ / 0-75+ range) does not
 *   restrict anything: trees with unknown values are included.
 * - A tree whose value is unknown (NULL, or an empty list) never matches a filter that is set on it:
 *   "unknown" is not "no" (deer palatability is 73 % unknown: such trees match neither yes nor no).
 * - Height and canopy width: a tree matches when its range [low, high] OVERLAPS the chosen range;
 *   a tree with only one end known is taken as that single value. The top slider marks (100 ft
 *   height, 75 ft width) mean "and above": no upper bound.
 * - Multi-valued traits (USDA and Sunset zones, tree shapes, flower colours, climate regions) are
 *   exact-token array tests (`&&`, GIN-indexed): zone "5" never matches "15".
 * - Single-valued traits (leaf form and arrangement, foliage type, fruit type, planting area, salt
 *   spray tolerance, wind resistance, water use) match one of the chosen values exactly.
 * - Yes/no filters: [yes] matches trees known to be yes, [no] trees known to be no, both = known.
 *     fall_color       foliage_fall_color
 *     ca_native        california_native
 *     hi_native        catalogue/hawaii-native.ts (the export's flag is 0 everywhere)
 *     fragrance        fragrance
 *     deer_tolerance   yes = deer_palatable is no
 *     utility_friendly utility_friendly (not in the export: no tree matches until curated)
 *     schoolyard       schoolyard
 *     shade_tolerant   yes = the tree's exposure range reaches Shade (exposure_low = 1)
 * - sun_exposure (Full Sun, Partial Shade, Shade): the tree's exposure range includes the choice.
 * - utility_precautions: low zone = mature height at most 25 ft, medium zone = at most 35 ft.
 * - zip_code: resolved through the ZIP table to its USDA zone ("95616" -> "9b" -> trees hardy in
 *   zone 9); the answer carries resolvedZip. A ZIP the table lacks is a 400 with a clear message.
 * - climate_adapted + adapted_zip_code: trees adapted to at least one of the six climate-ready
 *   regions AND hardy in the adapted ZIP's USDA zone (the ZIP table has no climate region column).
 * - searchTerm: one of the tree's names starts with the term or has a word starting with it; if no
 *   tree's name does, names similar to it (typos) match instead. See name-search.ts.
 * - Sort 1 = scientific name A-Z, 2 = Z-A, 3 = common name A-Z, 4 = Z-A (unknown names last); ties
 *   broken by scientific name, then id, so pages never overlap.
 * - A page costs a constant number of SQL statements whatever its size and however many trees
 *   match: the matches counted and the page's ids cut from them (one statement, see pageIds), the
 *   page's trees with each one's first photo, and a ZIP lookup when a ZIP is given.
 *
 * TWO WAYS, ONE ANSWER. searchTrees answers from the in-process facet index (facet-index.ts,
 * search-index.ts: a version check instead of pageIds, then the same cards statement), which
 * applies exactly these rules; the SQL below (searchTreesReference) is the reference it is tested
 * against (search-equivalence tests: identical ordered ids and totals) and the fallback when no
 * index can be built. The measurements that chose this are in README.md in this folder.
 */

/**
 * Up to this many matches, a page is cut from the sorted matches (a bitmap scan of the filters'
 * indexes, then a top-N sort), counted on the way. Beyond it, walking the name index in order and
 * keeping the matching trees finds a page quickly. PostgreSQL cannot choose this itself: it does
 * not know that, say, acorn-bearing trees are all at "Q" in the alphabet, and would walk the index
 * through A-P. Both ways are branches of ONE statement (pageIds), so a page costs the same number
 * of statements however many trees match.
 */
const FEW_MATCHES = 5000;

/** Adds the WHERE clauses of a filter; parameter names are generated, values are bound. */
class FilterSql {
  private next = 0;

  constructor(private readonly query: SelectQueryBuilder<Tree>) {}

  private param(): string {
    this.next += 1;
    return `f${this.next}`;
  }

  where(sql: (param: string) => string, value: unknown): void {
    const name = this.param();
    this.query.andWhere(sql(`:${name}`), { [name]: value });
  }

  range(low: string, high: string, range: SizeRange | null): void {
    if (!range) return;
    // Overlap: tree.high >= chosen.min AND tree.low <= chosen.max (no upper bound at the top mark).
    // The >= test also excludes trees whose size is unknown.
    this.where((p) => `COALESCE(${high}, ${low}) >= ${p}`, range.min);
    if (range.max !== null) this.where((p) => `COALESCE(${low}, ${high}) <= ${p}`, range.max);
  }

  oneOf(column: string, values: readonly (string | number)[]): void {
    if (values.length) this.where((p) => `${column} = ANY(${p})`, values);
  }

  overlaps(column: string, type: 'text' | 'smallint', values: readonly (string | number)[]): void {
    if (values.length) this.where((p) => `${column} && CAST(${p} AS ${type}[])`, values);
  }

  flag(sql: string, answers: readonly boolean[]): void {
    if (answers.length === 0) return;
    if (answers.length === 2) this.query.andWhere(`${sql} IS NOT NULL`);
    // `= true` rather than IS TRUE: the same for unknowns (NULL never matches) and indexable.
    else this.query.andWhere(answers[0] ? `${sql} = true` : `${sql} = false`);
  }
}

/** The filtered query and the common table expressions it reads (`WITH` list items, or ''). */
export interface SearchQuery {
  query: SelectQueryBuilder<Tree>;
  ctes: string;
  resolvedZip: ResolvedZip | null;
}

/**
 * Builds the filtered query (without ordering or paging). Resolves the ZIP code, if any (one
 * statement). Exposed for the benchmarks' raw baseline and for EXPLAIN.
 *
 * A searchTerm's name matches are a CTE (name_matches) rather than inlined: the page statement
 * (pageIds) reads the filtered query three times, and a large inlined name test tripled its
 * planning time (1.6 -> 4.1 ms at 2k trees); a CTE is planned, and run, once.
 */
export async function buildSearchQuery(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  region: Region,
  drafts = false,
): Promise<SearchQuery> {
  const query = ctx.db
    .getRepository(Tree)
    .createQueryBuilder('tree')
    .where(visibleTrees('tree', region, drafts));
  const sql = new FilterSql(query);

  sql.range('tree.height_low', 'tree.height_high', filter.height);
  sql.range('tree.width_low', 'tree.width_high', filter.width);

  sql.overlaps('tree.tree_shapes', 'text', filter.treeShapes);
  sql.oneOf('tree.leaf_form', filter.leafForms);
  sql.oneOf('tree.leaf_arrangement', filter.leafArrangements);
  // Compared as text on purpose: the cast hides trees_foliage_type_idx and gives a tiny estimate.
  // Compared as the enum, PostgreSQL ANDs it with every other non-selective index (bitmaps of
  // 40,000-90,000 entries at 100k trees, far dearer than it estimates): a 12-filter search took
  // 88 ms instead of 13.
  sql.oneOf('tree.foliage_type::text', filter.foliageTypes);
  sql.oneOf('tree.planting_area', filter.plantingAreas);
  for (const [flag, answers] of Object.entries(filter.flags) as [FlagFilter, boolean[]][])
    sql.flag(FLAG_SQL[flag], answers);
  sql.overlaps('tree.flower_colors', 'text', filter.flowerColors);
  sql.oneOf('tree.fruit_type', filter.fruitTypes);
  sql.overlaps('tree.usda_zones', 'smallint', filter.usdaZones);
  sql.overlaps('tree.sunset_zones', 'text', filter.sunsetZones);
  sql.oneOf('tree.saltspray_tolerance', filter.saltTolerances);
  sql.oneOf('tree.wind_resistance', filter.windResistances);
  sql.oneOf('tree.water_use', filter.waterUse);
  if (filter.sunExposures.length) {
    // The tree's exposure range [low, high] includes one of the chosen exposures.
    sql.where(
      (p) => `EXISTS (SELECT 1 FROM unnest(CAST(${p} AS smallint[])) AS e(code)
        WHERE e.code BETWEEN COALESCE(tree.exposure_low, tree.exposure_high) AND COALESCE(tree.exposure_high, tree.exposure_low))`,
      filter.sunExposures,
    );
  }
  if (filter.utilityZones.length) {
    const maxHeight = Math.max(
      ...UTILITY_ZONES.filter((zone) => filter.utilityZones.includes(zone.value)).map((zone) => zone.maxHeight),
    );
    sql.where((p) => `COALESCE(tree.height_high, tree.height_low) <= ${p}`, maxHeight);
  }
  sql.overlaps('tree.climate_adapted_regions', 'text', filter.climateRegions);

  let resolvedZip: ResolvedZip | null = null;
  if (filter.zipCode) {
    resolvedZip = await zipZone(ctx, filter.zipCode);
    sql.overlaps('tree.usda_zones', 'smallint', [resolvedZip.usdaZoneNumber]);
  }
  if (filter.climateAdapted && filter.adaptedZipCode) {
    resolvedZip = await zipZone(ctx, filter.adaptedZipCode);
    query.andWhere(`tree.climate_adapted_regions <> '{}'`);
    sql.overlaps('tree.usda_zones', 'smallint', [resolvedZip.usdaZoneNumber]);
  }

  if (filter.searchTerm) {
    // A term with nothing searchable in it ("%", "'") is just text that no name contains.
    const key = nameSearchKey(filter.searchTerm, 'searchTerm');
    if (key) {
      query.andWhere('tree.id IN (SELECT nm.tree_id FROM name_matches nm)', nameKeyParams(key));
      return { query, ctes: `name_matches AS (${nameMatchIds(region, key, drafts)})`, resolvedZip };
    }
    query.andWhere('false');
  }
  return { query, ctes: '', resolvedZip };
}

/** Search by characteristics: one page of trees with the total count (facet index, else SQL). */
export async function searchTrees(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  page: SearchPage,
  region: Region = filter.region ?? Region.CALIFORNIA,
  columns: CardColumns = 'tree',
): Promise<TreeSearchResult> {
  return (
    (await searchIndexed(ctx, filter, page, region, columns)) ??
    searchTreesReference(ctx, filter, page, region, columns)
  );
}

/** searchTrees with only the card's columns of each tree (REST's result cards). */
export function searchTreeCards(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  page: SearchPage,
  region: Region = filter.region ?? Region.CALIFORNIA,
): Promise<TreeSearchResult<CardTree>> {
  return searchTrees(ctx, filter, page, region, 'card');
}

/**
 * The SQL reference of searchTrees: the same answer, computed by PostgreSQL. With `drafts` (editors'
 * name result pages) Draft trees are found too; the facet index holds the visitors' view only.
 */
export async function searchTreesReference(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  page: SearchPage,
  region: Region = filter.region ?? Region.CALIFORNIA,
  columns: CardColumns = 'tree',
  drafts = false,
): Promise<TreeSearchResult> {
  const { query, ctes, resolvedZip } = await buildSearchQuery(ctx, filter, region, drafts);
  const found = await pageIds(ctx, query, ctes, page);
  const pageResults = await pageCards(ctx, found.ids, columns);
  return { pageResults, totalResults: found.total, resolvedZip, page, region };
}

/**
 * The total and the page's ids in one statement, whichever way the page is found (FEW_MATCHES):
 * the matches are probed (at most FEW_MATCHES + 1, through the filters' indexes); when there are
 * no more than that they are counted and sorted, else they are counted in full and the sort index
 * is walked (not for a page past the end). The branches are CASE arms over uncorrelated
 * sub-selects (init plans) and CTEs, which PostgreSQL runs only when their arm is taken (a CTE once
 * however often it is read): the few-matches case reads the probe alone.
 * (This used to be up to three statements, so a page of 100 out of 100,000 trees cost two more
 * than a page of 29, which the bench and the GraphQL query-count budget flagged.)
 */
async function pageIds(
  ctx: RequestContext,
  query: SelectQueryBuilder<Tree>,
  ctes: string,
  page: SearchPage,
): Promise<{ total: number; ids: number[] }> {
  const keys = SORTS[page.sort];
  const matched = query.clone().select('tree.id', 'id');
  const column = (expression: string, index: number) => (expression === 'tree.id' ? 'm.id' : `m.k${index}`);
  keys.forEach(([expression], index) => {
    if (expression !== 'tree.id') matched.addSelect(expression, `k${index}`);
  });
  const sql = matched.getQuery();
  const order = keys
    .map(
      ([expression, direction, nulls], index) => `${column(expression, index)} ${direction}${nulls ? ` ${nulls}` : ''}`,
    )
    .join(', ');
  // MATERIALIZED and the probe's LIMIT keep the filtered set a separate step (no walk of the name
  // index for few matches); in the many-matches arm the plain sub-select is flattened, so its
  // ORDER BY ... LIMIT can walk the sort key's index. Named parameters, numbered once for the
  // whole statement (the filter's are shared by its three copies).
  const [text, values] = ctx.db.driver.escapeQueryWithParameters(
    `WITH ${ctes ? `${ctes},` : ''}
      probe AS MATERIALIZED (${sql} LIMIT :pageFew + 1), probed AS (SELECT count(*) AS n FROM probe),
      counted AS (SELECT count(*) AS n FROM (${sql}) m)
    SELECT
      CASE WHEN probed.n <= :pageFew THEN probed.n ELSE (SELECT n FROM counted) END AS total,
      CASE WHEN probed.n <= :pageFew THEN ARRAY(SELECT m.id FROM probe m ORDER BY ${order} LIMIT :pageLimit OFFSET :pageOffset)
        WHEN :pageOffset >= (SELECT n FROM counted) THEN '{}'
        ELSE ARRAY(SELECT m.id FROM (${sql}) m ORDER BY ${order} LIMIT :pageLimit OFFSET :pageOffset) END AS ids
    FROM probed`,
    {
      ...matched.getParameters(),
      pageFew: FEW_MATCHES,
      pageLimit: page.resultsPerPage,
      pageOffset: (page.activePage - 1) * page.resultsPerPage,
    },
  );
  const rows: { total: string; ids: number[] }[] = await ctx.db.query(text, values);
  return { total: Number(rows[0].total), ids: rows[0].ids };
}

/**
 * Every match of a filter, counted, and the first `max` of their ids in a sort's order (from the
 * index, else one SQL statement): what a saved search's CSV and "Save result as list" hold.
 */
export async function matchingTreeIds(
  ctx: RequestContext,
  filter: TreeSearchFilter,
  sort: SearchSort,
  region: Region,
  max: number,
): Promise<{ total: number; ids: number[] }> {
  const all = await indexedIds(ctx, filter, sort, region);
  if (all) return { total: all.length, ids: all.slice(0, max) };
  const { query, ctes } = await buildSearchQuery(ctx, filter, region);
  return pageIds(ctx, query, ctes, { activePage: 1, resultsPerPage: max, sort });
}

/** GET /api/tree/search-by-name-multiresult: the result page for a typed name (Enter in the box). */
export async function searchByName(
  ctx: RequestContext,
  searchTerm: unknown,
  page: SearchPage,
  region: Region,
): Promise<TreeSearchResult> {
  // No name, no results: a blank term (or one with nothing searchable) does not list the catalogue.
  if (!nameSearchKey(searchTerm, 'searchTerm')) {
    return { pageResults: [], totalResults: 0, resolvedZip: null, page, region };
  }
  const filter = emptyFilter();
  filter.searchTerm = String(searchTerm).trim();
  // Editors find drafts by name too (cards carry the tree: `published` marks them).
  if (can(ctx.viewer, 'tree:read-draft')) return searchTreesReference(ctx, filter, page, region, 'tree', true);
  return searchTrees(ctx, filter, page, region);
}
