import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { Region } from '../../../catalogue/regions';
import { pgPoolOf } from '../../../db/data-source';
import { CATALOGUE_TOKEN_SQL } from './catalogue-token';
import { FacetIndex, type FacetRow } from './facet-index';
import { NameIndex, SCIENTIFIC } from '../names/name-index';
import { FLAG_FILTERS } from '../filter/search-filter';
import { SearchSort } from '../filter/search-options';
import { FLAG_SQL, orderByOf } from '../sql/search-parts';
import { visibleTrees } from '../sql/sql';

/**
 * Reads the catalogue for the facet index in ONE statement (one snapshot) together with the
 * catalogue version token (version:xmin of the version row), and builds the index.
 *
 * Every per-tree fact is computed by PostgreSQL with the reference's own SQL fragments
 * (visibleTrees, FLAG_SQL, the COALESCE range ends, orderByOf: the sort orders ARE the reference's
 * ORDER BY), and travels as one text value per query (rows joined by GS, fields by RS, array
 * elements by US; search keys and vocabulary values hold no control characters): at 100,000 trees
 * pg's per-row parsing of 100,000 rows of 30 columns (arrays included) took ~1.1 s of the app's
 * CPU against ~0.15 s for one string split here. Empty text stands for NULL and an empty array for
 * '{}': no filter value is empty, so the two never differ in what they match.
 */
const GS = '\u001d';
const RS = '\u001e';
const US = '\u001f';

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
const FACET_SQL = `SELECT string_agg(concat_ws(chr(30), ${FACET_FIELDS.join(', ')}), chr(29) ORDER BY tree.id)
  FROM trees tree`;

const SORT_VALUES = [SearchSort.ScientificAsc, SearchSort.ScientificDesc, SearchSort.CommonAsc, SearchSort.CommonDesc];
const ORDERS_SQL = `SELECT ${SORT_VALUES.map(
  (sort) => `(SELECT string_agg(tree.id::text, ',' ORDER BY ${orderByOf(sort)}) FROM trees tree) AS "${sort}"`,
).join(', ')}`;
/**
 * Displayed text that holds a separator (or a backslash) travels as a backslash and its JSON
 * string; any other text as it is (so it never starts with a backslash).
 */
const safe = (column: string) =>
  `CASE WHEN strpos(${column}, chr(92)) + strpos(${column}, chr(29)) + strpos(${column}, chr(30)) + strpos(${column}, chr(31)) > 0
    THEN chr(92) || to_json(${column})::text ELSE ${column} END`;
const unsafe = (value: string) => (value.startsWith('\\') ? (JSON.parse(value.slice(1)) as string) : value);

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

const numberOrNull = (value: string) => (value === '' ? null : Number(value));
const textOrNull = (value: string) => (value === '' ? null : value);
const items = (value: string) => (value === '' ? [] : value.split(US));
const flagOf = (value: string) => (value === '' ? null : value === 'true');

function decodeRow(line: string): FacetRow & { scientific_search_key: string } {
  const f = line.split(RS);
  const row = {
    id: Number(f[0]),
    visible_all: f[1] === 'true',
    visible_pi: f[2] === 'true',
    height_top: numberOrNull(f[3]),
    height_bottom: numberOrNull(f[4]),
    width_top: numberOrNull(f[5]),
    width_bottom: numberOrNull(f[6]),
    tree_shapes: items(f[7]),
    leaf_form: textOrNull(f[8]),
    leaf_arrangement: textOrNull(f[9]),
    foliage_type: textOrNull(f[10]),
    planting_area: textOrNull(f[11]),
    flower_colors: items(f[12]),
    fruit_type: textOrNull(f[13]),
    // Zone numbers as text: the index keys every value by its text ("9").
    usda_zones: items(f[14]) as unknown as number[],
    sunset_zones: items(f[15]),
    saltspray_tolerance: textOrNull(f[16]),
    wind_resistance: textOrNull(f[17]),
    water_use: textOrNull(f[18]),
    exposure_bottom: numberOrNull(f[19]),
    exposure_top: numberOrNull(f[20]),
    climate_adapted_regions: items(f[21]),
    scientific_search_key: f[22 + FLAG_FILTERS.length],
  } as FacetRow & { scientific_search_key: string };
  FLAG_FILTERS.forEach((flag, i) => (row[`flag_${flag}`] = flagOf(f[22 + i])));
  return row;
}

const SLICE = 5000;
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

export async function buildFacetIndex(db: DataSource): Promise<FacetBuild> {
  const client: PoolClient = await pgPoolOf(db).connect();
  // A checked-out client has no error listener: a connection ended under it (the database
  // dropped, an administrator) must fail this build, not the process.
  const ignore = () => undefined;
  client.on('error', ignore);
  const started = performance.now();
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
  const token = row.token ?? 'none';
  const facets = row.facets ?? '';
  const names = row.names ?? '';
  const treeNames = row.tree_names ? row.tree_names.split(RS) : [];
  const orders = row;
  const read = performance.now();
  // In slices, yielding to the event loop between them: a rebuild at 100,000 trees runs beside
  // the searches it serves and must not stall them for a second.
  const lines = facets ? facets.split(GS) : [];
  const index = new FacetIndex(token, lines.length);
  const nameIndex = new NameIndex();
  for (let i = 0; i < lines.length; i += 1) {
    const row = decodeRow(lines[i]);
    index.add(i, row);
    const [id, keyRank, tidRank, tailRank, label, common] = treeNames[i].split(US);
    if (Number(id) !== row.id) throw new Error(`search index: tree ${id} read where ${row.id} was`);
    nameIndex.addTree(i, unsafe(label), common ? unsafe(common.slice(1)) : null, Number(tailRank));
    nameIndex.add(i, row.scientific_search_key, {
      kind: SCIENTIFIC,
      label: unsafe(label),
      keyRank: Number(keyRank),
      tidRank: Number(tidRank),
    });
    if (i % SLICE === SLICE - 1) await yieldToEventLoop();
  }
  const entries = names ? names.split(RS) : [];
  const kinds = new Map<string, string>();
  for (let k = 0; k < entries.length; k += 1) {
    const [treeId, kind, keyRank, key, label] = entries[k].split(US);
    const at = index.position(Number(treeId));
    if (!kinds.has(kind)) kinds.set(kind, kind);
    const facts = { kind: kinds.get(kind)!, label: unsafe(label), keyRank: Number(keyRank), tidRank: k };
    if (at !== undefined) nameIndex.add(at, key, facts);
    if (k % (4 * SLICE) === 4 * SLICE - 1) await yieldToEventLoop();
  }
  const ids = (sort: SearchSort) => (orders[String(sort)] ? orders[String(sort)]!.split(',').map(Number) : []);
  const orderOf = Object.fromEntries(SORT_VALUES.map((sort) => [sort, ids(sort)])) as Record<SearchSort, number[]>;
  index.finish(orderOf, nameIndex.finish());
  return { index, readMs: Math.round(read - started), buildMs: Math.round(performance.now() - read) };
}
