import type { RegionCode } from '../vocabulary/regions';
import { LOW_ZONE_MAX_HEIGHT } from '../filter/filter-vocabulary';
import { BRANCH_STRENGTH_LABELS, EXPOSURE_LABELS, GROWTH_RATE_TRUNCATED } from '../vocabulary/vocabulary';
import { AREA_TEXT, GOAL_BIT, regionBit, type SiteFacts, sunsetBit, WARN_BIT } from './site-facts';
import {
  type Goal,
  SOIL_CHOICES,
  SOIL_LABELS,
  SUN_CHOICES,
  SUN_LABELS,
  WATER_CHOICES,
  WATER_LABELS,
  type SiteInput,
} from './site-input';

/**
 * The rules of issue 22 over one tree's facts: the hard constraints (fail / unknown), the goals'
 * score and reasons, the warnings, and the why-not sentences. Every sentence is built from the
 * value it states, read from the tree's record.
 */

export const CONSTRAINTS = [
  'usda_zone',
  'sunset',
  'strip_width',
  'overhead_wires',
  'sun',
  'water',
  'soil',
  'invasive',
] as const;
export type Constraint = (typeof CONSTRAINTS)[number];
const BIT: Record<Constraint, number> = Object.fromEntries(CONSTRAINTS.map((name, at) => [name, 1 << at])) as Record<
  Constraint,
  number
>;

/** A site resolved for matching: bits and numbers the per-tree test reads. */
export interface SiteQuery {
  site: SiteInput;
  region: RegionCode;
  zoneNumber: number;
  zoneText: string;
  zoneBit: number;
  sunsetBit: number;
  stripWidth: number | null;
  sun: number;
  water: number;
  soilBit: number;
  regionBit: number;
  goalBits: number;
}

const GOAL_OF: Record<Goal, (region: RegionCode) => number> = {
  shade: () => GOAL_BIT.shade,
  flowers: () => GOAL_BIT.flowers,
  fall_colour: () => GOAL_BIT.fall_colour,
  evergreen: () => GOAL_BIT.evergreen,
  native: (region) => (region === 'PACIFIC_ISLANDS' ? GOAL_BIT.native_pi : GOAL_BIT.native_ca),
  wildlife: () => GOAL_BIT.wildlife,
  low_litter: () => GOAL_BIT.low_litter,
  fast_growth: () => GOAL_BIT.fast_growth,
  gentle_roots: () => GOAL_BIT.gentle_roots,
  strong_branches: () => GOAL_BIT.strong_branches,
};

export function siteQuery(site: SiteInput, region: RegionCode, zoneText: string, zoneNumber: number): SiteQuery {
  return {
    site,
    region,
    zoneNumber,
    zoneText,
    zoneBit: zoneNumber >= 1 && zoneNumber <= 13 ? 1 << (zoneNumber - 1) : 0,
    sunsetBit: site.sunset ? sunsetBit(site.sunset) : 0,
    stripWidth: site.stripWidth,
    sun: site.sun ? SUN_CHOICES[site.sun] : 0,
    water: site.water ? WATER_CHOICES.indexOf(site.water) : -1,
    soilBit: site.soil ? 1 << SOIL_CHOICES.indexOf(site.soil) : 0,
    regionBit: regionBit(region),
    goalBits: site.goals.reduce((bits, goal) => bits | GOAL_OF[goal](region), 0),
  };
}

/** The strip widths that fail the same areas: < 2 ft, 2 to < 4, 4 to 7, over 7. */
export const stripClass = (width: number) => (width < 2 ? 0 : width < 4 ? 1 : width <= 7 ? 2 : 3);
/** Area codes 1 '2 to 4', 2 '4 to 7', 3 '>7': a strip fails every area above its class. */
const stripFails = (area: number, width: number) => stripClass(width) < area;

/** A tree against one hard constraint: fits, fails, or unknown (its record lacks the value). */
export const FITS = 0;
export const FAILS = 1;
export const UNKNOWN = 2;
type State = typeof FITS | typeof FAILS | typeof UNKNOWN;

/**
 * The hard constraints, each once: whether the site asks it, the part of the site its answer
 * depends on (`variant`: trees answer alike for sites of the same variant, so site-masks.ts keeps
 * one bitset per variant), and one tree's state. check() and the bitsets both read these.
 */
interface Rule {
  applies: (q: SiteQuery) => boolean;
  variant: (q: SiteQuery) => number;
  state: (f: SiteFacts, i: number, q: SiteQuery) => State;
}
const known = (missing: boolean, fails: boolean): State => (missing ? UNKNOWN : fails ? FAILS : FITS);

