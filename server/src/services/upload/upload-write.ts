import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CLIMATE_ADAPTED_REGION_SLUGS, TreeNameKind } from '@selectree/rules';
import { ImportRejectedError, type ImportIssueRecord } from '../../import/issues';
import { SCIENTIFIC_NAME_EMPTY } from '../../import/tree-columns';
import { columnKeyOf } from '../../import/tree-row';
import { readEditValues, type NamesByKind, type TreeRow } from '../editing.service';
import { validateTrees } from '../import.service';
import { lockCatalogueImports } from '../import.service';
import { writeTrees } from '../import.service';
import { keepUnchangedNames, keepUnnamedDrafts } from './upload-names';
import type { UploadTable } from './upload-rows';
import { fieldChange, type UploadChangedRow, type UploadProblem } from './upload-report';
import {
  columnIndexOf,
  changedValueRefusals,
  problemOfError,
  problemOfIssue,
  refuses,
  type ValidatedUpload,
} from './upload-validate';

/**
 * The upload's transaction, all or nothing:
 * 1. the catalogue import lock (pg_advisory_xact_lock): uploads and CLI imports run one at a time,
 *    across every app instance on the database, each reading what the previous one committed;
 * 2. the file's trees locked (SELECT ... FOR UPDATE, in id order), then read: the snapshot the
 *    report and the history compare against. An editor's save of one of them waits for the upload
 *    (tree-change.ts locks the same row) and, when the upload changed that tree, is refused as stale
 *    (409, the version moved on), so neither write is lost silently; a save committed before the
 *    upload took its locks is what the upload compares with, and each field the file then changes
 *    is in the report and the history (old value = the editor's);
 * 3. the importer's write (services/import/tree-write.ts) of the validated rows;
 * 4. the trees read again; each changed field becomes a tree_edits row by the uploading admin, and
 *    each changed tree's version is bumped (the catalogue version moves with the writes: its
 *    statement triggers fire only when something is written).
 * A refusal discovered inside (a new tree without a scientific name, a redirect to no tree) throws
 * UploadRefusal and rolls everything back.
 */

export class UploadRefusal extends Error {
  constructor(readonly problems: UploadProblem[]) {
    super(problems[0]?.reason ?? 'refused');
  }
}

interface TreeSnapshot {
  row: TreeRow;
  values: Record<string, unknown>;
}

/** The fields the report and the history name: the edit record's, plus the scientific name and synonyms. */
async function snapshot(manager: EntityManager, ids: number[]): Promise<Map<number, TreeSnapshot>> {
  const rows: TreeRow[] = await manager.query(`SELECT * FROM trees WHERE id = ANY($1::int[])`, [ids]);
  const names: { tree_id: number; kind: TreeNameKind; name: string }[] = await manager.query(
    `SELECT tree_id, kind, name FROM tree_names WHERE tree_id = ANY($1::int[]) ORDER BY tree_id, kind, position, id`,
    [ids],
  );
  const byTree = new Map<number, NamesByKind>();
  for (const name of names) {
    const kinds = byTree.get(name.tree_id) ?? {};
    (kinds[name.kind] ??= []).push(name.name);
    byTree.set(name.tree_id, kinds);
  }
  const result = new Map<number, TreeSnapshot>();
  for (const row of rows) {
    const kinds = byTree.get(row.id) ?? {};
    result.set(row.id, {
      row,
      values: {
        scientific_name: row.scientific_name,
        synonyms: kinds[TreeNameKind.Synonym] ?? [],
        ...readEditValues(row, kinds),
      },
    });
  }
  return result;
}

/** Climate zone files: each tree's regions with the file's flags applied, as the importer's one column. */
function climateRows(upload: UploadTable, validated: ValidatedUpload, stored: Map<number, TreeSnapshot>) {
  const missing: UploadProblem[] = [];
  const rows = [...validated.climate].map(([treeId, { row, flags }]) => {
    const current = new Set((stored.get(treeId)?.row.climate_adapted_regions as string[] | undefined) ?? []);
    if (!stored.has(treeId)) {
      missing.push({
        row,
        treeId,
        column: 'tree_id',
        columnIndex: upload.columnIndex.get('tree_id') ?? null,
        value: String(treeId),
        reason: 'no tree has this id',
      });
    }
    for (const [region, adapted] of flags) {
      if (adapted) current.add(region);
      else current.delete(region);
    }
    const regions = CLIMATE_ADAPTED_REGION_SLUGS.filter((slug) => current.has(slug));
    return {
      rowNumber: row,
      line: row,
      values: { tree_id: String(treeId), climate_adapted_regions: regions.join(',') },
    };
  });
  if (missing.length) throw new UploadRefusal(missing);
  return validateTrees({ headers: ['tree_id', 'climate_adapted_regions'], rows, encoding: 'utf-8' });
}

/** The file's header of the scientific name (the download's 'Scientific Name' or the importer's name). */
function scientificNameHeader(upload: UploadTable): string | null {
  return upload.headers.find((h) => columnKeyOf(h) === 'displayed_scientific_name') ?? null;
}

export interface UploadWrite {
  changed: UploadChangedRow[];
  unchanged: number;
  notes: UploadProblem[];
  changeId: string;
}

