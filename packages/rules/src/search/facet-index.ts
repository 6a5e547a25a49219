import type { RegionCode } from '../vocabulary/regions';
import { HEIGHT_TOP, UTILITY_ZONES, WIDTH_TOP } from '../filter/filter-vocabulary';
import { FLAG_FILTERS, type FlagFilter } from '../filter/filter-keys';
import { SearchSort } from '../filter/paging';
import { type NameIndex, setBit } from './name-index';
import type { FacetFilter, SearchPage, SizeRange } from './facet-filter';

export type { FacetFilter, SearchPage, SizeRange };

/**
 * The in-process facet index of characteristic search: one bitset per filter value (bit i = the
 * tree at position i), AND across filters, OR within one, then the page cut from the sort order
 * PostgreSQL computed. The semantics are exactly the server's characteristic-search.ts's (the SQL
 * reference); every per-tree fact is computed BY POSTGRESQL at build time with the reference's own
 * SQL fragments (visibleTrees, FLAG_SQL, the COALESCE range ends, orderByOf), so this file only
 * stores and combines bits. The server's index and the browser's offline copy both run it (the
 * facts travel in the offline bundle: facet-source.ts):
 *   - range filters: COALESCE(high, low) >= min and COALESCE(low, high) <= max, NULL never matches:
 *     per whole-foot mark, the bitsets of the trees at or above / at or below it (Marks);
 *   - single-valued columns: one bitset per distinct stored value (`column = ANY(values)`);
 *   - arrays (zones, shapes, colours, regions): one bitset per element (`&&`, exact tokens);
 *   - yes/no flags: the bitsets of the trees whose flag expression is true and false (both = known);
 *   - sun exposure: per code, the trees whose exposure range includes it;
 *   - ZIP and adapted ZIP: the USDA zone's bitset (the caller resolves the ZIP, as the reference);
 *   - searchTerm: a bitset from the name index (and the typo tier from SQL, see search-index.ts).
 * Built by facet-source.ts (from the server's facet-build.ts read, or the offline bundle), kept
 * current by the server's search-index.ts; server/src/services/search/README.md has the measurements.
 */
export interface FacetRow {
  id: number;
  visible_all: boolean;
  visible_pi: boolean;
  height_top: number | null;
  height_bottom: number | null;
  width_top: number | null;
  width_bottom: number | null;
  tree_shapes: string[];
  leaf_form: string | null;
  leaf_arrangement: string | null;
  foliage_type: string | null;
  planting_area: string | null;
  flower_colors: string[];
  fruit_type: string | null;
  usda_zones: number[];
  sunset_zones: string[];
  saltspray_tolerance: string | null;
  wind_resistance: string | null;
  water_use: string | null;
  exposure_bottom: number | null;
  exposure_top: number | null;
  climate_adapted_regions: string[];
  /** One column per yes/no filter: flag_<filter> (true, false or null). */
  [flag: `flag_${string}`]: boolean | null;
}

/** The columns searched by value (single-valued and arrays alike: a tree holds one or more values). */
const VALUE_COLUMNS = [
  'tree_shapes',
  'leaf_form',
  'leaf_arrangement',
  'foliage_type',
  'planting_area',
  'flower_colors',
  'fruit_type',
  'usda_zones',
  'sunset_zones',
  'saltspray_tolerance',
  'wind_resistance',
  'water_use',
  'climate_adapted_regions',
] as const;
type ValueColumn = (typeof VALUE_COLUMNS)[number];

const EXPOSURE_CODES = [1, 2, 3];

export class FacetIndex {
  readonly size: number;
  readonly ids: Int32Array;
  private readonly words: number;
  private readonly visible: Record<RegionCode, Uint32Array>;
  private readonly heightTop: Float64Array;
  private readonly heightBottom: Float64Array;
  private readonly widthTop: Float64Array;
  private readonly widthBottom: Float64Array;
  private readonly values = new Map<ValueColumn, Map<string, Uint32Array>>();
  private readonly flags = new Map<FlagFilter, { yes: Uint32Array; no: Uint32Array }>();
  private readonly exposure = new Map<number, Uint32Array>();
  private readonly climateAdapted: Uint32Array;
  private readonly positions = new Map<number, number>();

