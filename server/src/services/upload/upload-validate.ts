import type { CsvRow } from '../../import/csv';
import { ISSUE_REASONS, type ImportIssueRecord, type RowError } from '../../import/issues';
import type { FileShape, NormalisedTree } from '../../import/tree-row';
import { isInvalid, parseFlag, parseWholeNumber } from '../../import/values';
import { columnKeyOf } from '../../import/tree-row';
import { EDIT_FIELDS, type EditFieldName, type EditFieldSpec } from '../editing.service';
import { parseEditInput, type EditValue, type EditValues } from '../editing.service';
import { validateTrees } from '../import.service';
import { TREE_ID } from './upload-fields';
import { UPLOAD_MESSAGES, type UploadTable } from './upload-rows';
import type { UploadProblem } from './upload-report';

/**
 * Every row of an upload through the importer's normalisers (import/tree-row.ts), before anything
 * is written. The importer's row errors refuse the file; so do the importer issues that would
 * lose what the admin typed (the CLI stores those as unknown and reports them): a value a closed
 * field does not accept, a number outside its range, a zone that is not one, a redirect to no
 * tree. The other issues (a value kept as written, a legacy 0 read as unknown, ...) are notes.
 */

const REFUSING: Partial<Record<ImportIssueRecord['reason'], string>> = {
  unmapped_value: 'is not a value this field accepts',
  out_of_range: 'is outside the range this field allows',
  invalid_zone: 'is not a zone',
  redirect_unknown_tree: 'no tree has this id: the redirect must point at a tree of the catalogue or of the file',
};

export function refuses(issue: ImportIssueRecord): boolean {
  if (!(issue.reason in REFUSING)) return false;
  // An empty cell is "unknown" (never a refusal), even where the importer notes how it stored it.
  return issue.reason !== 'unmapped_value' || (issue.value ?? '').trim() !== '';
}

/** Where a column name of the importer points in the file ('height_low/height_high' -> height_low). */
export function columnIndexOf(upload: Pick<UploadTable, 'columnIndex'>, column: string | null): number | null {
  if (!column) return null;
  return upload.columnIndex.get(column) ?? upload.columnIndex.get(column.split('/')[0]) ?? null;
}

export function problemOfError(upload: Pick<UploadTable, 'columnIndex'>, error: RowError): UploadProblem {
  return {
    row: error.row,
    treeId: error.treeId,
    column: error.column,
    columnIndex: columnIndexOf(upload, error.column),
    value: error.value,
    reason: error.message,
  };
}

export function problemOfIssue(upload: Pick<UploadTable, 'columnIndex'>, issue: ImportIssueRecord): UploadProblem {
  const refusal = refuses(issue) ? REFUSING[issue.reason] : undefined;
  const reason = refusal ?? ISSUE_REASONS[issue.reason];
  return {
    row: issue.row,
    treeId: issue.treeId,
    column: issue.column,
    columnIndex: columnIndexOf(upload, issue.column),
    value: issue.value,
    // The importer's detail says how the CLI stores a value; a refusal keeps only the allowed range.
    reason: issue.message && (!refusal || issue.reason === 'out_of_range') ? `${reason} (${issue.message})` : reason,
  };
}

export interface ValidatedUpload {
  shape: FileShape | null;
  trees: NormalisedTree[];
  issues: ImportIssueRecord[];
  /** Climate zone files: per tree, the regions to add (true) or remove (false). */
  climate: Map<number, { row: number; flags: Map<string, boolean> }>;
  refused: UploadProblem[];
  notes: UploadProblem[];
}

/**
 * How the upload reads a row (import/tree-row-context.ts TreeRowOptions): what the file says is
 * written (names and open terms never re-cased, as the edit form stores them), and a row without a
 * scientific name is left to the write (a draft not named yet keeps its empty name).
 */
export const UPLOAD_ROW_OPTIONS = { asWritten: true, allowUnnamed: true } as const;

/** A tree file: the importer's own validation (validateTrees), refusals and notes split. */
export function validateTreeUpload(upload: UploadTable): ValidatedUpload {
  const validated = validateTrees(upload.table, UPLOAD_ROW_OPTIONS);
  return {
    shape: validated.shape,
    trees: validated.trees,
    issues: validated.issues,
    climate: new Map(),
    refused: [
      ...validated.errors.map((e) => problemOfError(upload, e)),
      ...validated.issues.filter(refuses).map((i) => problemOfIssue(upload, i)),
    ].sort(byRow),
    notes: validated.issues.filter((i) => !refuses(i)).map((i) => problemOfIssue(upload, i)),
  };
}

