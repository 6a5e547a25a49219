/**
 * Search: name suggestions, name and characteristic result pages, the form's choices and ZIP
 * lookups. The REST facade (rest/search.routes.ts) and GraphQL (graphql/search/) call these and
 * nothing else; the pieces live in services/search/ (semantics: characteristic-search.ts and
 * name-search.ts).
 */
export {
  buildSearchQuery,
  matchingTreeIds,
  orderByOf,
  searchByName,
  searchTreeCards,
  searchTrees,
  searchTreesReference,
  type CardTree,
  type TreeCard,
  type TreeSearchResult,
} from './search/sql/characteristic-search';
export {
  NameMatchKind,
  NameMatchTier,
  nameSearchKey,
  SHORT_KEY,
  SIMILAR_BELOW,
  SUGGESTIONS_MAX,
  type NameSuggestion,
} from './search/names/name-search';
export {
  linkSearchByName,
  suggestNames,
  suggestNamesAs,
  suggestNamesIndexed,
  suggestNamesReference,
  type SuggestionRendering,
} from './search/names/suggestions';
export { isLowZone, memoExcerpt } from './search/results/card-text';
export { KEPT_CARDS_MAX, keptCards } from './search/results/kept-cards';
export { indexedIds, searchIndexOf, startSearchIndex, type SearchIndexStats } from './search/index/search-index';
export { getSearchCharacteristics, type SearchCharacteristics } from './search/filter/search-choices';
export { emptyFilter, parseFilterData, parseSearchFilter, type TreeSearchFilter } from './search/filter/search-filter';
export { parseSearchPage, SearchSort, type SearchPage } from './search/filter/search-options';
export { lookUpZip, type ResolvedZip } from './search/filter/zip-codes';
export { REST_RESULTS_PER_PAGE_MAX } from './search/filter/search-options';
export { toResolvedZip, zipNotFoundMessage } from './search/filter/zip-codes';
export { CATALOGUE_TOKEN_SQL, catalogueToken } from './search/index/catalogue-token';
export { MEMO_EXCERPT_CHARS } from './search/results/card-text';
export { countSavedSearches } from './search/results/search-counts';
export { pageCards } from './search/sql/search-parts';
export { visibleTrees } from './search/sql/sql';
export { contentDigest, offlineSearchSource, type OfflineSearchSource } from './search/index/offline-source';
