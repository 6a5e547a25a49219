import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../../context';
import { catalogueToken } from '../index/catalogue-token';

/**
 * Name suggestions run on every keystroke, and visitors type the same beginnings ("oak", "coa",
 * "map"): this keeps the ranked suggestions of each (key, region, typo tier) for the CURRENT
 * catalogue version, per DataSource (app instance). Every call reads the committed version token
 * first (one single-row statement, the one the facet index's searches read; see search-index.ts
 * for why version:xmin), so a write committed on any instance is seen by the next call, as without
 * the cache; a new version empties it. `compute` gets that token (suggestions.ts answers from the
 * search index of that version, or from the SQL reference); its answers are kept unchanged. A
 * rendered answer (suggestNamesAs: the REST body, made once) is kept the same way, under its own key.
 *
 * Measured at 100,000 trees (README.md here): a hit costs the version read (~0.2 ms); a miss the
 * in-process ranking (well under a millisecond), or on the SQL path 1-3 ms of PostgreSQL (plus
 * ~0.6 ms of planning, 4-10 ms for typos in two statements).
 */
const MAX_ENTRIES = 5000;

interface Cache {
  token: string;
  entries: Map<string, unknown>;
}
const caches = new WeakMap<DataSource, Cache>();

/**
 * The answer `compute` made for `key` from the current catalogue version (the token read first),
 * kept as it is: the same object on every hit, so only for answers no caller changes (a rendered
 * body, say). A failed compute keeps nothing.
 */
export async function keptByVersion<T>(
  ctx: RequestContext,
  key: string,
  compute: (token: string) => Promise<T>,
): Promise<T> {
  const token = await catalogueToken(ctx);
  let cache = caches.get(ctx.db);
  if (!cache || cache.token !== token) {
    cache = { token, entries: new Map() };
    caches.set(ctx.db, cache);
  }
  if (cache.entries.has(key)) {
    // Most recently used last (the Map keeps insertion order).
    const hit = cache.entries.get(key) as T;
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit;
  }
  const value = await compute(token);
  cache.entries.set(key, value);
  if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  return value;
}

/** keptByVersion for lists of plain objects: each caller gets its own copies. */
export async function cachedByVersion<T extends object>(
  ctx: RequestContext,
  key: string,
  compute: (token: string) => Promise<T[]>,
): Promise<T[]> {
  const kept = await keptByVersion(ctx, key, async (token) => (await compute(token)).map((item) => ({ ...item })));
  return kept.map((item) => ({ ...item }));
}
