import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { Region } from '../../../catalogue/regions';
import { pgPoolOf } from '../../../db/data-source';
import { type FacetIndex, type FacetSource, FACET_FIELD_COUNT, SORTS, buildFromSource } from '@selectree/rules';
import { CATALOGUE_TOKEN_SQL } from './catalogue-token';
import { FLAG_FILTERS } from '../filter/search-filter';
import type { SearchSort } from '../filter/search-options';
import { FLAG_SQL, orderByOf } from '../sql/search-parts';
import { visibleTrees } from '../sql/sql';

/**
 * Reads the catalogue for the facet index in ONE statement (one snapshot) together with the
 * catalogue version token (version:xmin of the version row), as the text of a FacetSource
 * (@selectree/rules: search/facet-source.ts says its layout), and builds the index from it with
 * the rules package's buildFromSource (the browser builds its offline index the same way).
 *
 * Every per-tree fact is computed by PostgreSQL with the reference's own SQL fragments
 * (visibleTrees, FLAG_SQL, the COALESCE range ends, orderByOf: the sort orders ARE the reference's
 * ORDER BY), and travels as one text value per query (rows joined by GS, fields by RS, array
 * elements by US; search keys and vocabulary values hold no control characters): at 100,000 trees
 * pg's per-row parsing of 100,000 rows of 30 columns (arrays included) took ~1.1 s of the app's
 * CPU against ~0.15 s for one string split here. Empty text stands for NULL and an empty array for
 * '{}': no filter value is empty, so the two never differ in what they match.
 */
const text = (sql: string) => `COALESCE((${sql})::text, '')`;
const list = (sql: string) => `array_to_string(${sql}, chr(31))`;
const FACET_FIELDS = [
  text('tree.id'),
  text(visibleTrees('tree', Region.CALIFORNIA)),
  text(visibleTrees('tree', Region.PACIFIC_ISLANDS)),
  text('COALESCE(tree.height_high, tree.height_low)'),
  text('COALESCE(tree.height_low, tree.height_high)'),
  text('COALESCE(tree.width_high, tree.width_low)'),
  text('COALESCE(tree.width_low, tree.width_high)'),
  list('tree.tree_shapes'),
  text('tree.leaf_form'),
  text('tree.leaf_arrangement'),
  text('tree.foliage_type'),
  text('tree.planting_area'),
  list('tree.flower_colors'),
  text('tree.fruit_type'),
  list('tree.usda_zones'),
  list('tree.sunset_zones'),
  text('tree.saltspray_tolerance'),
  text('tree.wind_resistance'),
  text('tree.water_use'),
  text('COALESCE(tree.exposure_low, tree.exposure_high)'),
  text('COALESCE(tree.exposure_high, tree.exposure_low)'),
  list('tree.climate_adapted_regions'),
  ...FLAG_FILTERS.map((flag) => text(FLAG_SQL[flag])),
  'tree.scientific_search_key',
];
if (FACET_FIELDS.length !== FACET_FIELD_COUNT) throw new Error('facet-build: FACET_FIELDS and FacetSource differ');
const FACET_SQL = `SELECT string_agg(concat_ws(chr(30), ${FACET_FIELDS.join(', ')}), chr(29) ORDER BY tree.id)
  FROM trees tree`;

const ORDERS_SQL = `SELECT ${SORTS.map(
  (sort) => `(SELECT string_agg(tree.id::text, ',' ORDER BY ${orderByOf(sort)}) FROM trees tree) AS "${sort}"`,
).join(', ')}`;
/**
 * Displayed text that holds a separator (or a backslash) travels as a backslash and its JSON
 * string; any other text as it is (so it never starts with a backslash).
 */
const safe = (column: string) =>
  `CASE WHEN strpos(${column}, chr(92)) + strpos(${column}, chr(29)) + strpos(${column}, chr(30)) + strpos(${column}, chr(31)) > 0
    THEN chr(92) || to_json(${column})::text ELSE ${column} END`;

/**
 * The names, in physical (ctid) order, with what name suggestions rank by (name-suggest.ts): the
 * kind, the rank in search-key order ("C", then id: the order of the reference's prefix scans)
 * and the displayed name.
 */
