import type { EntityManager } from 'typeorm';
import { TreeNameKind } from '@selectree/rules';
import type { ImportCounts } from '../../import/import-report';
import { ImportRejectedError, type ImportIssueRecord } from '../../import/issues';
import {
  sameValue,
  TREE_COLUMN_TYPES,
  type NameRecord,
  type TaxonRecord,
  type TreeColumn,
  type TreeRecord,
} from '../../import/tree-record';
import { type FileShape, type NormalisedTree } from '../../import/tree-row';
import type { ImportOptions } from './run-import';
import { DEMO_LIST_OWNER_EMAIL } from '../../seed/demo-list';

/** The sequence behind trees.id's default (see the catalogue migration). */
const TREE_ID_SEQUENCE = 'tree_ids';

type StoredTree = Record<string, unknown> & { id: number };
export interface StoredName extends NameRecord {
  treeId: number;
}
interface StoredTaxon extends TaxonRecord {
  treeId: number;
}

/** The file's trees against the database, inside the import's transaction. */
interface TreeWrite {
  manager: EntityManager;
  shape: FileShape;
  trees: NormalisedTree[];
  ids: number[];
  issues: ImportIssueRecord[];
  options: ImportOptions;
}

/** What the file changes: trees to insert or update, trees whose names or taxa differ. */
interface TreeDiff {
  inserts: TreeRecord[];
  updates: TreeRecord[];
  namesChanged: NormalisedTree[];
  taxaChanged: NormalisedTree[];
  unchanged: number;
}

/**
 * Writes the validated trees in named steps: drop the demo trees, read what is stored, refuse
 * what cannot be created, clear unknown redirects, diff, then write only what changed with
 * set-based statements, and move the id sequence past the imported ids.
 */
export async function writeTrees(
  manager: EntityManager,
  shape: FileShape,
  trees: NormalisedTree[],
  issues: ImportIssueRecord[],
  options: ImportOptions,
): Promise<{ counts: ImportCounts; issues: ImportIssueRecord[] }> {
  const write: TreeWrite = { manager, shape, trees, ids: trees.map((t) => t.treeId), issues, options };
  const deleted = await deleteDemoTrees(write);
  const stored = await loadStoredTrees(write);
  requireScientificNameForNewTrees(write, stored);
  await dropUnknownRedirects(write);
  const diff = diffTrees(write, stored, await loadStoredNames(write), await loadStoredTaxa(write));
  await insertTrees(write, diff.inserts);
  await updateTrees(write, diff.updates);
  await replaceNames(write, diff.namesChanged);
  await replaceTaxa(write, diff.taxaChanged);
  // New trees created later (by editors) must not collide with imported ids.
  if (diff.inserts.length || deleted) {
    await manager.query(`SELECT setval('${TREE_ID_SEQUENCE}', GREATEST((SELECT max(id) FROM trees), 1))`);
  }
  return {
    counts: {
      rows: trees.length,
      inserted: diff.inserts.length,
      updated: trees.length - diff.inserts.length - diff.unchanged,
      unchanged: diff.unchanged,
      deleted,
      issues: issues.length,
      namesChanged: diff.namesChanged.length,
      taxaChanged: diff.taxaChanged.length,
    },
    issues,
  };
}

/**
 * A real import replaces the demo catalogue (unless the rows are the demo catalogue), and the demo
 * list (seed/demo-list.ts) goes with its trees once it has none left.
 */
async function deleteDemoTrees({ manager, options }: TreeWrite): Promise<number> {
  if (!(options.deleteDemoTrees ?? !options.markAsDemo)) return 0;
  // (TypeORM returns [rows, count] for a bare DELETE ... RETURNING; a CTE gives plain rows.)
  const [{ count }] = await manager.query(
    `WITH d AS (DELETE FROM trees WHERE is_demo RETURNING id) SELECT count(*)::int AS count FROM d`,
  );
  if (count > 0)
    await manager.query(
      `DELETE FROM lists l USING users u
       WHERE u.id = l.owner_id AND u.email = $1 AND NOT EXISTS (SELECT FROM list_trees t WHERE t.list_id = l.id)`,
      [DEMO_LIST_OWNER_EMAIL],
    );
  return count;
}

