import {
  SearchSort,
  filterDataOfInput,
  toSearchKey,
  type NameSuggestion,
  type RegionCode,
  type SearchPage,
} from '@selectree/rules';
import {
  SiteInputError,
  check,
  failuresOf,
  namesOf,
  parseSiteInput,
  parseSitePage,
  rankedSitePage,
  rawSiteOfFields,
  siteAlternatives,
  siteOnFacts,
  siteResultOf,
  siteOptions,
  siteToQuery,
  type SiteFacts,
  type SiteInputFields,
  type SiteResult,
} from '@selectree/rules';
import type { NameMatchKind, NameMatchTier, NameSuggestionsQuery } from '@/generated/graphql';
import type { GlossaryEntry, OfflineTree } from './offline-copy';
import { compareTree, glossaryEntry, treeCard, treeDetail } from './offline-fields';
import type { OfflineSearch, OfflineSearchAnswer, OfflineSuggestions } from './offline-search';

/**
 * The offline copy's answers (issue 27.3) and the GraphQL operations answered from them: pure
 * (no IndexedDB: offline-answers.ts reads the copy), so the server's equivalence test
 * (server/src/services/offline/offline-answers.equivalence.test.ts) runs them against its own
 * GraphQL answers for the same catalogue version.
 */
export interface OfflineAnswers {
  /** The copy's catalogue version. */
  version: string;
  suggest(searchString: string, region?: RegionCode): OfflineSuggestions;
  /** The trees a name in a link names (TreesByName): exact matches, else those it starts. */
  linkMatches(name: string): NameSuggestion[];
  /** Characteristic search over a `filterData` object (OfflineSearchError: the server's 400 message). */
  search(filterData: Record<string, unknown>, page: SearchPage, region?: RegionCode): OfflineSearchAnswer;
  /** The trees of ids, in that order (a card, the detail page, compare); missing ones left out. */
  trees(ids: readonly number[]): Promise<OfflineTree[]>;
  glossary(): Promise<GlossaryEntry[]>;
  /** The site facts (site recommendations), or undefined: a copy kept before the bundle carried them. */
  site?: SiteFacts;
}

/** The answers of a copy: its search index, and how its trees and glossary are read. */
export function answersOf(
  version: string,
  search: OfflineSearch,
  readTree: (id: number) => Promise<OfflineTree | undefined>,
  readGlossary: () => Promise<GlossaryEntry[]>,
  site?: SiteFacts,
): OfflineAnswers {
  return {
    version,
    site,
    suggest: (searchString, region) => search.suggest(searchString, region),
    linkMatches: (name) => search.linkMatches(name),
    search: (filterData, page, region) => {
      const filter = search.filterOf(filterData);
      return search.search(filter, page, region ?? filter.region ?? 'CALIFORNIA');
    },
    trees: async (ids) =>
      (await Promise.all(ids.map((id) => readTree(id)))).filter((tree): tree is OfflineTree => !!tree),
    glossary: readGlossary,
  };
}

const KIND: Record<string, NameMatchKind> = {
  scientific: 'Scientific',
  synonym: 'Synonym',
  common_primary: 'CommonPrimary',
  common_alternate: 'CommonAlternate',
  common_generic: 'CommonGeneric',
};
const TIER: Record<string, NameMatchTier> = {
  exact: 'Exact',
  prefix: 'Prefix',
  word_prefix: 'WordPrefix',
  similar: 'Similar',
};

const SORT: Record<string, SearchSort> = {
  ScientificAsc: SearchSort.ScientificAsc,
  ScientificDesc: SearchSort.ScientificDesc,
  CommonAsc: SearchSort.CommonAsc,
  CommonDesc: SearchSort.CommonDesc,
};

type Data = Record<string, unknown> & { __typename: 'Query' };
type Variables = Record<string, unknown>;

/** A NameSuggestion as TreesByName asks it. */
const matchOf = (suggestion: NameSuggestion) => ({
  __typename: 'NameSuggestion' as const,
  treeId: suggestion.treeId,
  name: suggestion.name,
  kind: KIND[suggestion.kind],
  match: TIER[suggestion.tier],
  scientificName: suggestion.scientificName,
  commonName: suggestion.commonName,
});