/** A climate zone file: tree_id and 0/1 region flags (the importer's flag parser). */
export function validateClimateUpload(upload: UploadTable): ValidatedUpload {
  const refused: UploadProblem[] = [];
  const climate: ValidatedUpload['climate'] = new Map();
  const refuse = (row: CsvRow, treeId: number | null, column: string, value: string, reason: string) =>
    refused.push({ row: row.rowNumber, treeId, column, columnIndex: columnIndexOf(upload, column), value, reason });
  for (const row of upload.table.rows) {
    const raw = row.values[TREE_ID] ?? '';
    const id = parseWholeNumber(raw);
    const treeId = typeof id === 'number' && id >= 1 && id <= 2_147_483_647 ? id : null;
    if (treeId === null) {
      refuse(row, null, TREE_ID, raw, raw.trim() === '' ? 'tree_id is empty' : 'tree_id must be a whole number from 1');
      continue;
    }
    const first = climate.get(treeId);
    if (first) {
      refuse(
        row,
        treeId,
        TREE_ID,
        raw,
        `tree_id ${treeId} appears twice in the file (rows ${first.row} and ${row.rowNumber})`,
      );
      continue;
    }
    const flags = new Map<string, boolean>();
    for (const { header, field } of upload.climate) {
      const value = parseFlag(row.values[header] ?? '');
      if (isInvalid(value))
        refuse(row, treeId, header, row.values[header], 'must be 1 (adapted), 0 (not adapted) or empty');
      else if (value !== null) flags.set(field.region, value);
    }
    climate.set(treeId, { row: row.rowNumber, flags });
  }
  return { shape: null, trees: [], issues: [], climate, refused: refused.sort(byRow), notes: [] };
}

const REPLACEMENT_CHARACTER = '\uFFFD';

/** The edit record's kinds whose limits (range, length, plain text) a changed value must meet. */
const LIMITED_KINDS = new Set<EditFieldSpec['kind']>(['int', 'text', 'commonName']);

/**
 * One rule for the edit form and the upload (issue 21.5): each value the upload changes must meet
 * the edit record's limits (services/editing/edit-fields.ts: Growth (Min) 1-36, Growth (Max) 1-127,
 * heights, text lengths, ...), with the edit record's own message. A value the file leaves as stored
 * is never refused, as an unchanged save of the edit form is not (the export's legacy values stay).
 * Also refused (issue 20.14): a changed value holding U+FFFD, the mark of a file decoded in the
 * wrong encoding ("Caf\uFFFD r\uFFFDgion"); a value already stored with it is left as it is.
 */
export function changedValueRefusals(
  upload: Pick<UploadTable, 'columnIndex'>,
  changed: readonly { row: number; treeId: number; created: boolean; fields: readonly { field: string }[] }[],
  before: ReadonlyMap<number, { values: Record<string, unknown> }>,
  after: ReadonlyMap<number, { values: Record<string, unknown> }>,
): UploadProblem[] {
  const problems: UploadProblem[] = [];
  for (const change of changed) {
    const now = after.get(change.treeId)?.values ?? {};
    const old = (before.get(change.treeId)?.values ?? {}) as EditValues;
    const fields = change.created ? Object.keys(now) : change.fields.map((f) => f.field);
    for (const field of fields) {
      const value = now[field] as EditValue;
      const refuse = (reason: string) =>
        problems.push({
          row: change.row,
          treeId: change.treeId,
          column: field,
          columnIndex: fieldColumnIndex(upload, field),
          value: value === null || value === undefined ? null : String(value),
          reason,
        });
      if (String(value ?? '').includes(REPLACEMENT_CHARACTER)) refuse(UPLOAD_MESSAGES.badlyDecoded);
      if (!Object.hasOwn(EDIT_FIELDS, field) || !LIMITED_KINDS.has(EDIT_FIELDS[field as EditFieldName].kind)) continue;
      for (const error of parseEditInput({ [field]: value }, old).errors) refuse(error.message);
    }
  }
  return problems.sort(byRow);
}

/** Where an edit record field is in the file (its own name, or a header the importer reads as it). */
function fieldColumnIndex(upload: Pick<UploadTable, 'columnIndex'>, field: string): number | null {
  for (const [header, index] of upload.columnIndex) if (header === field || columnKeyOf(header) === field) return index;
  return null;
}

function byRow(a: UploadProblem, b: UploadProblem): number {
  return (a.row ?? 0) - (b.row ?? 0) || (a.columnIndex ?? -1) - (b.columnIndex ?? -1);
}
