import {
  parseSiteInput as parseSite,
  parseSitePage as parsePage,
  type RawSite,
  SiteInputError,
} from '@selectree/rules';
import type { SiteInput, SitePage } from '@selectree/rules';
import { ValidationError } from '../../errors';

/**
 * The site profile's parser is the rules package's (packages/rules/src/site/site-input.ts: the
 * vocabularies, the messages, the canonical query), shared with the offline copy; here a bad value
 * becomes the server's ValidationError (REST 400, GraphQL BAD_USER_INPUT) with the same message.
 */
export {
  GOAL_LABELS,
  GOALS,
  SITE_RESULTS_PER_PAGE_DEFAULT,
  SITE_RESULTS_PER_PAGE_MAX,
  siteToQuery,
  SOIL_CHOICES,
  SOIL_LABELS,
  STRIP_WIDTH_MAX,
  SUN_CHOICES,
  SUN_LABELS,
  WATER_CHOICES,
  WATER_LABELS,
} from '@selectree/rules';
export type { Goal, RawSite, SiteInput, SitePage, Soil, Sun, Water } from '@selectree/rules';

function validated<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof SiteInputError)) throw error;
    throw new ValidationError(error.message, [{ field: error.field, message: error.detail }]);
  }
}

/** The site parameters (REST query, GraphQL input): normalised, or the ValidationError naming the field. */
export const parseSiteInput = (raw: RawSite): SiteInput => validated(() => parseSite(raw));
export const parseSitePage = (raw: RawSite): SitePage => validated(() => parsePage(raw));
