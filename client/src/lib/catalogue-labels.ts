/**
 * How coded values read on screen. The codes' labels and the name casing are the catalogue rules'
 * (`@selectree/rules`, spec detail-editing-accounts §9), the same the server's importer stores by.
 * Every function returns null for an unknown value: the caller renders "no data" (NO_DATA), never "No".
 */

import {
  BRANCH_STRENGTH_LABELS,
  formatNumber,
  LENGTH_SYMBOL,
  lengthIn,
  SMALL_LENGTH_SYMBOL,
  smallLengthIn,
  type Units,
  CLIMATE_ADAPTED_REGIONS,
  EXPOSURE_LABELS,
  GROWTH_RATE_TRUNCATED,
  OTHER_COMMON_NAMES_SHOWN,
  SOIL_PH_LABELS,
  SYNONYMS_SHOWN,
  WATER_USE_LABELS as WATER_USE_CODE_LABELS,
  titleCaseName,
} from '@selectree/rules';

export {
  BRANCH_STRENGTH_LABELS,
  EXPOSURE_LABELS,
  GROWTH_RATE_TRUNCATED,
  OTHER_COMMON_NAMES_SHOWN,
  SOIL_PH_LABELS,
  SYNONYMS_SHOWN,
};

/** What an empty value reads. */
export const NO_DATA = 'no data';

export const WATER_USE_LABELS: Readonly<Record<string, string>> = WATER_USE_CODE_LABELS;

/** The schema's FoliageType enum (its operations are generated with the search's, off the first page). */
export type FoliageType = 'Deciduous' | 'Evergreen' | 'PartlyDeciduous';

export const FOLIAGE_TYPE_LABELS: Readonly<Record<FoliageType, string>> = {
  Deciduous: 'Deciduous',
  PartlyDeciduous: 'Partly Deciduous',
  Evergreen: 'Evergreen',
};

/** The fastest class the catalogue measures exactly (the export's codes are 12, 24 and 36). */
export const GROWTH_RATE_FASTEST_CODED = 36;

/** Families whose trees bear cones and shed pollen: 'Cones' and 'Pollen time' replace fruit/flower. */
export const CONIFER_FAMILIES: ReadonlySet<string> = new Set([
  'pinaceae',
  'cupressaceae',
  'taxaceae',
  'araucariaceae',
  'podocarpaceae',
  'sciadopityaceae',
  'taxodiaceae',
]);

export function isConifer(family: string | null | undefined): boolean {
  return !!family && CONIFER_FAMILIES.has(family.trim().toLowerCase());
}

const fromScale = (labels: readonly string[], code: number | null | undefined): string | null =>
  code === null || code === undefined ? null : (labels[code - 1] ?? null);

export const exposureLabel = (code: number | null | undefined) => fromScale(EXPOSURE_LABELS, code);
export const soilPhLabel = (code: number | null | undefined) => fromScale(SOIL_PH_LABELS, code);
export const branchStrengthLabel = (code: number | null | undefined) => fromScale(BRANCH_STRENGTH_LABELS, code);

export function waterUseLabel(code: string | null | undefined): string | null {
  return code ? (WATER_USE_LABELS[code] ?? null) : null;
}

export function foliageTypeLabel(type: FoliageType | null | undefined): string | null {
  return type ? FOLIAGE_TYPE_LABELS[type] : null;
}

/** "Low to High", "Moderate", or null: for any low/high pair of labels. */
export function rangeLabel(low: string | null, high: string | null): string | null {
  if (low && high) return low === high ? low : `${low} to ${high}`;
  return low ?? high;
}

/**
 * The words lengths are shown with: "to" in a range, "/yr", "more than", "wide", the growth speed.
 * English here; useLengthDisplay() gives the page's language's (the `lengths` messages).
 */
