import type { OfflineCatalogue, OfflineTree } from '../../services/offline.service';
import { presentGlossaryEntry } from './glossary.presenter';
import { presentTreeDetail } from './tree.presenter';

/** The bundle's tree: the detail exactly as GET /api/tree/detail/{id} answers it, its names and card text. */
function presentOfflineTree(tree: OfflineTree) {
  return { detail: presentTreeDetail(tree.detail), names: tree.names, memo_excerpt: tree.memoExcerpt };
}

/**
 * GET /api/offline/catalogue (format 2: a change of shape raises it, and the browser's copy is
 * replaced; 2 added `search`, what the offline search index is built from).
 */
export function presentOfflineCatalogue(bundle: OfflineCatalogue) {
  return {
    format: 2 as const,
    version: bundle.version,
    cursor: bundle.cursor,
    as_of: bundle.asOf.toISOString(),
    full: bundle.full,
    trees: bundle.trees.map(presentOfflineTree),
    removed: bundle.removed,
    glossary: bundle.glossary.map(presentGlossaryEntry),
    search: bundle.search,
  };
}
