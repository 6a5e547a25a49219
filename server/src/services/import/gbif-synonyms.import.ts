import { TreeNameKind, TreeNameSource } from '@selectree/rules';
import type { ImportReport } from '../../import/import-report';
import { type ImportIssueRecord } from '../../import/issues';
import { normaliseGbifSynonymRow } from '../../import/other-rows';
import { writeOwnedNames } from './owned-names';
import { importRows, type ImportInput, type ImportOptions, type ImportTarget } from './run-import';

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
