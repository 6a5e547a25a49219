import { describe, expect, it } from 'vitest';
import { EMPTY_SITE, isSiteReady, readSite, siteQueryOf, type SiteForm } from './site-url';
import { siteInputOf } from './site-input';

const FULL: SiteForm = {
  region: 'pacificislands',
  zip: '96813',
  sunset: 'H1',
  stripWidth: '4.5',
  overheadWires: true,
  sun: 'partial',
  water: 'L',
  soil: 'clay',
  goals: ['shade', 'native'],
  includeInvasive: true,
};

describe('a site in the address', () => {
  it('writes every input and reads it back unchanged', () => {
    const query = siteQueryOf(FULL);
    expect(query).toBe(
      'region=pacificislands&zip=96813&sunset=H1&strip_width=4.5&overhead_wires=1&sun=partial&water=L&soil=clay&goals=shade%2Cnative&include_invasive=1',
    );
    expect(readSite(new URLSearchParams(query))).toEqual(FULL);
  });

  it('writes open ground as strip_width=open and leaves unset inputs out', () => {
    const site = { ...EMPTY_SITE, zip: '95616' };
    expect(siteQueryOf(site)).toBe('zip=95616&strip_width=open');
    expect(readSite(new URLSearchParams('zip=95616&strip_width=open'))).toEqual(site);
  });

  it('reads an address with words it does not know as empty inputs (the server names bad ones)', () => {
    const site = readSite(
      new URLSearchParams('zip=95616&sun=dusk&water=lots&soil=rock&region=mars&goals=shade,,shade'),
    );
    expect(site).toEqual({ ...EMPTY_SITE, zip: '95616', goals: ['shade'] });
  });

  it('is ready to search once the ZIP code is five digits', () => {
    expect(isSiteReady({ ...EMPTY_SITE, zip: '9561' })).toBe(false);
    expect(isSiteReady({ ...EMPTY_SITE, zip: '95616' })).toBe(true);
  });

  it('sends GraphQL the same words', () => {
    expect(siteInputOf(FULL)).toEqual({
      zip: '96813',
      region: 'pacificislands',
      sunset: 'H1',
      stripWidth: '4.5',
      overheadWires: true,
      sun: 'partial',
      water: 'L',
      soil: 'clay',
      goals: ['shade', 'native'],
      includeInvasive: true,
    });
    expect(siteInputOf({ ...EMPTY_SITE, zip: '95616' })).toMatchObject({ stripWidth: 'open', sun: null, goals: [] });
  });
});
