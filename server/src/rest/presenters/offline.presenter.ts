import type { OfflineCatalogue, OfflineTree } from '../../services/offline.service';
import { presentGlossaryEntry } from './glossary.presenter';
import { presentTreeDetail } from './tree.presenter';

/** The bundle's tree: the detail exactly as GET /api/tree/detail/{id} answers it, its names and card text. */
function presentOfflineTree(tree: OfflineTree) {
  return {
    detail: presentTreeDetail(tree.detail),
    names: tree.names,
    memo_excerpt: tree.memoExcerpt,
    extra: tree.extra,
  };
}

/**
 * GET /api/offline/catalogue (format 3: a change of shape raises it, and the browser's copy is
 * replaced; 2 added `search`, what the offline search index is built from; 3 sends a delta's
 * search facts as a patch, and leaves out the ZIP table and the glossary when the copy's are current). The part `site` (the site facts' rows, issue 27.3) was added within
 * format 3: optional to a reader, so a copy kept before it keeps working and simply does not answer
 * site recommendations offline until it holds the rows.
 */
export function presentOfflineCatalogue(bundle: OfflineCatalogue) {
  return {
    format: 3 as const,
    version: bundle.version,
    cursor: bundle.cursor,
    as_of: bundle.asOf.toISOString(),
    full: bundle.full,
    trees: bundle.trees.map(presentOfflineTree),
    removed: bundle.removed,
    glossary: bundle.glossary ? bundle.glossary.map(presentGlossaryEntry) : null,
    glossary_digest: bundle.glossaryDigest,
    search: bundle.search,
    site: bundle.site,
  };
}
