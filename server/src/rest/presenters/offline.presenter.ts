import type { OfflineCatalogue, OfflineTree } from '../../services/offline.service';
import { presentGlossaryEntry } from './glossary.presenter';
import { presentTreeDetail } from './tree.presenter';

/** The bundle's tree: the detail exactly as GET /api/tree/detail/{id} answers it, its names and card text. */
function presentOfflineTree(tree: OfflineTree) {
  return { detail: presentTreeDetail(tree.detail), names: tree.names, memo_excerpt: tree.memoExcerpt };
}

/** GET /api/offline/catalogue (format 1: a change of shape raises it, and the browser's copy is replaced). */
export function presentOfflineCatalogue(bundle: OfflineCatalogue) {
  return {
    format: 1 as const,
    version: bundle.version,
    cursor: bundle.cursor,
    as_of: bundle.asOf.toISOString(),
    full: bundle.full,
    trees: bundle.trees.map(presentOfflineTree),
    removed: bundle.removed,
    glossary: bundle.glossary.map(presentGlossaryEntry),
  };
}
