import { collapseSpaces, titleCaseTerm } from '../names/text-case';
import {
  FLOWER_SHOWINESS,
  FRUIT_SIZES,
  FRUIT_TYPES,
  LEAFLET_SHAPES,
  LEAF_ARRANGEMENTS,
  LEAF_FORMS,
} from './vocabulary';

/**
 * The explicit mapping tables for trait vocabularies. Every term the export spells more than one way
 * (case, plural, typo, word order) is listed here with its one canonical spelling, so the mapping is
 * reviewable and the round-trip CSV shows what the catalogue stores.
 *
 * `closed` vocabularies are the ones the search filters and the spec enumerate: a term outside them is
 * kept (never dropped) but reported in the import report, so an editor can fix the row or the table.
 * Open vocabularies (pests, diseases, landscape applications) grow with the catalogue; unknown terms
 * are title-cased and kept without a report.
 */
export interface Vocabulary {
  /** Canonical terms, in the order the UI lists them. */
  readonly terms: readonly string[];
  /** Lower-cased spelling variant -> canonical term. Canonical terms match case-insensitively anyway. */
  readonly aliases: Readonly<Record<string, string>>;
  readonly closed: boolean;
}

function vocabulary(terms: readonly string[], aliases: Record<string, string> = {}, closed = true): Vocabulary {
  for (const target of Object.values(aliases)) {
    if (closed && !terms.includes(target)) throw new Error(`alias target "${target}" is not a term`);
  }
  return { terms, aliases, closed };
}

export const TRAIT_VOCABULARIES = {
  treeShapes: vocabulary([
    'Rounded',
    'Conical',
    'Vase',
    'Columnar',
    'Palm',
    'Sword Palm',
    'Weeping',
    'Shrub',
    'Irregular',
    'Prostrate',
    'Pyramid',
    'Sprawling',
  ]),
  litterTypes: vocabulary(['Dry Fruit', 'Wet Fruit', 'Fruit', 'Leaves', 'Flowers', 'Twigs', 'Bark'], {
    leaf: 'Leaves',
  }),
  barkTextures: vocabulary([
    'Smooth',
    'Furrowed',
    'Scaly',
    'Fissured',
    'Exfoliating',
    'Rough',
    'Ridged',
    'Blocky',
    'Fibrous',
    'Striated',
    'Mottled',
    'Spiny',
    'Peeling',
    'Corky',
  ]),
  foliageGrowthColors: vocabulary(
    [
      'Green',
      'Light Green',
      'Medium Green',
      'Light to Medium Green',
      'Dark Green',
      'Gray Green',
      'Bluish Green',
      'Yellow Green',
      'Pale Green',
      'Silver',
      'Bronze',
      'Reddish',
      'Purple',
      'Yellow',
      'Variegated',
    ],
    // "Blue Green" (10 rows) is the same colour the form calls "Bluish Green" (261 rows).
    { 'blue green': 'Bluish Green', 'yellow-green': 'Yellow Green', 'grey green': 'Gray Green' },
  ),
  fruitValues: vocabulary(['Edible', 'Wildlife use it'], { 'wildlife use': 'Wildlife use it' }),
  fruitingTimes: vocabulary(['Spring', 'Summer', 'Fall', 'Winter'], { autumn: 'Fall' }),
  flowerTimes: vocabulary(['Spring', 'Summer', 'Fall', 'Winter'], { autumn: 'Fall' }),
  flowerColors: vocabulary(
    [
      'White',
      'Cream',
      'Yellow',
      'Chartreuse',
      'Yellow-Green',
      'Green',
      'Orange',
      'Peach',
      'Pink',
      'Rose',
      'Red',
      'Maroon',
      'Purple',
      'Pale Purple',
      'Lavender',
      'Lilac',
      'Blue',
      'Brown',
    ],
    { 'yellow green': 'Yellow-Green' },
  ),
  soilTextures: vocabulary(['Clay', 'Loam', 'Sand'], { sandy: 'Sand', clay: 'Clay', loamy: 'Loam' }),
  /** Soil salinity: the export spells the same meaning two ways ("Good Inland" = "Inland Good"). */
  salinityTolerances: vocabulary(
    ['Coastal Good', 'Coastal Moderate', 'Inland Good', 'Inland Moderate', 'Good', 'Moderate', 'Low'],
    {
      'good inland': 'Inland Good',
      'moderate inland': 'Inland Moderate',
      'good coastal': 'Coastal Good',
      'moderate coastal': 'Coastal Moderate',
    },
  ),
  healthHazards: vocabulary(['None Known', 'Allergy', 'Irritant', 'Poisonous'], { none: 'None Known' }),
  attractsWildlife: vocabulary(['Birds', 'Hummingbirds', 'Bees', 'Butterflies', 'Squirrels', 'Mammals']),
  landscapeUses: vocabulary(['Hedged', 'Bonsai', 'Espalier', 'Topiary', 'Pleached', 'Pollarding'], {
    espallier: 'Espalier',
    hedge: 'Hedged',
    pollarded: 'Pollarding',
  }),
  landscapeApplications: vocabulary(
    [],
    {
      'stree tree': 'Street Tree',
      'street tree': 'Street Tree',
      'street trees': 'Street Tree',
      'coastal stree tree': 'Coastal Street Tree',
      'coastal street trees': 'Coastal Street Tree',
      espallier: 'Espalier',
      screen: 'Screen',
      'screen tree': 'Screen',
      'specimen tree': 'Specimen',
      shade: 'Shade Tree',
      seaside: 'Seaside Tree',
      utility: 'Utility Tree',
      windbreaks: 'Windbreak',
      'lawn tree': 'Lawn Tree',
      'garden tree': 'Garden Tree',
      'timber tree': 'Timber Tree',
      'ground cover': 'Ground Cover',
      'good for erosion control': 'Erosion Control',
      'medium to large sized park': 'Park Tree',
    },
    false,
  ),
  pestResistant: vocabulary([], pestAliases(), false),
  pestSusceptibility: vocabulary([], pestAliases(), false),
  diseaseResistant: vocabulary([], diseaseAliases(), false),
  diseaseSusceptibility: vocabulary([], diseaseAliases(), false),
} as const satisfies Record<string, Vocabulary>;

