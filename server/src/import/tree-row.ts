import { type TreeNameKind } from '@selectree/rules';
import type { CsvRow } from './csv';
import { type ImportIssueRecord, type RowError } from './issues';
import type { NameRecord, TaxonRecord, TreeColumn, TreeRecord } from './tree-record';
import { parseWholeNumber } from './values';
import { COLUMNS, HEADER_ALIASES, IGNORED_COLUMNS } from './tree-columns';
import { RowContext, type TreeRowOptions } from './tree-row-context';

/**
 * One row of the tree CSV (the SelecTree export's 72 columns, plus the columns our own CSV format
 * adds) -> a normalised tree, its export names and its taxa, plus the import issues of the row.
 * Pure: no database. The importer validates every row with this before it writes anything.
 */

export interface NormalisedTree {
  rowNumber: number;
  treeId: number;
  record: TreeRecord;
  /** Names of the kinds the file carries (see FileShape.nameKinds), source "export". */
  names: NameRecord[];
  /** Taxa of the sequences the file carries (1 = accepted; 2.. = synonyms). */
  taxa: TaxonRecord[];
  /** No scientific name in the row (TreeRowOptions.allowUnnamed): the accepted taxon is not the file's to set. */
  unnamed?: boolean;
}

export interface RowResult {
  tree: NormalisedTree | null;
  issues: ImportIssueRecord[];
  errors: RowError[];
}

// ---------------------------------------------------------------------------------------------------
// The file

export interface FileShape {
  /** Input header -> the column spec key it maps to. */
  columns: Map<string, string>;
  /** trees columns the file determines (written and compared); id excluded. */
  treeColumns: Exclude<TreeColumn, 'id'>[];
  /** Name kinds the file determines (export-sourced rows of these kinds are replaced). */
  nameKinds: TreeNameKind[];
  /** Taxa the file determines: the accepted name (sequence 1) and/or the synonyms (2..). */
  taxa: { accepted: boolean; synonyms: boolean };
  unknownColumns: string[];
  hasScientificName: boolean;
  /** [spec key, input header] in the order the specs must run. */
  plan: [string, string][];
}

/**
 * The column spec key a normalised header stands for (its own name or an alias), or undefined.
 * Own properties only: a header named `__proto__` or `constructor` is an unknown column, never
 * Object.prototype's (which would make it a "column" without a spec).
 */
export function columnKeyOf(header: string): string | undefined {
  const key = Object.hasOwn(COLUMNS, header)
    ? header
    : Object.hasOwn(HEADER_ALIASES, header)
      ? HEADER_ALIASES[header]
      : undefined;
  return key !== undefined && Object.hasOwn(COLUMNS, key) ? key : undefined;
}

export function describeFile(headers: string[]): FileShape {
  const columns = new Map<string, string>();
  const unknownColumns: string[] = [];
  for (const header of headers) {
    const key = columnKeyOf(header);
    if (key && ![...columns.values()].includes(key)) columns.set(header, key);
    else if (!IGNORED_COLUMNS.has(header)) unknownColumns.push(header);
  }
  const specs = [...columns.values()].map((key) => COLUMNS[key]);
  return {
    columns,
    treeColumns: [...new Set(specs.flatMap((spec) => spec.targets))],
    nameKinds: [...new Set(specs.flatMap((spec) => (spec.nameKind ? [spec.nameKind] : [])))],
    taxa: { accepted: specs.some((s) => s.taxa === 'accepted'), synonyms: specs.some((s) => s.taxa === 'synonyms') },
    unknownColumns,
    hasScientificName: [...columns.values()].includes('displayed_scientific_name'),
    plan: COLUMN_ORDER.flatMap((key) =>
      [...columns].filter(([, k]) => k === key).map(([header]): [string, string] => [key, header]),
    ),
  };
}

/** Specs run in COLUMNS order so that dependent columns see their inputs. */
const COLUMN_ORDER = Object.keys(COLUMNS);

export function normaliseTreeRow(row: CsvRow, shape: FileShape, options: TreeRowOptions = {}): RowResult {
  const rawId = row.values.tree_id ?? '';
  const id = parseWholeNumber(rawId);
  const treeId = typeof id === 'number' && id >= 1 && id <= 2_147_483_647 ? id : null;
  const ctx = new RowContext(row, treeId, options);
  if (rawId.trim() === '') ctx.error('tree_id', rawId, 'tree_id is empty');
  else if (treeId === null) ctx.error('tree_id', rawId, 'tree_id must be a whole number from 1');

  for (const [key, header] of shape.plan) COLUMNS[key].apply(ctx, row.values[header] ?? '', header);

  for (const [low, high] of [
    ['height_low', 'height_high'],
    ['width_low', 'width_high'],
    ['growth_rate_low', 'growth_rate_high'],
    ['branch_strength_low', 'branch_strength_high'],
    ['exposure_low', 'exposure_high'],
    ['soil_ph_low', 'soil_ph_high'],
  ] as const) {
    const a = ctx.record[low];
    const b = ctx.record[high];
    if (typeof a === 'number' && typeof b === 'number' && a > b)
      ctx.issue(`${low}/${high}`, `${a}/${b}`, 'range_inverted');
  }

  if (ctx.errors.length || treeId === null) return { tree: null, issues: ctx.issues, errors: ctx.errors };
  ctx.record.id = treeId;
  return {
    tree: {
      rowNumber: row.rowNumber,
      treeId,
      record: ctx.record,
      names: ctx.names,
      taxa: ctx.taxa,
      ...(ctx.unnamed ? { unnamed: true } : {}),
    },
    issues: ctx.issues,
    errors: [],
  };
}
