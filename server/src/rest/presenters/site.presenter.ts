import type { ResolvedSite, SiteRecommendations, SiteResult, WhyNot } from '../../services/site.service';
import { presentTreeCard } from './search.presenter';

/** The /api/site JSON shapes (issue 22), snake_case as the legacy paths. */

export function presentSite(site: ResolvedSite) {
  const input = site.input;
  return {
    zip: site.zip.zip,
    city: site.zip.city,
    state: site.zip.state,
    usda_zone: site.zip.usdaZone,
    usda_zone_number: site.zip.usdaZoneNumber,
    region: site.region === 'PACIFIC_ISLANDS' ? 'pacificislands' : 'all',
    sunset: input.sunset,
    strip_width: input.stripWidth === null ? 'open' : input.stripWidth,
    overhead_wires: input.overheadWires ? 1 : 0,
    sun: input.sun,
    water: input.water,
    soil: input.soil,
    goals: input.goals,
    include_invasive: input.includeInvasive ? 1 : 0,
    query: site.query,
  };
}

function presentResult(result: SiteResult) {
  return {
    tree_id: result.treeId,
    name_concat: result.scientificName,
    common: result.commonName,
    fit: result.fit,
    score: result.score,
    reasons: result.reasons,
    warnings: result.warnings,
    unknown: result.unknown,
  };
}

/** GET /api/site/recommendations: each result with the search results' card fields too. */
export function presentRecommendations(result: SiteRecommendations) {
  return {
    site: presentSite(result.site),
    totalResults: result.totalResults,
    fitsCount: result.fitsCount,
    activePage: result.page.activePage,
    resultsPerPage: result.page.resultsPerPage,
    // One object per result (the card's fields, then the site's over the three they share): no spread copies.
    pageResults: result.pageResults.map((item) => Object.assign(presentTreeCard(item.card), presentResult(item))),
  };
}

/** GET /api/site/why-not/{tree_id}. */
export function presentWhyNot(answer: WhyNot) {
  return {
    tree_id: answer.treeId,
    name_concat: answer.scientificName,
    common: answer.commonName,
    fits: answer.fits,
    failed: answer.failed.map((failed) => ({
      constraint: failed.constraint,
      tree_value: failed.treeValue,
      site_value: failed.siteValue,
      message: failed.message,
    })),
    unknown: answer.unknown,
    alternatives: answer.alternatives.map(presentResult),
    site: presentSite(answer.site),
  };
}
