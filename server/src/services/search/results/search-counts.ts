import { Region } from '../../../catalogue/regions';
import type { RequestContext } from '../../../context';
import { DomainError } from '../../../errors';
import { searchTreesReference } from '../sql/characteristic-search';
import { parseFilterData, type TreeSearchFilter } from '../filter/search-filter';
import { countIndexed } from '../index/search-index';
import { SearchSort } from '../filter/search-options';

/**
 * How many trees each saved search finds now (My Lists shows it beside each list, issue 21.8), by
 * the search's own rules: the facet index read once for all of them (search-index.ts countIndexed),
 * else the SQL reference per search. A stored filter the search refuses today (a ZIP code no longer
 * in the table, an old key) counts as null: the screen says "saved search" instead.
 */
export async function countSavedSearches(
  ctx: RequestContext,
  queryData: readonly (string | null)[],
): Promise<(number | null)[]> {
  const parsed = queryData.map((data) => {
    try {
      const filter = parseFilterData(data ?? '{}');
      return { filter, region: filter.region ?? Region.CALIFORNIA };
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  });
  const searches = parsed.filter((search): search is { filter: TreeSearchFilter; region: Region } => search !== null);
  if (!searches.length) return parsed.map(() => null);
  const counts =
    (await countIndexed(ctx, searches)) ??
    (await Promise.all(
      searches.map((search) =>
        searchTreesReference(ctx, search.filter, FIRST, search.region, 'card')
          .then((result) => result.totalResults)
          .catch(refusedAsNull),
      ),
    ));
  let next = 0;
  return parsed.map((search) => (search ? counts[next++] : null));
}

const FIRST = { activePage: 1, resultsPerPage: 30, sort: SearchSort.ScientificAsc };

/** A filter the search refuses (an unknown ZIP) is counted as unknown; other failures propagate. */
function refusedAsNull(error: unknown): null {
  if (error instanceof DomainError) return null;
  throw error;
}
