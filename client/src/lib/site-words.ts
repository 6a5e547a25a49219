import 'virtual:icu-messages/siteWords';
import { translatorFor, type Translate } from '@/i18n/i18n';
import { feetRange, type LengthDisplay } from './catalogue-labels';
import { readSite } from './site-url';

/** A vocabulary word and how the server labels it (GraphQL siteOptions). */
export interface SiteWord {
  value: string;
  label: string;
}

/** The site vocabularies' labels, as the server sends them; null where a screen has not asked. */
export interface SiteWordLabels {
  sun: SiteWord[];
  water: SiteWord[];
  soil: SiteWord[];
  goals: SiteWord[];
}

/** A word's label from the server's list; without the list, the word itself ("fall_colour" → "fall colour"). */
const labelOf = (words: SiteWord[] | undefined, value: string) =>
  (words?.find((w) => w.value === value)?.label ?? value.replace(/_/g, ' ')).toLowerCase();

/** A strip width as the address holds it (feet), in the units shown ("6.6" reads "2 m" in metric). */
function stripWords(feet: string, lengths?: LengthDisplay): string {
  const width = Number(feet);
  return Number.isFinite(width) && width > 0 ? (feetRange(width, null, lengths) ?? feet) : `${feet} ft`;
}

type SitePhrases = {
  zip: (zip: string) => string;
  strip: (width: string) => string;
  open: () => string;
  wires: () => string;
  sunset: (zone: string) => string;
  sun: (value: string) => string;
  water: (value: string) => string;
  soil: (value: string) => string;
  goals: (goals: string) => string;
  invasive: () => string;
};
/** The phrases in `t`'s language (the `siteWords` messages: a small namespace, as a list page shows them). */
const phrasesOf = (t: Translate): SitePhrases => ({
  zip: (zip) => t('siteWords.zip', { zip }),
  strip: (width) => t('siteWords.strip', { width }),
  open: () => t('siteWords.open'),
  wires: () => t('siteWords.wires'),
  sunset: (zone) => t('siteWords.sunset', { zone }),
  sun: (value) => t('siteWords.sun', { value }),
  water: (value) => t('siteWords.water', { value }),
  soil: (value) => t('siteWords.soil', { value }),
  goals: (goals) => t('siteWords.goals', { goals }),
  invasive: () => t('siteWords.invasive'),
});

/**
 * A site in words for people ("ZIP 95616 · Open ground · overhead wires · ranked by shade"), not its
 * raw query: the print page, My Sites and a list's site box all show it so. The strip width is in
 * `lengths`' units (feet by default); the words in `t`'s language (English without it), the
 * choices as `labels` give them.
 */
export function siteInWords(
  siteQuery: string,
  labels: SiteWordLabels | null,
  { withZip = true, lengths, t }: { withZip?: boolean; lengths?: LengthDisplay; t?: Translate } = {},
): string {
  const site = readSite(new URLSearchParams(siteQuery));
  // Without a translator: English, the `siteWords` messages' own.
  const say = phrasesOf(t ?? translatorFor('en'));
  const words = withZip && site.zip ? [say.zip(site.zip)] : [];
  words.push(site.stripWidth ? say.strip(stripWords(site.stripWidth, lengths)) : say.open());
  if (site.overheadWires) words.push(say.wires());
  if (site.sunset) words.push(say.sunset(site.sunset));
  if (site.sun) words.push(say.sun(labelOf(labels?.sun, site.sun)));
  if (site.water) words.push(say.water(labelOf(labels?.water, site.water)));
  if (site.soil) words.push(say.soil(labelOf(labels?.soil, site.soil)));
  if (site.goals.length) words.push(say.goals(site.goals.map((g) => labelOf(labels?.goals, g)).join(', ')));
  if (site.includeInvasive) words.push(say.invasive());
  return words.join(' · ');
}