/** The stored values of the columns the file determines, by tree id. */
async function loadStoredTrees({ manager, shape, ids }: TreeWrite): Promise<Map<number, StoredTree>> {
  const stored = new Map<number, StoredTree>();
  for (const row of (await manager.query(
    `SELECT id${shape.treeColumns.map((c) => `, "${c}"`).join('')} FROM trees WHERE id = ANY($1::int[])`,
    [ids],
  )) as StoredTree[]) {
    stored.set(row.id, row);
  }
  return stored;
}

/** A new tree needs a scientific name: a partial file can only update existing trees. */
function requireScientificNameForNewTrees({ shape, trees, options }: TreeWrite, stored: Map<number, StoredTree>): void {
  if (shape.hasScientificName) return;
  const missing = trees.filter((t) => !stored.has(t.treeId));
  if (!missing.length) return;
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

/** Redirects must point at a tree of the file or of the database; others are reported and cleared. */
async function dropUnknownRedirects({ manager, shape, trees, ids, issues }: TreeWrite): Promise<void> {
  if (!shape.treeColumns.includes('redirect_tree_id')) return;
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

/** The export-sourced names of the kinds the file determines, by tree id. */
async function loadStoredNames({ manager, shape, ids }: TreeWrite): Promise<Map<number, StoredName[]>> {
  return groupBy(
    (await manager.query(
      `SELECT tree_id AS "treeId", kind, name, position, search_key AS "searchKey"
       FROM tree_names WHERE tree_id = ANY($1::int[]) AND kind = ANY($2::tree_name_kind[]) AND source = 'export'
       ORDER BY tree_id, kind, position, id`,
      [ids, shape.nameKinds],
    )) as StoredName[],
  );
}

/** The stored taxa of the sequences the file determines, by tree id. */
async function loadStoredTaxa({ manager, shape, ids }: TreeWrite): Promise<Map<number, StoredTaxon[]>> {
  const taxaWanted = (sequence: number) => (sequence === 1 ? shape.taxa.accepted : shape.taxa.synonyms);
  return groupBy(
    (
      (await manager.query(
        `SELECT tree_id AS "treeId", sequence, genus, species, hybrid_alt_species AS "hybridAltSpecies", subspecies, variety,
              forma, cultivar, hybrid_x AS "hybridX", hybrid_genus AS "hybridGenus", qualifier, name_concat AS "nameConcat"
       FROM taxa WHERE tree_id = ANY($1::int[]) ORDER BY tree_id, sequence`,
        [ids],
      )) as StoredTaxon[]
    ).filter((t) => taxaWanted(t.sequence)),
  );
}

/** Each tree of the file against what is stored. No database. */
function diffTrees(
  { shape, trees }: TreeWrite,
  stored: Map<number, StoredTree>,
  storedNames: Map<number, StoredName[]>,
  storedTaxa: Map<number, StoredTaxon[]>,
): TreeDiff {
  const columns = shape.treeColumns;
  const diff: TreeDiff = { inserts: [], updates: [], namesChanged: [], taxaChanged: [], unchanged: 0 };
  for (const tree of trees) {
    const current = stored.get(tree.treeId);
    const recordChanged = !current || columns.some((c) => !sameValue(tree.record[c], current[c]));
    const namesDiffer = shape.nameKinds.length > 0 && !sameNames(tree.names, storedNames.get(tree.treeId) ?? []);
    const taxaDiffer =
      (shape.taxa.accepted || shape.taxa.synonyms) &&
      !sameValue(tree.taxa, stripTreeId(storedTaxa.get(tree.treeId) ?? []));
    if (!current) diff.inserts.push(tree.record);
    else if (recordChanged) diff.updates.push(tree.record);
    if (namesDiffer) diff.namesChanged.push(tree);
    if (taxaDiffer) diff.taxaChanged.push(tree);
    if (current && !recordChanged && !namesDiffer && !taxaDiffer) diff.unchanged += 1;
  }
  return diff;
}

async function insertTrees({ manager, shape, options }: TreeWrite, inserts: TreeRecord[]): Promise<void> {
  if (!inserts.length) return;
  const insertColumns: TreeColumn[] = ['id', ...shape.treeColumns];
  await manager.query(
    `INSERT INTO trees (${insertColumns.map((c) => `"${c}"`).join(', ')}, is_demo)
       SELECT ${insertColumns.map((c) => `x."${c}"`).join(', ')}, ${options.markAsDemo ? 'true' : 'false'} FROM ${recordset(insertColumns)}`,
    [JSON.stringify(inserts)],
  );
}

async function updateTrees({ manager, shape }: TreeWrite, updates: TreeRecord[]): Promise<void> {
  const columns = shape.treeColumns;
  if (!updates.length || !columns.length) return;
  await manager.query(
    `UPDATE trees AS t SET ${columns.map((c) => `"${c}" = x."${c}"`).join(', ')}, updated_at = now()
       FROM ${recordset(['id', ...columns])} WHERE t.id = x.id`,
    [JSON.stringify(updates)],
  );
}

/** The export is the authority for its names: a matching row another source added is taken over. */
async function replaceNames({ manager, shape }: TreeWrite, namesChanged: NormalisedTree[]): Promise<void> {
  if (!namesChanged.length) return;
  await manager.query(
    `DELETE FROM tree_names WHERE tree_id = ANY($1::int[]) AND kind = ANY($2::tree_name_kind[]) AND source = 'export'`,
    [namesChanged.map((t) => t.treeId), shape.nameKinds],
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
  if (!rows.length) return;
  await manager.query(
    `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
         SELECT x.tree_id, x.kind, x.name, x.position, 'export', x.search_key
         FROM jsonb_to_recordset($1::jsonb) AS x(tree_id integer, kind tree_name_kind, name text, position smallint, search_key text)
         ON CONFLICT (tree_id, kind, search_key) DO UPDATE SET name = excluded.name, position = excluded.position, source = excluded.source`,
    [JSON.stringify(rows)],
  );
}

async function replaceTaxa({ manager, shape }: TreeWrite, taxaChanged: NormalisedTree[]): Promise<void> {
  if (!taxaChanged.length) return;
  const sequenceFilter =
    shape.taxa.accepted && shape.taxa.synonyms ? '' : shape.taxa.accepted ? ' AND sequence = 1' : ' AND sequence > 1';
  await manager.query(`DELETE FROM taxa WHERE tree_id = ANY($1::int[])${sequenceFilter}`, [
    taxaChanged.map((t) => t.treeId),
  ]);
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
  if (!rows.length) return;
  await manager.query(
    `INSERT INTO taxa (tree_id, sequence, genus, species, hybrid_alt_species, subspecies, variety, forma, cultivar, hybrid_x, hybrid_genus, qualifier, name_concat)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(tree_id integer, sequence smallint, genus text, species text,
           hybrid_alt_species text, subspecies text, variety text, forma text, cultivar text, hybrid_x boolean,
           hybrid_genus boolean, qualifier text, name_concat text)`,
    [JSON.stringify(rows)],
  );
}

/** `jsonb_to_recordset($1::jsonb) AS x(...)` with the SQL types of the given trees columns. */
function recordset(columns: TreeColumn[]): string {
  return `jsonb_to_recordset($1::jsonb) AS x(${columns.map((c) => `"${c}" ${TREE_COLUMN_TYPES[c]}`).join(', ')})`;
}

export function groupBy<T extends { treeId: number }>(rows: T[]): Map<number, T[]> {
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
