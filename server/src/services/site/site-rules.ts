import { Region } from '../../catalogue/regions';
import { BRANCH_STRENGTH_LABELS, EXPOSURE_LABELS, GROWTH_RATE_TRUNCATED } from '../../catalogue/vocabulary';
import { memoExcerpt } from '../search/card-text';
import { LOW_ZONE_MAX_HEIGHT } from '../search/filter-vocabulary';
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
  region: Region;
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

const GOAL_OF: Record<Goal, (region: Region) => number> = {
  shade: () => GOAL_BIT.shade,
  flowers: () => GOAL_BIT.flowers,
  fall_colour: () => GOAL_BIT.fall_colour,
  evergreen: () => GOAL_BIT.evergreen,
  native: (region) => (region === Region.PACIFIC_ISLANDS ? GOAL_BIT.native_pi : GOAL_BIT.native_ca),
  wildlife: () => GOAL_BIT.wildlife,
  low_litter: () => GOAL_BIT.low_litter,
  fast_growth: () => GOAL_BIT.fast_growth,
  gentle_roots: () => GOAL_BIT.gentle_roots,
  strong_branches: () => GOAL_BIT.strong_branches,
};

export function siteQuery(site: SiteInput, region: Region, zoneText: string, zoneNumber: number): SiteQuery {
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

function stripFails(area: number, width: number): boolean {
  if (area === 1) return width < 2;
  if (area === 2) return width < 4;
  return width <= 7;
}

/** fail bits | unknown bits << 8, for tree position i. */
export function check(f: SiteFacts, i: number, q: SiteQuery): number {
  let fail = 0;
  let unknown = 0;
  const usda = f.usda[i];
  if (!usda) unknown |= BIT.usda_zone;
  else if (!(usda & q.zoneBit)) fail |= BIT.usda_zone;
  if (q.sunsetBit) {
    const zones = f.sunset[i];
    if (!zones) unknown |= BIT.sunset;
    else if (!(zones & q.sunsetBit)) fail |= BIT.sunset;
  }
  if (q.stripWidth !== null) {
    const area = f.area[i];
    if (!area) unknown |= BIT.strip_width;
    else if (stripFails(area, q.stripWidth)) fail |= BIT.strip_width;
  }
  if (q.site.overheadWires) {
    const height = f.heightHigh[i];
    if (Number.isNaN(height)) unknown |= BIT.overhead_wires;
    else if (height > LOW_ZONE_MAX_HEIGHT) fail |= BIT.overhead_wires;
  }
  if (q.sun) {
    const low = f.expLow[i];
    if (!low) unknown |= BIT.sun;
    else if (q.sun < low || q.sun > f.expHigh[i]) fail |= BIT.sun;
  }
  if (q.water >= 0) {
    const water = f.water[i];
    if (water < 0) unknown |= BIT.water;
    else if (water > q.water) fail |= BIT.water;
  }
  if (q.soilBit) {
    const soil = f.soil[i];
    if (!soil) unknown |= BIT.soil;
    else if (!(soil & q.soilBit)) fail |= BIT.soil;
  }
  if (!q.site.includeInvasive && f.invasive[i] & q.regionBit) fail |= BIT.invasive;
  return fail | (unknown << 8);
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
      return q.region === Region.PACIFIC_ISLANDS ? 'Native to Hawaii' : 'Native to California';
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
  return q.site.goals.filter((goal) => f.goals[i] & GOAL_OF[goal](q.region)).map((goal) => reasonOf(goal, f, i, q));
}

export const INVASIVE_WORDS = {
  [Region.CALIFORNIA]: 'Invasive in California',
  [Region.PACIFIC_ISLANDS]: 'Invasive in the Pacific Islands',
};

/** Things to know about this tree on this site. */
export function warningsOf(f: SiteFacts, i: number, q: SiteQuery): string[] {
  const warnings: string[] = [];
  const bits = f.warnings[i];
  if (bits & WARN_BIT.rootHigh) warnings.push('High root damage potential: keep it 6 ft or more from paving');
  if (bits & WARN_BIT.wetFruit)
    warnings.push(q.stripWidth === null ? 'Wet fruit litter' : 'Wet fruit litter over a sidewalk');
  if (bits & WARN_BIT.weakBranches) warnings.push(`Weak branches (${BRANCH_STRENGTH_LABELS[f.branchLow[i] - 1]})`);
  if (f.invasive[i] & q.regionBit) {
    const text = memoExcerpt(f.invasiveText.get(i) ?? null);
    warnings.push(text ? `${INVASIVE_WORDS[q.region]}: ${text}` : INVASIVE_WORDS[q.region]);
  }
  return warnings;
}

export interface FailedConstraint {
  constraint: Constraint;
  treeValue: string;
  siteValue: string;
  message: string;
}

const STRIP_NEED = ['', 'at least 2 ft', 'at least 4 ft', 'more than 7 ft'];
const exposure = (f: SiteFacts, i: number) =>
  f.expLow[i] === f.expHigh[i]
    ? EXPOSURE_LABELS[f.expLow[i] - 1]
    : `${EXPOSURE_LABELS[f.expLow[i] - 1]} to ${EXPOSURE_LABELS[f.expHigh[i] - 1]}`;

function failure(name: Constraint, f: SiteFacts, i: number, q: SiteQuery): FailedConstraint {
  const site = q.site;
  const said = (treeValue: string, siteValue: string, message: string) => ({
    constraint: name,
    treeValue,
    siteValue,
    message,
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
