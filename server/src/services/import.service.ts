import { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { TreeNameKind, TreeNameSource } from '../catalogue/vocabulary';
import { readCsv, tableFromObjects, type CsvInput, type CsvRow, type CsvTable } from '../import/csv';
import type { ImportCounts, ImportReport } from '../import/import-report';
import { ImportRejectedError, type ImportIssueRecord, type RowError } from '../import/issues';
import {
  sameValue,
  TREE_COLUMN_TYPES,
  type NameRecord,
  type TaxonRecord,
  type TreeColumn,
  type TreeRecord,
} from '../import/tree-record';
import { normaliseRows, type NormalisedRow, type RequiredColumn } from '../import/normalise-rows';
import { describeFile, normaliseTreeRow, type FileShape, type NormalisedTree } from '../import/tree-row';
import { normaliseCommonNameRow, normaliseGbifSynonymRow, normaliseZipRow } from '../import/other-rows';
import { writeOwnedNames } from './import/owned-names';

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
/** The sequence behind trees.id's default (see the catalogue migration). */
const TREE_ID_SEQUENCE = 'tree_ids';

function dataSourceOf(target: ImportTarget): DataSource {
  return 'db' in target ? target.db : target;
}

async function tableOf(input: ImportInput): Promise<CsvTable> {
  if (Array.isArray(input)) return tableFromObjects(input);
  if (typeof input === 'string' || input instanceof Uint8Array || input instanceof Readable) return readCsv(input);
  const wrapped = input as { csv: CsvInput } | { rows: readonly Record<string, unknown>[] };
  return 'csv' in wrapped ? readCsv(wrapped.csv) : tableFromObjects(wrapped.rows);
}

class DryRunRollback extends Error {}

/** Runs one import: parse, validate, write in a transaction, store the run; records failures. */
async function runImport(
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
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [IMPORT_LOCK]);
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
interface RowImport<T> {
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
async function importRows<T>(
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

async function storeRun(
  manager: EntityManager,
  run: {
    kind: string;
    fileName: string | null;
    status: string;
    counts: Record<string, unknown>;
    issues: ImportIssueRecord[];
  },
): Promise<number> {
  const [{ id }] = await manager.query(
    `INSERT INTO import_runs (kind, file_name, status, counts, finished_at) VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [run.kind, run.fileName, run.status, JSON.stringify(run.counts)],
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

/** Every row through the normaliser; file-level checks (header, duplicate ids). No database. */
export function validateTrees(table: CsvTable): ValidatedTrees {
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
    const { tree, issues, errors } = normaliseTreeRow(row, shape);
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
    if (typeof name !== 'string') return { row: tree, issues, errors };
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

type StoredTree = Record<string, unknown> & { id: number };
interface StoredName extends NameRecord {
  treeId: number;
}
interface StoredTaxon extends TaxonRecord {
  treeId: number;
}

async function writeTrees(
  manager: EntityManager,
  shape: FileShape,
  trees: NormalisedTree[],
  issues: ImportIssueRecord[],
  options: ImportOptions,
): Promise<{ counts: ImportCounts; issues: ImportIssueRecord[] }> {
  const ids = trees.map((t) => t.treeId);

  let deleted = 0;
  if (options.deleteDemoTrees ?? !options.markAsDemo) {
    // (TypeORM returns [rows, count] for a bare DELETE ... RETURNING; a CTE gives plain rows.)
    const [{ count }] = await manager.query(
      `WITH d AS (DELETE FROM trees WHERE is_demo RETURNING id) SELECT count(*)::int AS count FROM d`,
    );
    deleted = count;
  }

  const columns = shape.treeColumns;
  const stored = new Map<number, StoredTree>();
  for (const row of (await manager.query(
    `SELECT id${columns.map((c) => `, "${c}"`).join('')} FROM trees WHERE id = ANY($1::int[])`,
    [ids],
  )) as StoredTree[]) {
    stored.set(row.id, row);
  }

  // A new tree needs a scientific name: a partial file can only update existing trees.
  if (!shape.hasScientificName) {
    const missing = trees.filter((t) => !stored.has(t.treeId));
    if (missing.length) {
      throw new ImportRejectedError(
        missing.map((t) => ({
          row: t.rowNumber,
          treeId: t.treeId,
          column: 'tree_id',
          value: String(t.treeId),
          message: 'no tree has this id, and the file has no displayed_scientific_name column to create it',
        })),
        options.fileName,
      );
    }
  }

  // Redirects must point at a tree of the file or of the database.
  if (columns.includes('redirect_tree_id')) {
    const targets = [
      ...new Set(trees.map((t) => t.record.redirect_tree_id).filter((v): v is number => typeof v === 'number')),
    ];
    const existing = new Set<number>([
      ...ids,
      ...((await manager.query(`SELECT id FROM trees WHERE id = ANY($1::int[])`, [targets])) as { id: number }[]).map(
        (r) => r.id,
      ),
    ]);
    for (const tree of trees) {
      const redirect = tree.record.redirect_tree_id;
      if (typeof redirect === 'number' && (!existing.has(redirect) || redirect === tree.treeId)) {
        issues.push({
          row: tree.rowNumber,
          treeId: tree.treeId,
          column: 'redirect_tree_id',
          value: String(redirect),
          reason: 'redirect_unknown_tree',
        });
        tree.record.redirect_tree_id = null;
      }
    }
  }

  const storedNames = groupBy(
    (await manager.query(
      `SELECT tree_id AS "treeId", kind, name, position, search_key AS "searchKey"
       FROM tree_names WHERE tree_id = ANY($1::int[]) AND kind = ANY($2::tree_name_kind[]) AND source = 'export'
       ORDER BY tree_id, kind, position, id`,
      [ids, shape.nameKinds],
    )) as StoredName[],
  );
  const taxaWanted = (sequence: number) => (sequence === 1 ? shape.taxa.accepted : shape.taxa.synonyms);
  const storedTaxa = groupBy(
    (
      (await manager.query(
        `SELECT tree_id AS "treeId", sequence, genus, species, hybrid_alt_species AS "hybridAltSpecies", subspecies, variety,
              forma, cultivar, hybrid_x AS "hybridX", hybrid_genus AS "hybridGenus", qualifier, name_concat AS "nameConcat"
       FROM taxa WHERE tree_id = ANY($1::int[]) ORDER BY tree_id, sequence`,
        [ids],
      )) as StoredTaxon[]
    ).filter((t) => taxaWanted(t.sequence)),
  );

  const inserts: TreeRecord[] = [];
  const updates: TreeRecord[] = [];
  const namesChanged: NormalisedTree[] = [];
  const taxaChanged: NormalisedTree[] = [];
  let unchanged = 0;
  for (const tree of trees) {
    const current = stored.get(tree.treeId);
    const recordChanged = !current || columns.some((c) => !sameValue(tree.record[c], current[c]));
    const namesDiffer = shape.nameKinds.length > 0 && !sameNames(tree.names, storedNames.get(tree.treeId) ?? []);
    const taxaDiffer =
      (shape.taxa.accepted || shape.taxa.synonyms) &&
      !sameValue(tree.taxa, stripTreeId(storedTaxa.get(tree.treeId) ?? []));
    if (!current) inserts.push(tree.record);
    else if (recordChanged) updates.push(tree.record);
    if (namesDiffer) namesChanged.push(tree);
    if (taxaDiffer) taxaChanged.push(tree);
    if (current && !recordChanged && !namesDiffer && !taxaDiffer) unchanged += 1;
  }

  if (inserts.length) {
    const insertColumns: TreeColumn[] = ['id', ...columns];
    await manager.query(
      `INSERT INTO trees (${insertColumns.map((c) => `"${c}"`).join(', ')}, is_demo)
       SELECT ${insertColumns.map((c) => `x."${c}"`).join(', ')}, ${options.markAsDemo ? 'true' : 'false'} FROM ${recordset(insertColumns)}`,
      [JSON.stringify(inserts)],
    );
  }
  if (updates.length && columns.length) {
    await manager.query(
      `UPDATE trees AS t SET ${columns.map((c) => `"${c}" = x."${c}"`).join(', ')}, updated_at = now()
       FROM ${recordset(['id', ...columns])} WHERE t.id = x.id`,
      [JSON.stringify(updates)],
    );
  }

  if (namesChanged.length) {
    const changedIds = namesChanged.map((t) => t.treeId);
    await manager.query(
      `DELETE FROM tree_names WHERE tree_id = ANY($1::int[]) AND kind = ANY($2::tree_name_kind[]) AND source = 'export'`,
      [changedIds, shape.nameKinds],
    );
    const rows = namesChanged.flatMap((t) =>
      t.names.map((n) => ({
        tree_id: t.treeId,
        kind: n.kind,
        name: n.name,
        position: n.position,
        search_key: n.searchKey,
      })),
    );
    if (rows.length) {
      // The export is the authority for its names: a matching row another source added is taken over.
      await manager.query(
        `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
         SELECT x.tree_id, x.kind, x.name, x.position, 'export', x.search_key
         FROM jsonb_to_recordset($1::jsonb) AS x(tree_id integer, kind tree_name_kind, name text, position smallint, search_key text)
         ON CONFLICT (tree_id, kind, search_key) DO UPDATE SET name = excluded.name, position = excluded.position, source = excluded.source`,
        [JSON.stringify(rows)],
      );
    }
  }

  if (taxaChanged.length) {
    const changedIds = taxaChanged.map((t) => t.treeId);
    const sequenceFilter =
      shape.taxa.accepted && shape.taxa.synonyms ? '' : shape.taxa.accepted ? ' AND sequence = 1' : ' AND sequence > 1';
    await manager.query(`DELETE FROM taxa WHERE tree_id = ANY($1::int[])${sequenceFilter}`, [changedIds]);
    const rows = taxaChanged.flatMap((t) =>
      t.taxa.map((x) => ({
        tree_id: t.treeId,
        sequence: x.sequence,
        genus: x.genus,
        species: x.species,
        hybrid_alt_species: x.hybridAltSpecies,
        subspecies: x.subspecies,
        variety: x.variety,
        forma: x.forma,
        cultivar: x.cultivar,
        hybrid_x: x.hybridX,
        hybrid_genus: x.hybridGenus,
        qualifier: x.qualifier,
        name_concat: x.nameConcat,
      })),
    );
    if (rows.length) {
      await manager.query(
        `INSERT INTO taxa (tree_id, sequence, genus, species, hybrid_alt_species, subspecies, variety, forma, cultivar, hybrid_x, hybrid_genus, qualifier, name_concat)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(tree_id integer, sequence smallint, genus text, species text,
           hybrid_alt_species text, subspecies text, variety text, forma text, cultivar text, hybrid_x boolean,
           hybrid_genus boolean, qualifier text, name_concat text)`,
        [JSON.stringify(rows)],
      );
    }
  }

  // New trees created later (by editors) must not collide with imported ids.
  if (inserts.length || deleted) {
    await manager.query(`SELECT setval('${TREE_ID_SEQUENCE}', GREATEST((SELECT max(id) FROM trees), 1))`);
  }

  const updated = trees.length - inserts.length - unchanged;
  return {
    counts: {
      rows: trees.length,
      inserted: inserts.length,
      updated,
      unchanged,
      deleted,
      issues: issues.length,
      namesChanged: namesChanged.length,
      taxaChanged: taxaChanged.length,
    },
    issues,
  };
}

/** `jsonb_to_recordset($1::jsonb) AS x(...)` with the SQL types of the given trees columns. */
function recordset(columns: TreeColumn[]): string {
  return `jsonb_to_recordset($1::jsonb) AS x(${columns.map((c) => `"${c}" ${TREE_COLUMN_TYPES[c]}`).join(', ')})`;
}

function groupBy<T extends { treeId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.treeId) ?? [];
    list.push(row);
    map.set(row.treeId, list);
  }
  return map;
}

function stripTreeId<T extends { treeId: number }>(rows: T[]): Omit<T, 'treeId'>[] {
  return rows.map(({ treeId: _treeId, ...rest }) => rest);
}

const KIND_ORDER = Object.values(TreeNameKind);
function sortNames(names: NameRecord[]): NameRecord[] {
  return [...names].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.position - b.position);
}
function sameNames(wanted: NameRecord[], stored: StoredName[]): boolean {
  const strip = (names: NameRecord[]) =>
    sortNames(names).map((n) => ({ kind: n.kind, name: n.name, position: n.position, searchKey: n.searchKey }));
  return sameValue(strip(wanted), strip(stored));
}

// ---------------------------------------------------------------------------------------------------
// Extra common names (common_names.csv): scientific_name, tree_id, common_name, status, selectree_url

/**
 * Adds the file's names as common_alternate names (source common_names_csv) after the tree's
 * existing ones. A name a tree already has (any kind: primary, export alternative, generic) is left
 * alone; unknown tree ids and empty names are reported and skipped. Idempotent: rows of this source
 * that the file no longer lists are removed, the others kept in place.
 */
export async function importCommonNames(
  target: ImportTarget,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportReport> {
  return importRows(target, input, options, {
    kind: 'common_names',
    required: ['tree_id', 'common_name'],
    normalise: normaliseCommonNameRow,
    write: async (manager, { table, rows, issues }) => {
      const ids = [...new Set(rows.map((r) => r.treeId))];
      const known = new Set(
        ((await manager.query(`SELECT id FROM trees WHERE id = ANY($1::int[])`, [ids])) as { id: number }[]).map(
          (r) => r.id,
        ),
      );
      const names = groupBy(
        (await manager.query(
          `SELECT tree_id AS "treeId", kind, name, position, search_key AS "searchKey", source FROM tree_names
         WHERE tree_id = ANY($1::int[]) AND kind IN ('common_primary', 'common_alternate', 'common_generic')`,
          [ids],
        )) as (StoredName & { source: TreeNameSource })[],
      );

      let skipped = 0;
      let unchanged = 0;
      const inserts: { tree_id: number; name: string; position: number; search_key: string }[] = [];
      const keep = new Map<number, Set<string>>();
      const nextPosition = new Map<number, number>();
      for (const row of rows) {
        if (!known.has(row.treeId)) {
          issues.push({
            row: row.rowNumber,
            treeId: row.treeId,
            column: 'tree_id',
            value: String(row.treeId),
            reason: 'unknown_tree',
            message: row.name,
          });
          skipped += 1;
          continue;
        }
        const existing = names.get(row.treeId) ?? [];
        const kept = keep.get(row.treeId) ?? new Set<string>();
        keep.set(row.treeId, kept);
        const already = existing.find((n) => n.searchKey === row.searchKey);
        if (already) {
          if (already.source === TreeNameSource.CommonNamesCsv) kept.add(row.searchKey);
          unchanged += 1;
          continue;
        }
        if (inserts.some((i) => i.tree_id === row.treeId && i.search_key === row.searchKey)) {
          unchanged += 1;
          continue;
        }
        const position =
          nextPosition.get(row.treeId) ??
          Math.max(-1, ...existing.filter((n) => n.kind === TreeNameKind.CommonAlternate).map((n) => n.position)) + 1;
        nextPosition.set(row.treeId, position + 1);
        inserts.push({ tree_id: row.treeId, name: row.name, position, search_key: row.searchKey });
        kept.add(row.searchKey);
      }

      // Rows of this source for the file's trees that the file no longer lists.
      const stale = [...names.entries()].flatMap(([treeId, list]) =>
        list
          .filter((n) => n.source === TreeNameSource.CommonNamesCsv && !keep.get(treeId)?.has(n.searchKey))
          .map((n) => ({ tree_id: treeId, search_key: n.searchKey })),
      );
      await writeOwnedNames(
        manager,
        { kind: TreeNameKind.CommonAlternate, source: TreeNameSource.CommonNamesCsv },
        { stale, inserts },
      );
      return {
        counts: {
          rows: table.rows.length,
          inserted: inserts.length,
          updated: 0,
          unchanged,
          deleted: stale.length,
          skipped: skipped + (table.rows.length - rows.length),
          issues: issues.length,
        },
        issues,
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// USDA zones by ZIP code (usda_zones_by_zip.csv): zipcode, state, city, usda_zone, latitude, longitude

/** Upserts every ZIP code; only rows whose values differ are written. */
export async function importZipCodes(
  target: ImportTarget,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const seen = new Map<string, number>();
  return importRows(target, input, options, {
    kind: 'zip_codes',
    required: [['zipcode', 'zip'], 'usda_zone'],
    normalise: (row) => {
      const { row: zip, issues, errors } = normaliseZipRow(row);
      if (!zip) return { row: null, issues, errors };
      const first = seen.get(zip.zip);
      if (first === undefined) {
        seen.set(zip.zip, row.rowNumber);
        return { row: zip, issues, errors };
      }
      const duplicate: RowError = {
        row: row.rowNumber,
        treeId: null,
        column: 'zipcode',
        value: zip.zip,
        message: `ZIP code appears twice in the file (rows ${first} and ${row.rowNumber})`,
      };
      return { row: null, issues, errors: [...errors, duplicate] };
    },
    write: async (manager, { rows, issues }) => {
      const result: { inserted: boolean }[] = await manager.query(
        `INSERT INTO zip_codes (zip, state, city, usda_zone, latitude, longitude)
       SELECT x.zip, x.state, x.city, x.usda_zone, x.latitude, x.longitude
       FROM jsonb_to_recordset($1::jsonb) AS x(zip text, state text, city text, usda_zone text, latitude numeric, longitude numeric)
       ON CONFLICT (zip) DO UPDATE SET state = excluded.state, city = excluded.city, usda_zone = excluded.usda_zone,
         latitude = excluded.latitude, longitude = excluded.longitude
       WHERE (zip_codes.state, zip_codes.city, zip_codes.usda_zone, zip_codes.latitude, zip_codes.longitude)
         IS DISTINCT FROM (excluded.state, excluded.city, excluded.usda_zone, excluded.latitude, excluded.longitude)
       RETURNING (xmax = 0) AS inserted`,
        [JSON.stringify(rows)],
      );
      const inserted = result.filter((r) => r.inserted).length;
      return {
        counts: {
          rows: rows.length,
          inserted,
          updated: result.length - inserted,
          unchanged: rows.length - result.length,
          issues: issues.length,
        },
        issues,
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// GBIF synonyms (gbif_synonyms.csv): verbatim_name, ..., acceptedCanonicalName, ...

/**
 * The catalogue still shows some trees under names GBIF no longer accepts (Acacia constricta is now
 * Vachellia constricta). Each accepted name becomes a searchable synonym (source gbif) of the trees
 * whose accepted name or export synonym is the verbatim name. Not added when the accepted name is
 * already a name of the tree, or the accepted name of another tree (searching it must find that tree).
 * Idempotent: gbif rows the file no longer gives are removed.
 */
export async function importGbifSynonyms(
  target: ImportTarget,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportReport> {
  return importRows(target, input, options, {
    kind: 'gbif_synonyms',
    required: ['verbatim_name', 'acceptedcanonicalname'],
    normalise: normaliseGbifSynonymRow,
    // (The synonym normaliser reports errors only: the issues are the write's own.)
    write: async (manager, { table, rows }) => {
      const issues: ImportIssueRecord[] = [];
      const keys = [...new Set(rows.flatMap((r) => [r.verbatimKey, r.acceptedKey]))];
      // Trees by accepted name, and by export synonym.
      const byAccepted = (await manager.query(
        `SELECT id, scientific_search_key AS key FROM trees WHERE scientific_search_key = ANY($1::text[])`,
        [keys],
      )) as { id: number; key: string }[];
      const bySynonym = (await manager.query(
        `SELECT tree_id AS id, search_key AS key FROM tree_names WHERE kind = 'synonym' AND source <> 'gbif' AND search_key = ANY($1::text[])`,
        [keys],
      )) as { id: number; key: string }[];
      const existing = (await manager.query(
        `SELECT tree_id AS "treeId", search_key AS "searchKey", source FROM tree_names WHERE kind = 'synonym'`,
      )) as { treeId: number; searchKey: string; source: string }[];

      const wanted = new Map<string, { tree_id: number; name: string; search_key: string }>();
      let skipped = 0;
      let unchanged = 0;
      for (const row of rows) {
        const trees = [
          ...new Set([...byAccepted, ...bySynonym].filter((t) => t.key === row.verbatimKey).map((t) => t.id)),
        ];
        if (!trees.length) {
          issues.push({
            row: row.rowNumber,
            treeId: null,
            column: 'verbatim_name',
            value: row.verbatimName,
            reason: 'unknown_name',
          });
          skipped += 1;
          continue;
        }
        const owner = byAccepted.find((t) => t.key === row.acceptedKey);
        if (owner) {
          issues.push({
            row: row.rowNumber,
            treeId: trees[0],
            column: 'acceptedCanonicalName',
            value: row.acceptedName,
            reason: 'name_of_another_tree',
            message: `tree ${owner.id}`,
          });
          skipped += 1;
          continue;
        }
        for (const treeId of trees) {
          const same = existing.find((n) => n.treeId === treeId && n.searchKey === row.acceptedKey);
          if (same && same.source !== TreeNameSource.Gbif) {
            unchanged += 1;
            continue;
          }
          wanted.set(`${treeId} ${row.acceptedKey}`, {
            tree_id: treeId,
            name: row.acceptedName,
            search_key: row.acceptedKey,
          });
        }
      }

      const stored = existing.filter((n) => n.source === TreeNameSource.Gbif);
      const stale = stored.filter((n) => !wanted.has(`${n.treeId} ${n.searchKey}`));
      const inserts = [...wanted.values()].filter(
        (w) => !stored.some((n) => n.treeId === w.tree_id && n.searchKey === w.search_key),
      );
      unchanged += wanted.size - inserts.length;
      // New synonyms go after the tree's others (no position given).
      await writeOwnedNames(
        manager,
        { kind: TreeNameKind.Synonym, source: TreeNameSource.Gbif },
        { stale: stale.map((n) => ({ tree_id: n.treeId, search_key: n.searchKey })), inserts },
      );
      return {
        counts: {
          rows: table.rows.length,
          inserted: inserts.length,
          updated: 0,
          unchanged,
          deleted: stale.length,
          skipped,
          issues: issues.length,
        },
        issues,
      };
    },
  });
}
