/**
 * Dates as the browser's toLocaleDateString writes them, for the few formats public pages show,
 * without an Intl object: the first Intl.DateTimeFormat a page makes loads the browser's date data
 * (~145 ms in Chromium at 4x CPU, a task counted in Total Blocking Time; issue 24). dates.test.ts
 * holds each to toLocaleDateString for every day of several years.
 */
const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  enShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // CLDR's abbreviations for Spanish, without a full stop ("sept" for September).
  esShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/**
 * "Mar 3, 2026" in English, "3 mar 2026" in Spanish, the day in the browser's time zone:
 * toLocaleDateString(en-US or es, { year: 'numeric', month: 'short', day: 'numeric' }).
 */
export function shortDate(iso: string, language: 'en' | 'es'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return language === 'es' ? `${day} ${MONTHS.esShort[month]} ${year}` : `${MONTHS.enShort[month]} ${day}, ${year}`;
}

/**
 * "January 2, 2030": the day of a section review (UTC), as the tree page shows it:
 * toLocaleDateString('en-US', { year, month: 'long', day, timeZone: 'UTC' }).
 */
export function reviewDate(iso: unknown): string {
  const date = new Date(String(iso));
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS.en[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
