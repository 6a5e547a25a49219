import type { RegionCode } from '../vocabulary/regions';
import { SUNSET_WEST_ZONES } from '../vocabulary/vocabulary';
import { SOIL_CHOICES, WATER_CHOICES } from './site-input';

/**
 * The site facts of every tree, compact, for one catalogue version (the token of
 * search/index/catalogue-token.ts). Positions are the trees in scientific-name order ("C", then id), so a
 * walk in position order is already the tie order. Read in ONE statement (one snapshot) with the
 * token; site-facts-cache.ts decides when it is current.
 *
 * The rows (SiteFactsRow, the columns of the server's SITE_FACTS_SQL, services/site/site-facts.ts)
 * are built into the structure here, by the server and by the offline copy (whose bundle carries the
 * published trees' rows) alike.
 */

/** Bits of `goals`: what each goal needs, computed once per tree (site-rules.ts words them). */
export const GOAL_BIT = {
  shade: 1,
  flowers: 2,
  fall_colour: 4,
  evergreen: 8,
  native_ca: 16,
  native_pi: 32,
  wildlife: 64,
  low_litter: 128,
  fast_growth: 256,
  gentle_roots: 512,
  strong_branches: 1024,
} as const;
export const WARN_BIT = { rootHigh: 1, wetFruit: 2, weakBranches: 4 } as const;

/** Thresholds of the goals (README.md "Goals"). */
export const SHADE_MIN_WIDTH = 30;
export const FAST_GROWTH_MIN = 36;
export const STRONG_BRANCH_MIN = 4;
export const WEAK_BRANCH_MAX = 2;
/** Litter that is not light: what a "low litter" tree must not drop. */
export const HEAVY_LITTER = ['Wet Fruit', 'Fruit', 'Flowers'];

/** planting_area codes: 1 '2 to 4', 2 '4 to 7', 3 '>7'; 0 unknown. */
export const AREA_CODES: Record<string, number> = { '2 to 4': 1, '4 to 7': 2, '>7': 3 };
export const AREA_TEXT = ['', '2 to 4', '4 to 7', '>7'];

/** zip, city, state, usda_zone */
export type ZipRow = [string, string | null, string, string];

export class SiteFacts {
  readonly ids: Int32Array;
  readonly position = new Map<number, number>();
  /** 1: California edition (published), 2: Pacific Islands edition. */
  readonly visible: Uint8Array;
  readonly usda: Uint16Array;
  readonly sunset: Uint32Array;
  readonly area: Uint8Array;
  readonly heightHigh: Float32Array;
  readonly expLow: Uint8Array;
  readonly expHigh: Uint8Array;
  /** 0..3 (VL..H), -1 unknown. */
  readonly water: Int8Array;
  /** bits of SOIL_CHOICES; 0 unknown. */
  readonly soil: Uint8Array;
  /** 1 ca_invasive, 2 pi_invasive. */
  readonly invasive: Uint8Array;
  readonly goals: Uint16Array;
  readonly warnings: Uint8Array;
  readonly widthTop: Float32Array;
  readonly growthHigh: Int16Array;
  readonly branchLow: Uint8Array;
  readonly scientific: string[];
  readonly common: (string | null)[];
  readonly genus: string[];
  readonly shapes: string[][];
  readonly flowerColors: string[][];
  readonly wildlife: string[][];
  readonly litter: string[][];
  readonly usdaList: number[][];
  readonly sunsetList: string[][];
  /** The plain-text start of an invasive tree's invasive_text (the server's memoExcerpt, in the row). */
  readonly invasiveExcerpt = new Map<number, string>();
  /** The ZIP table (zip_codes is a catalogue table: it bumps the same version). */
  readonly zips = new Map<string, ZipRow>();

  constructor(
    readonly version: string,
    readonly size: number,
  ) {
    this.ids = new Int32Array(size);
    this.visible = new Uint8Array(size);
    this.usda = new Uint16Array(size);
    this.sunset = new Uint32Array(size);
    this.area = new Uint8Array(size);
    this.heightHigh = new Float32Array(size);
    this.expLow = new Uint8Array(size);
    this.expHigh = new Uint8Array(size);
    this.water = new Int8Array(size);
    this.soil = new Uint8Array(size);
    this.invasive = new Uint8Array(size);
    this.goals = new Uint16Array(size);
    this.warnings = new Uint8Array(size);
    this.widthTop = new Float32Array(size);
    this.growthHigh = new Int16Array(size);
    this.branchLow = new Uint8Array(size);
    this.scientific = new Array<string>(size);
    this.common = new Array<string | null>(size);
    this.genus = new Array<string>(size);
    this.shapes = new Array<string[]>(size);
    this.flowerColors = new Array<string[]>(size);
    this.wildlife = new Array<string[]>(size);
    this.litter = new Array<string[]>(size);
    this.usdaList = new Array<number[]>(size);
    this.sunsetList = new Array<string[]>(size);
  }

  typedBytes(): number {
    const arrays = [this.ids, this.visible, this.usda, this.sunset, this.area, this.heightHigh, this.expLow];
    const more = [this.expHigh, this.water, this.soil, this.invasive, this.goals, this.warnings, this.widthTop];
    return [...arrays, ...more, this.growthHigh, this.branchLow].reduce((sum, array) => sum + array.byteLength, 0);
  }
}

export const regionBit = (region: RegionCode) => (region === 'PACIFIC_ISLANDS' ? 2 : 1);
export const sunsetBit = (zone: string) => {
  const at = SUNSET_WEST_ZONES.indexOf(zone);
  return at < 0 ? 0 : 1 << at;
};

