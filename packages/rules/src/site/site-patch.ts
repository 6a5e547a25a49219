import type { SiteFactsRow } from './site-facts';

/**
 * The offline copy's site facts (issue 27.3): a full bundle carries the published trees' rows
 * whole, in the facts' order (scientific search key "C", then id); a delta carries only the rows of
 * the trees it sends, each with its place in the new whole list. The order is by a row's own values
 * with its id last, so the rows a delta does not send keep their relative order, and inserting the
 * sent rows at their places, lowest first, gives the new whole list (the search share's patch works
 * the same way, search/source-patch.ts). The copy checks the result against `digest` (siteRowsDigest)
 * and downloads the full bundle when it does not reach it.
 */
export interface SiteRowsPatch {
  /** [place in the new list, row], by place. */
  rows: [number, SiteFactsRow][];
}

/** What a bundle carries of the site facts: the rows whole (full bundle) or a patch (delta). */
export interface OfflineSiteSource {
  rows?: SiteFactsRow[];
  patch?: SiteRowsPatch;
  /** siteRowsDigest of the whole list the copy must reach. */
  digest: string;
}

/** The patch for the trees `ids` of the new whole list `rows`. */
export function siteRowsPatch(rows: readonly SiteFactsRow[], ids: readonly number[]): SiteRowsPatch {
  const wanted = new Set(ids);
  const sent: [number, SiteFactsRow][] = [];
  rows.forEach((row, place) => {
    if (wanted.has(row[0])) sent.push([place, row]);
  });
  return { rows: sent };
}

/**
 * The new whole list: the copy's rows without the trees the delta sends or removes (`changed`: the
 * delta's trees and removed ids), then each sent row inserted at its place.
 */
export function applySiteRowsPatch(
  rows: readonly SiteFactsRow[],
  patch: SiteRowsPatch,
  changed: readonly number[],
): SiteFactsRow[] {
  const gone = new Set(changed);
  for (const [, row] of patch.rows) gone.add(row[0]);
  const next = rows.filter((row) => !gone.has(row[0]));
  for (const [place, row] of [...patch.rows].sort((a, b) => a[0] - b[0])) next.splice(place, 0, row);
  return next;
}

/** A short digest of the rows (FNV-1a over their JSON, both halves of 32 bits): pure, server and browser alike. */
export function siteRowsDigest(rows: readonly SiteFactsRow[]): string {
  const text = JSON.stringify(rows);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${text.length.toString(36)}-${a.toString(36)}-${b.toString(36)}`;
}
