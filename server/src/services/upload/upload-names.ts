import type { EntityManager } from 'typeorm';
import { TreeNameKind } from '@selectree/rules';
import type { TaxonRecord } from '../../import/tree-record';
import type { FileShape, NormalisedTree } from '../../import/tree-row';

/**
 * Names the file leaves as they are stay as they are. The download writes every name of a kind,
 * whatever its source (the export's, the extra common names', GBIF's synonyms), while the importer
 * owns only its own (source 'export') and would take the others over: rewrite them, and make taxa of
 * GBIF synonyms, which changes the detail page although the file says nothing new. So, per tree and
 * kind: when the file's names are exactly the stored ones (as written, all sources, in the download's order),
 * the tree's normalised names (and, for synonyms, its synonym taxa) become the stored export rows,
 * and the importer finds nothing to change. A list that differs is the file's, as the CLI does it.
 */
export async function keepUnchangedNames(
  manager: EntityManager,
  shape: FileShape,
  trees: NormalisedTree[],
): Promise<void> {
  if (!shape.nameKinds.length || !trees.length) return;
  const ids = trees.map((t) => t.treeId);
  const stored: {
    tree_id: number;
    kind: TreeNameKind;
    name: string;
    position: number;
    search_key: string;
    source: string;
  }[] = await manager.query(
    `SELECT tree_id, kind, name, position, search_key, source FROM tree_names
       WHERE tree_id = ANY($1::int[]) AND kind = ANY($2::tree_name_kind[]) ORDER BY tree_id, kind, position, id`,
    [ids, shape.nameKinds],
  );
  const synonymTaxa: (TaxonRecord & { treeId: number })[] = shape.taxa.synonyms
    ? await manager.query(
        `SELECT tree_id AS "treeId", sequence, genus, species, hybrid_alt_species AS "hybridAltSpecies", subspecies, variety,
                forma, cultivar, hybrid_x AS "hybridX", hybrid_genus AS "hybridGenus", qualifier, name_concat AS "nameConcat"
         FROM taxa WHERE tree_id = ANY($1::int[]) AND sequence > 1 ORDER BY tree_id, sequence`,
        [ids],
      )
    : [];
  const byTree = new Map<number, typeof stored>();
  for (const row of stored) byTree.set(row.tree_id, [...(byTree.get(row.tree_id) ?? []), row]);
  for (const tree of trees) {
    const rows = byTree.get(tree.treeId) ?? [];
    for (const kind of shape.nameKinds) {
      // Compared as written (the upload never re-cases): "White Fir AUDIT" is not "White Fir Audit".
      const inFile = tree.names.filter((n) => n.kind === kind).map((n) => n.name);
      const all = rows.filter((r) => r.kind === kind);
      if (inFile.join('\n') !== all.map((r) => r.name).join('\n')) continue;
      tree.names = [
        ...tree.names.filter((n) => n.kind !== kind),
        ...all
          .filter((r) => r.source === 'export')
          .map((r) => ({ kind, name: r.name, position: r.position, searchKey: r.search_key })),
      ];
      if (kind === TreeNameKind.Synonym && shape.taxa.synonyms) {
        const { treeId } = tree;
        tree.taxa = [
          ...tree.taxa.filter((t) => t.sequence === 1),
          ...synonymTaxa.filter((t) => t.treeId === treeId).map(({ treeId: _id, ...taxon }) => taxon),
        ];
      }
    }
  }
}

/**
 * Rows without a scientific name (issue 21.4): a draft made with ADD TREE whose taxon is not named
 * yet downloads with an empty scientific name, and the download uploaded again must change nothing.
 * Such a row keeps the tree's stored (blank) accepted taxon and empty name. A new tree, or a tree
 * that has a name, still needs one: those rows are refused with the importer's message.
 */
export async function keepUnnamedDrafts(
  manager: EntityManager,
  trees: NormalisedTree[],
  storedNames: ReadonlyMap<number, string>,
): Promise<{ row: number; treeId: number }[]> {
  const unnamed = trees.filter((t) => t.unnamed);
  if (!unnamed.length) return [];
  const refused = unnamed.filter((t) => storedNames.get(t.treeId) !== '');
  if (refused.length) return refused.map((t) => ({ row: t.rowNumber, treeId: t.treeId }));
  const accepted: (TaxonRecord & { treeId: number })[] = await manager.query(
    `SELECT tree_id AS "treeId", sequence, genus, species, hybrid_alt_species AS "hybridAltSpecies", subspecies, variety,
            forma, cultivar, hybrid_x AS "hybridX", hybrid_genus AS "hybridGenus", qualifier, name_concat AS "nameConcat"
     FROM taxa WHERE tree_id = ANY($1::int[]) AND sequence = 1`,
    [unnamed.map((t) => t.treeId)],
  );
  for (const tree of unnamed) {
    const stored = accepted.filter((t) => t.treeId === tree.treeId).map(({ treeId: _id, ...taxon }) => taxon);
    tree.taxa = [...stored, ...tree.taxa.filter((t) => t.sequence !== 1)];
  }
  return [];
}
