/**
 * Search: name suggestions, name and characteristic result pages, the form's choices and ZIP
 * lookups. The REST facade (rest/search.routes.ts) and GraphQL (graphql/search/) call these and
 * nothing else; the pieces live in services/search/ (semantics: characteristic-search.ts and
 * name-search.ts).
 */
export {
  buildSearchQuery,
  orderByOf,
  searchByName,
  searchTrees,
  type CardTree,
  type TreeCard,
  type TreeSearchResult,
} from './search/characteristic-search';
export {
  linkSearchByName,
  NameMatchKind,
  NameMatchTier,
  suggestNames,
  SUGGESTIONS_MAX,
  type NameSuggestion,
} from './search/name-search';
export { isLowZone, memoExcerpt } from './search/card-text';
export { getSearchCharacteristics, type SearchCharacteristics } from './search/search-choices';
export { emptyFilter, parseFilterData, parseSearchFilter, type TreeSearchFilter } from './search/search-filter';
export { parseSearchPage, SearchSort, type SearchPage } from './search/search-options';
export { lookUpZip, type ResolvedZip } from './search/zip-codes';