export const RULES: Record<Constraint, Rule> = {
  usda_zone: {
    applies: () => true,
    variant: (q) => q.zoneBit,
    state: (f, i, q) => known(!f.usda[i], !(f.usda[i] & q.zoneBit)),
  },
  sunset: {
    applies: (q) => q.sunsetBit !== 0,
    variant: (q) => q.sunsetBit,
    state: (f, i, q) => known(!f.sunset[i], !(f.sunset[i] & q.sunsetBit)),
  },
  strip_width: {
    applies: (q) => q.stripWidth !== null,
    variant: (q) => stripClass(q.stripWidth!),
    state: (f, i, q) => known(!f.area[i], stripFails(f.area[i], q.stripWidth!)),
  },
  overhead_wires: {
    applies: (q) => q.site.overheadWires,
    variant: () => 0,
    state: (f, i) => known(Number.isNaN(f.heightHigh[i]), f.heightHigh[i] > LOW_ZONE_MAX_HEIGHT),
  },
  sun: {
    applies: (q) => q.sun > 0,
    variant: (q) => q.sun,
    state: (f, i, q) => known(!f.expLow[i], q.sun < f.expLow[i] || q.sun > f.expHigh[i]),
  },
  water: {
    applies: (q) => q.water >= 0,
    variant: (q) => q.water,
    state: (f, i, q) => known(f.water[i] < 0, f.water[i] > q.water),
  },
  soil: {
    applies: (q) => q.soilBit !== 0,
    variant: (q) => q.soilBit,
    state: (f, i, q) => known(!f.soil[i], !(f.soil[i] & q.soilBit)),
  },
  invasive: {
    applies: (q) => !q.site.includeInvasive,
    variant: (q) => q.regionBit,
    state: (f, i, q) => (f.invasive[i] & q.regionBit ? FAILS : FITS),
  },
};

/** The constraints a site asks, in CONSTRAINTS order. */
export const activeConstraints = (q: SiteQuery): Constraint[] => CONSTRAINTS.filter((name) => RULES[name].applies(q));

/** fail bits | unknown bits << 8, for tree position i. */
export function check(f: SiteFacts, i: number, q: SiteQuery): number {
  let bits = 0;
  // No list built per call: this runs for every result and every tree of a list with a site.
  for (const name of CONSTRAINTS) {
    if (!RULES[name].applies(q)) continue;
    const state = RULES[name].state(f, i, q);
    if (state === FAILS) bits |= BIT[name];
    else if (state === UNKNOWN) bits |= BIT[name] << 8;
  }
  return bits;
}

export const namesOf = (bits: number): Constraint[] => CONSTRAINTS.filter((name) => bits & BIT[name]);

export function scoreOf(f: SiteFacts, i: number, q: SiteQuery): number {
  let bits = f.goals[i] & q.goalBits;
  let score = 0;
  while (bits) {
    bits &= bits - 1;
    score += 1;
  }
  return score;
}

const lower = (words: string[]) => words.join(', ').toLowerCase();
const feet = (value: number) => `${Math.round(value * 10) / 10} ft`;

function reasonOf(goal: Goal, f: SiteFacts, i: number, q: SiteQuery): string {
  switch (goal) {
    case 'shade':
      return `Canopy up to ${feet(f.widthTop[i])} wide: good shade`;
    case 'flowers':
      return f.flowerColors[i].length ? `Showy flowers (${lower(f.flowerColors[i])})` : 'Showy flowers';
    case 'fall_colour':
      return 'Fall colour';
    case 'evergreen':
      return 'Evergreen';
    case 'native':
      return q.region === 'PACIFIC_ISLANDS' ? 'Native to Hawaii' : 'Native to California';
    case 'wildlife':
      return `Attracts ${lower(f.wildlife[i])}`;
    case 'low_litter':
      return `Low litter: drops ${lower(f.litter[i])} only`;
    case 'fast_growth':
      return f.growthHigh[i] >= GROWTH_RATE_TRUNCATED
        ? `Fast growth: ${GROWTH_RATE_TRUNCATED} in. or more a year`
        : `Fast growth: up to ${f.growthHigh[i]} in. a year`;
    case 'gentle_roots':
      return 'Low root damage potential';
    case 'strong_branches':
      return `Strong branches (${BRANCH_STRENGTH_LABELS[f.branchLow[i] - 1]})`;
  }
}

