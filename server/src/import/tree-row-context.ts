import {
  collapseSpaces,
  formatScientificName,
  GROWTH_RATE_MIN_FIELD_MAX,
  GROWTH_RATE_TRUNCATED,
  LEVELS,
  normaliseTerm,
  normaliseTermList,
  type ParsedScientificName,
  titleCaseName,
  toSearchKey,
  TRAIT_VOCABULARIES,
  type TraitVocabularyName,
  TreeNameKind,
  type Vocabulary,
} from '@selectree/rules';
import type { CsvRow } from './csv';
import { truncate, type ImportIssueRecord, type IssueReason, type RowError } from './issues';
import { repairMojibake } from './mojibake';
import { repairRichText } from './rich-text';
import type { NameRecord, TaxonRecord, TreeColumn, TreeRecord, TreeValue } from './tree-record';
import { isInvalid, parseFlag, parseWholeNumber } from './values';

/**
 * The building blocks of the tree CSV's column table (tree-columns.ts): the per-row context every
 * column writes into, and the column kinds (text, flags, numbers, vocabulary lists, rich text, names).
 * Pure: no database.
 */

// ---------------------------------------------------------------------------------------------------
// The columns

/**
 * How a row is read. The CLI import of the SelecTree export normalises it (NOTES: common names in
 * UPPER CASE become title case, vocabulary drift one spelling) and refuses a row without a scientific
 * name. The admin upload (services/upload) writes what the file says, as the edit form does:
 */
export interface TreeRowOptions {
  /** Names, display text and open-vocabulary terms as written (spaces collapsed): never re-cased. */
  asWritten?: boolean;
  /**
   * An empty scientific name is not a row error: the tree is marked `unnamed` and the write decides
   * (a draft made with ADD TREE whose taxon is not named yet keeps its empty name; a new tree, or one
   * that has a name, is refused).
   */
  allowUnnamed?: boolean;
}

export class RowContext {
  readonly record: TreeRecord = { id: 0 };
  readonly names: NameRecord[] = [];
  readonly taxa: TaxonRecord[] = [];
  readonly issues: ImportIssueRecord[] = [];
  readonly errors: RowError[] = [];
  accepted: ParsedScientificName | null = null;
  acceptedKey: string | null = null;
  acceptedName: string | null = null;
  primaryCommonKey: string | null = null;
  /** The row has no scientific name (allowed only with `allowUnnamed`). */
  unnamed = false;

  constructor(
    readonly row: CsvRow,
    readonly treeId: number | null,
    readonly options: TreeRowOptions = {},
  ) {}

  /** A common name as stored: title case (the export's UPPER CASE names), or as written. */
  nameCase(name: string): string {
    return this.options.asWritten ? name : titleCaseName(name);
  }

  set(column: Exclude<TreeColumn, 'id'>, value: TreeValue): void {
    this.record[column] = value;
  }
  issue(column: string | null, value: string | null, reason: IssueReason, message?: string): void {
    this.issues.push({
      row: this.row.rowNumber,
      treeId: this.treeId,
      column,
      value,
      reason,
      ...(message ? { message } : {}),
    });
  }
  error(column: string | null, value: string | null, message: string): void {
    this.errors.push({ row: this.row.rowNumber, treeId: this.treeId, column, value, message });
  }
  raw(column: string): string {
    return this.row.values[column] ?? '';
  }
}

export interface ColumnSpec {
  /** trees columns this CSV column determines. */
  targets: Exclude<TreeColumn, 'id'>[];
  nameKind?: TreeNameKind;
  taxa?: 'accepted' | 'synonyms';
  apply(ctx: RowContext, raw: string, column: string): void;
}

export const text = (target: Exclude<TreeColumn, 'id'>): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw) => ctx.set(target, cleanText(raw)),
});

/** Display text: mojibake repaired, spaces collapsed, first letter raised ("brown" -> "Brown"). */
export const displayText = (target: Exclude<TreeColumn, 'id'>): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw) => {
    const value = cleanText(raw);
    const raised = value === null || ctx.options.asWritten ? value : value.charAt(0).toUpperCase() + value.slice(1);
    ctx.set(target, raised);
  },
});

export const flag = (target: Exclude<TreeColumn, 'id'>, whenEmpty: boolean | null = null): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw, column) => {
    const value = parseFlag(raw);
    if (isInvalid(value)) {
      ctx.issue(column, raw, 'unmapped_value', whenEmpty === null ? undefined : `stored as ${whenEmpty}`);
      ctx.set(target, whenEmpty);
    } else if (value === null && whenEmpty !== null) {
      ctx.issue(column, raw, 'unmapped_value', `empty: stored as ${whenEmpty}`);
      ctx.set(target, whenEmpty);
    } else ctx.set(target, value);
  },
});

interface NumberRules {
  range: { min: number; max: number };
  /** 0 is the export's "unknown" code for this column: stored as null without an issue. */
  zeroIsUnknown?: boolean;
}