  /**
   * Allocates the index of `size` trees; the builder (facet-build.ts) then adds every row (add),
   * yielding to the event loop now and then, and finishes with the sort orders and names.
   */
  constructor(
    readonly version: string,
    size: number,
  ) {
    this.size = size;
    this.words = Math.ceil(size / 32) || 1;
    this.ids = new Int32Array(size);
    const bits = () => new Uint32Array(this.words);
    this.visible = { CALIFORNIA: bits(), PACIFIC_ISLANDS: bits() };
    this.heightTop = new Float64Array(size);
    this.heightBottom = new Float64Array(size);
    this.widthTop = new Float64Array(size);
    this.widthBottom = new Float64Array(size);
    this.climateAdapted = bits();
    for (const column of VALUE_COLUMNS) this.values.set(column, new Map());
    for (const flag of FLAG_FILTERS) this.flags.set(flag, { yes: bits(), no: bits() });
    for (const code of EXPOSURE_CODES) this.exposure.set(code, bits());
  }

  /** The tree at position i (rows are added in id order, positions 0..size-1). */
  add(i: number, row: FacetRow): void {
    const orNaN = (value: number | null) => value ?? Number.NaN;
    this.ids[i] = row.id;
    this.positions.set(row.id, i);
    this.heightTop[i] = orNaN(row.height_top);
    this.heightBottom[i] = orNaN(row.height_bottom);
    this.widthTop[i] = orNaN(row.width_top);
    this.widthBottom[i] = orNaN(row.width_bottom);
    if (row.visible_all) setBit(this.visible.CALIFORNIA, i);
    if (row.visible_pi) setBit(this.visible.PACIFIC_ISLANDS, i);
    for (const column of VALUE_COLUMNS) {
      const value = row[column];
      const held = Array.isArray(value) ? value : value === null ? [] : [value];
      const map = this.values.get(column)!;
      for (const item of held) {
        if (item === null) continue;
        const key = String(item);
        let set = map.get(key);
        if (!set) map.set(key, (set = new Uint32Array(this.words)));
        setBit(set, i);
      }
    }
    for (const flag of FLAG_FILTERS) {
      const answer = row[`flag_${flag}`];
      if (answer !== null) setBit(answer ? this.flags.get(flag)!.yes : this.flags.get(flag)!.no, i);
    }
    // e.code BETWEEN COALESCE(low, high) AND COALESCE(high, low): NULL ends never match.
    for (const code of EXPOSURE_CODES) {
      if (row.exposure_bottom !== null && row.exposure_top !== null) {
        if (row.exposure_bottom <= code && code <= row.exposure_top) setBit(this.exposure.get(code)!, i);
      }
    }
    // climate_adapted_regions <> '{}' (the column is NOT NULL)
    if (row.climate_adapted_regions.length > 0) setBit(this.climateAdapted, i);
  }

  /** Each sort's ids in order over every tree (the reference's ORDER BY), and the name index. */
  finish(orders: Record<SearchSort, readonly number[]>, names: NameIndex): this {
    this.heightTopMarks = new Marks(this.heightTop, HEIGHT_TOP, this.words, 'both');
    this.heightBottomMarks = new Marks(this.heightBottom, HEIGHT_TOP, this.words, 'atMost');
    this.widthTopMarks = new Marks(this.widthTop, WIDTH_TOP, this.words, 'atLeast');
    this.widthBottomMarks = new Marks(this.widthBottom, WIDTH_TOP, this.words, 'atMost');
    for (const sort of [
      SearchSort.ScientificAsc,
      SearchSort.ScientificDesc,
      SearchSort.CommonAsc,
      SearchSort.CommonDesc,
    ])
      this.orders[sort] = Int32Array.from(orders[sort], (id) => this.positions.get(id)!);
    this.names = names;
    return this;
  }

  private readonly orders = {} as Record<SearchSort, Int32Array>;
  private heightTopMarks!: Marks;
  private heightBottomMarks!: Marks;
  private widthTopMarks!: Marks;
  private widthBottomMarks!: Marks;
  names!: NameIndex;

  /** The position of a tree id (for name matches found by SQL). */
  position(id: number): number | undefined {
    return this.positions.get(id);
  }

  emptyBits(): Uint32Array {
    return new Uint32Array(this.words);
  }

  /** Is the tree at `position` shown in the region's edition (visibleTrees)? */
  isVisible(region: RegionCode, position: number): boolean {
    return (this.visible[region][position >>> 5] & (1 << (position & 31))) !== 0;
  }

