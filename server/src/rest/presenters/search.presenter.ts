import type {
  CardTree,
  NameSuggestion,
  ResolvedZip,
  SearchCharacteristics,
  TreeSearchResult,
} from '../../services/search.service';
import { isLowZone, memoExcerpt, NameMatchKind } from '../../services/search.service';

/**
 * The legacy /api JSON shapes of search, frozen here (see tree.presenter.ts). Names are plain text
 * (no <em> markup); unknown values are null.
 */

/** The legacy low_zone flag: 1 when the tree fits the utility low zone (height_high ≤ 25 ft). */
export function lowZone(heightHigh: number | null): 0 | 1 | null {
  const low = isLowZone(heightHigh);
  return low === null ? null : low ? 1 : 0;
}

/** A result card (spec §3 "Tree (card/suggestion)"). */
export function presentTreeCard(card: { tree: CardTree; photoLink: string | null }) {
  const { tree } = card;
  return {
    tree_id: tree.id,
    common: tree.commonName,
    name_concat: tree.scientificName,
    name_unformatted: tree.scientificName,
    accepted_scientific: tree.scientificName,
    accepted_common: tree.commonName,
    family: tree.family,
    link: card.photoLink,
    memo: memoExcerpt(tree.memo),
    low_zone: lowZone(tree.heightHigh),
    height_high: tree.heightHigh,
    commonName: tree.commonName,
    scientificName: tree.scientificName,
  };
}

export function presentResolvedZip(zip: ResolvedZip) {
  return { zip: zip.zip, city: zip.city, state: zip.state, usdaZone: zip.usdaZone, usdaZoneNumber: zip.usdaZoneNumber };
}

/** GET /api/tree/search-results and /search-by-name-multiresult: `{ pageResults, totalResults }`. */
export function presentSearchResult(result: TreeSearchResult<CardTree>) {
  return {
    pageResults: result.pageResults.map(presentTreeCard),
    totalResults: result.totalResults,
    activePage: result.page.activePage,
    resultsPerPage: result.page.resultsPerPage,
    sort: result.page.sort,
    resolvedZip: result.resolvedZip ? presentResolvedZip(result.resolvedZip) : null,
  };
}

const SCIENTIFIC_KINDS = new Set([NameMatchKind.Scientific, NameMatchKind.Synonym]);

/**
 * A name suggestion: the matched name (`name`, its `kind` and `match` tier) and the tree it names.
 * `name_concat` shows the matched scientific name or synonym, `common` the matched common name
 * (primary or alternative); otherwise (and for generic names such as "Oak", which name a group,
 * not the tree) the tree's own. `accepted_*` are always the tree's own names.
 */
export function presentSuggestion(suggestion: NameSuggestion) {
  const scientific = SCIENTIFIC_KINDS.has(suggestion.kind);
  const common = suggestion.kind === NameMatchKind.CommonPrimary || suggestion.kind === NameMatchKind.CommonAlternate;
  return {
    tree_id: suggestion.treeId,
    name: suggestion.name,
    kind: suggestion.kind,
    match: suggestion.tier,
    name_concat: scientific ? suggestion.name : suggestion.scientificName,
    common: common ? suggestion.name : suggestion.commonName,
    accepted_scientific: suggestion.scientificName,
    accepted_common: suggestion.commonName,
    scientificName: suggestion.scientificName,
    commonName: suggestion.commonName,
    // Editors' suggestions only (drafts included); a visitor's answer keeps its legacy fields.
    ...(suggestion.draft === undefined ? {} : { draft: suggestion.draft }),
  };
}

export function presentSearchCharacteristics(characteristics: SearchCharacteristics) {
  return characteristics;
}
