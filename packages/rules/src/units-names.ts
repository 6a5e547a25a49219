/**
 * The names of the units of length (issue 28.5), apart from units.ts's choice and conversions so
 * that the first page's code, which needs only these (the switch, the page's starting units), does
 * not carry the rest.
 */
export const UNITS = ['imperial', 'metric'] as const;
export type Units = (typeof UNITS)[number];
export const DEFAULT_UNITS: Units = 'imperial';
/** The visitor's choice, remembered for a year on the whole site (as the language's cookie). */
export const UNITS_COOKIE = 'selectree-units';
/** `?units=metric` in a shared link. */
export const UNITS_PARAM = 'units';
