import { describe, expect, it } from 'vitest';
import { parseFilterData, readSearchFilter, serializeFilter, toFilterInput, type SearchFilter } from './search-filter';
import {
  characteristicsResultsHref,
  DEFAULT_OPTIONS,
  nameResultsHref,
  parseOptionsHash,
  parseResultsLocation,
  serializeOptionsHash,
  withOptions,
} from './search-url';

/** Splits an href into what useLocation() gives the results page. */
const locationOf = (href: string) => {
  const url = new URL(href, 'http://selectree.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('results URL: options in the hash', () => {
  it('reads activePage, resultsPerPage, sort and searchTerm', () => {
    expect(parseOptionsHash('#activePage=3&resultsPerPage=50&sort=4&searchTerm=coast%20live')).toEqual({
      activePage: 3,
      resultsPerPage: 50,
      sort: 4,
      searchTerm: 'coast live',
    });
  });

  it('falls back to page 1, 30 per page and sort 1 for missing or invalid values', () => {
    expect(parseOptionsHash('')).toEqual(DEFAULT_OPTIONS);
    expect(parseOptionsHash('#activePage=0&resultsPerPage=1000&sort=9')).toEqual(DEFAULT_OPTIONS);
    expect(parseOptionsHash('#activePage=-2&resultsPerPage=abc&sort=1.5')).toEqual(DEFAULT_OPTIONS);
    expect(parseOptionsHash('#activePage=2;drop table&resultsPerPage=30')).toEqual(DEFAULT_OPTIONS);
  });

  it('writes them in the legacy order, spaces as %20', () => {
    expect(serializeOptionsHash({ activePage: 2, resultsPerPage: 100, sort: 3, searchTerm: 'live oak' })).toBe(
      'activePage=2&resultsPerPage=100&sort=3&searchTerm=live%20oak',
    );
  });

  it('keeps a region extension, in the legacy region names', () => {
    expect(parseOptionsHash('#region=pacificislands').region).toBe('pacificislands');
    expect(parseOptionsHash('#region=PACIFIC_ISLANDS').region).toBe('pacificislands');
    expect(parseOptionsHash('#region=mars').region).toBeUndefined();
  });
});

describe('results URL: what it asks for', () => {
  it('a term without filterData is a name search', () => {
    const href = nameResultsHref('  coast live ', 'PACIFIC_ISLANDS', { ...DEFAULT_OPTIONS, sort: 3 });
    expect(href).toBe(
      '/search-results#activePage=1&resultsPerPage=30&sort=3&searchTerm=coast%20live&region=pacificislands',
    );
    const { search, hash } = locationOf(href);
    expect(parseResultsLocation(search, hash)).toEqual({
      kind: 'name',
      term: 'coast live',
      region: 'PACIFIC_ISLANDS',
      options: { activePage: 1, resultsPerPage: 30, sort: 3, searchTerm: 'coast live', region: 'pacificislands' },
    });
  });

  it('filterData is a search by characteristics, and survives the round trip', () => {
    const filter: SearchFilter = {
      region: 'pacificislands',
      minTreeHeight: 25,
      maxTreeHeight: 75,
      flower_color: ['Red', 'Yellow'],
      hi_native: [true],
      usda_zones: [11],
      sun_exposure: [3],
      planting_area: 2,
      searchTerm: 'koa',
    };
    const href = characteristicsResultsHref(filter, { activePage: 2, resultsPerPage: 50, sort: 2 });
    expect(href.startsWith('/search-results?filterData=')).toBe(true);
    expect(href.endsWith('#activePage=2&resultsPerPage=50&sort=2')).toBe(true);
    const { search, hash } = locationOf(href);
    const request = parseResultsLocation(search, hash);
    expect(request).toMatchObject({ kind: 'characteristics', filter, region: 'PACIFIC_ISLANDS' });
    expect(request.options).toEqual({ activePage: 2, resultsPerPage: 50, sort: 2 });
  });

  it('no filterData and no term: every tree of the current edition', () => {
    expect(parseResultsLocation('', '')).toMatchObject({ kind: 'characteristics', filter: {}, region: null });
  });

  it('filterData that cannot be a filter is reported, not sent', () => {
    expect(parseResultsLocation('?filterData=%7Bnope', '')).toMatchObject({
      kind: 'invalid',
      message: 'The filters in this address are not valid JSON.',
    });
    expect(parseResultsLocation(`?filterData=${encodeURIComponent('[1,2]')}`, '')).toMatchObject({
      kind: 'invalid',
      message: 'The filters should be an object.',
    });
    expect(parseResultsLocation(`?filterData=${encodeURIComponent('{"minTreeHeight":"tall"}')}`, '')).toMatchObject({
      kind: 'invalid',
      message: 'minTreeHeight: Should be an integer.',
    });
  });

  it('another page, size or sort keeps the filters and the term', () => {
    const nameHref = nameResultsHref('oak', 'CALIFORNIA', DEFAULT_OPTIONS);
    const name = locationOf(nameHref);
    expect(
      withOptions(parseResultsLocation(name.search, name.hash), name.search, { ...DEFAULT_OPTIONS, activePage: 2 }),
    ).toBe('/search-results#activePage=2&resultsPerPage=30&sort=1&searchTerm=oak&region=all');

    const filterHref = characteristicsResultsHref({ region: 'all', usda_zones: [9] }, DEFAULT_OPTIONS);
    const chars = locationOf(filterHref);
    const next = withOptions(parseResultsLocation(chars.search, chars.hash), chars.search, {
      ...DEFAULT_OPTIONS,
      resultsPerPage: 100,
    });
    expect(next).toBe(`${filterHref.split('#')[0]}#activePage=1&resultsPerPage=100&sort=1`);
  });
});