const NAMES_SQL = `SELECT string_agg(concat_ws(chr(31), tree_id, kind, key_rank, search_key, label), chr(30) ORDER BY tid)
  FROM (SELECT tn.tree_id, tn.kind::text AS kind, tn.search_key, tn.ctid AS tid, ${safe('tn.name')} AS label,
      row_number() OVER (ORDER BY tn.search_key COLLATE "C", tn.id) - 1 AS key_rank
    FROM tree_names tn) n`;
/**
 * Per tree, in id order (the facet rows' order): the scientific name's ranks in search-key order
 * and in physical order, the rank in the tail of the suggestions' final ORDER BY (name-search.ts:
 * lower(common_name) "C" NULLS LAST, scientific_search_key "C", id) and the displayed names
 * (common name: '' for NULL, else '=' and the name).
 */
const TREE_NAMES_SQL = `SELECT string_agg(concat_ws(chr(31), id, key_rank, tid_rank, tail_rank, label,
    COALESCE('=' || common, '')), chr(30) ORDER BY id)
  FROM (SELECT t.id, ${safe('t.scientific_name')} AS label, ${safe('t.common_name')} AS common,
      row_number() OVER (ORDER BY t.scientific_search_key COLLATE "C", t.id) - 1 AS key_rank,
      row_number() OVER (ORDER BY t.ctid) - 1 AS tid_rank,
      row_number() OVER (ORDER BY lower(t.common_name) COLLATE "C" NULLS LAST, t.scientific_search_key COLLATE "C", t.id) AS tail_rank
    FROM trees t) t`;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface FacetBuild {
  index: FacetIndex;
  readMs: number;
  buildMs: number;
}

/**
 * Everything in ONE statement (one snapshot, and its tables' share locks all taken as it starts),
 * under a short lock_timeout: a TRUNCATE or ALTER waiting for the catalogue tables is never made
 * to wait behind a build, nor deadlocked with one (a build that cannot lock in time fails, and
 * searches answer from SQL until the next build).
 */
const BUILD_SQL = `SELECT (${CATALOGUE_TOKEN_SQL}) AS token, (${FACET_SQL}) AS facets, orders.*, (${NAMES_SQL}) AS names,
    (${TREE_NAMES_SQL}) AS tree_names
  FROM (${ORDERS_SQL}) orders`;
const LOCK_TIMEOUT = '250ms';

/** The catalogue's facts as one statement reads them (every tree, drafts included: see visibleTrees). */
export async function readFacetSource(db: DataSource): Promise<FacetSource> {
  const client: PoolClient = await pgPoolOf(db).connect();
  // A checked-out client has no error listener: a connection ended under it (the database
  // dropped, an administrator) must fail this build, not the process.
  const ignore = () => undefined;
  client.on('error', ignore);
  let row: Record<string, string | null>;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    row = (await client.query<Record<string, string | null>>(BUILD_SQL)).rows[0];
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(true);
    client.off('error', ignore);
    throw error;
  }
  client.off('error', ignore);
  client.release();
  return facetSourceOf(row);
}

/**
 * The same facts read by a statement of the caller's transaction (the offline bundle reads them in
 * the snapshot its trees are read in: catalogue-bundle.service.ts).
 */
export async function readFacetSourceOn(on: { query(sql: string): Promise<unknown> }): Promise<FacetSource> {
  const rows = (await on.query(BUILD_SQL)) as Record<string, string | null>[];
  return facetSourceOf(rows[0]);
}

function facetSourceOf(row: Record<string, string | null>): FacetSource {
  return {
    token: row.token ?? 'none',
    facets: row.facets ?? '',
    orders: Object.fromEntries(SORTS.map((sort) => [sort, row[String(sort)] ?? ''])) as Record<SearchSort, string>,
    names: row.names ?? '',
    treeNames: row.tree_names ?? '',
  };
}

export async function buildFacetIndex(db: DataSource): Promise<FacetBuild> {
  const started = performance.now();
  const source = await readFacetSource(db);
  const read = performance.now();
  // In slices, yielding to the event loop between them: a rebuild at 100,000 trees runs beside
  // the searches it serves and must not stall them for a second.
  const index = await buildFromSource(source, yieldToEventLoop);
  return { index, readMs: Math.round(read - started), buildMs: Math.round(performance.now() - read) };
}