  /** The visible trees of a region with a set name mask: do any match? */
  anyVisible(region: RegionCode, mask: Uint32Array): boolean {
    const visible = this.visible[region];
    for (let w = 0; w < this.words; w += 1) if (visible[w] & mask[w]) return true;
    return false;
  }

  /**
   * The trees a filter matches, as a bitset. `zones` are the USDA zone numbers of the resolved ZIP
   * and adapted ZIP; `names` the name matches of the searchTerm (null: no searchTerm filter).
   */
  match(
    filter: FacetFilter,
    region: RegionCode,
    zones: { zip: number | null; adapted: number | null },
    names: Uint32Array | null,
  ): Uint32Array {
    const result = Uint32Array.from(this.visible[region]);
    const and = (set: Uint32Array | undefined) => {
      for (let w = 0; w < this.words; w += 1) result[w] &= set ? set[w] : 0;
    };
    const anyOf = (column: ValueColumn, values: readonly (string | number)[]) => {
      if (!values.length) return;
      const map = this.values.get(column)!;
      const union = this.emptyBits();
      for (const value of values) {
        const set = map.get(String(value));
        if (set) for (let w = 0; w < this.words; w += 1) union[w] |= set[w];
      }
      and(union);
    };
    const keep = (test: (position: number) => boolean) => {
      for (let w = 0; w < this.words; w += 1) {
        let word = result[w];
        while (word) {
          const bit = word & -word;
          if (!test(w * 32 + (31 - Math.clz32(bit)))) result[w] &= ~bit;
          word &= word - 1;
        }
      }
    };
    // Overlap: COALESCE(high, low) >= min AND COALESCE(low, high) <= max (none at the top mark).
    const range = (top: Marks, bottom: Marks, values: [Float64Array, Float64Array], chosen: SizeRange | null) => {
      if (!chosen) return;
      const { min, max } = chosen;
      const atLeast = top.atLeast(min);
      const atMost = max === null ? null : bottom.atMost(max);
      if (atLeast && (max === null || atMost)) {
        and(atLeast);
        if (atMost) and(atMost);
      } else keep((i) => values[0][i] >= min && (max === null || values[1][i] <= max));
    };

    range(this.heightTopMarks, this.heightBottomMarks, [this.heightTop, this.heightBottom], filter.height);
    range(this.widthTopMarks, this.widthBottomMarks, [this.widthTop, this.widthBottom], filter.width);
    anyOf('tree_shapes', filter.treeShapes);
    anyOf('leaf_form', filter.leafForms);
    anyOf('leaf_arrangement', filter.leafArrangements);
    anyOf('foliage_type', filter.foliageTypes);
    anyOf('planting_area', filter.plantingAreas);
    for (const flag of FLAG_FILTERS) {
      const answers = filter.flags[flag];
      if (!answers.length) continue;
      const { yes, no } = this.flags.get(flag)!;
      if (answers.length === 2) {
        const known = this.emptyBits();
        for (let w = 0; w < this.words; w += 1) known[w] = yes[w] | no[w];
        and(known);
      } else and(answers[0] ? yes : no);
    }
    anyOf('flower_colors', filter.flowerColors);
    anyOf('fruit_type', filter.fruitTypes);
    anyOf('usda_zones', filter.usdaZones);
    anyOf('sunset_zones', filter.sunsetZones);
    anyOf('saltspray_tolerance', filter.saltTolerances);
    anyOf('wind_resistance', filter.windResistances);
    anyOf('water_use', filter.waterUse);
    if (filter.sunExposures.length) {
      const union = this.emptyBits();
      for (const code of filter.sunExposures) {
        const set = this.exposure.get(code);
        if (set) for (let w = 0; w < this.words; w += 1) union[w] |= set[w];
      }
      and(union);
    }
    if (filter.utilityZones.length) {
      const maxHeight = Math.max(
        ...UTILITY_ZONES.filter((zone) => filter.utilityZones.includes(zone.value)).map((zone) => zone.maxHeight),
      );
      const atMost = this.heightTopMarks.atMost(maxHeight);
      if (atMost) and(atMost);
      else keep((i) => this.heightTop[i] <= maxHeight);
    }
    anyOf('climate_adapted_regions', filter.climateRegions);
    if (zones.zip !== null) anyOf('usda_zones', [zones.zip]);
    if (zones.adapted !== null) {
      and(this.climateAdapted);
      anyOf('usda_zones', [zones.adapted]);
    }
    if (names) and(names);
    return result;
  }