export type LengthWords = {
  range: (low: string, high: string) => string;
  perYear: (amount: string, symbol: string, speed: string) => string;
  moreThan: (amount: string) => string;
  wide: (width: string, symbol: string) => string;
  moreThanWide: (width: string, symbol: string) => string;
  speed: (speed: GrowthClass) => string;
};
export const ENGLISH_LENGTH_WORDS: LengthWords = {
  range: (low, high) => `${low} to ${high}`,
  perYear: (amount, symbol, speed) => `${amount} ${symbol}/yr (${speed})`,
  moreThan: (amount) => `more than ${amount}`,
  wide: (width, symbol) => `${width} ${symbol} wide`,
  moreThanWide: (width, symbol) => `More than ${width} ${symbol} wide`,
  speed: (speed) => speed,
};

/**
 * How lengths are shown (issue 28.5): in the visitor's units and with the locale's numbers
 * ("7,6" in Spanish), with the locale's words (English when `words` is omitted). Stored feet and
 * inches are converted here, at display only.
 */
export type LengthDisplay = { units: Units; locale: string; words?: LengthWords };
export const FEET_IN_ENGLISH: LengthDisplay = { units: 'imperial', locale: 'en' };

/** A low/high pair in a display's words ("30 to 70"), one alone, or null. */
function rangeIn(display: LengthDisplay, low: string | null, high: string | null): string | null {
  if (low && high) return low === high ? low : (display.words ?? ENGLISH_LENGTH_WORDS).range(low, high);
  return low ?? high;
}

/** A stored length in feet, as shown: "70" (feet), "21" or "7.6" (metres). */
export function lengthText(feet: number, display: LengthDisplay = FEET_IN_ENGLISH): string {
  return formatNumber(lengthIn(feet, display.units), display.locale);
}

/** Heights and widths: "30 to 70 ft", "40 ft" ("9.1 to 21 m" in metric), or null. */
export function feetRange(
  low: number | null | undefined,
  high: number | null | undefined,
  display: LengthDisplay = FEET_IN_ENGLISH,
): string | null {
  const text = rangeIn(display, low ? lengthText(low, display) : null, high ? lengthText(high, display) : null);
  return text ? `${text} ${LENGTH_SYMBOL[display.units]}` : null;
}

export type GrowthClass = 'Slow' | 'Moderate' | 'Fast';

/** Slow (up to 12 in/yr), Moderate (up to 24), Fast (more). */
export function growthClass(inchesPerYear: number): GrowthClass {
  if (inchesPerYear <= 12) return 'Slow';
  if (inchesPerYear <= 24) return 'Moderate';
  return 'Fast';
}

/**
 * Growth as inches per year with its speed: "12 to 24 in/yr (Slow to Moderate)" ("30 to 61 cm/yr"
 * in metric; the speed is the stored inches'). 127 is a truncated larger value and reads "more
 * than 36 in/yr".
 */
