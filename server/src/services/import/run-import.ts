import { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { readCsv, tableFromObjects, type CsvInput, type CsvRow, type CsvTable } from '../../import/csv';
import type { ImportCounts, ImportReport } from '../../import/import-report';
import { ImportRejectedError, type ImportIssueRecord } from '../../import/issues';
import { normaliseRows, type NormalisedRow, type RequiredColumn } from '../../import/normalise-rows';

/**
 * Bulk imports into the catalogue: the tree CSV (the SelecTree export or our own download format),
 * the extra common names, and USDA zones by ZIP code. Used by the CLIs and by the admin upload.
 *
 * Every import: reads and validates ALL rows in memory first (a single invalid row rejects the whole
 * file with the row named, and nothing is written); then, in ONE transaction, compares the normalised
 * rows with what is stored and writes only what changed, with a few set-based statements
 * (jsonb_to_recordset), never one query per tree. Running the same file twice changes nothing the
 * second time. The report (counts and issues) is stored in import_runs / import_issues.
 */

/** A RequestContext (services take the context first) or a bare DataSource (CLIs, tests). */
export type ImportTarget = DataSource | { db: DataSource };

/**
 * A CSV file (text, bytes or a stream) or rows already parsed (the admin upload sends JSON rows),
 * either bare or wrapped ({ csv } / { rows }).
 */
export type ImportInput =
  CsvInput | readonly Record<string, unknown>[] | { csv: CsvInput } | { rows: readonly Record<string, unknown>[] };

export interface ImportOptions {
  /** Shown in the report. */
  fileName?: string;
  /** Validate and write, then roll back: the report says what would change. */
  dryRun?: boolean;
  /** Trees only: remove demo trees (is_demo) in the same transaction. Default true (false with markAsDemo). */
  deleteDemoTrees?: boolean;
  /** Trees only: the rows are the demo catalogue; inserted trees get is_demo, so a real import replaces them. */
  markAsDemo?: boolean;
  /** Store a failed run in import_runs (after the rollback) so the admin can read why. Default true (never for dry runs). */
  recordFailures?: boolean;
}

const IMPORT_LOCK = 'selectree:catalogue-import';

/** Every catalogue import and admin upload holds this lock for its transaction: they run one at a time, across instances. */
export async function lockCatalogueImports(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [IMPORT_LOCK]);
}

export function dataSourceOf(target: ImportTarget): DataSource {
  return 'db' in target ? target.db : target;
}

export async function tableOf(input: ImportInput): Promise<CsvTable> {
  if (Array.isArray(input)) return tableFromObjects(input);
  if (typeof input === 'string' || input instanceof Uint8Array || input instanceof Readable) return readCsv(input);
  const wrapped = input as { csv: CsvInput } | { rows: readonly Record<string, unknown>[] };
  return 'csv' in wrapped ? readCsv(wrapped.csv) : tableFromObjects(wrapped.rows);
}

class DryRunRollback extends Error {}

/** Runs one import: parse, validate, write in a transaction, store the run; records failures. */
export async function runImport(
  target: ImportTarget,
  kind: ImportReport['kind'],
  options: ImportOptions,
  work: (manager: EntityManager) => Promise<{ counts: ImportCounts; issues: ImportIssueRecord[] }>,
  /** When the import began (before parsing), so elapsed time covers the whole import. */
  started = Date.now(),
): Promise<ImportReport> {
  const db = dataSourceOf(target);
  const fileName = options.fileName ?? null;
  let report: ImportReport | undefined;
  try {
    await db.transaction(async (manager) => {
      await lockCatalogueImports(manager);
      const { counts, issues } = await work(manager);
      const elapsedMs = Date.now() - started;
      const runId = await storeRun(manager, {
        kind,
        fileName,
        status: 'succeeded',
        counts: { ...counts, elapsedMs },
        issues,
      });
      report = { runId, kind, fileName, status: options.dryRun ? 'dry_run' : 'succeeded', counts, issues, elapsedMs };
      if (options.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (error instanceof DryRunRollback && report) return { ...report, runId: null, elapsedMs: Date.now() - started };
    if (options.recordFailures !== false && !options.dryRun) {
      const message = error instanceof Error ? error.message : String(error);
      await storeRun(db.manager, {
        kind,
        fileName,
        status: 'failed',
        counts: { error: message, elapsedMs: Date.now() - started },
        issues: [],
      }).catch(() => undefined);
    }
    throw error;
  }
  return { ...report!, elapsedMs: Date.now() - started };
}

/** What an import of one of the smaller files states: everything else is the same for all of them. */
export interface RowImport<T> {
  kind: ImportReport['kind'];
  required: readonly RequiredColumn[];
  normalise: (row: CsvRow) => NormalisedRow<T>;
  /** Inside the import's transaction; returns the report's counts and issues. */
  write: (
    manager: EntityManager,
    file: { table: CsvTable; rows: T[]; issues: ImportIssueRecord[] },
  ) => Promise<{ counts: ImportCounts; issues: ImportIssueRecord[] }>;
}

/** Parse, validate every row (any error rejects the file before the transaction), then runImport. */
export async function importRows<T>(
  target: ImportTarget,
  input: ImportInput,
  options: ImportOptions,
  spec: RowImport<T>,
): Promise<ImportReport> {
  const started = Date.now();
  const table = await tableOf(input);
  const { rows, issues, errors } = normaliseRows(table, spec.required, spec.normalise);
  if (errors.length) throw new ImportRejectedError(errors, options.fileName);
  return runImport(target, spec.kind, options, (manager) => spec.write(manager, { table, rows, issues }), started);
}

export async function storeRun(
  manager: EntityManager,
  run: {
    kind: string;
    fileName: string | null;
    status: string;
    counts: Record<string, unknown>;
    issues: ImportIssueRecord[];
    /** The admin who uploaded the file (the upload page); none for the CLIs. */
    userId?: number | null;
    /** The upload's report as the page shows it. */
    report?: unknown;
  },
): Promise<number> {
  const [{ id }] = await manager.query(
    `INSERT INTO import_runs (kind, file_name, status, counts, finished_at, user_id, report)
     VALUES ($1, $2, $3, $4, now(), $5, $6) RETURNING id`,
    [
      run.kind,
      run.fileName,
      run.status,
      JSON.stringify(run.counts),
      run.userId ?? null,
      run.report === undefined ? null : JSON.stringify(run.report),
    ],
  );
  if (run.issues.length) {
    await manager.query(
      `INSERT INTO import_issues (run_id, row_number, tree_id, column_name, value, reason, message)
       SELECT $1, x.row, x.tree_id, x.column_name, x.value, x.reason, x.message
       FROM jsonb_to_recordset($2::jsonb) AS x("row" integer, tree_id integer, column_name text, value text, reason text, message text)`,
      [
        id,
        JSON.stringify(
          run.issues.map((i) => ({
            row: i.row,
            tree_id: i.treeId,
            column_name: i.column,
            value: i.value,
            reason: i.reason,
            message: i.message ?? null,
          })),
        ),
      ],
    );
  }
  return id;
}
