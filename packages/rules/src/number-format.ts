import { cached } from './memo';

/**
 * Numbers as Intl.NumberFormat writes them in the decimal style with grouping (at most
 * `maxFractionDigits` fraction digits, rounded half away from zero on the number's shortest decimal
 * form, trailing zeros dropped), written here for the app's locales (en, es, and the pseudo-locale
 * en-XA, which Intl writes as en) without an Intl object.
 *
 * Why: the first Intl.NumberFormat a page makes loads the browser's number data. Measured in
 * Chromium at 4x CPU: ~110 ms for the first one, under 1 ms for the next. Every public page formats
 * lengths or counts while it hydrates, so that was a task of its own, most of it counted in Total
 * Blocking Time (issue 24). Any other locale, and a number JavaScript writes with an exponent
 * (at or above 1e21, below 1e-6) or not finite, goes to Intl. number-format.test.ts holds every
 * branch to Intl.NumberFormat over a wide range of values in both locales.
 */
const SYMBOLS: Record<string, { group: string; decimal: string; minimumGrouping: number }> = {
  en: { group: ',', decimal: '.', minimumGrouping: 1 },
  'en-XA': { group: ',', decimal: '.', minimumGrouping: 1 },
  // CLDR's minimumGroupingDigits 2 for Spanish: 1234 stays ungrouped, 12.345 is grouped.
  es: { group: '.', decimal: ',', minimumGrouping: 2 },
};

const intlFormats = new Map<string, Intl.NumberFormat>();

/** The decimal digits of `digits` plus one in the last place ("199" -> "200", "99" -> "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function grouped(integer: string, group: string, minimumGrouping: number): string {
  if (integer.length < 3 + minimumGrouping) return integer;
  let out = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = out ? `${integer.slice(start, end)}${group}${out}` : integer.slice(start, end);
  }
  return out;
}

export function formatDecimal(value: number, locale: string, maxFractionDigits = 3): string {
  const symbols = SYMBOLS[locale];
  const shortest = String(Math.abs(value));
  if (!symbols || !Number.isFinite(value) || shortest.includes('e')) {
    return cached(intlFormats, `${locale} ${maxFractionDigits}`, () => {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits });
    }).format(value);
  }
  const [whole, fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if (fraction.length > maxFractionDigits && fraction[maxFractionDigits] >= '5') digits = increment(digits);
  const integer = digits.slice(0, digits.length - maxFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const text = grouped(integer.replace(/^0+(?=\d)/, ''), symbols.group, symbols.minimumGrouping);
  return `${sign}${text}${decimals ? symbols.decimal + decimals : ''}`;
}