export const wholeNumber = (target: Exclude<TreeColumn, 'id'>, rules: NumberRules): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw, column) => {
    const value = parseWholeNumber(raw);
    if (isInvalid(value)) return ctx.error(column, raw, value.reason);
    if (value === 0 && rules.zeroIsUnknown) return ctx.set(target, null);
    if (value === 0) {
      ctx.issue(column, raw, 'zero_code_unknown');
      return ctx.set(target, null);
    }
    if (value !== null && (value < rules.range.min || value > rules.range.max)) {
      ctx.issue(column, raw, 'out_of_range', `allowed ${rules.range.min}-${rules.range.max}`);
      return ctx.set(target, null);
    }
    if (value === GROWTH_RATE_TRUNCATED && target.startsWith('growth_rate'))
      ctx.issue(column, raw, 'growth_rate_truncated');
    if (
      target === 'growth_rate_low' &&
      value !== null &&
      value > GROWTH_RATE_MIN_FIELD_MAX &&
      value !== GROWTH_RATE_TRUNCATED
    ) {
      ctx.issue(column, raw, 'above_form_maximum', `Growth (Min) max is ${GROWTH_RATE_MIN_FIELD_MAX}`);
    }
    ctx.set(target, value);
  },
});

export const list = (target: Exclude<TreeColumn, 'id'>, vocabulary: TraitVocabularyName): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw, column) => {
    const result = normaliseTermList(TRAIT_VOCABULARIES[vocabulary], repairMojibake(raw, { prose: false }).text, {
      asWritten: ctx.options.asWritten,
    });
    for (const token of result.unknown) ctx.issue(column, token, 'unknown_term');
    ctx.set(target, result.terms);
  },
});

/**
 * A single coded value. `strict` columns have a CHECK constraint: an unknown value is stored as null
 * (and reported); the others keep the unknown value title-cased (and report it).
 */
export const coded = (
  target: Exclude<TreeColumn, 'id'>,
  vocabulary: Vocabulary,
  options: { strict: boolean; codes?: readonly string[] },
): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw, column) => {
    const value = collapseSpaces(raw);
    if (value === '') return ctx.set(target, null);
    if (/^0(\.0)?$/.test(value)) {
      ctx.issue(column, raw, 'zero_code_unknown');
      return ctx.set(target, null);
    }
    // Numeric codes 1..n of an ordered list (spec §9: "Leaf form 1-5", "Leaf arrangement 1-5").
    if (options.codes && /^\d+$/.test(value)) {
      const term = options.codes[Number(value) - 1];
      if (term) return ctx.set(target, term);
    }
    const { term, unknown } = normaliseTerm(vocabulary, value, { asWritten: ctx.options.asWritten });
    if (!unknown) return ctx.set(target, term);
    ctx.issue(column, raw, options.strict ? 'unmapped_value' : 'unknown_term');
    ctx.set(target, options.strict ? null : term);
  },
});

export const level = (target: Exclude<TreeColumn, 'id'>) => coded(target, levelVocabulary, { strict: true });
export const levelVocabulary: Vocabulary = {
  terms: LEVELS,
  aliases: { medium: 'Moderate', med: 'Moderate', mod: 'Moderate' },
  closed: true,
};

export const richText = (target: Exclude<TreeColumn, 'id'>): ColumnSpec => ({
  targets: [target],
  apply: (ctx, raw, column) => {
    const result = repairRichText(raw);
    if (result.guessed) ctx.issue(column, truncate(raw, 200), 'markup_guessed');
    for (const fragment of result.suspicious) ctx.issue(column, fragment, 'mojibake_unrepaired');
    ctx.set(target, result.html);
  },
});

export function cleanText(raw: string): string | null {
  const repaired = repairMojibake(raw, { prose: true }).text;
  const value = collapseSpaces(repaired);
  return value === '' ? null : value;
}

export function cleanName(ctx: RowContext, raw: string, column: string): string {
  const repaired = repairMojibake(raw, { prose: false });
  for (const fragment of repaired.suspicious) ctx.issue(column, fragment, 'mojibake_unrepaired');
  return collapseSpaces(repaired.text);
}

/** Adds common names of one kind, deduplicated by search key. */
export function addCommonNames(ctx: RowContext, kind: TreeNameKind, raws: string[], column: string): void {
  const seen = new Set(ctx.names.filter((n) => n.kind === kind).map((n) => n.searchKey));
  for (const raw of raws) {
    const name = ctx.nameCase(cleanName(ctx, raw, column));
    const searchKey = toSearchKey(name);
    if (searchKey === '') {
      if (name !== '') ctx.issue(column, raw, 'unmapped_value', 'no letters or digits: not a name');
      continue;
    }
    if (seen.has(searchKey)) {
      ctx.issue(column, raw, 'duplicate_name');
      continue;
    }
    if (kind === TreeNameKind.CommonAlternate && searchKey === ctx.primaryCommonKey) {
      ctx.issue(column, raw, 'duplicate_name', 'same as the primary common name');
      continue;
    }
    seen.add(searchKey);
    ctx.names.push({ kind, name, searchKey, position: ctx.names.filter((n) => n.kind === kind).length });
  }
}

export function taxonFrom(sequence: number, parsed: ParsedScientificName): TaxonRecord {
  return {
    sequence,
    genus: parsed.genus,
    species: parsed.species,
    hybridAltSpecies: parsed.hybridAltSpecies,
    subspecies: parsed.subspecies,
    variety: parsed.variety,
    forma: parsed.forma,
    cultivar: parsed.cultivar,
    hybridX: parsed.hybridX,
    hybridGenus: parsed.hybridGenus,
    qualifier: parsed.qualifier,
    nameConcat: formatScientificName(parsed),
  };
}
