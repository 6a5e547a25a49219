/**
 * The site answers' sentences in the page's language and units (issue 28). The server writes its
 * reasons, warnings and why-not messages in English and feet (REST keeps them so); GraphQL also
 * gives each as a code and its arguments (`SiteText`, from `@selectree/rules`' site rules), which
 * these functions word with the `site` messages, the `vocab` terms and the length display. A
 * sentence without its code (an answer from before the codes) shows the server's English.
 */
import 'virtual:icu-messages/site';
import { formatNumber, LENGTH_SYMBOL, smallLengthIn, type SiteParams } from '@selectree/rules';
import type { MessageKey, Translate } from '@/i18n/i18n';
import { lengthText, type LengthDisplay } from '@/lib/catalogue-labels';
import { termLabel, termValueText, type VocabularyName } from '@/lib/term-label';

/** A sentence as GraphQL sends it (params: the JSON object of its arguments). */
export type SiteTextData = { code: string; params: unknown };

/** The site's choices by value, as their labels (site form, site in words). */
export const SITE_CHOICE_KEYS = {
  goals: {
    shade: 'site.goal.shade',
    flowers: 'site.goal.flowers',
    fall_colour: 'site.goal.fall_colour',
    evergreen: 'site.goal.evergreen',
    native: 'site.goal.native',
    wildlife: 'site.goal.wildlife',
    low_litter: 'site.goal.low_litter',
    fast_growth: 'site.goal.fast_growth',
    gentle_roots: 'site.goal.gentle_roots',
    strong_branches: 'site.goal.strong_branches',
  },
  sun: { full: 'site.sun.full', partial: 'site.sun.partial', shade: 'site.sun.shade' },
  water: { VL: 'site.water.VL', L: 'site.water.L', M: 'site.water.M', H: 'site.water.H' },
  soil: { clay: 'site.soil.clay', loam: 'site.soil.loam', sand: 'site.soil.sand' },
} as const satisfies Record<string, Record<string, MessageKey>>;
export type SiteChoiceKind = keyof typeof SITE_CHOICE_KEYS;

/** A choice's label in `t`'s language; a value the client does not know shows as the server labels it. */
export function choiceLabel(t: Translate, kind: SiteChoiceKind, value: string, fallback = value): string {
  const key = (SITE_CHOICE_KEYS[kind] as Record<string, MessageKey>)[value];
  return key ? t(key) : fallback;
}

const REASON_KEYS: Record<string, MessageKey> = {
  shade: 'site.reason.shade',
  flowers: 'site.reason.flowers',
  fall_colour: 'site.reason.fall_colour',
  evergreen: 'site.reason.evergreen',
  native: 'site.reason.native',
  wildlife: 'site.reason.wildlife',
  low_litter: 'site.reason.low_litter',
  fast_growth: 'site.reason.fast_growth',
  fast_growth_or_more: 'site.reason.fast_growth_or_more',
  gentle_roots: 'site.reason.gentle_roots',
  strong_branches: 'site.reason.strong_branches',
  root_damage: 'site.warning.root_damage',
  wet_fruit: 'site.warning.wet_fruit',
  wet_fruit_sidewalk: 'site.warning.wet_fruit_sidewalk',
  weak_branches: 'site.warning.weak_branches',
  invasive: 'site.warning.invasive',
  invasive_excerpt: 'site.warning.invasive_excerpt',
};

const FAILED_KEYS: Record<string, MessageKey> = {
  usda_zone: 'site.failed.usda_zone',
  sunset: 'site.failed.sunset',
  strip_width: 'site.failed.strip_width',
  strip_width_more: 'site.failed.strip_width_more',
  overhead_wires: 'site.failed.overhead_wires',
  sun: 'site.failed.sun',
  water: 'site.failed.water',
  soil: 'site.failed.soil',
  invasive: 'site.failed.invasive',
};

const CONSTRAINT_KEYS: Record<string, MessageKey> = {
  usda_zone: 'site.constraint.usda_zone',
  sunset: 'site.constraint.sunset',
  strip_width: 'site.constraint.strip_width',
  overhead_wires: 'site.constraint.overhead_wires',
  sun: 'site.constraint.sun',
  water: 'site.constraint.water',
  soil: 'site.constraint.soil',
  invasive: 'site.constraint.invasive',
};

/** A constraint's name (usda_zone, strip_width, …) in `t`'s language. */
export const constraintLabel = (t: Translate, name: string) =>
  CONSTRAINT_KEYS[name] ? t(CONSTRAINT_KEYS[name]) : name;

/** What a sentence's words need: the translator and how lengths are shown. */
export type SiteWording = { t: Translate; lengths: LengthDisplay };

const paramsOf = (text: SiteTextData): SiteParams =>
  text.params && typeof text.params === 'object' ? (text.params as SiteParams) : {};
