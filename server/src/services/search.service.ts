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
export { linkSearchByName, suggestNames, suggestNamesIndexed, suggestNamesReference } from './search/names/suggestions';
export { isLowZone, memoExcerpt } from './search/results/card-text';
export { indexedIds, searchIndexOf, startSearchIndex, type SearchIndexStats } from './search/index/search-index';
export { getSearchCharacteristics, type SearchCharacteristics } from './search/filter/search-choices';
export { emptyFilter, parseFilterData, parseSearchFilter, type TreeSearchFilter } from './search/filter/search-filter';
export { parseSearchPage, SearchSort, type SearchPage } from './search/filter/search-options';
export { lookUpZip, type ResolvedZip } from './search/filter/zip-codes';
