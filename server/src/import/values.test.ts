import {
  isInvalid,
  parseClimateRegions,
  parseFlag,
  parseSunsetZones,
  splitNameList,
  parseUsdaZones,
  parseWholeNumber,
  splitPhotoLocations,
} from './values';

describe('cell parsers', () => {
  it('parses whole numbers', () => {
    expect(parseWholeNumber('40')).toBe(40);
    expect(parseWholeNumber(' 3.0 ')).toBe(3);
    expect(parseWholeNumber('')).toBeNull();
    expect(isInvalid(parseWholeNumber('tall'))).toBe(true);
    expect(isInvalid(parseWholeNumber('2.5'))).toBe(true);
  });

  it('parses flags: empty is unknown, never false', () => {
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag('Yes')).toBe(true);
    expect(parseFlag('')).toBeNull();
    expect(isInvalid(parseFlag('maybe'))).toBe(true);
  });

  it('parses USDA zones as exact sorted numbers', () => {
    expect(parseUsdaZones('8,7,9,10,7')).toEqual({ zones: [7, 8, 9, 10], invalid: [], outsideWest: [] });
    expect(parseUsdaZones('10b, 14, x')).toEqual({ zones: [10], invalid: ['14', 'x'], outsideWest: [] });
  });

  it('parses Sunset zones with H1/H2 last and flags zones outside the West', () => {
    expect(parseSunsetZones('H2,h1,16,3,15')).toEqual({
      zones: ['3', '15', '16', 'H1', 'H2'],
      invalid: [],
      outsideWest: [],
    });
    expect(parseSunsetZones('3,26,H3,0')).toEqual({ zones: ['3', '26'], invalid: ['H3', '0'], outsideWest: ['26'] });
  });

  it('maps climate-adapted regions by slug or name', () => {
    expect(parseClimateRegions('Inland Empire, northern-california-coast,Southwest Deserts,Mars')).toEqual({
      regions: ['inland-empire', 'northern-california-coast', 'southern-desert'],
      invalid: ['Mars'],
    });
  });

  it('splits photo locations after region codes only', () => {
    expect(
      splitPhotoLocations(
        'Kwantlen Polytechnic University, Langley, B.C., Grand Canyon, AZ, Regional Parks Botanic Garden, Tilden Regional Park - Berkeley, CA, Finch Arboretum - Spokane, WA and Hoyt Arboretum - Portland, OR',
      ),
    ).toEqual([
      'Kwantlen Polytechnic University, Langley, B.C.',
      'Grand Canyon, AZ',
      'Regional Parks Botanic Garden, Tilden Regional Park - Berkeley, CA',
      'Finch Arboretum - Spokane, WA',
      'Hoyt Arboretum - Portland, OR',
    ]);
    expect(
      splitPhotoLocations(
        'Longwood Gardens - Kennette Square, PA, Matt and Erin Pritchard House - HI and Arnold Arboretum - Boston, MA.',
      ),
    ).toEqual([
      'Longwood Gardens - Kennette Square, PA',
      'Matt and Erin Pritchard House - HI',
      'Arnold Arboretum - Boston, MA',
    ]);
    expect(splitPhotoLocations('Hawaiian Islands')).toEqual(['Hawaiian Islands']);
    expect(splitPhotoLocations('')).toEqual([]);
  });
});

describe('splitNameList (names that hold a comma, as the download quotes them)', () => {
  it('reads a quoted name as one, a doubled quote as a quote, and is splitList without quotes', () => {
    expect(splitNameList('"Ash-leaved Maple, Box-elder",Boxelder, Manitoba Maple')).toEqual([
      'Ash-leaved Maple, Box-elder',
      'Boxelder',
      'Manitoba Maple',
    ]);
    expect(splitNameList('"The ""Big"" Tree, Old",x')).toEqual(['The "Big" Tree, Old', 'x']);
    expect(splitNameList('a, b ,,c')).toEqual(['a', 'b', 'c']);
    expect(splitNameList('"unclosed, name')).toEqual(['unclosed, name']);
    expect(splitNameList('')).toEqual([]);
  });
});