export type TraitVocabularyName = keyof typeof TRAIT_VOCABULARIES;

/** Single-valued coded text columns (not arrays) and their vocabularies. */
export const SINGLE_VOCABULARIES = {
  leafForm: vocabulary(LEAF_FORMS),
  leafArrangement: vocabulary(LEAF_ARRANGEMENTS),
  leafletShape: vocabulary(LEAFLET_SHAPES, { 'heart shaped': 'Heart-shaped', 'spear shaped': 'Spear-shaped' }),
  fruitSize: vocabulary(FRUIT_SIZES),
  fruitType: vocabulary(FRUIT_TYPES),
  flowerShowiness: vocabulary(FLOWER_SHOWINESS),
} as const satisfies Record<string, Vocabulary>;

function pestAliases(): Record<string, string> {
  return {
    scale: 'Scales',
    'scale insects': 'Scales',
    thrip: 'Thrips',
    'white fly': 'Whiteflies',
    'white flies': 'Whiteflies',
    'white flyr': 'Whiteflies',
    whitefly: 'Whiteflies',
    'spder mites': 'Spider Mites',
    'mealy bugs': 'Mealybugs',
    borer: 'Borers',
    'beetle borer': 'Beetle Borers',
    termite: 'Termites',
    'dry-wood termites': 'Drywood Termites',
    'deodara weeble': 'Deodar Weevil',
    'coddling moths': 'Codling Moths',
    'scales spider': 'Scales',
    weevil: 'Weevils',
    'spittle bug': 'Spittlebugs',
    'black twig borer': 'Black Twig Borers',
  };
}

function diseaseAliases(): Record<string, string> {
  return {
    'powerdery mildew': 'Powdery Mildew',
    'powdery milidew': 'Powdery Mildew',
    phytophthor: 'Phytophthora',
    'phytopthora cinnamomi': 'Phytophthora cinnamomi',
    'fire bligh': 'Fire Blight',
    'leaf scroch': 'Leaf Scorch',
    'leaf spots': 'Leaf Spot',
    'girdling root': 'Girdling Roots',
    'fungi.': 'Fungi',
    'verticillium wilt': 'Verticillium',
    cankers: 'Canker',
  };
}

const INDEXES = new WeakMap<Vocabulary, Map<string, string>>();
/**
 * lower-cased term -> term, built once per vocabulary. Alias targets count as terms too, so a stored
 * term read again maps onto itself (an open vocabulary would otherwise title-case it).
 */
function lowerCaseIndex(vocab: Vocabulary): Map<string, string> {
  let index = INDEXES.get(vocab);
  if (!index) {
    const terms = [...Object.values(vocab.aliases), ...vocab.terms];
    index = new Map(terms.map((term) => [term.toLowerCase(), term]));
    INDEXES.set(vocab, index);
  }
  return index;
}

export interface TermResult {
  /** The canonical term to store; null when the raw token was blank. */
  term: string | null;
  /** True when a closed vocabulary does not know the term (kept, and reported). */
  unknown: boolean;
}

/**
 * How a term is read. The CLI import of the export maps every token onto its vocabulary and
 * title-cases the ones it does not know; `asWritten` (the admin upload, which writes what the file
 * says, as the edit form does) keeps an open vocabulary's tokens as written (spaces collapsed) and
 * never re-cases a term a closed vocabulary does not know.
 */
export interface TermOptions {
  asWritten?: boolean;
}

/** Maps one raw token onto its vocabulary. */
export function normaliseTerm(vocab: Vocabulary, raw: string, options: TermOptions = {}): TermResult {
  if (options.asWritten && !vocab.closed) {
    const written = collapseSpaces(raw);
    return { term: written === '' ? null : written, unknown: false };
  }
  // A trailing full stop is prose punctuation, not part of the term ("Chinese Rose Beetles.").
  const cleaned = collapseSpaces(raw).replace(/(?<=\w{2})\.$/, '');
  if (cleaned === '') return { term: null, unknown: false };
  const key = cleaned.toLowerCase();
  const alias = vocab.aliases[key];
  if (alias) return { term: alias, unknown: false };
  const known = lowerCaseIndex(vocab).get(key);
  if (known) return { term: known, unknown: false };
  return { term: options.asWritten ? cleaned : titleCaseTerm(cleaned), unknown: vocab.closed };
}

export interface TermListResult {
  terms: string[];
  /** Raw tokens a closed vocabulary did not know (kept in `terms`, title-cased). */
  unknown: string[];
  /** Tokens that collapsed onto a term already in the list ("Street tree" after "Street Tree"). */
  merged: string[];
}

/** Splits a comma list, maps each token, drops blanks and duplicates, keeps the first-seen order. */
export function normaliseTermList(
  vocab: Vocabulary,
  raw: string | null | undefined,
  options: TermOptions = {},
): TermListResult {
  const result: TermListResult = { terms: [], unknown: [], merged: [] };
  if (!raw) return result;
  for (const token of raw.split(',')) {
    const { term, unknown } = normaliseTerm(vocab, token, options);
    if (term === null) continue;
    if (result.terms.includes(term)) {
      result.merged.push(collapseSpaces(token));
      continue;
    }
    result.terms.push(term);
    if (unknown) result.unknown.push(collapseSpaces(token));
  }
  return result;
}
