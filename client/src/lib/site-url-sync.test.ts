import * as server from '@selectree/rules';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE, SITE_ADDRESS_WORDS, readSite, siteQueryOf, type SiteForm } from './site-url';

/**
 * The address the page writes is the server's canonical site query (the rules package's
 * site/site-input.ts, which the server parses with: parseSiteInput then siteToQuery), so a shared
 * link, a saved site and the REST call are one text. This test holds the two together.
 */

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
  it.each(SITES)('site %#', (site) => {
    const query = siteQueryOf(site);
    const canonical = server.siteToQuery(server.parseSiteInput(Object.fromEntries(new URLSearchParams(query))));
    expect(query).toBe(canonical);
    expect(siteQueryOf(readSite(new URLSearchParams(canonical)))).toBe(canonical);
  });
});

describe('the words the page reads from an address are the server’s', () => {
  it('sun, water and soil', () => {
    expect(SITE_ADDRESS_WORDS.sun).toEqual(Object.keys(server.SUN_CHOICES));
    expect(SITE_ADDRESS_WORDS.water).toEqual(server.WATER_CHOICES);
    expect(SITE_ADDRESS_WORDS.soil).toEqual(server.SOIL_CHOICES);
  });
});
