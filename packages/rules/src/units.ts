/**
 * Units of length (issue 28.5): the catalogue stores feet and inches (heights, widths, a planting
 * strip's width, growth per year); a visitor may read them in metres and centimetres. Converted at
 * display only: what is stored, sent and put in addresses stays in feet and inches. One rule for
 * the server's first page and the browser (the `selectree-units` cookie decides both).
 */
import { cookieValue, queryValue } from './locale-choice';

import { UNITS, DEFAULT_UNITS, UNITS_PARAM, UNITS_COOKIE, type Units } from './units-names';
import { formatDecimal } from './number-format';

export * from './units-names';

export const METRES_PER_FOOT = 0.3048;
export const CENTIMETRES_PER_INCH = 2.54;

export const asUnits = (value: unknown): Units | null =>
  typeof value === 'string' && (UNITS as readonly string[]).includes(value) ? (value as Units) : null;

/** `?units=` first (a shared link), then the cookie, then imperial. */
export function chooseUnits(request: { search?: string | null; cookie?: string | null }): Units {
  return (
    asUnits(queryValue(request.search, UNITS_PARAM)) ??
    asUnits(cookieValue(request.cookie, UNITS_COOKIE)) ??
    DEFAULT_UNITS
  );
}

/** The unit words a length is shown with (symbols: the same in English and Spanish). */
export const LENGTH_SYMBOL: Record<Units, string> = { imperial: 'ft', metric: 'm' };
export const SMALL_LENGTH_SYMBOL: Record<Units, string> = { imperial: 'in', metric: 'cm' };

/**
 * A stored length in feet, as a number in the units shown: feet as stored; metres to one decimal
 * below 10 m and whole metres from 10 m (a tree's 70 ft is 21 m, its 25 ft 7.6 m).
 */
export function lengthIn(feet: number, units: Units): number {
  if (units === 'imperial') return feet;
  const metres = feet * METRES_PER_FOOT;
  return metres < 10 ? Math.round(metres * 10) / 10 : Math.round(metres);
}

/** A stored length in inches (growth per year), in the units shown: whole centimetres. */
export function smallLengthIn(inches: number, units: Units): number {
  return units === 'imperial' ? inches : Math.round(inches * CENTIMETRES_PER_INCH);
}

/**
 * A length typed in the units shown (a planting strip's width in metres), back to the feet the
 * site is stored and sent in: to a tenth of a foot, so 2 m is 6.6 ft.
 */
export function feetOf(value: number, units: Units): number {
  return units === 'imperial' ? value : Math.round((value / METRES_PER_FOOT) * 10) / 10;
}

/** A number in the locale's way (decimal comma in Spanish), to a tenth (number-format.ts: no Intl object). */
export function formatNumber(value: number, locale: string): string {
  return formatDecimal(value, locale, 1);
}
