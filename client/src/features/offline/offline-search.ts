import {
  type FacetIndex,
  type FacetSource,
  type NameSuggestion,
  type RegionCode,
  SEARCH_STRING_MAX,
  type SearchFilter,
  type SearchPage,
  buildFromSource,
  filterProblemMessage,
  needsSimilar,
  readSearchFilter,
  similarSuggestions,
  strictSuggestions,
  termMatches,
  toSearchKey,
  withSimilarNames,
} from '@selectree/rules';

/**
 * Search answered from the offline copy (issue 27.3): the server's in-process index, built in the
 * browser by the same code (@selectree/rules: buildFromSource, the name tiers, the typo tier, the
 * facet index) from the same facts (the bundle's `search`, the published trees' share of what the
 * server's index reads), so the answers are the server's for the same catalogue version:
 *   - name suggestions as GET /api/tree/search-by-name (suggestNames): strict tiers, then typos;
 *   - characteristic search as GET /api/tree/search-results: the filter read by the same rules
 *     (readSearchFilter), the total and the page's ids in the sort's order.
 * One difference, said in docs/offline.md: a typed key beyond ASCII (or whose typo candidates are)
 * has no typo tier offline (the server asks PostgreSQL's pg_trgm for it); `approximate` says so.
 */
export type OfflineSearchSource = {
  index: FacetSource;
  /** [zip, city, state, USDA zone ("9b")] */
  zips: [string, string | null, string, string][];
};

export type OfflineZip = { zip: string; city: string | null; state: string; usdaZone: string; usdaZoneNumber: number };

export type OfflineSuggestions = { suggestions: NameSuggestion[]; approximate: boolean };

export type OfflineSearchAnswer = {
  ids: number[];
  totalResults: number;
  resolvedZip: OfflineZip | null;
  region: RegionCode;
  approximate: boolean;
};

/** A refused search: the server's 400 message (the same words, offline). */
export class OfflineSearchError extends Error {}

const zipNotFoundMessage = (zip: string) => `No USDA zone is known for ZIP code ${zip}.`;

export class OfflineSearch {
  private readonly zips: Map<string, OfflineZip>;

  private constructor(
    readonly index: FacetIndex,
    source: OfflineSearchSource,
  ) {
    this.zips = new Map(
      source.zips.map(([zip, city, state, usdaZone]) => [
        zip,
        { zip, city, state, usdaZone, usdaZoneNumber: Number.parseInt(usdaZone, 10) },
      ]),
    );
  }

  static async build(source: OfflineSearchSource): Promise<OfflineSearch> {
    return new OfflineSearch(await buildFromSource(source.index), source);
  }

  /** The catalogue version token the index is of. */
  get version(): string {
    return this.index.version;
  }

  /** Name suggestions for a typed name (searchString), best first, at most 100. */
  suggest(searchString: string, region: RegionCode = 'CALIFORNIA'): OfflineSuggestions {
    if (searchString.length > SEARCH_STRING_MAX) {
      throw new OfflineSearchError(`searchString is too long (at most ${SEARCH_STRING_MAX} characters)`);
    }
    const key = toSearchKey(searchString);
    if (!key) return { suggestions: [], approximate: false };
    const strict = strictSuggestions(this.index, key, region);
    if (!needsSimilar(key, true, strict)) return { suggestions: strict, approximate: false };
    const similar = similarSuggestions(this.index, key, region);
    if (!similar) return { suggestions: strict, approximate: true };
    return { suggestions: withSimilarNames(strict, similar), approximate: false };
  }

  /**
   * The detail-by-name routing (/tree-detail/{hyphenated-name}) as the server's linkSearchByName:
   * the strict tiers only (no typos), California's names; the exact matches when there are any.
   */
  linkMatches(name: string): NameSuggestion[] {
    if (name.length > SEARCH_STRING_MAX) {
      throw new OfflineSearchError(`searchString is too long (at most ${SEARCH_STRING_MAX} characters)`);
    }
    const key = toSearchKey(name);
    if (!key) return [];
    const matches = strictSuggestions(this.index, key, 'CALIFORNIA');
    const exact = matches.filter((match) => match.tier === 'exact');
    return exact.length ? exact : matches;
  }

  /** Reads a `filterData` object as the server does; OfflineSearchError with its message when refused. */
  filterOf(filterData: Record<string, unknown>): SearchFilter {
    const { filter, problems } = readSearchFilter(filterData);
    if (problems.length) throw new OfflineSearchError(filterProblemMessage(problems));
    return filter;
  }

  private zip(zip: string | null): OfflineZip | null {
    if (zip === null) return null;
    const found = this.zips.get(zip);
    if (!found) throw new OfflineSearchError(zipNotFoundMessage(zip));
    return found;
  }

  /** Characteristic search: the total and the page's tree ids, in the page's sort order. */
  search(
    filter: SearchFilter,
    page: SearchPage,
    region: RegionCode = filter.region ?? 'CALIFORNIA',
  ): OfflineSearchAnswer {
    const zip = this.zip(filter.zipCode);
    const adapted = filter.climateAdapted ? this.zip(filter.adaptedZipCode) : null;
    let names: Uint32Array | null = null;
    let approximate = false;
    if (filter.searchTerm) {
      const key = toSearchKey(filter.searchTerm);
      names = termMatches(this.index, key, region);
      if (!names) [names, approximate] = [this.index.emptyBits(), true];
    }
    const zones = { zip: zip?.usdaZoneNumber ?? null, adapted: adapted?.usdaZoneNumber ?? null };
    const matched = this.index.match(filter, region, zones, names);
    const { total, ids } = this.index.page(matched, page);
    return { ids, totalResults: total, resolvedZip: adapted ?? zip, region, approximate };
  }
}
