import {
  BRANCH_STRENGTH_LABELS,
  CLIMATE_ADAPTED_REGIONS,
  EXPOSURE_LABELS,
  GROWTH_RATE_TRUNCATED,
  SOIL_PH_LABELS,
  WATER_USE_LABELS,
  type WaterUse,
} from './vocabulary';

/**
 * Labels for coded values, shared by the API, the CSV download and the UI. Null in, null out:
 * "no data" is the caller's to render, and it is never "No".
 */

function fromScale(labels: readonly string[], code: number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  return labels[code - 1] ?? null;
}

export const branchStrengthLabel = (code: number | null | undefined) => fromScale(BRANCH_STRENGTH_LABELS, code);
export const exposureLabel = (code: number | null | undefined) => fromScale(EXPOSURE_LABELS, code);
/** The soil pH code's name (NOTES: the code-to-pH mapping is unconfirmed, so no numbers are shown). */
export const soilPhLabel = (code: number | null | undefined) => fromScale(SOIL_PH_LABELS, code);

export function waterUseLabel(code: string | null | undefined): string | null {
  return code ? (WATER_USE_LABELS[code as WaterUse] ?? null) : null;
}

/** "Low to High", "Moderate", or null; for any low/high pair of labels. */
export function rangeLabel(low: string | null, high: string | null): string | null {
  if (low && high) return low === high ? low : `${low} to ${high}`;
  return low ?? high;
}

/**
 * Growth rate in inches per year as a speed: up to 12 slow, up to 24 moderate, above that fast
 * (the export's codes 12/24/36 are these three classes). 127 is the legacy column's maximum, i.e.
 * a larger value that was truncated: shown as "Fast (>36 in/yr)".
 */
export function growthRateLabel(inchesPerYear: number | null | undefined): string | null {
  if (inchesPerYear === null || inchesPerYear === undefined) return null;
  if (inchesPerYear >= GROWTH_RATE_TRUNCATED) return 'Fast (>36 in/yr)';
  if (inchesPerYear <= 12) return 'Slow';
  if (inchesPerYear <= 24) return 'Moderate';
  return 'Fast';
}

export function climateAdaptedRegionLabel(slug: string): string | null {
  return CLIMATE_ADAPTED_REGIONS.find((region) => region.slug === slug)?.label ?? null;
}

/** Zone lists for display: runs of consecutive numbers collapse ("1-9, 14-24, H1, H2"). */
export function formatZones(zones: readonly (string | number)[]): string {
  const numbers = zones
    .map(String)
    .filter((z) => /^\d+$/.test(z))
    .map(Number)
    .sort((a, b) => a - b);
  const others = zones.map(String).filter((z) => !/^\d+$/.test(z));
  const runs: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j += 1;
    runs.push(j === i ? String(numbers[i]) : `${numbers[i]}-${numbers[j]}`);
    i = j + 1;
  }
  return [...runs, ...others].join(', ');
}

/** Yes / No / null for nullable flags: unknown stays unknown. */
export function yesNo(value: boolean | null | undefined): 'Yes' | 'No' | null {
  if (value === null || value === undefined) return null;
  return value ? 'Yes' : 'No';
}
