import { describe, expect, it } from 'vitest';
import { EMPTY_SITE, SITE_ADDRESS_WORDS, readSite, siteQueryOf, type SiteForm } from './site-url';

/**
 * The address the page writes is the server's canonical site query (services/site/site-input.ts:
 * parseSiteInput then siteToQuery), so a shared link, a saved site and the REST call are one text.
 * This test holds the two together.
 */
const SERVER_SITE_INPUT = new URL('../../../server/src/services/site/site-input.ts', import.meta.url).pathname;

type Server = {
  parseSiteInput: (raw: Record<string, unknown>) => unknown;
  siteToQuery: (site: unknown) => string;
  GOALS: readonly string[];
  SUN_CHOICES: Record<string, number>;
  WATER_CHOICES: readonly string[];
  SOIL_CHOICES: readonly string[];
};

const SITES: SiteForm[] = [
  { ...EMPTY_SITE, zip: '95616' },
  { ...EMPTY_SITE, zip: '95616', stripWidth: '4', overheadWires: true, sun: 'full', water: 'M', goals: ['shade'] },
  {
    region: 'pacificislands',
    zip: '96813',
    sunset: 'H2',
    stripWidth: '7.5',
    overheadWires: true,
    sun: 'shade',
    water: 'VL',
    soil: 'sand',
    goals: ['shade', 'flowers', 'native', 'strong_branches'],
    includeInvasive: true,
  },
];

describe('the page’s site address is the server’s canonical query', () => {
  it.each(SITES)('site %#', async (site) => {
    const server = (await import(/* @vite-ignore */ SERVER_SITE_INPUT)) as Server;
    const query = siteQueryOf(site);
    const canonical = server.siteToQuery(server.parseSiteInput(Object.fromEntries(new URLSearchParams(query))));
    expect(query).toBe(canonical);
    expect(siteQueryOf(readSite(new URLSearchParams(canonical)))).toBe(canonical);
  });
});

describe('the words the page reads from an address are the server’s', () => {
  it('sun, water and soil', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_SITE_INPUT)) as Server;
    expect(SITE_ADDRESS_WORDS.sun).toEqual(Object.keys(server.SUN_CHOICES));
    expect(SITE_ADDRESS_WORDS.water).toEqual(server.WATER_CHOICES);
    expect(SITE_ADDRESS_WORDS.soil).toEqual(server.SOIL_CHOICES);
  });
});