const num = (params: SiteParams, name: string) => (typeof params[name] === 'number' ? (params[name] as number) : 0);
const str = (params: SiteParams, name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
const list = (params: SiteParams, name: string) => (Array.isArray(params[name]) ? (params[name] as string[]) : []);

/** A length in feet with its symbol, to a tenth as the server rounds it ("20 ft", "6,1 m"). */
export const feetText = (feet: number, lengths: LengthDisplay) =>
  `${lengthText(Math.round(feet * 10) / 10, lengths)} ${LENGTH_SYMBOL[lengths.units]}`;
/** Growth per year in inches ("12 in.", "30 cm"). */
const inchesText = (inches: number, lengths: LengthDisplay) =>
  lengths.units === 'imperial'
    ? `${inches} in.`
    : `${formatNumber(smallLengthIn(inches, 'metric'), lengths.locale)} cm`;
/** Terms of a vocabulary, joined and lower-cased as the sentences read them ("pink, white"). */
const terms = (t: Translate, vocabulary: VocabularyName, values: string[]) =>
  values
    .map((term) => termLabel(t, vocabulary, term))
    .join(', ')
    .toLowerCase();
const choices = (t: Translate, kind: SiteChoiceKind, values: string[]) =>
  values.map((value) => choiceLabel(t, kind, value)).join(', ');

/** The arguments a message takes, from the sentence's (terms and lengths worded). */
function argumentsOf(text: SiteTextData, { t, lengths }: SiteWording): Record<string, string | number> {
  const p = paramsOf(text);
  return {
    width: feetText(num(p, 'feet'), lengths),
    distance: feetText(num(p, 'feet'), lengths),
    height: feetText(num(p, 'feet'), lengths),
    max: feetText(num(p, 'maxFeet'), lengths),
    need: feetText(num(p, 'needFeet'), lengths),
    amount: inchesText(num(p, 'inches'), lengths),
    colours: terms(t, 'flowerColors', list(p, 'colours')),
    wildlife: terms(t, 'attractsWildlife', list(p, 'wildlife')),
    litter: terms(t, 'litterTypes', list(p, 'litter')),
    strength: termLabel(t, 'branchStrength', str(p, 'strength')),
    region: str(p, 'region'),
    excerpt: str(p, 'excerpt'),
    zone: typeof p.zone === 'number' ? String(p.zone) : str(p, 'zone'),
    zones: list(p, 'zones').join(', '),
    tree: text.code === 'water' ? choiceLabel(t, 'water', str(p, 'water')).toLowerCase() : exposure(t, p).toLowerCase(),
    site:
      text.code === 'water'
        ? choiceLabel(t, 'water', str(p, 'siteWater')).toLowerCase()
        : choiceLabel(t, 'sun', str(p, 'sun')).toLowerCase(),
    soils: choices(t, 'soil', list(p, 'soils')).toLowerCase(),
    soil: choiceLabel(t, 'soil', str(p, 'soil')).toLowerCase(),
  };
}

const exposure = (t: Translate, p: SiteParams) =>
  termValueText(t, { vocabulary: 'exposures', low: str(p, 'low') || null, high: str(p, 'high') || null }) ?? '';

/** A reason or warning in the page's words; `english` (the server's text) for a code this client does not know. */
export function siteNoteText(text: SiteTextData | undefined, english: string, wording: SiteWording): string {
  if (!text) return english;
  const code = text.code === 'flowers' && list(paramsOf(text), 'colours').length ? 'flowersColours' : text.code;
  const key = code === 'flowersColours' ? 'site.reason.flowersColours' : REASON_KEYS[code];
  return key ? wording.t(key, argumentsOf(text, wording)) : english;
}

/** The notes of a result: each worded, or the server's English where the codes are missing. */
export const siteNotes = (
  english: readonly string[],
  texts: readonly SiteTextData[] | null | undefined,
  wording: SiteWording,
): string[] => english.map((note, at) => siteNoteText(texts?.[at], note, wording));

/** A why-not failure in the page's words (a strip's width in the units shown). */
export function failureText(text: SiteTextData | null | undefined, english: string, wording: SiteWording): string {
  if (!text || !FAILED_KEYS[text.code]) return english;
  const args = argumentsOf(text, wording);
  if (text.code.startsWith('strip_width')) args.width = feetText(num(paramsOf(text), 'feet'), wording.lengths);
  return wording.t(FAILED_KEYS[text.code], args);
}

/** The tree's and the site's values of a failure, in the page's words (codes in English, as sent). */
export function failureValues(
  failed: { constraint: string; treeValue: string; siteValue: string; text?: SiteTextData | null },
  { t, lengths }: SiteWording,
): { tree: string; site: string } {
  const p = failed.text ? paramsOf(failed.text) : null;
  if (!p) return { tree: failed.treeValue, site: failed.siteValue };
  const shown = (feet: number) => lengthText(feet, lengths);
  const code = (kind: 'sun' | 'water' | 'soil', value: string) =>
    value ? t(`site.value.${kind}.${value}` as MessageKey) : '';
  switch (failed.constraint) {
    case 'strip_width': {
      const need = num(p, 'needFeet');
      const area =
        need === 7 ? t('site.value.more', { value: shown(7) }) : rangeOf(t, shown(need), shown(need === 2 ? 4 : 7));
      return { tree: area, site: shown(num(p, 'feet')) };
    }
    case 'overhead_wires':
      return { tree: feetText(num(p, 'feet'), lengths), site: t('site.value.yes') };
    case 'sun':
      return { tree: exposure(t, p), site: code('sun', str(p, 'sun')) };
    case 'water':
      return { tree: code('water', str(p, 'water')), site: code('water', str(p, 'siteWater')) };
    case 'soil':
      return { tree: choices(t, 'soil', list(p, 'soils')), site: code('soil', str(p, 'soil')) };
    case 'invasive':
      return { tree: t('site.value.invasive'), site: t('site.value.excluded') };
    default:
      return { tree: failed.treeValue, site: failed.siteValue };
  }
}

const rangeOf = (t: Translate, low: string, high: string) => t('vocab.range', { low, high });