  /** How many trees a match holds. */
  count(matched: Uint32Array): number {
    let total = 0;
    for (let w = 0; w < this.words; w += 1) total += popcount(matched[w]);
    return total;
  }

  /** The total and the page's ids, in the sort's order (the reference's ORDER BY ... LIMIT OFFSET). */
  page(matched: Uint32Array, page: SearchPage): { total: number; ids: number[] } {
    const total = this.count(matched);
    const offset = (page.activePage - 1) * page.resultsPerPage;
    const ids: number[] = [];
    if (offset >= total) return { total, ids };
    const order = this.orders[page.sort];
    let skipped = 0;
    for (let k = 0; k < order.length && ids.length < page.resultsPerPage; k += 1) {
      const i = order[k];
      if (!(matched[i >>> 5] & (1 << (i & 31)))) continue;
      if (skipped < offset) skipped += 1;
      else ids.push(this.ids[i]);
    }
    return { total, ids };
  }

  /** Every match in the sort's order (the equivalence test compares whole lists). */
  allIds(matched: Uint32Array, sort: SearchSort): number[] {
    const ids: number[] = [];
    for (const i of this.orders[sort]) if (matched[i >>> 5] & (1 << (i & 31))) ids.push(this.ids[i]);
    return ids;
  }

  /** Bytes held in typed arrays (the name index's strings come on top; see search-index.ts). */
  typedBytes(): number {
    let bytes = this.ids.byteLength + 4 * this.heightTop.byteLength + this.climateAdapted.byteLength * 2;
    for (const map of this.values.values()) for (const set of map.values()) bytes += set.byteLength;
    bytes += this.flags.size * 2 * this.climateAdapted.byteLength + this.exposure.size * this.climateAdapted.byteLength;
    for (const order of Object.values(this.orders)) bytes += order.byteLength;
    for (const marks of [this.heightTopMarks, this.heightBottomMarks, this.widthTopMarks, this.widthBottomMarks])
      bytes += marks.bytes();
    return bytes;
  }
}

/**
 * The range filters' bitsets: for each whole-foot mark m from 0 to the slider's top, the trees
 * whose value is >= m (atLeast) and <= m (atMost); values above the top are above every mark,
 * NULL (NaN) is in none. Built from per-value buckets in one pass per mark. A value that is not a
 * whole number >= 0 (the columns are smallint with CHECKs >= 1, so none is) or a mark outside
 * 0..top gives null, and the caller tests each tree instead.
 */
class Marks {
  private readonly least: Uint32Array[] = [];
  private readonly most: Uint32Array[] = [];
  private readonly usable: boolean;

  constructor(values: Float64Array, top: number, words: number, sides: 'atLeast' | 'atMost' | 'both') {
    this.usable = values.every((v) => Number.isNaN(v) || (Number.isInteger(v) && v >= 0));
    if (!this.usable) return;
    const buckets: number[][] = Array.from({ length: top + 2 }, () => []);
    values.forEach((v, i) => {
      if (!Number.isNaN(v)) buckets[Math.min(v, top + 1)].push(i);
    });
    const withBucket = (previous: Uint32Array | null, bucket: number[]) => {
      const bits = previous ? Uint32Array.from(previous) : new Uint32Array(words);
      for (const i of bucket) setBit(bits, i);
      return bits;
    };
    if (sides !== 'atMost') {
      let above: Uint32Array | null = withBucket(null, buckets[top + 1]);
      for (let m = top; m >= 0; m -= 1) this.least[m] = above = withBucket(above, buckets[m]);
    }
    if (sides !== 'atLeast') {
      let below: Uint32Array | null = null;
      for (let m = 0; m <= top; m += 1) this.most[m] = below = withBucket(below, buckets[m]);
    }
  }

  atLeast(mark: number): Uint32Array | null {
    return (this.usable && this.least[mark]) || null;
  }

  atMost(mark: number): Uint32Array | null {
    return (this.usable && this.most[mark]) || null;
  }

  bytes(): number {
    return [...this.least, ...this.most].reduce((sum, bits) => sum + (bits?.byteLength ?? 0), 0);
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
