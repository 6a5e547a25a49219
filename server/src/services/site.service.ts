/** The site area's entry: other areas and the transports import this file only. */
export {
  canonicalSiteQuery,
  deleteSite,
  mySites,
  renameSite,
  saveSite,
  type SavedSiteRecord,
} from './site/saved-sites.service';
export { siteFitsOf, type TreeSiteFit } from './site/site-fit';
export {
  parseSiteInput,
  parseSitePage,
  recommendTrees,
  recommendTreesAs,
  siteOptions,
  startSiteFacts,
  type RawSite,
  type ResolvedSite,
  type SiteRecommendations,
  type SiteRendering,
  type SiteResult,
  type WhyNot,
  whyNot,
  publishedSiteRowsOn,
} from './site/site.service';