/** The goals this tree meets, in words (in the goals' order). */
export function reasonsOf(f: SiteFacts, i: number, q: SiteQuery): string[] {
  return metGoals(f, i, q).map((goal) => reasonOf(goal, f, i, q));
}

const metGoals = (f: SiteFacts, i: number, q: SiteQuery) =>
  q.site.goals.filter((goal) => f.goals[i] & GOAL_OF[goal](q.region));

/** A site sentence's arguments: numbers in the unit their name says (feet, inches), stored English terms or codes. */
export type SiteParams = Record<string, string | number | string[]>;
/**
 * A site sentence as a code and its arguments, for a client that words it itself (issue 28: the
 * page's language and units); `reasons`, `warnings` and `message` stay the English text.
 */
export interface SiteText {
  code: string;
  params: SiteParams;
}
const said = (code: string, params: Record<string, string | number | readonly string[]> = {}): SiteText => ({
  code,
  params: Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? [...value] : value]),
  ),
});
const strength = (f: SiteFacts, i: number) => BRANCH_STRENGTH_LABELS[f.branchLow[i] - 1];

function reasonTextOf(goal: Goal, f: SiteFacts, i: number, q: SiteQuery): SiteText {
  switch (goal) {
    case 'shade': return said('shade', { feet: f.widthTop[i] });
    case 'flowers': return said('flowers', { colours: f.flowerColors[i] });
    case 'native': return said('native', { region: q.region });
    case 'wildlife': return said('wildlife', { wildlife: f.wildlife[i] });
    case 'low_litter': return said('low_litter', { litter: f.litter[i] });
    case 'fast_growth':
      return f.growthHigh[i] >= GROWTH_RATE_TRUNCATED
        ? said('fast_growth_or_more', { inches: GROWTH_RATE_TRUNCATED })
        : said('fast_growth', { inches: f.growthHigh[i] });
    case 'strong_branches': return said('strong_branches', { strength: strength(f, i) });
    default: return said(goal);
  }
} // prettier-ignore

/** reasonsOf as codes and arguments, in the same order. */
export function reasonTextsOf(f: SiteFacts, i: number, q: SiteQuery): SiteText[] {
  return metGoals(f, i, q).map((goal) => reasonTextOf(goal, f, i, q));
}

export const INVASIVE_WORDS: Record<RegionCode, string> = {
  CALIFORNIA: 'Invasive in California',
  PACIFIC_ISLANDS: 'Invasive in the Pacific Islands',
};

/** How far from paving a tree with a high root damage potential should be, in feet. */
const ROOT_CLEARANCE_FEET = 6;

/** Things to know about this tree on this site. */
export function warningsOf(f: SiteFacts, i: number, q: SiteQuery): string[] {
  const warnings: string[] = [];
  const bits = f.warnings[i];
  if (bits & WARN_BIT.rootHigh)
    warnings.push(`High root damage potential: keep it ${ROOT_CLEARANCE_FEET} ft or more from paving`);
  if (bits & WARN_BIT.wetFruit)
    warnings.push(q.stripWidth === null ? 'Wet fruit litter' : 'Wet fruit litter over a sidewalk');
  if (bits & WARN_BIT.weakBranches) warnings.push(`Weak branches (${strength(f, i)})`);
  if (f.invasive[i] & q.regionBit) {
    const text = f.invasiveExcerpt.get(i);
    warnings.push(text ? `${INVASIVE_WORDS[q.region]}: ${text}` : INVASIVE_WORDS[q.region]);
  }
  return warnings;
}

/** warningsOf as codes and arguments, in the same order (the invasive excerpt is the record's English). */
export function warningTextsOf(f: SiteFacts, i: number, q: SiteQuery): SiteText[] {
  const warnings: SiteText[] = [];
  const bits = f.warnings[i];
  if (bits & WARN_BIT.rootHigh) warnings.push(said('root_damage', { feet: ROOT_CLEARANCE_FEET }));
  if (bits & WARN_BIT.wetFruit) warnings.push(said(q.stripWidth === null ? 'wet_fruit' : 'wet_fruit_sidewalk'));
  if (bits & WARN_BIT.weakBranches) warnings.push(said('weak_branches', { strength: strength(f, i) }));
  if (f.invasive[i] & q.regionBit) {
    const text = f.invasiveExcerpt.get(i);
    warnings.push(
      said(text ? 'invasive_excerpt' : 'invasive', { region: q.region, ...(text ? { excerpt: text } : {}) }),
    );
  }
  return warnings;
}

