/**
 * Characteristic values in the page's language (issue 28.3, docs/i18n.md "Characteristic values").
 * The catalogue, the REST API and GraphQL speak the canonical English terms of `@selectree/rules`;
 * the `vocab` namespace has a message per term of every closed vocabulary and enumeration
 * (`vocab.<vocabulary>.<slug of the term>`, English = the term as stored), and this module turns a
 * term into its label at display only. Open vocabularies (pests, diseases, landscape applications)
 * and terms a closed vocabulary does not know show as typed.
 */
import 'virtual:icu-messages/vocab';
import { useCallback } from 'react';
import {
  BRANCH_STRENGTH_LABELS,
  CLIMATE_ADAPTED_REGIONS,
  EXPOSURE_LABELS,
  FLOWER_SEXES,
  FOLIAGE_TYPES,
  LEVELS,
  SINGLE_VOCABULARIES,
  SOIL_PH_LABELS,
  TRAIT_VOCABULARIES,
  UTILITY_ZONES,
  WATER_USE_CODES,
  WATER_USE_LABELS,
  WIND_RESISTANCES,
} from '@selectree/rules';
import { useT, type MessageKey, type Translate } from '@/i18n/i18n';

type Trait = keyof typeof TRAIT_VOCABULARIES;
type Single = keyof typeof SINGLE_VOCABULARIES;

const closedTerms = <K extends string>(vocabularies: Record<K, { terms: readonly string[]; closed: boolean }>) =>
  Object.fromEntries(
    Object.entries<{ terms: readonly string[]; closed: boolean }>(vocabularies)
      .filter(([, vocabulary]) => vocabulary.closed)
      .map(([name, vocabulary]) => [name, vocabulary.terms]),
  ) as Record<K, readonly string[]>;

/**
 * Every closed vocabulary and enumeration the screens show, by name: the rules' trait vocabularies
 * (closed ones), the single-valued ones, and the coded scales as their English labels. Utility zones
 * are named by their value ('low-zone'), whose English label is the rules' explanation.
 */
export const VOCABULARY_TERMS = {
  ...closedTerms<Trait>(TRAIT_VOCABULARIES),
  ...closedTerms<Single>(SINGLE_VOCABULARIES),
  foliageTypes: FOLIAGE_TYPES,
  waterUse: WATER_USE_CODES.map((code) => WATER_USE_LABELS[code]),
  levels: LEVELS,
  windResistances: WIND_RESISTANCES,
  exposures: EXPOSURE_LABELS,
  soilPh: SOIL_PH_LABELS,
  branchStrength: BRANCH_STRENGTH_LABELS,
  flowerSexes: FLOWER_SEXES,
  climateRegions: CLIMATE_ADAPTED_REGIONS.map(({ label }) => label),
  utilityZones: UTILITY_ZONES.map(({ value }) => value),
  yesNo: ['Yes', 'No'],
} as const satisfies Record<string, readonly string[]>;

export type VocabularyName = keyof typeof VOCABULARY_TERMS | Trait;

const KNOWN = new Map<string, ReadonlySet<string>>(
  Object.entries<readonly string[]>(VOCABULARY_TERMS).map(([name, terms]) => [name, new Set(terms)]),
);

/** 'Sword Palm' → 'sword-palm', 'Alternate/Whorled' → 'alternate-whorled'. */
export const termSlug = (term: string) =>
  term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const termKey = (vocabulary: string, term: string) => `vocab.${vocabulary}.${termSlug(term)}` as MessageKey;

/** A term's label in `t`'s language; the term itself for an open vocabulary or an unknown term. */
export function termLabel(t: Translate, vocabulary: VocabularyName, term: string): string {
  return KNOWN.get(vocabulary)?.has(term) ? t(termKey(vocabulary, term)) : term;
}

export type TermLabel = (vocabulary: VocabularyName, term: string) => string;

/** termLabel in the page's language. */
export function useTermLabel(): TermLabel {
  const t = useT();
  return useCallback((vocabulary, term) => termLabel(t, vocabulary, term), [t]);
}

/**
 * A value made of terms, kept with the English text it reads (the field's `value`): a list
 * ("Rounded, Vase") or a range ("Partial Shade to Full Sun").
 */
export type TermValue = { vocabulary: VocabularyName } & (
  { list: readonly (string | null | undefined)[] } | { low: string | null; high: string | null }
);

/** The value in `t`'s language: list items joined by commas, a range by `vocab.range`. */
export function termValueText(t: Translate, value: TermValue): string | null {
  const label = (term: string) => termLabel(t, value.vocabulary, term);
  if ('list' in value) {
    const kept = value.list.map((term) => term?.trim() ?? '').filter(Boolean);
    return kept.length ? kept.map(label).join(', ') : null;
  }
  const { low, high } = value;
  if (low && high) return low === high ? label(low) : t('vocab.range', { low: label(low), high: label(high) });
  const one = low ?? high;
  return one ? label(one) : null;
}
