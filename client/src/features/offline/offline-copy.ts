import { type FacetSource, type SourcePatch, SourcePatchError, applySourcePatch, sourceDigest } from '@selectree/rules';
import { type OfflineSiteSource, type SiteFactsRow, applySiteRowsPatch, siteRowsDigest } from '@selectree/rules';
import type { Locale } from '@selectree/rules';
import type { OfflineSearchSource } from './offline-search';

/**
 * The offline copy of the public catalogue (issue 27.2), apart from where it is kept: the bundle's
 * shape as GET /api/offline/catalogue answers it, how a full bundle or a delta changes a copy, and
 * the words the /offline page shows. offline-db.ts keeps a copy in IndexedDB by these rules.
 */

/** One tree of the bundle: the detail API's answer, its names and its card text. */
export type OfflineTree = {
  detail: { treeId: number; scientificName: string; commonName: string | null } & Record<string, unknown>;
  names: { name: string; kind: string }[];
  memo_excerpt: string | null;
  /** What the GraphQL Tree has beyond the detail (format 3): per photo and synonym, in the detail's order. */
  extra?: {
    isDemo: boolean;
    otherDisplayedCommonName: string | null;
    photos: { attributeName: string | null; width: number | null; height: number | null; widths: number[] }[];
    synonyms: { id: number; sequence: number }[];
  };
};

export type GlossaryEntry = { glossary_id: number; term: string } & Record<string, unknown>;

/**
 * What the offline search index is built from, as a bundle carries it (format 3): a full bundle the
 * share whole (`index`), a delta a patch for its trees (`patch`: @selectree/rules source-patch.ts);
 * the ZIP table null when the copy's is current.
 */
export type BundleSearch = {
  index?: FacetSource;
  patch?: SourcePatch;
  digest: string;
  zips: OfflineSearchSource['zips'] | null;
  zipsDigest: string;
};

export type CatalogueBundle = {
  format: number;
  version: string;
  cursor: string;
  as_of: string;
  full: boolean;
  trees: OfflineTree[];
  removed: number[];
  /** Null in a delta when the copy's is current. */
  glossary: GlossaryEntry[] | null;
  glossary_digest: string;
  search: BundleSearch;
  /** The site facts' rows (issue 27.3; optional within format 3: absent from a server before it). */
  site?: OfflineSiteSource;
};

/** The bundle format this client reads; a copy of another format is downloaded again in full. */
export const BUNDLE_FORMAT = 3;

/** What the copy is: its catalogue version and date, where the next delta starts, its size. */
export type CopyMeta = {
  format: number;
  version: string;
  cursor: string;
  asOf: string;
  /** Bytes received for the last full download (as sent, compressed), plus the deltas since. */
  bytes: number;
  trees: number;
  /** The digests of the ZIP table and glossary held (a delta leaves them out while they are current). */
  zipsDigest: string;
  glossaryDigest: string;
  /** True when the copy holds the site facts' rows (a delta then sends only its trees' rows). */
  site?: boolean;
};

/** A copy in memory (the same as IndexedDB holds, tree by tree). */
export type OfflineCopy = { meta: CopyMeta; trees: Map<number, OfflineTree>; glossary: GlossaryEntry[] };

/** The changes a bundle makes to a copy: what to write and what to delete (and whether to clear first). */
export type CopyChanges = {
  clear: boolean;
  put: OfflineTree[];
  remove: number[];
  /** Null: the copy's is kept. */
  glossary: GlossaryEntry[] | null;
  meta: CopyMeta;
};

/**
 * What a received bundle does to the copy held (`held` null: none yet). A full bundle replaces the
 * copy; a delta is applied over it (its trees replace theirs, `removed` drops), sizes adding up.
 */
export function changesOf(held: CopyMeta | null, bundle: CatalogueBundle, bytes: number): CopyChanges {
  const full = bundle.full || !held;
  const kept = full ? 0 : held.trees;
  const putIds = new Set(bundle.trees.map((tree) => tree.detail.treeId));
  const removed = bundle.removed.filter((id) => !putIds.has(id));
  return {
    clear: full,
    put: bundle.trees,
    remove: full ? [] : removed,
    glossary: bundle.glossary ?? (full ? [] : null),
    meta: {
      format: bundle.format,
      version: bundle.version,
      cursor: bundle.cursor,
      asOf: bundle.as_of,
      bytes: full ? bytes : held.bytes + bytes,
      // Exact after the writes (offline-db.ts counts the store); this is the estimate before them.
      trees: full ? bundle.trees.length : kept + bundle.trees.length,
      zipsDigest: bundle.search.zipsDigest,
      glossaryDigest: bundle.glossary_digest,
      site: !!bundle.site,
    },
  };
}

