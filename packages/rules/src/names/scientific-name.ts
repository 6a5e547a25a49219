import { collapseSpaces } from './text-case';

/**
 * Scientific names as the export writes them ("Platanus &times hispanica", "Acer &times freemanii
 * 'Armstrong'", "&times Chitalpa tashkentensis", "Quercus  robur var. petraea", "Corymbia papuana
 * (misapplied)") and their parts for the taxa table.
 */

export const HYBRID_SIGN = '×';

/**
 * The display form: `&times` (with or without `;`) and a standalone x/X become ×, curly cultivar
 * quotes become straight ones, a cultivar quote glued to the epithet gets its space back
 * ("florida'Eddies White Wonder'"), and runs of spaces collapse.
 */
export function cleanScientificName(raw: string): string {
  let name = raw.replace(/&times;?/gi, ` ${HYBRID_SIGN} `).replace(/[‘’]/g, "'");
  name = collapseSpaces(name);
  // A standalone x between words is the typed hybrid sign.
  name = name.replace(/(^|\s)[xX](?=\s)/g, `$1${HYBRID_SIGN}`);
  // "florida'Eddies White Wonder'" -> "florida 'Eddies White Wonder'" (only for the opening quote).
  name = name.replace(/([a-z.])'(?=[A-Z])/, "$1 '");
  return collapseSpaces(name);
}

export interface ParsedScientificName {
  genus: string | null;
  species: string | null;
  /** The second parent of an interspecific hybrid written "Citrus reticulata × maxima". */
  hybridAltSpecies: string | null;
  subspecies: string | null;
  variety: string | null;
  /** forma ("Plumeria rubra f. acutifolia"): one row in the export; kept rather than lost. */
  forma: string | null;
  cultivar: string | null;
  /** A hybrid sign anywhere in the name. */
  hybridX: boolean;
  /** The sign stands before the genus: an intergeneric hybrid ("× Chitalpa tashkentensis"). */
  hybridGenus: boolean;
  /** A trailing parenthesised note such as "(misapplied)". */
  qualifier: string | null;
  /** Words that fit none of the slots above: reported by the importer, kept in the display name. */
  unparsed: string[];
}

const RANKS: Record<string, 'subspecies' | 'variety' | 'forma'> = {
  'subsp.': 'subspecies',
  'ssp.': 'subspecies',
  'var.': 'variety',
  'f.': 'forma',
};
const GENUS = /^[A-Z][a-z-]+$/;
const EPITHET = /^[a-z][a-z-]*$/;

/** Splits a cleaned scientific name (see cleanScientificName) into taxon parts. */
export function parseScientificName(cleaned: string): ParsedScientificName {
  const parsed: ParsedScientificName = {
    genus: null,
    species: null,
    hybridAltSpecies: null,
    subspecies: null,
    variety: null,
    forma: null,
    cultivar: null,
    hybridX: false,
    hybridGenus: false,
    qualifier: null,
    unparsed: [],
  };
  let rest = cleaned.trim();

  const qualifier = /\s*\(([^()]*)\)\s*$/.exec(rest);
  if (qualifier) {
    parsed.qualifier = qualifier[1].trim();
    rest = rest.slice(0, qualifier.index).trim();
  }

  const firstQuote = rest.indexOf("'");
  if (firstQuote >= 0) {
    const lastQuote = rest.lastIndexOf("'");
    const cultivar = lastQuote > firstQuote ? rest.slice(firstQuote + 1, lastQuote) : rest.slice(firstQuote + 1);
    parsed.cultivar = collapseSpaces(cultivar) || null;
    if (lastQuote > firstQuote && rest.slice(lastQuote + 1).trim())
      parsed.unparsed.push(rest.slice(lastQuote + 1).trim());
    if (lastQuote === firstQuote) parsed.unparsed.push('unclosed cultivar quote');
    rest = rest.slice(0, firstQuote).trim();
  }

  const tokens = rest.split(' ').filter(Boolean);
  let i = 0;
  if (tokens[i] === HYBRID_SIGN) {
    parsed.hybridX = true;
    parsed.hybridGenus = true;
    i += 1;
  }
  if (tokens[i] && GENUS.test(tokens[i])) {
    parsed.genus = tokens[i];
    i += 1;
  }
  if (tokens[i] === HYBRID_SIGN) {
    parsed.hybridX = true;
    i += 1;
  }
  if (tokens[i] && EPITHET.test(tokens[i])) {
    parsed.species = tokens[i];
    i += 1;
  }
  if (tokens[i] === HYBRID_SIGN && tokens[i + 1] && EPITHET.test(tokens[i + 1])) {
    parsed.hybridX = true;
    parsed.hybridAltSpecies = tokens[i + 1];
    i += 2;
  }
  while (i < tokens.length) {
    const rank = RANKS[tokens[i]];
    if (rank && tokens[i + 1] && EPITHET.test(tokens[i + 1]) && parsed[rank] === null) {
      parsed[rank] = tokens[i + 1];
      i += 2;
      continue;
    }
    parsed.unparsed.push(tokens[i]);
    i += 1;
  }
  return parsed;
}

/** The display name (taxa.name_concat) rebuilt from parts; the inverse of parseScientificName. */
export function formatScientificName(parts: Omit<ParsedScientificName, 'unparsed'> & { unparsed?: string[] }): string {
  const words: string[] = [];
  if (parts.hybridGenus) words.push(HYBRID_SIGN);
  if (parts.genus) words.push(parts.genus);
  if (parts.hybridX && !parts.hybridGenus && !parts.hybridAltSpecies) words.push(HYBRID_SIGN);
  if (parts.species) words.push(parts.species);
  if (parts.hybridAltSpecies) words.push(HYBRID_SIGN, parts.hybridAltSpecies);
  if (parts.subspecies) words.push('subsp.', parts.subspecies);
  if (parts.variety) words.push('var.', parts.variety);
  if (parts.forma) words.push('f.', parts.forma);
  if (parts.cultivar) words.push(`'${parts.cultivar}'`);
  if (parts.qualifier) words.push(`(${parts.qualifier})`);
  return words.join(' ');
}
