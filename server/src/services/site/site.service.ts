import { Region } from '../../catalogue/regions';
import type { Rendering } from '../rendering';
import type { RequestContext } from '../../context';
import type { ZipCode } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import type { CardTree, TreeCard } from '../search.service';
import { TREE_NOT_FOUND } from '../trees.service';
import { toResolvedZip, zipNotFoundMessage, type ResolvedZip } from '../search.service';
import type { SiteFacts } from './site-facts';
import { keptAnswer } from './site-answers';
import { siteCards } from './site-cards';
import { siteFactsOf } from './site-facts-cache';
import { rankedSitePage, regionOfState as rulesRegionOfState, siteAlternatives, siteOnFacts } from '@selectree/rules';
import { siteResultOf, type SiteResult } from '@selectree/rules';
import { type SiteInput, type SitePage, siteToQuery } from './site-input';
import { check, type Constraint, type FailedConstraint, failuresOf, namesOf } from '@selectree/rules';
import type { SiteQuery } from '@selectree/rules';

/**
 * Right tree, right place (issue 22): recommendations for a site, "why not?" for a tree, and the
 * site vocabularies. The REST facade (rest/site.routes.ts) and GraphQL (graphql/site/) call these
 * and nothing else. Rules: @selectree/rules site/ (site-rules.ts, site-masks.ts, site-input.ts); facts: site-facts.ts; README.md here.
 */
export { parseSiteInput, parseSitePage, siteToQuery, type RawSite, type SiteInput, type SitePage } from './site-input';
export { CONSTRAINTS, type Constraint, type FailedConstraint } from '@selectree/rules';
export { siteFactsOf, startSiteFacts } from './site-facts-cache';
export { publishedSiteRowsOn } from './site-facts';
export { siteConstraintSql } from './site-sql';

export interface ResolvedSite {
  input: SiteInput;
  zip: ResolvedZip;
  region: Region;
  /** The canonical query string (a shareable URL). */
  query: string;
}

export type { SiteResult } from '@selectree/rules';

export interface SiteRecommendations {
  site: ResolvedSite;
  totalResults: number;
  /** How many of them fit on every constraint (the rest are "unknown"). */
  fitsCount: number;
  page: SitePage;
  pageResults: (SiteResult & { card: TreeCard<CardTree> })[];
}

export interface WhyNot {
  site: ResolvedSite;
  treeId: number;
  scientificName: string;
  commonName: string | null;
  fits: boolean;
  failed: FailedConstraint[];
  unknown: Constraint[];
  alternatives: SiteResult[];
}

/** The edition a ZIP's state belongs to (the rules package's, as the GraphQL enum). */
export const regionOfState = (state: string) => Region[rulesRegionOfState(state)];

/** The ZIP from the facts' copy of the ZIP table (the same version as the trees: no statement). */
function siteOfFacts(facts: SiteFacts, input: SiteInput): { site: ResolvedSite; q: SiteQuery } {
  const on = siteOnFacts(facts, input);
  if (!on) {
    const message = zipNotFoundMessage(input.zip);
    throw new ValidationError(`zip: ${message}`, [{ field: 'zip', message }]);
  }
  const [, city, state, usdaZone] = on.zip;
  const zip = toResolvedZip({ zip: input.zip, city, state, usdaZone } as ZipCode);
  return { site: { input, zip, region: Region[on.region], query: siteToQuery(input) }, q: on.q };
}

/**
 * A site resolved against the catalogue: its ZIP looked up (a ZIP the table does not know is the
 * 400 naming `zip`), its zone and region (the ZIP's state unless the input names one), the facts
 * and the compiled constraints. The one place a site meets the ZIP table: the site paths, a list's
 * site fits (site-fit.ts) and a kept site (saved-sites canonicalSiteQuery) all call it.
 */
export async function resolveSite(ctx: RequestContext, input: SiteInput): Promise<{ site: ResolvedSite; facts: SiteFacts; q: SiteQuery }> {
  const facts = await siteFactsOf(ctx.db).current(ctx);
  return { ...siteOfFacts(facts, input), facts };
} // prettier-ignore

const resultOf = siteResultOf;

/** GET /api/site/recommendations, GraphQL siteRecommendations. */
export async function recommendTrees(
  ctx: RequestContext,
  input: SiteInput,
  page: SitePage,
): Promise<SiteRecommendations> {
  const { site, facts, q } = await resolveSite(ctx, input);
  return rankedPage(ctx, { site, facts, q }, page);
}

/** How a caller turns recommendations into its answer (services/rendering.ts). */
export type SiteRendering<T> = Rendering<SiteRecommendations, T>;

/**
 * recommendTrees rendered, each rendering kept with the facts version it was ranked by
 * (site-answers.ts): the same site and page asked again of that catalogue version costs the token
 * statement only. The answer holds nothing of the caller (drafts never appear in recommendations).
 */
export async function recommendTreesAs<T>(
  ctx: RequestContext,
  input: SiteInput,
  page: SitePage,
  as: SiteRendering<T>,
): Promise<T> {
  const resolved = await resolveSite(ctx, input);
  const key = `${as.name}|${resolved.site.query}|${page.activePage}|${page.resultsPerPage}`;
  return keptAnswer(resolved.facts, key, async () => as.render(await rankedPage(ctx, resolved, page)));
}

async function rankedPage(ctx: RequestContext, { site, facts, q }: { site: ResolvedSite; facts: SiteFacts; q: SiteQuery }, page: SitePage): Promise<SiteRecommendations> {
  const ranking = rankedSitePage(facts, q, page);
  const positions = ranking.positions;
  const cards = await siteCards(ctx, facts, positions.map((i) => facts.ids[i]));
  const cardOf = new Map(cards.map((card) => [card.tree.id, card]));
  const pageResults = positions.flatMap((i) => {
    const card = cardOf.get(facts.ids[i]);
    return card ? [{ ...resultOf(facts, i, q), card }] : [];
  });
  return { site, totalResults: ranking.total, fitsCount: ranking.fitsCount, page, pageResults };
} // prettier-ignore

const alternativesOf = siteAlternatives;

/** GET /api/site/why-not/{tree_id}, GraphQL whyNot: 404 for a tree no visitor of the edition sees. */
export async function whyNot(ctx: RequestContext, treeId: number, input: SiteInput): Promise<WhyNot> {
  const { site, facts, q } = await resolveSite(ctx, input);
  const at = facts.position.get(treeId);
  if (at === undefined || !(facts.visible[at] & q.regionBit)) throw new NotFoundError(TREE_NOT_FOUND);
  const bits = check(facts, at, q);
  return {
    site,
    treeId,
    scientificName: facts.scientific[at],
    commonName: facts.common[at],
    fits: (bits & 0xff) === 0,
    failed: failuresOf(bits, facts, at, q),
    unknown: namesOf(bits >> 8),
    alternatives: alternativesOf(facts, at, q),
  };
}

export { siteOptions, type SiteOption } from '@selectree/rules';
