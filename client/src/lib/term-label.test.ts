import { describe, expect, it } from 'vitest';
import { UTILITY_ZONES } from '@selectree/rules';
import en from '@/i18n/catalogues/vocab/en.json';
import es from '@/i18n/catalogues/vocab/es.json';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { VOCABULARY_TERMS, termKey, termLabel, termSlug, termValueText, type VocabularyName } from './term-label';

const english: Record<string, string> = en;
const spanish: Record<string, string> = es;

/**
 * Every vocabulary the screens translate by term (VOCABULARY_TERMS reads them from the rules package
 * itself); utility zones are named by value, tested below.
 */
const fromRules = Object.entries<readonly string[]>(VOCABULARY_TERMS).filter(([name]) => name !== 'utilityZones');

describe('characteristic values in Spanish (issue 28.3)', () => {
  it.each(fromRules)('every term of %s has a key: English the term as stored, Spanish translated', (name, terms) => {
    expect(terms.length).toBeGreaterThan(0);
    expect(new Set(terms.map(termSlug)).size, 'two terms share a slug').toBe(terms.length);
    for (const term of terms) {
      const key = termKey(name, term);
      expect(english[key], key).toBe(term);
      expect(spanish[key], key).toBeTruthy();
      expect(termLabel(translatorFor('en'), name as VocabularyName, term)).toBe(term);
    }
  });

  it('utility zones are named by value, their English the rules explanation', () => {
    for (const { value, label } of UTILITY_ZONES) expect(english[termKey('utilityZones', value)]).toBe(label);
  });

  it('has no key for a term the vocabularies do not have', () => {
    const keys = Object.entries<readonly string[]>(VOCABULARY_TERMS).flatMap(([name, terms]) =>
      terms.map((term) => termKey(name, term)),
    );
    const extra = ['vocab.range', 'vocab.noData'];
    expect(Object.keys(english).sort()).toEqual([...keys, ...extra].sort());
  });

  it('Spanish: terms, lists and ranges translated; open vocabularies and unknown terms as typed', async () => {
    await loadCatalogue('es');
    const t = translatorFor('es');
    expect(termLabel(t, 'treeShapes', 'Sword Palm')).toBe('Palmiforme de hojas en espada');
    expect(termLabel(t, 'exposures', 'Full Sun')).toBe('Pleno sol');
    expect(termLabel(t, 'pestSusceptibility', 'Aphids')).toBe('Aphids');
    expect(termLabel(t, 'treeShapes', 'Lollipop')).toBe('Lollipop');
    expect(termValueText(t, { vocabulary: 'treeShapes', list: ['Rounded', 'Vase'] })).toBe('Redondeada, En vaso');
    expect(termValueText(t, { vocabulary: 'exposures', low: 'Partial Shade', high: 'Full Sun' })).toBe(
      'Semisombra a Pleno sol',
    );
    expect(termValueText(t, { vocabulary: 'soilPh', low: 'Neutral', high: 'Neutral' })).toBe('Neutro');
    expect(termValueText(t, { vocabulary: 'levels', low: null, high: null })).toBeNull();
    expect(termValueText(t, { vocabulary: 'treeShapes', list: [] })).toBeNull();
  });

  it('English reads as before', () => {
    const t = translatorFor('en');
    expect(termValueText(t, { vocabulary: 'exposures', low: 'Partial Shade', high: 'Full Sun' })).toBe(
      'Partial Shade to Full Sun',
    );
    expect(termValueText(t, { vocabulary: 'foliageGrowthColors', list: ['Dark Green', ' Silver '] })).toBe(
      'Dark Green, Silver',
    );
  });
});
