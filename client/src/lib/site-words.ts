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

/**
 * A site in words for people ("ZIP 95616 · Open ground · overhead wires · ranked by shade"), not its
 * raw query: the print page, My Sites and a list's site box all show it so.
 */
export function siteInWords(siteQuery: string, labels: SiteWordLabels | null, { withZip = true } = {}): string {
  const site = readSite(new URLSearchParams(siteQuery));
  const words = withZip && site.zip ? [`ZIP ${site.zip}`] : [];
  words.push(site.stripWidth ? `${site.stripWidth} ft planting strip` : 'Open ground');
  if (site.overheadWires) words.push('overhead wires');
  if (site.sunset) words.push(`Sunset zone ${site.sunset}`);
  if (site.sun) words.push(`sun: ${labelOf(labels?.sun, site.sun)}`);
  if (site.water) words.push(`water: ${labelOf(labels?.water, site.water)}`);
  if (site.soil) words.push(`soil: ${labelOf(labels?.soil, site.soil)}`);
  if (site.goals.length) words.push(`ranked by ${site.goals.map((g) => labelOf(labels?.goals, g)).join(', ')}`);
  if (site.includeInvasive) words.push('invasive trees shown');
  return words.join(' · ');
}
