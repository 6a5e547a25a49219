import { Region } from '../../src/catalogue/regions';
import { loadConfig } from '../../src/config';
import { buildRequestContext, type AppDeps, type RequestContext } from '../../src/context';
import { ZipCode } from '../../src/entities';
import {
  linkSearchByName,
  parseSearchFilter,
  parseSearchPage,
  searchByName,
  searchTrees,
  suggestNames,
  type SearchPage,
  type TreeSearchResult,
} from '../../src/services/search.service';
import type { TestDatabase } from './test-database';

type PageInput = { activePage?: number; resultsPerPage?: number; sort?: number };

/**
 * The search services as the search semantics tests call them: straight through
 * services/search.service.ts with a request context over the test database (no HTTP).
 * Pages default to 100 results, so small catalogues come back whole.
 */
export function searchService(db: TestDatabase) {
  let deps: AppDeps | undefined;
  const ctx = (): RequestContext => {
    deps ??= { db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) };
    return buildRequestContext(deps);
  };
  const page = (input: PageInput = {}): SearchPage => parseSearchPage({ resultsPerPage: 100, ...input });
  const idsOf = (result: TreeSearchResult) => result.pageResults.map((card) => card.tree.id);

  /** suggestNames: the suggestions as [tree id, tier] pairs, and in full. */
  async function suggest(term: unknown, region: Region = Region.CALIFORNIA) {
    const suggestions = await suggestNames(ctx(), term, region);
    return { suggestions, ranked: suggestions.map((s) => [s.treeId, s.tier]), ids: suggestions.map((s) => s.treeId) };
  }

  /** searchTrees with a filter object as the client sends it (parsed by the service's own parser). */
  async function search(filter: Record<string, unknown>, pageInput: PageInput = {}, region?: Region) {
    const result = await searchTrees(ctx(), parseSearchFilter(filter), page(pageInput), region);
    return { result, ids: idsOf(result) };
  }

  async function byName(term: unknown, pageInput: PageInput = {}, region: Region = Region.CALIFORNIA) {
    const result = await searchByName(ctx(), term, page(pageInput), region);
    return { result, ids: idsOf(result) };
  }

  async function link(name: unknown): Promise<number[]> {
    return (await linkSearchByName(ctx(), name)).map((match) => match.treeId);
  }

  return {
    ctx,
    suggest,
    search,
    byName,
    link,
    addZip: (zip: string, usdaZone: string, city?: string) => addZip(db, zip, usdaZone, city),
  };
}

/** A row of the ZIP → USDA zone table. */
export async function addZip(db: TestDatabase, zip: string, usdaZone: string, city = 'Davis'): Promise<void> {
  await db.dataSource
    .getRepository(ZipCode)
    .insert({ zip, state: 'CA', city, usdaZone, latitude: null, longitude: null });
}

export const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
