import { readSite, type SiteForm } from './site-url';

/** GraphQL's SiteInput (schema.graphql), as the site and list screens send it. */
export interface SiteInput {
  zip: string;
  region: string | null;
  sunset: string | null;
  stripWidth: string;
  overheadWires: boolean;
  sun: string | null;
  water: string | null;
  soil: string | null;
  goals: string[];
  includeInvasive: boolean;
}

/**
 * A site as GraphQL's SiteInput: the same words as the address (the server's one parser reads
 * both and answers bad values with a message naming the field).
 */
export function siteInputOf(site: SiteForm): SiteInput {
  return {
    zip: site.zip.trim(),
    region: site.region || null,
    sunset: site.sunset.trim() || null,
    stripWidth: site.stripWidth.trim() || 'open',
    overheadWires: site.overheadWires,
    sun: site.sun || null,
    water: site.water || null,
    soil: site.soil || null,
    goals: site.goals,
    includeInvasive: site.includeInvasive,
  };
}

export const siteInputOfQuery = (siteQuery: string): SiteInput => siteInputOf(readSite(new URLSearchParams(siteQuery)));
