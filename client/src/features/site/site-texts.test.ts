import { describe, expect, it } from 'vitest';
import {
  check,
  failuresOf,
  parseSiteInput,
  siteFactsOfRows,
  siteOnFacts,
  siteResultOf,
  type SiteFactsRow,
  type ZipRow,
} from '@selectree/rules';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { lengthWords } from '@/lib/length-display';
import type { LengthDisplay } from '@/lib/catalogue-labels';
import { failureText, failureValues, siteNotes, type SiteWording } from './site-texts';

/**
 * The site sentences the client words from GraphQL's codes (site-texts.ts) read, in English and feet,
 * exactly as the server's English (the rules package's reasons, warnings and why-not messages), for
 * trees that reach every reason, warning and failure; in Spanish and metres they are Spanish and metric.
 */
const ZIPS: ZipRow[] = [['95616', 'Davis', 'CA', '9b']];
// prettier-ignore
const ROWS: SiteFactsRow[] = [
  [1, true, true, 'Quercus alba', 'White Oak', [3, 4, 5], ['1', '2'], '>7', 40, 3, 3, 'H', ['Clay', 'Loam'], true, true,
    'Spreads by seed into wildlands.', 45, 'Showy', ['Pink', 'Pale Purple'], true, 'Evergreen', true, true,
    ['Birds', 'Bees'], ['Leaves', 'Dry Fruit'], 127, 'Low', 5, ['Round']],
  [2, true, true, 'Acer rubrum', 'Red Maple', [3], ['3'], '4 to 7', 25, 2, 3, 'M', ['Clay'], false, false, null, 32.5,
    'Showy', [], true, 'Deciduous', false, false, ['Butterflies'], ['Wet Fruit'], 40, 'High', 1, ['Oval']],
  [3, true, true, 'Ulmus minor', null, [3], [], '2 to 4', 33.3, 1, 2, 'L', ['Loam'], true, false, null, 10, null, [], null,
    null, null, null, [], [], 12, null, 4, []],
];
const facts = siteFactsOfRows('v1', ROWS, ZIPS);
const SITES = [
  { zip: '95616', sunset: '14', strip_width: '3', overhead_wires: '1', sun: 'full', water: 'VL', soil: 'sand',
    goals: 'shade,flowers,fall_colour,evergreen,native,wildlife,low_litter,fast_growth,gentle_roots,strong_branches' },
  { zip: '95616', region: 'pacificislands', strip_width: '1.5', sun: 'shade', goals: 'native,flowers,fast_growth',
    include_invasive: '0' },
  { zip: '95616', strip_width: 'open', goals: 'shade,low_litter' },
]; // prettier-ignore

const wording = (locale: 'en' | 'es', units: LengthDisplay['units']): SiteWording => {
  const t = translatorFor(locale);
  return { t, lengths: { units, locale, words: lengthWords(t) } };
};

function answers() {
  return SITES.flatMap((raw) => {
    const on = siteOnFacts(facts, parseSiteInput(raw as never))!;
    return ROWS.map((_, i) => ({
      result: siteResultOf(facts, i, on.q),
      failed: failuresOf(check(facts, i, on.q), facts, i, on.q),
    }));
  });
}

describe('site sentences worded by the client', () => {
  it('read as the server’s English in English and feet, for every reason, warning and failure', () => {
    const english = wording('en', 'imperial');
    const seen = new Set<string>();
    for (const { result, failed } of answers()) {
      expect(siteNotes(result.reasons, result.reasonTexts, english)).toEqual(result.reasons);
      expect(siteNotes(result.warnings, result.warningTexts, english)).toEqual(result.warnings);
      for (const failure of failed) {
        expect(failureText(failure.text, failure.message, english)).toBe(failure.message);
        expect(failureValues(failure, english)).toEqual({ tree: failure.treeValue, site: failure.siteValue });
      }
      [...result.reasonTexts, ...result.warningTexts, ...failed.map((f) => f.text)].forEach((s) => seen.add(s.code));
    }
    expect([...seen].sort()).toEqual(
      [
        'shade', 'flowers', 'fall_colour', 'evergreen', 'native', 'wildlife', 'low_litter', 'fast_growth',
        'fast_growth_or_more', 'gentle_roots', 'strong_branches', 'root_damage', 'wet_fruit', 'wet_fruit_sidewalk',
        'weak_branches', 'invasive', 'invasive_excerpt', 'usda_zone', 'sunset', 'strip_width', 'strip_width_more',
        'overhead_wires', 'sun', 'water', 'soil',
      ].sort(),
    ); // prettier-ignore
  });

  it('in Spanish and metres: Spanish words, metric lengths with a decimal comma', async () => {
    await loadCatalogue('es');
    const spanish = wording('es', 'metric');
    const { result, failed } = answers()[0];
    const reasons = siteNotes(result.reasons, result.reasonTexts, spanish);
    expect(reasons).toContain('Copa de hasta 14 m de ancho: buena sombra');
    expect(reasons).toContain('Flores vistosas (rosa, púrpura pálido)');
    expect(reasons).toContain('Crecimiento rápido: 323 cm o más al año');
    const failures = failed.map((f) => failureText(f.text, f.message, spanish));
    expect(failures).toContain('Alcanza hasta 12 m de altura, más de los 7,6 m permitidos bajo cables aéreos');
    expect(failures).toContain('Necesita una franja de plantación de más de 2,1 m de ancho; la del sitio mide 0,9 m');
    expect(failures).toContain('Crece en suelo arcilloso, franco, no arenoso');
    for (const text of [...reasons, ...failures]) expect(text).not.toMatch(/\b(ft|feet|Needs|Grows|Showy)\b/);
  });
});
