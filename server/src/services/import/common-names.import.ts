import { groupBy, type StoredName } from './tree-write';
import { TreeNameKind, TreeNameSource } from '@selectree/rules';
import type { ImportReport } from '../../import/import-report';
import { normaliseCommonNameRow } from '../../import/other-rows';
import { writeOwnedNames } from './owned-names';
import { importRows, type ImportInput, type ImportOptions, type ImportTarget } from './run-import';

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