/**
 * One tree's row: id, visible in California, visible in the Pacific Islands, scientific name,
 * common name, usda_zones, sunset_zones, planting_area, height_high, exposure low and high (each
 * standing for the other when missing), water_use, soil_textures, ca_invasive, pi_invasive, the
 * invasive text's excerpt (invasive trees only), canopy width (high, else low), flower_showiness,
 * flower_colors, foliage_fall_color, foliage_type, california_native, Hawaii native, attracts_wildlife,
 * litter_types, growth rate (high, else low), root_damage_potential, branch strength (low, else
 * high), tree_shapes.
 */
export type SiteFactsRow = [
  number, boolean, boolean, string, string | null, number[], string[], string | null, number | null,
  number | null, number | null, string | null, string[], boolean | null, boolean | null, string | null,
  number | null, string | null, string[], boolean | null, string | null, boolean | null, boolean | null,
  string[], string[], number | null, string | null, number | null, string[],
]; // prettier-ignore

const intern = new Map<string, string>();
const shared = (value: string) => intern.get(value) ?? (intern.set(value, value), value);
const sharedList = (values: string[] | null) => (values ?? []).map(shared);

function genusOf(scientific: string): string {
  const words = scientific.split(/\s+/).filter((word) => word && word !== '×' && word.toLowerCase() !== 'x');
  return shared(words[0] ?? '');
}

function goalBits(r: SiteFactsRow): number {
  const [width, showy, fall, foliage, caNative, hiNative, wildlife, litter, growth, roots, branch] = [
    r[16], r[17], r[19], r[20], r[21], r[22], r[23], r[24], r[25], r[26], r[27],
  ]; // prettier-ignore
  let bits = 0;
  if (width !== null && width >= SHADE_MIN_WIDTH) bits |= GOAL_BIT.shade;
  if (showy === 'Showy') bits |= GOAL_BIT.flowers;
  if (fall === true) bits |= GOAL_BIT.fall_colour;
  if (foliage === 'Evergreen') bits |= GOAL_BIT.evergreen;
  if (caNative === true) bits |= GOAL_BIT.native_ca;
  if (hiNative === true) bits |= GOAL_BIT.native_pi;
  if (wildlife?.length) bits |= GOAL_BIT.wildlife;
  if (litter?.length && !litter.some((kind) => HEAVY_LITTER.includes(kind))) bits |= GOAL_BIT.low_litter;
  if (growth !== null && growth >= FAST_GROWTH_MIN) bits |= GOAL_BIT.fast_growth;
  if (roots === 'Low') bits |= GOAL_BIT.gentle_roots;
  if (branch !== null && branch >= STRONG_BRANCH_MIN) bits |= GOAL_BIT.strong_branches;
  return bits;
}

function warningBits(r: SiteFactsRow): number {
  let bits = 0;
  if (r[26] === 'High') bits |= WARN_BIT.rootHigh;
  if (r[24]?.includes('Wet Fruit')) bits |= WARN_BIT.wetFruit;
  if (r[27] !== null && r[27] <= WEAK_BRANCH_MAX) bits |= WARN_BIT.weakBranches;
  return bits;
}

/** Puts row `r` at position i (rows come in scientific-name order). */
export function putSiteFactsRow(facts: SiteFacts, i: number, r: SiteFactsRow): void {
  facts.ids[i] = r[0];
  facts.position.set(r[0], i);
  facts.visible[i] = (r[1] ? 1 : 0) | (r[2] ? 2 : 0);
  facts.scientific[i] = r[3];
  facts.common[i] = r[4];
  facts.genus[i] = genusOf(r[3]);
  facts.usdaList[i] = r[5] ?? [];
  facts.usda[i] = facts.usdaList[i].reduce((bits, zone) => bits | (1 << (zone - 1)), 0);
  facts.sunsetList[i] = sharedList(r[6]);
  facts.sunset[i] = facts.sunsetList[i].reduce((bits, zone) => bits | sunsetBit(zone), 0);
  facts.area[i] = r[7] ? (AREA_CODES[r[7]] ?? 0) : 0;
  facts.heightHigh[i] = r[8] ?? NaN;
  facts.expLow[i] = r[9] ?? 0;
  facts.expHigh[i] = r[10] ?? 0;
  facts.water[i] = r[11] ? WATER_CHOICES.indexOf(r[11] as (typeof WATER_CHOICES)[number]) : -1;
  facts.soil[i] = (r[12] ?? []).reduce((bits, word) => {
    const at = SOIL_CHOICES.indexOf(word.toLowerCase() as (typeof SOIL_CHOICES)[number]);
    return at < 0 ? bits : bits | (1 << at);
  }, 0);
  facts.invasive[i] = (r[13] ? 1 : 0) | (r[14] ? 2 : 0);
  if (r[15]) facts.invasiveExcerpt.set(i, r[15]);
  facts.goals[i] = goalBits(r);
  facts.warnings[i] = warningBits(r);
  facts.widthTop[i] = r[16] ?? NaN;
  facts.growthHigh[i] = r[25] ?? -1;
  facts.branchLow[i] = r[27] ?? 0;
  facts.flowerColors[i] = sharedList(r[18]);
  facts.wildlife[i] = sharedList(r[23]);
  facts.litter[i] = sharedList(r[24]);
  facts.shapes[i] = sharedList(r[28]);
}

/** The facts of one catalogue version from its rows (in scientific-name order) and ZIP table. */
export function siteFactsOfRows(version: string, rows: readonly SiteFactsRow[], zips: readonly ZipRow[]): SiteFacts {
  const facts = new SiteFacts(version, rows.length);
  for (const zip of zips) facts.zips.set(zip[0], zip);
  for (let i = 0; i < rows.length; i += 1) putSiteFactsRow(facts, i, rows[i]);
  return facts;
}
