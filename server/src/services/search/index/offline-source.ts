import { type FacetSource, GS, RS, sourceOf } from '@selectree/rules';
import { readFacetSourceOn } from './facet-build';

/**
 * What the browser's offline copy builds its search index from (issue 27.3): the facet index's
 * facts as the server's own index reads them (facet-build.ts, one statement), the published trees'
 * share only (a draft is never in the bundle), and the ZIP table (zip, city, state, USDA zone) for
 * the ZIP filters. The browser builds the index with the same code (@selectree/rules
 * buildFromSource), so its answers are the server's for the same catalogue version.
 */
export interface OfflineSearchSource {
  index: FacetSource;
  /** [zip, city, state, USDA zone as the table has it ("9b")] */
  zips: [string, string | null, string, string][];
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

/** Read by `on`: the offline bundle's snapshot (a transaction's runner). */
export async function offlineSearchSource(on: { query(sql: string): Promise<unknown> }): Promise<OfflineSearchSource> {
  const whole = await readFacetSourceOn(on);
  const zipRows = (await on.query('SELECT zip, city, state, usda_zone FROM zip_codes ORDER BY zip')) as {
    zip: string;
    city: string | null;
    state: string;
    usda_zone: string;
  }[];
  const published = publishedIds(whole);
  return {
    index: sourceOf(whole, (id) => published.has(id)),
    zips: zipRows.map((row) => [row.zip, row.city, row.state, row.usda_zone]),
  };
}
