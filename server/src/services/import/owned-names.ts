import type { EntityManager } from 'typeorm';
import { type TreeNameKind, type TreeNameSource } from '@selectree/rules';

/** The names one import owns: its kind of name from its source. Only these rows are ever removed. */
export type OwnedNames =
  | { kind: TreeNameKind.CommonAlternate; source: TreeNameSource.CommonNamesCsv }
  | { kind: TreeNameKind.Synonym; source: TreeNameSource.Gbif };

export interface NameKey {
  tree_id: number;
  search_key: string;
}

export interface NewName extends NameKey {
  name: string;
  /** Omitted: after the tree's names of this kind, in name order. */
  position?: number;
}

/**
 * Writes what the names diff of the common-names and GBIF imports decided, set-based (one statement
 * each, whatever the row count): removes the owned names the file no longer gives, then adds the new
 * ones, leaving alone a name the tree already has. Kind and source are bound parameters.
 */
export async function writeOwnedNames(
  manager: EntityManager,
  owned: OwnedNames,
  change: { stale: readonly NameKey[]; inserts: readonly NewName[] },
): Promise<void> {
  if (change.stale.length) {
    await manager.query(
      `DELETE FROM tree_names t USING jsonb_to_recordset($1::jsonb) AS x(tree_id integer, search_key text)
       WHERE t.tree_id = x.tree_id AND t.search_key = x.search_key AND t.kind = $2::tree_name_kind AND t.source = $3::tree_name_source`,
      [JSON.stringify(change.stale), owned.kind, owned.source],
    );
  }
  if (change.inserts.length) {
    await manager.query(
      `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
       SELECT x.tree_id, $2::tree_name_kind, x.name,
         COALESCE(x.position,
           COALESCE((SELECT max(position) + 1 FROM tree_names n WHERE n.tree_id = x.tree_id AND n.kind = $2::tree_name_kind), 0)
             + row_number() OVER (PARTITION BY x.tree_id ORDER BY x.name) - 1),
         $3::tree_name_source, x.search_key
       FROM jsonb_to_recordset($1::jsonb) AS x(tree_id integer, name text, position smallint, search_key text)
       ON CONFLICT (tree_id, kind, search_key) DO NOTHING`,
      [JSON.stringify(change.inserts), owned.kind, owned.source],
    );
  }
}
