import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { parseSiteInput, parseSitePage, recommendTrees, siteOptions, whyNot } from '../../services/site.service';
import { toCardFields } from '../search/search.payloads';
import {
  SiteInputType,
  SiteOptionsType,
  SiteRecommendationsPayload,
  toRawSite,
  toSiteResult,
  toSiteType,
  WhyNotPayload,
} from './site.types';

/** Right tree, right place over the same service as REST (rest/site.routes.ts). */
@Resolver()
export class SiteResolver {
  @Query(() => SiteRecommendationsPayload, { description: 'Every tree not known to fail the site, ranked.' })
  async siteRecommendations(
    @Arg('site', () => SiteInputType, { description: 'The planting site.' }) site: SiteInputType,
    @Arg('page', () => Int, { description: 'The page, from 1 (absent: 1).', nullable: true }) page: number | null,
    @Arg('resultsPerPage', () => Int, { description: 'Trees a page.', nullable: true, defaultValue: 30 })
    resultsPerPage: number,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteRecommendationsPayload> {
    const input = parseSiteInput(toRawSite(site));
    const paging = parseSitePage({ activePage: page ?? undefined, resultsPerPage });
    const result = await recommendTrees(ctx, input, paging);
    return {
      site: toSiteType(result.site),
      totalResults: result.totalResults,
      fitsCount: result.fitsCount,
      activePage: result.page.activePage,
      resultsPerPage: result.page.resultsPerPage,
      pageResults: result.pageResults.map((item) =>
        toSiteResult(item, toCardFields(item.card.tree, item.card.photoLink, item.card.photoWidths)),
      ),
    };
  }

  @Query(() => WhyNotPayload, { description: 'Whether a tree fits a site, what fails, and nearby trees that fit.' })
  async whyNot(
    @Arg('treeId', () => Int, { description: 'The tree to check.' }) treeId: number,
    @Arg('site', () => SiteInputType, { description: 'The planting site.' }) site: SiteInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<WhyNotPayload> {
    const answer = await whyNot(ctx, treeId, parseSiteInput(toRawSite(site)));
    return { ...answer, site: toSiteType(answer.site), alternatives: answer.alternatives.map((a) => toSiteResult(a)) };
  }

  @Query(() => SiteOptionsType, { description: 'The site form’s vocabularies: goals, sun, water, soil.' })
  siteOptions(): SiteOptionsType {
    return siteOptions();
  }
}