describe('filter object (spec §3)', () => {
  it('is serialised with sorted keys, so equal filters give equal URLs', () => {
    expect(serializeFilter({ usda_zones: [9], region: 'all', ca_native: [true] })).toBe(
      '{"ca_native":[true],"region":"all","usda_zones":[9]}',
    );
  });

  it('reads the legacy value spellings of old links and saved searches', () => {
    expect(
      readSearchFilter({
        region: 'all',
        minTreeHeight: '10',
        ca_native: ['Yes'],
        fragrance: '0',
        deer_tolerance: [1, 'no'],
        tree_shape: 'Round',
        usda_zones: ['9', 10],
        planting_area: '4 to 7',
        zip_code: 95616,
        foliage_type: 'Partly Deciduous',
        unknown_key: 'ignored',
      }),
    ).toEqual({
      region: 'all',
      minTreeHeight: 10,
      ca_native: [true],
      fragrance: [false],
      deer_tolerance: [true, false],
      tree_shape: ['Round'],
      usda_zones: [9, 10],
      planting_area: 2,
      zip_code: '95616',
      foliage_type: ['Partly Deciduous'],
    });
  });

  it('planting_area 0 means none', () => {
    expect(readSearchFilter({ planting_area: 0 })).toEqual({});
  });

  it('maps to the GraphQL input with the same meaning', () => {
    expect(
      toFilterInput(
        parseFilterData(
          JSON.stringify({
            region: 'all',
            minTreeHeight: 25,
            maxTreeCanopyWidth: 50,
            fall_color: [true],
            foliage_type: ['Deciduous', 'Partly Deciduous', '3'],
            planting_area: 3,
            sun_exposure: [3, 2],
            climate_region: ['southern-desert'],
            water_use_rating: ['L'],
          }),
        ),
      ),
    ).toEqual({
      minTreeHeight: 25,
      maxTreeCanopyWidth: 50,
      fallColor: [true],
      foliageTypes: ['Deciduous', 'PartlyDeciduous', 'Evergreen'],
      plantingAreas: ['3'],
      sunExposures: ['3', '2'],
      climateRegions: ['southern-desert'],
      waterUseRatings: ['L'],
    });
  });

  it('climate adapted sends the adapted ZIP code; a plain ZIP code goes as zipCode', () => {
    expect(toFilterInput({ climate_adapted: [true], adapted_zip_code: '95616' })).toEqual({
      climateAdapted: true,
      adaptedZipCode: '95616',
    });
    expect(toFilterInput({ zip_code: '95616' })).toEqual({ zipCode: '95616' });
  });
});