export function growthRateText(
  low: number | null | undefined,
  high: number | null | undefined,
  display: LengthDisplay = FEET_IN_ENGLISH,
): string | null {
  const lowValue = low || null;
  const highValue = high || null;
  if (lowValue === null && highValue === null) return null;
  const words = display.words ?? ENGLISH_LENGTH_WORDS;
  const shown = (value: number) => formatNumber(smallLengthIn(value, display.units), display.locale);
  const inches = (value: number) =>
    value >= GROWTH_RATE_TRUNCATED ? words.moreThan(shown(GROWTH_RATE_FASTEST_CODED)) : shown(value);
  const amount = rangeIn(
    display,
    lowValue === null ? null : inches(lowValue),
    highValue === null ? null : inches(highValue),
  );
  const speed = rangeIn(
    display,
    lowValue === null ? null : words.speed(growthClass(lowValue)),
    highValue === null ? null : words.speed(growthClass(highValue)),
  );
  const text = words.perYear(amount ?? '', SMALL_LENGTH_SYMBOL[display.units], speed ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Zone lists: runs of consecutive numbers collapse ("7-10, 14-24, H1, H2"). */
export function formatZones(zones: readonly (string | number)[]): string | null {
  if (!zones.length) return null;
  const numbers = [...new Set(zones.map(String).filter((zone) => /^\d+$/.test(zone)))]
    .map(Number)
    .sort((a, b) => a - b);
  const others = zones.map(String).filter((zone) => !/^\d+$/.test(zone));
  const runs: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j += 1;
    runs.push(j === i ? String(numbers[i]) : `${numbers[i]}-${numbers[j]}`);
    i = j + 1;
  }
  return [...runs, ...others].join(', ');
}

/** Lists read "A, B, C"; an empty list is unknown. */
export function listText(values: readonly string[] | null | undefined): string | null {
  const kept = (values ?? []).map((value) => value.trim()).filter(Boolean);
  return kept.length ? kept.join(', ') : null;
}

/** Yes / No for a known flag; null (no data) for an unknown one, never "No". */
export function yesNo(value: boolean | null | undefined): 'Yes' | 'No' | null {
  if (value === null || value === undefined) return null;
  return value ? 'Yes' : 'No';
}

/** Planting strip width as stored in feet ('2 to 4', '4 to 7', '>7') in words, in the units shown. */
export function plantingAreaText(
  value: string | null | undefined,
  display: LengthDisplay = FEET_IN_ENGLISH,
): string | null {
  if (!value) return null;
  const words = display.words ?? ENGLISH_LENGTH_WORDS;
  const shown = (text: string) => text.replace(/\d+(?:\.\d+)?/g, (feet) => lengthText(Number(feet), display));
  const symbol = LENGTH_SYMBOL[display.units];
  const over = /^>\s*(\d+)$/.exec(value.trim());
  if (over) return words.moreThanWide(shown(over[1]), symbol);
  const range = /^(\d+(?:\.\d+)?)\s+to\s+(\d+(?:\.\d+)?)$/.exec(value.trim());
  return words.wide(range ? (rangeIn(display, shown(range[1]), shown(range[2])) ?? '') : shown(value.trim()), symbol);
}

/* ---- Names ---------------------------------------------------------------------------------- */

/**
 * Title case for a common name ("COAST LIVE OAK" → "Coast Live Oak", "ʻŌHIʻA LEHUA" → "ʻŌhiʻa
 * Lehua"). Words already in mixed case ("McNair") are kept: the importer's rule (titleCaseName).
 */
export const titleCase = titleCaseName;

export type NamePart = { text: string; italic: boolean };

/** Rank words and marks that stay upright inside an italic scientific name. */
const UPRIGHT = /^(?:×|x|subsp\.|ssp\.|var\.|f\.|cv\.|sp\.|spp\.|aff\.|cf\.)$/;

/**
 * A scientific name split for display: genus and epithets italic; the hybrid sign ×, rank words
 * (subsp., var., f.), cultivar names in quotes and notes in brackets upright, as botanists write them.
 */
export function scientificNameParts(name: string): NamePart[] {
  const parts: NamePart[] = [];
  const tokens = name.trim().match(/'[^']*'|\([^)]*\)|\S+/g) ?? [];
  for (const token of tokens) {
    const italic = !(UPRIGHT.test(token) || token.startsWith("'") || token.startsWith('(') || token.startsWith('"'));
    const last = parts[parts.length - 1];
    if (last && last.italic === italic) last.text += ` ${token}`;
    else parts.push({ text: parts.length ? ` ${token}` : token, italic });
  }
  // Keep the separating space outside the italic run so it does not lean.
  return parts.flatMap((part) =>
    part.text.startsWith(' ')
      ? [
          { text: ' ', italic: false },
          { ...part, text: part.text.slice(1) },
        ]
      : [part],
  );
}

/* ---- Climate-adapted regions ------------------------------------------------------------------ */

export const CLIMATE_ADAPTED_REGION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  CLIMATE_ADAPTED_REGIONS.map(({ slug, label }) => [slug, label]),
);

export function climateAdaptedText(slugs: readonly string[]): string | null {
  return listText(slugs.map((slug) => CLIMATE_ADAPTED_REGION_LABELS[slug] ?? slug));
}
