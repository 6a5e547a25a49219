import { type CsvTable } from '../../import/csv';
import type { ImportReport } from '../../import/import-report';
import { ImportRejectedError, type ImportIssueRecord, type RowError } from '../../import/issues';
import { normaliseRows } from '../../import/normalise-rows';
import { describeFile, normaliseTreeRow, type FileShape, type NormalisedTree } from '../../import/tree-row';
import type { TreeRowOptions } from '../../import/tree-row-context';
import {
  dataSourceOf,
  runImport,
  storeRun,
  tableOf,
  type ImportInput,
  type ImportOptions,
  type ImportTarget,
} from './run-import';
import { writeTrees } from './tree-write';

// ---------------------------------------------------------------------------------------------------
// Trees

/**
 * Imports the tree CSV. Ids are kept; demo trees are removed; new trees move trees_id_seq past
 * max(id). Columns absent from the file are left as they are (a file with only tree_id and
 * sunset_zone updates the zones), so the admin upload can send one group of fields at a time.
 */
export async function importTrees(
  target: ImportTarget,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  const table = await tableOf(input);
  const parsed = Date.now();
  const validated = validateTrees(table);
  const validatedAt = Date.now();
  if (validated.errors.length) {
    const error = new ImportRejectedError(validated.errors, options.fileName);
    if (options.recordFailures !== false && !options.dryRun) {
      await storeRun(dataSourceOf(target).manager, {
        kind: 'trees',
        fileName: options.fileName ?? null,
        status: 'failed',
        counts: { error: error.message, rows: table.rows.length },
        issues: [],
      }).catch(() => undefined);
    }
    throw error;
  }
  return runImport(
    target,
    'trees',
    options,
    async (manager) => {
      const result = await writeTrees(manager, validated.shape, validated.trees, validated.issues, options);
      // Where the time goes (stored with the run; the CLI prints them).
      result.counts.parseMs = parsed - started;
      result.counts.validateMs = validatedAt - parsed;
      result.counts.writeMs = Date.now() - validatedAt;
      return result;
    },
    started,
  );
}

interface ValidatedTrees {
  shape: FileShape;
  trees: NormalisedTree[];
  issues: ImportIssueRecord[];
  errors: RowError[];
}

/**
 * Every row through the normaliser; file-level checks (header, duplicate ids). No database.
 * `options`: how rows are read (the CLI import's normalisation by default; the upload's as written).
 */
export function validateTrees(table: CsvTable, options: TreeRowOptions = {}): ValidatedTrees {
  const shape = describeFile(table.headers);
  const unknownColumns: ImportIssueRecord[] = shape.unknownColumns.map((column) => ({
    row: 1,
    treeId: null,
    column,
    value: null,
    reason: 'unknown_column' as const,
  }));
  const rowById = new Map<number, number>();
  const byScientificName = new Map<string, number>();
  const { rows, issues, errors } = normaliseRows(table, ['tree_id'], (row) => {
    const { tree, issues, errors } = normaliseTreeRow(row, shape, options);
    if (!tree) return { row: null, issues, errors };
    const first = rowById.get(tree.treeId);
    if (first !== undefined) {
      const duplicate: RowError = {
        row: row.rowNumber,
        treeId: tree.treeId,
        column: 'tree_id',
        value: String(tree.treeId),
        message: `tree_id ${tree.treeId} appears twice in the file (rows ${first} and ${row.rowNumber})`,
      };
      return { row: null, issues, errors: [...errors, duplicate] };
    }
    rowById.set(tree.treeId, row.rowNumber);
    const name = tree.record.scientific_name;
    if (typeof name !== 'string' || name === '') return { row: tree, issues, errors };
    const other = byScientificName.get(name);
    if (other === undefined) {
      byScientificName.set(name, tree.treeId);
      return { row: tree, issues, errors };
    }
    const sameName: ImportIssueRecord = {
      row: row.rowNumber,
      treeId: tree.treeId,
      column: 'displayed_scientific_name',
      value: name,
      reason: 'duplicate_scientific_name',
      message: `also tree ${other}`,
    };
    return { row: tree, issues: [...issues, sameName], errors };
  });
  return { shape, trees: rows, issues: [...unknownColumns, ...issues], errors };
}
