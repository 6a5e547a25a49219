import { truncate } from '../../import/issues';

/**
 * What an upload answers, shows and keeps (import_runs.report): the rows it changed with their
 * fields, how many it left unchanged, and the rows it refused with their reasons. A refusal writes
 * nothing (all or nothing); notes are values the importer kept or adjusted (they never refuse).
 */

export type UploadStatus = 'written' | 'refused' | 'dry_run';
export type UploadKind = 'trees' | 'climate_zones';

/** A cell, row or header the upload refuses (or notes): where, the value, and why. */
export interface UploadProblem {
  /** Spreadsheet numbering of the rows as sent: the column names are row 1, the first data row 2. */
  row: number | null;
  treeId: number | null;
  /** The (normalised) column name; null for a whole row or the file. */
  column: string | null;
  /** The column's position in the file (0-based), so the page can mark the cell. */
  columnIndex: number | null;
  value: string | null;
  reason: string;
}

export interface UploadFieldChange {
  field: string;
  /** The stored value before and after, as text (lists comma separated; null = empty). */
  before: string | null;
  after: string | null;
  /** The change clears a stored value (before set, after empty): the page lists these first and asks before writing. */
  erases: boolean;
}

export interface UploadChangedRow {
  row: number;
  treeId: number;
  /** A new tree (an id the catalogue did not have). */
  created: boolean;
  fields: UploadFieldChange[];
}

export interface UploadReport {
  status: UploadStatus;
  /** The import_runs row (null for a dry run). */
  runId: number | null;
  kind: UploadKind;
  fileName: string | null;
  /** Data rows in the file. */
  rows: number;
  changed: UploadChangedRow[];
  /** Changes listed field by field: each changed field, and each new tree as one. */
  changes: number;
  /** Of those, the ones that clear a stored value. */
  erasures: number;
  unchanged: number;
  refused: UploadProblem[];
  notes: UploadProblem[];
  /** One sentence: what happened (the first refusal when refused). */
  message: string;
}

export function describeProblem(problem: UploadProblem): string {
  const where = [
    problem.row !== null ? `Row ${problem.row}` : 'The file',
    problem.treeId !== null ? `tree ${problem.treeId}` : null,
    problem.column ? `column ${problem.column}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const value = problem.value ? ` (value "${truncate(problem.value, 60)}")` : '';
  return `${where}: ${problem.reason}${value}`;
}

export function summarise(report: Omit<UploadReport, 'message'>, dryRun = false): string {
  if (report.status === 'refused') {
    const more = report.refused.length > 1 ? ` (and ${report.refused.length - 1} more)` : '';
    // A refused upload wrote nothing; a check (dry run) says what stands in the way of writing.
    const problem = `${describeProblem(report.refused[0])}${more}`;
    // A reason that ends its own sentence ('...separately!') takes no second full stop.
    const stop = /[.!?]$/.test(problem) ? '' : '.';
    return `${problem}${stop} ${dryRun ? 'Nothing can be written until it is fixed.' : 'Nothing was changed.'}`;
  }
  const changed = report.changed.length;
  const verb = report.status === 'dry_run' ? 'would change' : 'changed';
  return `${changed.toLocaleString('en-US')} ${changed === 1 ? 'tree' : 'trees'} ${verb}, ${report.unchanged.toLocaleString('en-US')} unchanged.`;
}

/** One field's change as the report lists it (the one place that says what an erasure is). */
export function fieldChange(field: string, before: unknown, after: unknown): UploadFieldChange {
  const shownBefore = showValue(before);
  const shownAfter = showValue(after);
  return { field, before: shownBefore, after: shownAfter, erases: shownBefore !== null && shownAfter === null };
}

/** The report's change counts: every field change and new tree, and the erasures among them. */
export function countChanges(changed: readonly UploadChangedRow[]): { changes: number; erasures: number } {
  let changes = 0;
  let erasures = 0;
  for (const row of changed) {
    changes += row.created ? 1 : row.fields.length;
    erasures += row.created ? 0 : row.fields.filter((f) => f.erases).length;
  }
  return { changes, erasures };
}

/** A stored value as the report shows it. */
export function showValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  return String(value);
}
