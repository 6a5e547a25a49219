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

/**
 * A site in words for people ("ZIP 95616 · Open ground · overhead wires · ranked by shade"), not its
 * raw query: the print page, My Sites and a list's site box all show it so. The strip width is in
 * `lengths`' units (feet by default).
 */
export function siteInWords(
  siteQuery: string,
  labels: SiteWordLabels | null,
  { withZip = true, lengths }: { withZip?: boolean; lengths?: LengthDisplay } = {},
): string {
  const site = readSite(new URLSearchParams(siteQuery));
  const words = withZip && site.zip ? [`ZIP ${site.zip}`] : [];
  words.push(site.stripWidth ? `${stripWords(site.stripWidth, lengths)} planting strip` : 'Open ground');
  if (site.overheadWires) words.push('overhead wires');
  if (site.sunset) words.push(`Sunset zone ${site.sunset}`);
  if (site.sun) words.push(`sun: ${labelOf(labels?.sun, site.sun)}`);
  if (site.water) words.push(`water: ${labelOf(labels?.water, site.water)}`);
  if (site.soil) words.push(`soil: ${labelOf(labels?.soil, site.soil)}`);
  if (site.goals.length) words.push(`ranked by ${site.goals.map((g) => labelOf(labels?.goals, g)).join(', ')}`);
  if (site.includeInvasive) words.push('invasive trees shown');
  return words.join(' · ');
}
