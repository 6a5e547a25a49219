import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Region } from '../../catalogue/regions';
import type { RequestContext } from '../../context';
import { Tree } from '../../entities';
import { NotFoundError } from '../../errors';
import {
  getSearchCharacteristics,
  linkSearchByName,
  lookUpZip,
  parseSearchFilter,
  parseSearchPage,
  searchByName,
  searchTrees,
  SearchSort,
  suggestNames,
  type NameSuggestion,
  type TreeSearchResult,
} from '../../services/search.service';
import { ZIP_MESSAGE } from '@selectree/rules';
import { toFilterData, TreeSearchFilterInput } from './search.inputs';
import {
  NameSuggestionType,
  ResolvedZipType,
  SearchCharacteristicsType,
  toTreeCard,
  TreeCardType,
  TreeSearchPayload,
} from './search.payloads';

function toPayload(result: TreeSearchResult): TreeSearchPayload {
  return {
    pageResults: result.pageResults.map(toTreeCard),
    totalResults: result.totalResults,
    activePage: result.page.activePage,
    resultsPerPage: result.page.resultsPerPage,
    sort: result.page.sort,
    region: result.region,
    resolvedZip: result.resolvedZip,
  };
}

const toSuggestion = (suggestion: NameSuggestion): NameSuggestionType => ({
  ...suggestion,
  match: suggestion.tier,
  draft: suggestion.draft ?? false,
});

/** Search over the same services as the REST facade (rest/search.routes.ts). */
@Resolver(() => NameSuggestionType)
export class SearchResolver {
  @Query(() => [NameSuggestionType], { description: 'Name suggestions, best first (at most 100).' })
  nameSuggestions(
    @Arg('term', () => String, { description: 'What was typed: part of a scientific, common or synonym name.' })
    term: string,
    @Arg('region', () => Region, { description: 'The edition to search.', defaultValue: Region.CALIFORNIA })
    region: Region,
    @Ctx() ctx: RequestContext,
  ): Promise<NameSuggestionType[]> {
    return suggestNames(ctx, term, region).then((suggestions) => suggestions.map(toSuggestion));
  }

  @Query(() => [NameSuggestionType], {
    description:
      'The trees a name (hyphens as spaces) names exactly, else those it starts a name of: detail-by-name routing.',
  })
  treesByName(
    @Arg('name', () => String, { description: "A tree's name as in a link (hyphens for spaces)." }) name: string,
    @Ctx() ctx: RequestContext,
  ): Promise<NameSuggestionType[]> {
    return linkSearchByName(ctx, name).then((matches) => matches.map(toSuggestion));
  }

  @Query(() => TreeSearchPayload, { description: 'The result page for a typed name (Enter in the name box).' })
  async searchByName(
    @Arg('term', () => String, { description: 'The typed name.' }) term: string,
    @Arg('region', () => Region, { description: 'The edition to search.', defaultValue: Region.CALIFORNIA })
    region: Region,
    @Arg('page', () => Int, { description: 'The page, from 1.', defaultValue: 1 }) page: number,
    @Arg('resultsPerPage', () => Int, { description: 'Trees a page (from 1).', defaultValue: 30 })
    resultsPerPage: number,
    @Arg('sort', () => SearchSort, { description: 'The order of the results.', defaultValue: SearchSort.ScientificAsc })
    sort: SearchSort,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeSearchPayload> {
    const options = parseSearchPage({ activePage: page, resultsPerPage, sort });
    return toPayload(await searchByName(ctx, term, options, region));
  }

  @Query(() => TreeSearchPayload, { description: 'Search by characteristics (see TreeSearchFilterInput).' })
  async searchTrees(
    @Arg('filter', () => TreeSearchFilterInput, {
      description: 'The characteristics; null or empty: every tree.',
      nullable: true,
    })
    filter: TreeSearchFilterInput | null,
    @Arg('region', () => Region, { description: 'The edition to search.', defaultValue: Region.CALIFORNIA })
    region: Region,
    @Arg('page', () => Int, { description: 'The page, from 1.', defaultValue: 1 }) page: number,
    @Arg('resultsPerPage', () => Int, { description: 'Trees a page (from 1).', defaultValue: 30 })
    resultsPerPage: number,
    @Arg('sort', () => SearchSort, { description: 'The order of the results.', defaultValue: SearchSort.ScientificAsc })
    sort: SearchSort,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeSearchPayload> {
    const parsed = parseSearchFilter(toFilterData(filter));
    const options = parseSearchPage({ activePage: page, resultsPerPage, sort });
    return toPayload(await searchTrees(ctx, parsed, options, region));
  }

  @Query(() => SearchCharacteristicsType, { description: 'The choices of the search-by-characteristics form.' })
  searchCharacteristics(): SearchCharacteristicsType {
    return getSearchCharacteristics();
  }

  @Query(() => ResolvedZipType, {
    nullable: true,
    description: 'A ZIP code’s USDA zone; null when the table lacks it.',
  })
  async zipCode(
    @Arg('zip', () => String, {
      description:
        'A five-digit ZIP code starting with 9 (California and the Pacific Islands). Any other is refused ' +
        `(BAD_USER_INPUT, "${ZIP_MESSAGE}"); one of that form the table lacks answers null.`,
    })
    zip: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ResolvedZipType | null> {
    try {
      return await lookUpZip(ctx, zip);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  @FieldResolver(() => Tree, { description: 'The tree (batched through the request’s loader).' })
  async tree(@Root() suggestion: NameSuggestionType, @Ctx() ctx: RequestContext): Promise<Tree> {
    const tree = await ctx.loaders.treeById.load(suggestion.treeId);
    if (!tree) throw new NotFoundError('There are no trees found that match that query.');
    return tree;
  }
}

@Resolver(() => TreeCardType)
export class TreeCardResolver {
  @FieldResolver(() => Tree, {
    description: 'The whole tree (loaded with the search page, or batched for a list page).',
  })
  async tree(@Root() card: TreeCardType, @Ctx() ctx: RequestContext): Promise<Tree> {
    const tree = card.tree ?? (await ctx.loaders.treeById.load(card.id));
    if (!tree) throw new NotFoundError('There are no trees found that match that query.');
    return tree;
  }
}
