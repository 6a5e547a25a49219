import type { CsvRow, CsvTable } from './csv';
import type { ImportIssueRecord, RowError } from './issues';

/** What a row normaliser gives: the row to write (null: skipped or invalid), its issues and errors. */
export interface NormalisedRow<T> {
  row: T | null;
  issues: readonly ImportIssueRecord[];
  errors: readonly RowError[];
}

/** A column the file must have; a list names alternatives, the first one is named in the error. */
export type RequiredColumn = string | readonly [string, ...string[]];

/**
 * The validation half every import shares, before any database work: the required headers, then
 * every row through the normaliser, collecting issues and errors in file order. Without a required
 * header no row is read. The caller rejects the whole file when errors is not empty.
 */
export function normaliseRows<T>(
  table: CsvTable,
  required: readonly RequiredColumn[],
  normalise: (row: CsvRow) => NormalisedRow<T>,
): { rows: T[]; issues: ImportIssueRecord[]; errors: RowError[] } {
  const errors: RowError[] = [];
  for (const column of required) {
    const names: readonly string[] = typeof column === 'string' ? [column] : column;
    if (!names.some((name) => table.headers.includes(name))) {
      errors.push({
        row: 1,
        treeId: null,
        column: names[0],
        value: null,
        message: `the file has no ${names[0]} column`,
      });
    }
  }
  const rows: T[] = [];
  const issues: ImportIssueRecord[] = [];
  if (errors.length) return { rows, issues, errors };
  for (const csvRow of table.rows) {
    const result = normalise(csvRow);
    issues.push(...result.issues);
    errors.push(...result.errors);
    if (result.row) rows.push(result.row);
  }
  return { rows, issues, errors };
}
