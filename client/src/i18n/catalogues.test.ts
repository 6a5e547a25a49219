import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage, parseMessage, pseudoText } from './compile';
import { ELEMENT, formatMessage } from './format';
import { ensureMessages, loadCatalogue, translatorFor } from './i18n';

type Messages = Record<string, string>;

/** Every namespace's files (catalogues/<namespace>/<locale>.json): a new directory is checked without a change here. */
const files = import.meta.glob<Messages>('./catalogues/*/*.json', { eager: true, import: 'default' });
const byNamespace: Record<string, Record<string, Messages>> = {};
for (const [file, messages] of Object.entries(files)) {
  const [, namespace, locale] = /^\.\/catalogues\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (byNamespace[namespace!] ??= {})[locale!] = messages;
}
const namespaces = Object.keys(byNamespace);
const merged = (locale: string): Messages =>
  Object.assign({}, ...namespaces.map((namespace) => byNamespace[namespace]![locale] ?? {})) as Messages;
const en = merged('en');
const es = merged('es');
const catalogues: Record<string, Messages> = { en, es };

/** Each argument of a message with its kind (`count:plural`, `region:select`, `year:argument`). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('the message catalogues (issue 28)', () => {
  it('finds every namespace directory, each with English and Spanish', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['shell', 'search', 'results', 'tree', 'glossary', 'accounts']));
    for (const namespace of namespaces)
      expect(Object.keys(byNamespace[namespace]!).sort(), namespace).toEqual(['en', 'es']);
  });

  it('in each namespace, Spanish has every key of English and none English lacks', () => {
    for (const namespace of namespaces) {
      const { en: english = {}, es: spanish = {} } = byNamespace[namespace]!;
      const missing = Object.keys(english).filter((key) => !(key in spanish));
      const extra = Object.keys(spanish).filter((key) => !(key in english));
      expect({ namespace, missing, extra }).toEqual({ namespace, missing: [], extra: [] });
    }
  });

  it('a key is in one namespace only, prefixed by its name (the shell’s keys name its parts)', () => {
    const seen = new Map<string, string>();
    for (const namespace of namespaces)
      for (const key of Object.keys(byNamespace[namespace]!.en ?? {})) {
        expect(seen.get(key), `${key} in ${namespace} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, namespace);
        if (namespace !== 'shell') expect(key.startsWith(`${namespace}.`), `${namespace}: ${key}`).toBe(true);
      }
  });

  it('every message parses, and both languages take the same ICU arguments', () => {
    for (const [locale, messages] of Object.entries(catalogues))
      for (const [key, message] of Object.entries(messages))
        expect(() => parseMessage(message), `${locale} ${key}`).not.toThrow();
    const mismatched = Object.keys(en).filter((key) => {
      const english = [...argumentsOf(parseMessage(en[key]!))].sort();
      const spanish = [...argumentsOf(parseMessage(es[key] ?? ''))].sort();
      return english.join() !== spanish.join();
    });
    expect(mismatched).toEqual([]);
  });

  it('finds a missing key and an argument that differs (the checks above are not vacuous)', () => {
    expect([...argumentsOf(parseMessage('{count, plural, one {# tree} other {# trees}} in {place}'))].sort()).toEqual([
      'count:plural',
      'place:argument',
    ]);
    expect(() => parseMessage('{count, plural, one {# tree}')).toThrow();
  });

  it('formats every message of both catalogues as intl-messageformat does, for sample values', () => {
    const samples: Record<string, unknown[]> = {
      count: [0, 1, 2, 12, 1000],
      region: ['CALIFORNIA', 'PACIFIC_ISLANDS'],
      year: ['2026'],
      program: ['UFEI'],
      sort: [1, 2, 3, 4],
      zone: ['zip_code', 'usda_zones', 'sunset_climate_zone', 'climate_region'],
      size: ['height', 'width'],
    };
    let compared = 0;
    for (const [locale, messages] of Object.entries(catalogues))
      for (const [key, message] of Object.entries(messages)) {
        const names = [...argumentsOf(parseMessage(message))].map((item) => item.split(':')[0]!);
        const cases = names.reduce<Record<string, unknown>[]>(
          (all, name) =>
            all.flatMap((values) => (samples[name] ?? ['x']).map((value) => ({ ...values, [name]: value }))),
          [{}],
        );
        for (const values of cases) {
          const reference = new IntlMessageFormat(message, locale).format(values as Record<string, string>);
          expect([key, formatMessage(parseMessage(message), locale, values)]).toEqual([key, reference]);
          compared += 1;
        }
      }
    expect(compared).toBeGreaterThan(2 * Object.keys(en).length);
    // And what the catalogues may grow into: =N, offset, #, nested select, a number.
    const sample =
      '{n, plural, offset:1 =0 {nobody} =1 {{who} alone} one {{who} and # other} other {{who} and # others}}';
    for (const n of [0, 1, 2, 5, 1234])
      for (const locale of ['en', 'es'])
        expect(formatMessage(parseMessage(sample), locale, { n, who: 'Ana' })).toBe(
          new IntlMessageFormat(sample, locale).format({ n, who: 'Ana' }),
        );
    expect(formatMessage(parseMessage('{n, number} trees'), 'es', { n: 12345.5 })).toBe(
      new IntlMessageFormat('{n, number} trees', 'es').format({ n: 12345.5 }),
    );
  });

  it('the formatter knows the parser’s element types, and the build refuses what it does not format', () => {
    for (const [name, type] of Object.entries(ELEMENT)) expect(TYPE[type]).toBe(name);
    for (const refused of ['{d, date, short}', '{t, time}', '{n, number, percent}'])
      expect(() => compileMessage(refused)).toThrow(/docs\/i18n\.md/);
    // Tags are text: elements inside a sentence are arguments (t.rich).
    expect(compileMessage('a <b>bold</b> word')).toBe('a <b>bold</b> word');
  });

  it('ships plain text as strings and the rest as parsed trees', () => {
    expect(compileMessage('Skip to main content')).toBe('Skip to main content');
    expect(Array.isArray(compileMessage('{count, plural, one {# tree} other {# trees}} found'))).toBe(true);
  });

  it('formats plurals by each language’s rules: "1 tree found", "12 trees found"', async () => {
    await loadCatalogue('es');
    const enT = translatorFor('en');
    const esT = translatorFor('es');
    expect(enT('header.queueWaiting', { count: 1 })).toBe('item waiting for review');
    expect(enT('header.queueWaiting', { count: 12 })).toBe('items waiting for review');
    expect(esT('header.queueWaiting', { count: 1 })).toBe('elemento pendiente de revisión');
    expect(esT('header.queueWaiting', { count: 12 })).toBe('elementos pendientes de revisión');
    expect(esT('region.treesFor', { region: 'PACIFIC_ISLANDS' })).toBe('Árboles para las Islas del Pacífico');
    await import('virtual:icu-messages/results');
    await ensureMessages();
    expect([1, 12, 1000].map((count) => enT('results.found', { count }))).toEqual([
      '1 tree found',
      '12 trees found',
      '1,000 trees found',
    ]);
    expect([1, 12].map((count) => esT('results.found', { count }))).toEqual([
      '1 árbol encontrado',
      '12 árboles encontrados',
    ]);
    expect(enT('footer.fineprint', { year: '2026' })).toMatch(/^© 2026 SelecTree\. /);
  });

  it('a namespace registered once Spanish is in use (a screen’s chunk) is in Spanish before it renders', async () => {
    await loadCatalogue('es');
    const esT = translatorFor('es');
    expect(esT('search.error.maxValue', { max: 100 })).toBe('search.error.maxValue'); // not registered yet
    await import('virtual:icu-messages/search');
    await ensureMessages();
    expect(esT('search.error.maxValue', { max: 100 })).toBe('El valor máximo es 100');
    expect(translatorFor('en')('search.error.maxValue', { max: 100 })).toBe('Max value is 100');
  });

  it('the pseudo-locale is accented, ~40% longer, and keeps its arguments', async () => {
    expect(pseudoText('Skip to main content')).toBe('Škííp töö mááííñ çööñtééñt~~');
    for (const message of Object.values(en)) {
      const text = message.replace(/\{[^}]*\}/g, '');
      if (text.trim()) expect(pseudoText(text).length / text.length).toBeGreaterThanOrEqual(1.4);
    }
    await loadCatalogue('en-XA');
    const pseudo = translatorFor('en-XA');
    expect(pseudo('region.treesFor', { region: 'CALIFORNIA' })).toBe(
      `${pseudoText('Trees for ')}${pseudoText('California')}`,
    );
  });
});