export interface FailedConstraint {
  constraint: Constraint;
  treeValue: string;
  siteValue: string;
  message: string;
  /** The message as a code (the constraint) and its arguments. */
  text: SiteText;
}

const STRIP_NEED = ['', 'at least 2 ft', 'at least 4 ft', 'more than 7 ft'];
const exposure = (f: SiteFacts, i: number) =>
  f.expLow[i] === f.expHigh[i]
    ? EXPOSURE_LABELS[f.expLow[i] - 1]
    : `${EXPOSURE_LABELS[f.expLow[i] - 1]} to ${EXPOSURE_LABELS[f.expHigh[i] - 1]}`;

/** The strip a tree's area code needs: at least (or more than) so many feet. */
const STRIP_NEED_FEET = [0, 2, 4, 7];

/** A failure's arguments: the tree's and the site's values as stored (terms, codes, feet). */
function failureText(name: Constraint, f: SiteFacts, i: number, q: SiteQuery): SiteText {
  const site = q.site;
  switch (name) {
    case 'usda_zone': return said(name, { zone: q.zoneNumber, zones: f.usdaList[i].map(String) });
    case 'sunset': return said(name, { zone: site.sunset ?? '', zones: f.sunsetList[i].map(String) });
    case 'strip_width':
      return said(f.area[i] === 3 ? 'strip_width_more' : name, { needFeet: STRIP_NEED_FEET[f.area[i]], feet: site.stripWidth ?? 0 });
    case 'overhead_wires': return said(name, { feet: f.heightHigh[i], maxFeet: LOW_ZONE_MAX_HEIGHT });
    case 'sun':
      return said(name, { low: EXPOSURE_LABELS[f.expLow[i] - 1], high: EXPOSURE_LABELS[f.expHigh[i] - 1], sun: site.sun ?? '' });
    case 'water': return said(name, { water: WATER_CHOICES[f.water[i]], siteWater: site.water ?? '' });
    case 'soil': return said(name, { soils: SOIL_CHOICES.filter((_, at) => f.soil[i] & (1 << at)), soil: site.soil ?? '' });
    case 'invasive': return said(name, { region: q.region });
  }
} // prettier-ignore

function failure(name: Constraint, f: SiteFacts, i: number, q: SiteQuery): FailedConstraint {
  const site = q.site;
  const said = (treeValue: string, siteValue: string, message: string) => ({
    constraint: name,
    treeValue,
    siteValue,
    message,
    text: failureText(name, f, i, q),
  });
  switch (name) {
    case 'usda_zone': {
      const zones = f.usdaList[i].join(', ');
      return said(zones, q.zoneText, `Not suited to USDA zone ${q.zoneNumber}: its zones are ${zones}`);
    }
    case 'sunset': {
      const zones = f.sunsetList[i].join(', ');
      return said(zones, site.sunset ?? '', `Not suited to Sunset zone ${site.sunset}: its zones are ${zones}`);
    }
    case 'strip_width': {
      const need = STRIP_NEED[f.area[i]];
      return said(AREA_TEXT[f.area[i]], String(site.stripWidth), `Needs a planting strip ${need} wide; the site's is ${site.stripWidth} ft`);
    }
    case 'overhead_wires':
      return said(feet(f.heightHigh[i]), 'yes', `Grows up to ${feet(f.heightHigh[i])} tall, above the ${LOW_ZONE_MAX_HEIGHT} ft allowed under overhead wires`);
    case 'sun':
      return said(exposure(f, i), site.sun ?? '', `Needs ${exposure(f, i).toLowerCase()}; the site has ${SUN_LABELS[site.sun!].toLowerCase()}`);
    case 'water': {
      const tree = WATER_CHOICES[f.water[i]];
      return said(tree, site.water ?? '', `Needs ${WATER_LABELS[tree].toLowerCase()} water; the site gets ${WATER_LABELS[site.water!].toLowerCase()}`);
    }
    case 'soil': {
      const soils = SOIL_CHOICES.filter((_, at) => f.soil[i] & (1 << at)).map((soil) => SOIL_LABELS[soil]);
      return said(soils.join(', '), site.soil ?? '', `Grows in ${lower(soils)}, not ${site.soil}`);
    }
    case 'invasive':
      return said('invasive', 'excluded', `${INVASIVE_WORDS[q.region]}: shown only when include_invasive is 1`);
  }
} // prettier-ignore

export function failuresOf(bits: number, f: SiteFacts, i: number, q: SiteQuery): FailedConstraint[] {
  return namesOf(bits & 0xff).map((name) => failure(name, f, i, q));
}
