import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  StaleCopyError,
  bundleQuery,
  changesOf,
  searchOf,
  siteRowsOf,
  type CatalogueBundle,
  type CopyMeta,
  type GlossaryEntry,
  type OfflineTree,
} from './offline-copy';
import type { SiteFactsRow } from '@selectree/rules';
import type { OfflineSearchSource } from './offline-search';

/**
 * The offline copy in IndexedDB (database `selectree-offline`): trees by id, the glossary and the
 * copy's meta. A bundle is written in ONE transaction (offline-copy.ts says what it changes), so a
 * copy is never half old, half new: an interrupted refresh leaves the previous copy whole.
 */
export const DB_NAME = 'selectree-offline';
/** 2: the store `search` (what the offline search index is built from); 3: `site` (the site facts' rows). */
const DB_VERSION = 3;

interface OfflineSchema extends DBSchema {
  trees: { key: number; value: OfflineTree };
  glossary: { key: 'all'; value: GlossaryEntry[] };
  meta: { key: 'catalogue'; value: CopyMeta };
  search: { key: 'all'; value: OfflineSearchSource };
  site: { key: 'all'; value: SiteFactsRow[] };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('trees', { keyPath: 'detail.treeId' });
        db.createObjectStore('glossary');
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) db.createObjectStore('search');
      if (oldVersion < 3) db.createObjectStore('site');
    },
  });
  return opened;
}

/** The copy's meta, or null when there is no copy. */
export async function readMeta(): Promise<CopyMeta | null> {
  return (await (await database()).get('meta', 'catalogue')) ?? null;
}

/** Writes a received bundle over the copy held, in one transaction; the new meta. */
export async function storeBundle(bundle: CatalogueBundle, bytes: number): Promise<CopyMeta> {
  const db = await database();
  const tx = db.transaction(['trees', 'glossary', 'meta', 'search', 'site'], 'readwrite');
  const held = (await tx.objectStore('meta').get('catalogue')) ?? null;
  const changes = changesOf(held, bundle, bytes);
  // A delta's patch over the copy's search facts (StaleCopyError, the transaction aborted: download in full).
  const search = searchOf(changes.clear ? undefined : await tx.objectStore('search').get('all'), bundle);
  const siteRows = siteRowsOf(changes.clear ? undefined : await tx.objectStore('site').get('all'), bundle);
  const trees = tx.objectStore('trees');
  if (changes.clear) await trees.clear();
  await Promise.all([...changes.put.map((tree) => trees.put(tree)), ...changes.remove.map((id) => trees.delete(id))]);
  if (changes.glossary) await tx.objectStore('glossary').put(changes.glossary, 'all');
  await tx.objectStore('search').put(search, 'all');
  if (siteRows) await tx.objectStore('site').put(siteRows, 'all');
  else await tx.objectStore('site').delete('all');
  const meta = { ...changes.meta, trees: await trees.count() };
  await tx.objectStore('meta').put(meta, 'catalogue');
  await tx.done;
  return meta;
}

/** One tree of the copy (the offline detail page, issue 27.3). */
export async function readTree(id: number): Promise<OfflineTree | undefined> {
  return (await database()).get('trees', id);
}

/** What the search index is built from, or undefined (no copy, or one of format 1). */
export async function readSearchSource(): Promise<OfflineSearchSource | undefined> {
  return (await database()).get('search', 'all');
}

/** The site facts' rows, or undefined (no copy, or one kept before the bundle carried them). */
export async function readSiteRows(): Promise<SiteFactsRow[] | undefined> {
  return (await database()).get('site', 'all');
}

/** The glossary of the copy ([] without one). */
export async function readGlossary(): Promise<GlossaryEntry[]> {
  return (await (await database()).get('glossary', 'all')) ?? [];
}

/** Deletes the whole copy (the database itself). */
export async function removeCopy(): Promise<void> {
  const db = await opened;
  db?.close();
  opened = null;
  await deleteDB(DB_NAME);
}

export const BUNDLE_URL = '/api/offline/catalogue';

/** The size of the full bundle as it would be sent (HEAD: Content-Length of the compressed answer). */
export async function downloadSize(): Promise<number | null> {
  const response = await fetch(BUNDLE_URL, { method: 'HEAD', cache: 'no-store' });
  const length = Number(response.headers.get('content-length'));
  return response.ok && length > 0 ? length : null;
}

/**
 * Downloads the full bundle (no copy) or the delta since the copy's cursor (naming the ZIP table and
 * glossary it holds, left out when current), and stores it. A delta the copy cannot take (its
 * search facts would not be the server's) is followed by the full bundle. The size recorded is the
 * answer's as sent (Content-Length; the JSON's own length when not given).
 */
export async function refreshCopy(): Promise<CopyMeta> {
  const query = bundleQuery(await readMeta());
  try {
    return await download(query);
  } catch (error) {
    if (!query || !(error instanceof StaleCopyError)) throw error;
    return download('', true);
  }
}

async function download(query: string, replace = false): Promise<CopyMeta> {
  const response = await fetch(`${BUNDLE_URL}${query}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The catalogue could not be downloaded (${response.status})`);
  const text = await response.text();
  const bytes = Number(response.headers.get('content-length')) || new TextEncoder().encode(text).length;
  const bundle = JSON.parse(text) as CatalogueBundle;
  // A full bundle after a refused delta replaces the copy whatever it holds.
  return storeBundle(replace ? { ...bundle, full: true } : bundle, bytes);
}
