import { formatDecimal } from './number-format';

/** Values around every branch: rounding carries, halves, grouping edges, signs, tiny and huge. */
function values(): number[] {
  const out = [0, -0, 0.05, 0.04999, 0.95, 0.995, 1.15, 1.25, 1.35, 2.675, 9.95, 99.95, 999.95, 9999.95, 1e-6, 1.5e-6];
  for (let i = 0; i <= 10_000; i += 1) out.push(i, i / 10, i / 100, i / 1000 + 0.0005, i * 0.3048, i * 2.54);
  for (const base of [999, 9_999, 99_999, 999_999, 1_234_567.891, 123_456_789_012, 2 ** 53, 9.99e20, 1e21, 3e25]) {
    out.push(base, base + 0.05, base + 0.95, base - 0.05);
  }
  return [...out, ...out.map((value) => -value), Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
}

describe('formatDecimal: numbers without an Intl object (issue 24)', () => {
  it.each(['en', 'es', 'en-XA'])(
    'writes what Intl.NumberFormat writes in %s, for 1 and 3 fraction digits',
    (locale) => {
      for (const digits of [1, 3]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        const differ = values().filter((value) => formatDecimal(value, locale, digits) !== intl.format(value));
        expect(
          differ.map((value) => `${value}: ${formatDecimal(value, locale, digits)} vs ${intl.format(value)}`),
        ).toEqual([]);
      }
    },
  );

  it('groups as the locale does: 1,234 in English; 1234 but 12.345 in Spanish', () => {
    expect([1234, 12345, 1234.56].map((value) => formatDecimal(value, 'en', 1))).toEqual([
      '1,234',
      '12,345',
      '1,234.6',
    ]);
    expect([1234, 12345, 1234.56].map((value) => formatDecimal(value, 'es', 1))).toEqual(['1234', '12.345', '1234,6']);
  });

  it('leaves any other locale to Intl', () => {
    expect(formatDecimal(1234567.25, 'de', 1)).toBe(
      new Intl.NumberFormat('de', { maximumFractionDigits: 1 }).format(1234567.25),
    );
  });
});