/** A delta the copy cannot take (its search facts differ from what the server patched): download in full. */
export class StaleCopyError extends Error {}

/**
 * The search facts after a bundle: a full bundle's whole; a delta's patch applied over the copy's
 * (`held`), which must then reach the server's digest of the whole (else StaleCopyError).
 */
export function searchOf(held: OfflineSearchSource | undefined, bundle: CatalogueBundle): OfflineSearchSource {
  const zips = bundle.search.zips ?? held?.zips;
  if (bundle.search.index && zips) return { index: bundle.search.index, zips };
  if (!bundle.search.patch || !held || !zips) throw new StaleCopyError('the copy holds no search facts to patch');
  let index: FacetSource;
  try {
    index = applySourcePatch(held.index, bundle.search.patch, bundle.removed);
  } catch (error) {
    if (error instanceof SourcePatchError) throw new StaleCopyError(error.message);
    throw error;
  }
  if (sourceDigest(index) !== bundle.search.digest) throw new StaleCopyError('the patched search facts differ');
  return { index, zips };
}

/**
 * The site facts' rows after a bundle (site recommendations offline): undefined when the bundle has
 * none (a server before the part: the copy then does not answer site offline); the rows whole; or a
 * delta's rows patched over the copy's (`held`), which must reach the server's digest (else
 * StaleCopyError: download in full).
 */
export function siteRowsOf(held: SiteFactsRow[] | undefined, bundle: CatalogueBundle): SiteFactsRow[] | undefined {
  const site = bundle.site;
  if (!site) return undefined;
  if (site.rows) return site.rows;
  if (!site.patch || !held) throw new StaleCopyError('the copy holds no site rows to patch');
  const rows = applySiteRowsPatch(held, site.patch, bundle.removed);
  if (siteRowsDigest(rows) !== site.digest) throw new StaleCopyError('the patched site rows differ');
  return rows;
}

/** Applies changes to a copy in memory (the reference the IndexedDB store is tested against). */
export function applyChanges(copy: OfflineCopy | null, changes: CopyChanges): OfflineCopy {
  const trees = changes.clear || !copy ? new Map<number, OfflineTree>() : new Map(copy.trees);
  for (const tree of changes.put) trees.set(tree.detail.treeId, tree);
  for (const id of changes.remove) trees.delete(id);
  return { meta: { ...changes.meta, trees: trees.size }, trees, glossary: changes.glossary ?? copy?.glossary ?? [] };
}

/** The `since` to ask with: the copy's cursor, or none (full bundle) without a copy or in another format. */
export function sinceOf(meta: CopyMeta | null): string | null {
  return meta && meta.format === BUNDLE_FORMAT ? meta.cursor : null;
}

/** The query of the request: the delta since the copy's cursor, naming the parts it holds; '' for the full bundle. */
export function bundleQuery(meta: CopyMeta | null): string {
  const since = sinceOf(meta);
  if (!since || !meta) return '';
  const query = new URLSearchParams({ since, zips: meta.zipsDigest, glossary: meta.glossaryDigest });
  if (meta.site) query.set('site', '1');
  return `?${query.toString()}`;
}

/** The Intl locale of a page's locale: English dates in the British order ("28 November 2026"), as before. */
const intlLocale = (locale: Locale) => (locale === 'es' ? 'es' : 'en-GB');

/**
 * "633 kB", "1.2 MB" ("1,2 MB" in Spanish): a size as the page says it (1 kB = 1,000 bytes, as phones
 * show storage), numbers in the locale's way; the units' symbols are the same in both languages.
 */
export function formatSize(bytes: number, locale: Locale = 'en'): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  if (bytes < 1_000) return `${number(bytes, 0)} bytes`;
  if (bytes < 1_000_000) return `${number(Math.round(bytes / 1_000), 0)} kB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}

/** "28 November 2026" ("28 de noviembre de 2026"): the catalogue's date, in the reader's own calendar words. */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  return new Date(iso).toLocaleDateString(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