/** ... and as NameSuggestions asks it (the copy holds no drafts). */
const suggestionOf = (suggestion: NameSuggestion) => ({ ...matchOf(suggestion), draft: false });

function nameSuggestions(answers: OfflineAnswers, variables: Variables): NameSuggestionsQuery {
  const { term, region } = variables as { term: string; region: RegionCode };
  return { __typename: 'Query', nameSuggestions: answers.suggest(term, region).suggestions.map(suggestionOf) };
}

function treesByName(answers: OfflineAnswers, variables: Variables): Data {
  return { __typename: 'Query', treesByName: answers.linkMatches(String(variables.name)).map(matchOf) };
}

type PageVariables = { region?: RegionCode; page?: number; resultsPerPage?: number; sort?: string };

/** A result page of a filterData: the total and the page's cards from the copy (null: not answered here). */
async function resultPage(answers: OfflineAnswers, filterData: Record<string, unknown>, variables: PageVariables) {
  const { region, page, resultsPerPage, sort } = variables;
  const asked = { activePage: page ?? 1, resultsPerPage: resultsPerPage ?? 30, sort: SORT[sort ?? 'ScientificAsc'] };
  if (!asked.sort || !(asked.activePage >= 1) || ![30, 50, 100].includes(asked.resultsPerPage)) return null;
  const found = answers.search(filterData, asked, region ?? 'CALIFORNIA');
  const trees = await answers.trees(found.ids);
  if (trees.length !== found.ids.length) return null;
  return { asked, found, trees };
}

/**
 * SearchByName (the results of a typed name, Enter in the name box): the server's searchByName, a
 * search whose only filter is the name; a name with nothing searchable finds no tree.
 */
async function searchByName(answers: OfflineAnswers, variables: Variables): Promise<Data | null> {
  const term = String(variables.term ?? '');
  const empty = { found: { totalResults: 0 }, trees: [] as OfflineTree[] };
  const result = toSearchKey(term) ? await resultPage(answers, { searchTerm: term.trim() }, variables) : empty;
  if (!result) return null;
  const { page, resultsPerPage } = variables as { page?: number; resultsPerPage?: number };
  return {
    __typename: 'Query',
    searchByName: {
      __typename: 'TreeSearchPayload',
      totalResults: result.found.totalResults,
      activePage: page ?? 1,
      resultsPerPage: resultsPerPage ?? 30,
      pageResults: result.trees.map(treeCard),
    },
  };
}

/** SearchTrees: the filter read as the server's resolver reads it, the page's cards from the copy. */
async function searchTrees(answers: OfflineAnswers, variables: Variables): Promise<Data | null> {
  const { filter } = variables as { filter?: Record<string, unknown> | null };
  const result = await resultPage(answers, filterDataOfInput(filter), variables);
  if (!result) return null;
  const { asked, found, trees } = result;
  return {
    __typename: 'Query',
    searchTrees: {
      __typename: 'TreeSearchPayload',
      totalResults: found.totalResults,
      activePage: asked.activePage,
      resultsPerPage: asked.resultsPerPage,
      pageResults: trees.map(treeCard),
      resolvedZip: found.resolvedZip
        ? { __typename: 'ResolvedZip', zip: found.resolvedZip.zip, usdaZone: found.resolvedZip.usdaZone }
        : null,
    },
  };
}

async function treeDetailData(answers: OfflineAnswers, variables: Variables): Promise<Data | null> {
  const [tree] = await answers.trees([Number(variables.id)]);
  return tree ? { __typename: 'Query', tree: treeDetail(tree) } : null;
}

async function compareTrees(answers: OfflineAnswers, variables: Variables): Promise<Data | null> {
  const slots = ['a', 'b', ...(variables.withC ? ['c'] : []), ...(variables.withD ? ['d'] : [])];
  const trees = await answers.trees(slots.map((slot) => Number(variables[slot])));
  if (trees.length !== slots.length) return null;
  return { __typename: 'Query', ...Object.fromEntries(slots.map((slot, at) => [slot, compareTree(trees[at])])) };
}

async function glossary(answers: OfflineAnswers): Promise<Data> {
  return { __typename: 'Query', glossary: (await answers.glossary()).map(glossaryEntry) };
}

/**
 * A site as the server's resolvers read it (the rules package's parser, rawSiteOfFields) against the
 * copy's site facts; null (not answered here: the server words the error) for a bad value, a ZIP
 * the table lacks, or a copy without site facts.
 */