export async function writeUpload(
  manager: EntityManager,
  upload: UploadTable,
  validated: ValidatedUpload,
  editor: { id: number; name: string },
  fileName: string | null,
): Promise<UploadWrite> {
  await lockCatalogueImports(manager);
  const ids = upload.kind === 'trees' ? validated.trees.map((t) => t.treeId) : [...validated.climate.keys()];
  await manager.query(`SELECT id FROM trees WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
  const before = await snapshot(manager, ids);

  let { shape, trees } = validated;
  const issues: ImportIssueRecord[] = [...validated.issues];
  if (upload.kind === 'climate_zones') {
    const converted = climateRows(upload, validated, before);
    ({ shape, trees } = converted);
  }
  const unnamedRefused = await keepUnnamedDrafts(
    manager,
    trees,
    new Map([...before].map(([id, tree]) => [id, String(tree.row.scientific_name ?? '')])),
  );
  if (unnamedRefused.length) {
    const header = scientificNameHeader(upload);
    throw new UploadRefusal(
      unnamedRefused.map(({ row, treeId }) => ({
        row,
        treeId,
        column: header,
        columnIndex: columnIndexOf(upload, header),
        value: '',
        reason: SCIENTIFIC_NAME_EMPTY,
      })),
    );
  }
  await keepUnchangedNames(manager, shape!, trees);
  let removedDemoTrees = 0;
  const [{ demo }]: { demo: boolean }[] = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM trees WHERE is_demo) AS demo`,
  );
  try {
    const written = await writeTrees(manager, shape!, trees, issues, {
      deleteDemoTrees: demo,
      fileName: fileName ?? undefined,
    });
    removedDemoTrees = Number(written.counts.deleted ?? 0);
  } catch (error) {
    if (error instanceof ImportRejectedError)
      throw new UploadRefusal(error.errors.map((e) => problemOfError(upload, e)));
    throw error;
  }
  const lateRefusals = issues.slice(validated.issues.length).filter(refuses);
  if (lateRefusals.length) throw new UploadRefusal(lateRefusals.map((i) => problemOfIssue(upload, i)));

  const after = await snapshot(manager, ids);
  const rowOf = new Map(
    upload.kind === 'trees'
      ? validated.trees.map((t) => [t.treeId, t.rowNumber])
      : [...validated.climate].map(([id, c]) => [id, c.row]),
  );
  const changed: UploadChangedRow[] = [];
  for (const id of ids) {
    const old = before.get(id);
    const now = after.get(id);
    if (!now) continue;
    const fields = Object.keys(now.values)
      .filter((field) => JSON.stringify(old?.values[field] ?? null) !== JSON.stringify(now.values[field] ?? null))
      .map((field) => fieldChange(field, old?.values[field], now.values[field]));
    if (!old || fields.length)
      changed.push({ row: rowOf.get(id) ?? 0, treeId: id, created: !old, fields: old ? fields : [] });
  }
  const beyondLimits = changedValueRefusals(upload, changed, before, after);
  if (beyondLimits.length) throw new UploadRefusal(beyondLimits);
  const changeId = crypto.randomUUID();
  await recordHistory(manager, changed, before, after, editor, changeId);
  return {
    changed,
    unchanged: ids.length - changed.length,
    notes: [
      ...(removedDemoTrees
        ? [
            {
              row: null,
              treeId: null,
              column: null,
              columnIndex: null,
              value: null,
              reason: `${removedDemoTrees} demo trees were removed: an upload replaces the demo catalogue, as the import does`,
            },
          ]
        : []),
      ...validated.notes,
      ...issues.slice(validated.issues.length).map((i) => problemOfIssue(upload, i)),
    ],
    changeId,
  };
}

/** Versions bumped and one tree_edits row per changed field (one 'create' row per new tree), set-based. */
async function recordHistory(
  manager: EntityManager,
  changed: UploadChangedRow[],
  before: Map<number, TreeSnapshot>,
  after: Map<number, TreeSnapshot>,
  editor: { id: number; name: string },
  changeId: string,
): Promise<void> {
  if (!changed.length) return;
  const versions: { id: number; version: number }[] = await manager.query(
    `WITH u AS (UPDATE trees SET version = version + 1, updated_by = $2, updated_at = now()
                WHERE id = ANY($1::int[]) RETURNING id, version)
     SELECT id, version FROM u`,
    [changed.map((c) => c.treeId), editor.id],
  );
  const versionOf = new Map(versions.map((v) => [v.id, v.version]));
  const rows = changed.flatMap((change) => {
    const version = versionOf.get(change.treeId);
    const now = after.get(change.treeId)!.values;
    if (change.created) {
      return [{ tree_id: change.treeId, version, action: 'create', field: '*', old_value: null, new_value: now }];
    }
    const old = before.get(change.treeId)!.values;
    return change.fields.map((f) => ({
      tree_id: change.treeId,
      version,
      action: 'update',
      field: f.field,
      old_value: old[f.field] ?? null,
      new_value: now[f.field] ?? null,
    }));
  });
  await manager.query(
    `INSERT INTO tree_edits (tree_id, change_id, user_id, user_name, version, action, target, field, old_value, new_value)
     SELECT x.tree_id, $1, $2, $3, x.version, x.action, 'tree', x.field, x.old_value, x.new_value
     FROM jsonb_to_recordset($4::jsonb) AS x(tree_id integer, version integer, action text, field text, old_value jsonb, new_value jsonb)`,
    [changeId, editor.id, editor.name, JSON.stringify(rows)],
  );
}
