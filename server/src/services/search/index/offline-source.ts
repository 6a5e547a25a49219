import crypto from 'node:crypto';
import {
  type FacetSource,
  GS,
  RS,
  type SourcePatch,
  denseShare,
  sourceDigest,
  sourceOf,
  sourcePatch,
} from '@selectree/rules';
import { readFacetSourceOn } from './facet-build';

/**
 * What the browser's offline copy builds its search index from (issue 27.3): the facet index's
 * facts as the server's own index reads them (facet-build.ts, one statement), the published trees'
 * share only (a draft is never in the bundle), and the ZIP table (zip, city, state, USDA zone) for
 * the ZIP filters. The browser builds the index with the same code (@selectree/rules
 * buildFromSource), so its answers are the server's for the same catalogue version.
 *
 * A full bundle carries the share whole (`index`); a delta carries only the patch for the trees it
 * sends (`patch`, @selectree/rules source-patch.ts), and the ZIP table only when it differs from
 * the copy's (the copy names the digest of the one it holds).
 */
export type ZipRow = [string, string | null, string, string];

export interface OfflineSearchSource {
  /** The share whole (a full bundle). */
  index?: FacetSource;
  /** The share's changes for the delta's trees (a delta). */
  patch?: SourcePatch;
  /** The digest of the whole share (what a patched copy must reach). */
  digest: string;
  /** [zip, city, state, USDA zone as the table has it ("9b")]; null: the copy's are current. */
  zips: ZipRow[] | null;
  zipsDigest: string;
}

/** The facets row of a tree visible in the California edition (every published tree) starts "id RS true". */
function publishedIds(source: FacetSource): Set<number> {
  const ids = new Set<number>();
  if (!source.facets) return ids;
  for (const row of source.facets.split(GS)) {
    const [id, visible] = row.split(RS, 2);
    if (visible === 'true') ids.add(Number(id));
  }
  return ids;
}

/** A digest of JSON-able content (the ZIP table, the glossary): the copy sends it back to skip a part unchanged. */
export const contentDigest = (value: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/** What the delta asks for: the trees it sends (ids: the patch), and the ZIP table's digest the copy holds. */
export interface SearchAsked {
  patchIds?: readonly number[];
  zipsDigest?: string | null;
}

/** Read by `on`: the offline bundle's snapshot (a transaction's runner). */
export async function offlineSearchSource(
  on: { query(sql: string): Promise<unknown> },
  asked: SearchAsked = {},
): Promise<OfflineSearchSource> {
  const whole = await readFacetSourceOn(on);
  const zipRows = (await on.query('SELECT zip, city, state, usda_zone FROM zip_codes ORDER BY zip')) as {
    zip: string;
    city: string | null;
    state: string;
    usda_zone: string;
  }[];
  const published = publishedIds(whole);
  const share = denseShare(sourceOf(whole, (id) => published.has(id)));
  const zips = zipRows.map((row): ZipRow => [row.zip, row.city, row.state, row.usda_zone]);
  const zipsDigest = contentDigest(zips);
  const patch = asked.patchIds ? sourcePatch(share, asked.patchIds) : undefined;
  return {
    ...(patch ? { patch } : { index: share }),
    digest: patch?.digest ?? sourceDigest(share),
    zips: patch && asked.zipsDigest === zipsDigest ? null : zips,
    zipsDigest,
  };
}