function siteOf(answers: OfflineAnswers, fields: unknown) {
  const facts = answers.site;
  if (!facts) return null;
  try {
    const input = parseSiteInput(rawSiteOfFields(fields as SiteInputFields));
    const on = siteOnFacts(facts, input);
    if (!on) return null;
    const [zip, city, , usdaZone] = on.zip;
    const site = { __typename: 'Site' as const, zip, city, usdaZone, region: on.region, query: siteToQuery(input) };
    return { facts, q: on.q, site };
  } catch (error) {
    if (error instanceof SiteInputError) return null;
    throw error;
  }
}

const siteResult = (result: SiteResult) => ({ __typename: 'SiteResult' as const, ...result });

/** SiteRecommendations (the /site screen): the server's ranking over the copy's site facts. */
function siteRecommendations(answers: OfflineAnswers, variables: Variables): Data | null {
  const on = siteOf(answers, variables.site);
  if (!on) return null;
  let page;
  try {
    page = parseSitePage({ activePage: variables.page ?? undefined, resultsPerPage: variables.resultsPerPage ?? 30 });
  } catch (error) {
    if (error instanceof SiteInputError) return null;
    throw error;
  }
  const ranked = rankedSitePage(on.facts, on.q, page);
  return {
    __typename: 'Query',
    siteRecommendations: {
      __typename: 'SiteRecommendationsPayload',
      site: on.site,
      totalResults: ranked.total,
      fitsCount: ranked.fitsCount,
      pageResults: ranked.positions.map((i) => siteResult(siteResultOf(on.facts, i, on.q))),
    },
  };
}

/** WhyNot (a result's "why not?"): not answered for a tree the copy does not show in the edition. */
function whyNot(answers: OfflineAnswers, variables: Variables): Data | null {
  const on = siteOf(answers, variables.site);
  if (!on) return null;
  const { facts, q } = on;
  const at = facts.position.get(Number(variables.treeId));
  if (at === undefined || !(facts.visible[at] & q.regionBit)) return null;
  const bits = check(facts, at, q);
  return {
    __typename: 'Query',
    whyNot: {
      __typename: 'WhyNotPayload',
      treeId: facts.ids[at],
      scientificName: facts.scientific[at],
      commonName: facts.common[at],
      fits: (bits & 0xff) === 0,
      failed: failuresOf(bits, facts, at, q).map((failed) => ({ __typename: 'FailedConstraint' as const, ...failed })),
      unknown: namesOf(bits >> 8),
      alternatives: siteAlternatives(facts, at, q).map(siteResult),
    },
  };
}

const option = (choice: { value: string; label: string }) => ({ __typename: 'SiteOption' as const, ...choice });

/** SiteOptions (the site form's choices): the rules package's vocabularies, as the server gives them. */
function siteOptionsData(): Data {
  const { goals, sun, water, soil } = siteOptions();
  return {
    __typename: 'Query',
    siteOptions: {
      __typename: 'SiteOptions',
      goals: goals.map(option),
      sun: sun.map(option),
      water: water.map(option),
      soil: soil.map(option),
    },
  };
}

/**
 * ZipCode (the zone shown beside a typed ZIP): a ZIP of the copy's table; any other is not answered
 * here (the server tells a ZIP it refuses from one its table lacks).
 */
function zipCode(answers: OfflineAnswers, variables: Variables): Data | null {
  const row = answers.site?.zips.get(String(variables.zip ?? ''));
  if (!row) return null;
  return { __typename: 'Query', zipCode: { __typename: 'ResolvedZip', zip: row[0], city: row[1], usdaZone: row[3] } };
}

export const OPERATIONS: Record<
  string,
  (answers: OfflineAnswers, variables: Variables) => Promise<Data | null> | Data | null
> = {
  NameSuggestions: nameSuggestions,
  TreesByName: treesByName,
  SearchByName: searchByName,
  SearchTrees: searchTrees,
  TreeDetail: treeDetailData,
  CompareTrees: compareTrees,
  Glossary: glossary,
  SiteRecommendations: siteRecommendations,
  WhyNot: whyNot,
  SiteOptions: siteOptionsData,
  ZipCode: zipCode,
};
