/**
 * The site form's errors, each shown next to its field (Mantine's input `error`), in the page's
 * language and units, never as the API's "strip_width: …" text. What the visitor types is checked
 * as it is typed with the rules the server's parser applies (`@selectree/rules`' site input: the
 * one copy), so a site the server would refuse is not asked for; what only the server knows (the
 * ZIP table) comes from the ZIP's lookup and from the server's field errors.
 */
import 'virtual:icu-messages/site';
import {
  LENGTH_SYMBOL,
  STRIP_WIDTH_MAX,
  stripWidthProblem,
  sunsetZoneOf,
  type StripWidthProblem,
} from '@selectree/rules';
import type { MessageKey, Translate } from '@/i18n/i18n';
import { lengthText, type LengthDisplay } from '@/lib/catalogue-labels';
import { isSiteReady, type SiteForm } from '@/lib/site-url';

/** The typed fields of the form an error is shown next to. */
export type SiteField = 'zip' | 'sunset' | 'stripWidth';
export type SiteFieldErrors = Partial<Record<SiteField, string>>;
export const SITE_FIELDS: readonly SiteField[] = ['zip', 'sunset', 'stripWidth'];
/** The server's names of those fields (its REST parameters, in a refusal's fieldErrors) that differ. */
export const SITE_FIELD_NAMES: Partial<Record<string, SiteField>> = { strip_width: 'stripWidth' };

/** What the shared rules refuse in the typed fields (the ZIP's five digits: isSiteReady). */
export type SiteFormProblems = { sunset?: 'unknown'; stripWidth?: StripWidthProblem };

export function siteFormProblems(site: SiteForm): SiteFormProblems {
  const problems: SiteFormProblems = {};
  const sunset = site.sunset.trim();
  if (sunset && !sunsetZoneOf(sunset)) problems.sunset = 'unknown';
  // The address's feet (a width typed in metres is converted; what is not a positive number comes as typed).
  const strip = stripWidthProblem(site.stripWidth);
  if (strip) problems.stripWidth = strip;
  return problems;
}

/** A site to ask the server about: a five-digit ZIP and nothing the rules refuse. */
export const isSiteSearchable = (site: SiteForm) =>
  isSiteReady(site) && Object.keys(siteFormProblems(site)).length === 0;

const STRIP_WIDTH_KEYS: Record<StripWidthProblem, MessageKey> = {
  not_a_number: 'site.form.stripNotNumber',
  not_positive: 'site.form.stripNotPositive',
  too_wide: 'site.form.stripTooWide',
};

type FieldErrorSources = {
  site: SiteForm;
  /** The ZIP's lookup found no USDA zone for it. */
  zipMissing: boolean;
  /** The server's refusal of the site in the form, by field, in the page's language. */
  refused: SiteFieldErrors;
  t: Translate;
  lengths: LengthDisplay;
};

/** Each field's error, worded: the rules' own first, then the ZIP's lookup, then the server's. */
export function siteFieldErrors({ site, zipMissing, refused, t, lengths }: FieldErrorSources): SiteFieldErrors {
  const problems = siteFormProblems(site);
  const errors: SiteFieldErrors = { ...refused };
  if (isSiteReady(site) && zipMissing) errors.zip = t('site.zip.missing', { zip: site.zip.trim() });
  if (problems.sunset) errors.sunset = t('site.form.sunsetUnknown', { zone: site.sunset.trim() });
  if (problems.stripWidth)
    errors.stripWidth = t(STRIP_WIDTH_KEYS[problems.stripWidth], {
      max: lengthText(STRIP_WIDTH_MAX, lengths),
      symbol: LENGTH_SYMBOL[lengths.units],
    });
  return errors;
}
