import { type OfflineSiteSource, siteRowsDigest, siteRowsPatch } from '@selectree/rules';
import { publishedSiteRowsOn } from '../site.service';

/**
 * The site facts of the offline bundle (issue 27.3): the published trees' rows (the server's own
 * site facts' rows, services/site/site-facts.ts), which the browser builds into the same SiteFacts
 * and ranks with the same code (@selectree/rules site/). Whole in a full bundle, and in a delta to
 * a copy that holds none (one of before this part); otherwise the rows of the delta's trees with
 * their places (site-patch.ts). The ZIP table is the search part's (`search.zips`).
 */
export async function offlineSiteSource(
  on: { query(sql: string): Promise<unknown> },
  asked: { patchIds?: readonly number[]; holds?: boolean },
): Promise<OfflineSiteSource> {
  const rows = await publishedSiteRowsOn(on);
  const digest = siteRowsDigest(rows);
  if (asked.patchIds && asked.holds) return { patch: siteRowsPatch(rows, asked.patchIds), digest };
  return { rows, digest };
}
