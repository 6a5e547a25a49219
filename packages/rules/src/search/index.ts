/**
 * The in-process search index (characteristic search and name search), run by the server
 * (server/src/services/search/index/search-index.ts keeps it current) and by the browser over the
 * offline copy (client/src/features/offline): the same code, so the same answers.
 */
export { FacetIndex, type FacetFilter, type FacetRow, type SearchPage, type SizeRange } from './facet-index';
export {
  FACET_FIELD_COUNT,
  type FacetSource,
  GS,
  RS,
  SORTS,
  US,
  buildFromSource,
  decodeFacetRow,
  sourceOf,
  unsafeText,
} from './facet-source';
export {
  type SourcePatch,
  SourcePatchError,
  applySourcePatch,
  denseShare,
  sourceDigest,
  sourcePatch,
} from './source-patch';
export { NameIndex, type NameFacts, SCIENTIFIC, setBit } from './name-index';
export { compareC, priorityOf, rankPerTree, strictSuggestions, suggestionOf } from './name-suggest';
export { similarNames, similarSuggestions, termMatches } from './name-similar';
export { type SlotPattern, TrigramPostings } from './trigram-postings';
