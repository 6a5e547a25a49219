import { FLAG_FILTERS } from '../filter/filter-keys';
import { SearchSort } from '../filter/paging';
import { FacetIndex, type FacetRow } from './facet-index';
import { NameIndex, SCIENTIFIC } from './name-index';

/**
 * The facts the facet and name indexes are built from, as PostgreSQL computed them (the server's
 * index/facet-build.ts reads them in one statement; the offline bundle carries the published
 * trees' share of the same text), and the build itself: the server and the browser build the same
 * index from the same text, so they answer alike.
 *
 * Text layout (one string per part; search keys and vocabulary values hold no control characters;
 * displayed text that holds a separator or a backslash travels as a backslash and its JSON string):
 *   facets      rows joined by GS, in tree id order; fields by RS (FACET_FIELD_COUNT of them, in the
 *               order of facet-build.ts's FACET_FIELDS: id, visible in California, visible in the
 *               Pacific Islands, height top/bottom, width top/bottom, tree shapes, leaf form, leaf
 *               arrangement, foliage type, planting area, flower colours, fruit type, USDA zones,
 *               Sunset zones, salt, wind, water use, exposure low/high, climate regions, one per
 *               yes/no filter (FLAG_FILTERS' order), scientific search key); array elements by US;
 *               '' is NULL (or '{}');
 *   orders      per sort (1-4), every tree id in the reference's ORDER BY, joined by ','
 *   names       tree_names in physical order, joined by RS: tree id, kind, rank in search-key order
 *               ("C", then row id), search key, displayed name, joined by US;
 *   treeNames   per tree in id order, joined by RS: id, scientific name's rank in key order, its
 *               rank in physical order, rank in the suggestions' tail order, scientific name,
 *               '=' and the common name or '' (none), joined by US.
 */
export interface FacetSource {
  /** The catalogue version token the facts are of. */
  token: string;
  facets: string;
  orders: Record<SearchSort, string>;
  names: string;
  treeNames: string;
}

export const GS = '\u001d';
export const RS = '\u001e';
export const US = '\u001f';
/** Fields of a facets row before the yes/no flags, and in all. */
const FLAGS_AT = 22;
export const FACET_FIELD_COUNT = FLAGS_AT + FLAG_FILTERS.length + 1;
export const SORTS = [SearchSort.ScientificAsc, SearchSort.ScientificDesc, SearchSort.CommonAsc, SearchSort.CommonDesc];

/** Displayed text as the source carries it (see above). */
export const unsafeText = (value: string) => (value.startsWith('\\') ? (JSON.parse(value.slice(1)) as string) : value);

const numberOrNull = (value: string) => (value === '' ? null : Number(value));
const textOrNull = (value: string) => (value === '' ? null : value);
const items = (value: string) => (value === '' ? [] : value.split(US));
const flagOf = (value: string) => (value === '' ? null : value === 'true');

/** One facets row (see FacetSource). */
export function decodeFacetRow(line: string): FacetRow & { scientific_search_key: string } {
  const f = line.split(RS);
  if (f.length !== FACET_FIELD_COUNT) throw new Error(`search index: a facets row of ${f.length} fields`);
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
    scientific_search_key: f[FLAGS_AT + FLAG_FILTERS.length],
  } as FacetRow & { scientific_search_key: string };
  FLAG_FILTERS.forEach((flag, i) => (row[`flag_${flag}`] = flagOf(f[FLAGS_AT + i])));
  return row;
}

const SLICE = 5000;

/**
 * Builds the facet index (with its name index) from a source. `pause` is awaited now and then (the
 * server yields to its event loop: a rebuild at 100,000 trees runs beside the searches it serves).
 */
export async function buildFromSource(source: FacetSource, pause?: () => Promise<void>): Promise<FacetIndex> {
  const lines = source.facets ? source.facets.split(GS) : [];
  const treeNames = source.treeNames ? source.treeNames.split(RS) : [];
  const index = new FacetIndex(source.token, lines.length);
  const nameIndex = new NameIndex();
  for (let i = 0; i < lines.length; i += 1) {
    const row = decodeFacetRow(lines[i]);
    index.add(i, row);
    const [id, keyRank, tidRank, tailRank, label, common] = (treeNames[i] ?? '').split(US);
    if (Number(id) !== row.id) throw new Error(`search index: tree ${id} read where ${row.id} was`);
    nameIndex.addTree(i, unsafeText(label), common ? unsafeText(common.slice(1)) : null, Number(tailRank));
    nameIndex.add(i, row.scientific_search_key, {
      kind: SCIENTIFIC,
      label: unsafeText(label),
      keyRank: Number(keyRank),
      tidRank: Number(tidRank),
    });
    if (pause && i % SLICE === SLICE - 1) await pause();
  }
  const entries = source.names ? source.names.split(RS) : [];
  const kinds = new Map<string, string>();
  for (let k = 0; k < entries.length; k += 1) {
    const [treeId, kind, keyRank, key, label] = entries[k].split(US);
    const at = index.position(Number(treeId));
    if (!kinds.has(kind)) kinds.set(kind, kind);
    const facts = { kind: kinds.get(kind)!, label: unsafeText(label), keyRank: Number(keyRank), tidRank: k };
    if (at !== undefined) nameIndex.add(at, key, facts);
    if (pause && k % (4 * SLICE) === 4 * SLICE - 1) await pause();
  }
  const ids = (sort: SearchSort) => (source.orders[sort] ? source.orders[sort].split(',').map(Number) : []);
  const orderOf = Object.fromEntries(SORTS.map((sort) => [sort, ids(sort)])) as Record<SearchSort, number[]>;
  return index.finish(orderOf, nameIndex.finish());
}

/**
 * The share of a source that holds only the trees `keep` accepts (the offline bundle: the published
 * trees). Only the ranks' order counts (the index compares them); source-patch.ts's denseShare then
 * makes them places among the share's rows, which a delta's patch relies on.
 */
export function sourceOf(source: FacetSource, keep: (treeId: number) => boolean): FacetSource {
  const firstField = (row: string, separator: string) => Number(row.slice(0, row.indexOf(separator)));
  const rows = (text: string, separator: string, field: string) =>
    text
      ? text
          .split(separator)
          .filter((row) => keep(firstField(row, field)))
          .join(separator)
      : '';
  const orders = Object.fromEntries(
    SORTS.map((sort) => [
      sort,
      (source.orders[sort] ? source.orders[sort].split(',') : []).filter((id) => keep(Number(id))).join(','),
    ]),
  ) as Record<SearchSort, string>;
  return {
    token: source.token,
    facets: rows(source.facets, GS, RS),
    orders,
    names: rows(source.names, RS, US),
    treeNames: rows(source.treeNames, RS, US),
  };
}
