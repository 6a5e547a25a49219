import type { RegionCode } from '../vocabulary/regions';
import type { SiteFacts, ZipRow } from './site-facts';
import type { SiteInput, SitePage } from './site-input';
import { forEachPosition, siteRanking } from './site-masks';
import {
  check,
  type Constraint,
  namesOf,
  reasonsOf,
  reasonTextsOf,
  type SiteText,
  scoreOf,
  siteQuery,
  type SiteQuery,
  warningsOf,
  warningTextsOf,
} from './site-rules';

/**
 * A site's answers over the facts, as the server gives them and the offline copy repeats them: the
 * site resolved against the facts' ZIP table, a tree's result (fit, score, reasons, warnings), a
 * ranked page, and why-not's alternatives. The server adds the cards and its errors.
 */

export interface SiteResult {
  treeId: number;
  scientificName: string;
  commonName: string | null;
  fit: 'fits' | 'unknown';
  score: number;
  reasons: string[];
  warnings: string[];
  /** reasons and warnings as codes and arguments, for a client that words them (issue 28). */
  reasonTexts: SiteText[];
  warningTexts: SiteText[];
  unknown: Constraint[];
}

const PACIFIC_STATES = new Set(['HI', 'AS', 'GU', 'MP']);
/** The edition a ZIP's state belongs to: Hawaii and the Pacific territories, or California (all). */
export const regionOfState = (state: string): RegionCode =>
  PACIFIC_STATES.has(state.toUpperCase()) ? 'PACIFIC_ISLANDS' : 'CALIFORNIA';

/** The whole USDA zone of a ZIP's zone ("10b" → 10). */
export const usdaZoneNumber = (zone: string) => Number.parseInt(zone, 10);

/** A site against the facts: its ZIP row (the facts' copy of the table), region and compiled query; null: a ZIP the table lacks. */
export function siteOnFacts(facts: SiteFacts, input: SiteInput): { zip: ZipRow; region: RegionCode; q: SiteQuery } | null {
  const zip = facts.zips.get(input.zip);
  if (!zip) return null;
  const region = input.region ?? regionOfState(zip[2]);
  return { zip, region, q: siteQuery(input, region, zip[3], usdaZoneNumber(zip[3])) };
} // prettier-ignore

export function siteResultOf(f: SiteFacts, i: number, q: SiteQuery, bits = check(f, i, q)): SiteResult {
  const unknown = namesOf(bits >> 8);
  return {
    treeId: f.ids[i],
    scientificName: f.scientific[i],
    commonName: f.common[i],
    fit: unknown.length ? 'unknown' : 'fits',
    score: scoreOf(f, i, q),
    reasons: reasonsOf(f, i, q),
    warnings: warningsOf(f, i, q),
    reasonTexts: reasonTextsOf(f, i, q),
    warningTexts: warningTextsOf(f, i, q),
    unknown,
  };
}

/** A page of the ranking: every visible tree not known to fail, those fitting every constraint, and the page's positions. */
export function rankedSitePage(f: SiteFacts, q: SiteQuery, page: SitePage) {
  const ranking = siteRanking(f, q);
  const positions = ranking.slice((page.activePage - 1) * page.resultsPerPage, page.resultsPerPage);
  return { total: ranking.total, fitsCount: ranking.fitsCount, positions };
}

/** Up to five fitting trees, same genus or a shared shape first, then by score and name. */
export function siteAlternatives(f: SiteFacts, at: number, q: SiteQuery, max = 5): SiteResult[] {
  const shapes = new Set(f.shapes[at]);
  const near: { i: number; key: number }[] = [];
  forEachPosition(siteRanking(f, q).fits, (i) => {
    if (i === at) return;
    const kin = f.genus[i] === f.genus[at] || f.shapes[i].some((shape) => shapes.has(shape)) ? 0 : 1;
    const key = (kin * 16 + (15 - scoreOf(f, i, q))) * f.size + i;
    if (near.length < max || key < near[near.length - 1].key) {
      near.push({ i, key });
      near.sort((a, b) => a.key - b.key);
      if (near.length > max) near.pop();
    }
  });
  return near.map(({ i }) => siteResultOf(f, i, q));
}
