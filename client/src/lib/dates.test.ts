import { describe, expect, it } from 'vitest';
import { reviewDate, shortDate } from './dates';

/** Every day from 2024 to 2027 at three times of day, as ISO strings (and one that is not a date). */
function days(): string[] {
  const out: string[] = [];
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
    for (const hour of [0, 11, 23]) out.push(new Date(time + hour * 3_600_000).toISOString());
  }
  return [...out, 'not a date'];
}

describe('dates without an Intl object (issue 24)', () => {
  it.each([
    ['en', 'en-US'],
    ['es', 'es'],
  ] as const)('shortDate in %s is toLocaleDateString(%s) with a short month', (language, tag) => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
    const differ = days().filter((iso) => shortDate(iso, language) !== new Date(iso).toLocaleDateString(tag, options));
    expect(differ).toEqual([]);
    expect(shortDate('2026-03-03T12:00:00Z', language)).toBe(language === 'es' ? '3 mar 2026' : 'Mar 3, 2026');
  });

  it('reviewDate is toLocaleDateString(en-US) with a long month, in UTC', () => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
    const differ = days().filter((iso) => reviewDate(iso) !== new Date(iso).toLocaleDateString('en-US', options));
    expect(differ).toEqual([]);
    expect(reviewDate('2030-01-02T23:30:00Z')).toBe('January 2, 2030');
  });
});
