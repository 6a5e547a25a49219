import { paths } from '@/config/paths';

/**
 * Links the tree detail page builds (spec detail-editing-accounts §2): searches on the results
 * page, glossary anchors, and the external champion-tree and citation pages.
 */

/** Search-results links from a detail page: first page, 30 per page, sort 1 (scientific A-Z). */
export const DETAIL_SEARCH_OPTIONS = { activePage: 1, resultsPerPage: 30, sort: 1 } as const;

/**
 * `/search-results#searchTerm={term}&activePage=1&resultsPerPage=30&sort=1`: a name search on the
 * results page (the legacy hash format; the term is percent-encoded, spaces as %20).
 */
export function nameSearchHref(term: string): string {
  const { activePage, resultsPerPage, sort } = DETAIL_SEARCH_OPTIONS;
  return paths.searchResults.href(
    undefined,
    `searchTerm=${encodeURIComponent(term.trim())}&activePage=${activePage}&resultsPerPage=${resultsPerPage}&sort=${sort}`,
  );
}

/** A genus search: the results page searching the genus name. */
export const genusSearchHref = (genus: string) => nameSearchHref(genus);

/**
 * The national register of champion (largest) trees, searched by species. Kept here so the
 * program's staff can change the target without touching components.
 */
export const CHAMPION_TREES_SEARCH_URL = 'https://www.americanforests.org/champion-trees/';

export function championTreeSearchHref(scientificName: string): string {
  // The register lists species without the hybrid sign or cultivar names.
  const name = scientificName
    .replace(/'[^']*'/g, '')
    .replace(/×\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${CHAMPION_TREES_SEARCH_URL}?s=${encodeURIComponent(name)}`;
}

/** The page that lists the sources SelecTree's tree information is drawn from. */
export const CITATIONS_URL = 'https://ufei.calpoly.edu/selectree/citations/';

/** The first year of SelecTree; the citation runs from here to the current year. */
export const SELECTREE_FIRST_YEAR = 1995;

/** "SelecTree: Tree Detail. Urban Forest Ecosystems Institute, Cal Poly State University, San Luis Obispo. 1995-2026." */
export function citationText(now: Date = new Date()): string {
  return `SelecTree: Tree Detail. Urban Forest Ecosystems Institute, Cal Poly State University, San Luis Obispo. ${SELECTREE_FIRST_YEAR}-${now.getFullYear()}.`;
}

/**
 * Labels that have a glossary entry, and the entry's term: the label links to
 * /tree-characteristics-glossary#{term}.
 */
export const GLOSSARY_TERMS = {
  waterUse: 'Water use (WUCOLS)',
  usdaZones: 'USDA hardiness zone',
  sunsetZones: 'Sunset climate zone',
  biogenicEmissions: 'Biogenic emissions',
  branchStrength: 'Branch strength',
  rootDamagePotential: 'Root damage potential',
  litter: 'Litter',
  width: 'Canopy',
} as const;

export type GlossaryKey = keyof typeof GLOSSARY_TERMS;

export const glossaryHref = (key: GlossaryKey) => paths.glossary.href(GLOSSARY_TERMS[key]);
