import { authorize } from '../../auth/policies';
import { Region } from '../../catalogue/regions';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { matchingTreeIds } from '../search.service';
import { parseFilterData } from '../search.service';
import { SearchSort } from '../search.service';
import type { ListRecord } from './list-access';
import { ADD_TREES_MAX, LIST_MESSAGES, parseQueryData } from './list-rules';
import { addTreesToList } from './list-trees.service';

/**
 * A saved search's trees in its CSV: every tree its filters find, up to this many (more than the
 * real export's 1,924 trees; a broader search on a larger catalogue is refused, saying so).
 */
export const SAVED_SEARCH_CSV_MAX = 5000;

/**
 * Every tree a search's filters (the filterData JSON a saved search keeps) find, scientific name
 * A-Z; refused (400, nothing done) when they find more than `max`. The edition is the filter's own
 * (saved searches keep it), else `region`, else California, as on the results page.
 */
export async function searchResultTreeIds(
  ctx: RequestContext,
  queryData: string,
  max: number,
  region?: Region,
): Promise<number[]> {
  const filter = parseFilterData(queryData);
  const edition = filter.region ?? region ?? Region.CALIFORNIA;
  const { total, ids } = await matchingTreeIds(ctx, filter, SearchSort.ScientificAsc, edition, max);
  if (total > max) {
    const message = LIST_MESSAGES.resultTooLarge(total, max);
    throw new ValidationError(message, [{ field: 'queryData', message }]);
  }
  return ids;
}

/**
 * "Save result as list" (issue 21.7): every tree of a search result added to a list the viewer may
 * add trees to, resolved here from the search itself (not a page of ids from the client), at most
 * ADD_TREES_MAX (a larger result is refused, saying how many it has and the bound). Answers the list
 * and how many trees were added. The rules of adding (rights, lock, duplicates) are addTreesToList's.
 */
export async function addSearchResultToList(
  ctx: RequestContext,
  rawListId: unknown,
  rawQueryData: unknown,
  region?: Region,
): Promise<{ list: ListRecord; added: number }> {
  authorize(ctx.viewer, 'account');
  const queryData = parseQueryData(rawQueryData) as string;
  const ids = await searchResultTreeIds(ctx, queryData, ADD_TREES_MAX, region);
  if (!ids.length) {
    throw new ValidationError(LIST_MESSAGES.resultEmpty, [{ field: 'queryData', message: LIST_MESSAGES.resultEmpty }]);
  }
  const list = await addTreesToList(ctx, rawListId, ids);
  return { list, added: ids.length };
}
