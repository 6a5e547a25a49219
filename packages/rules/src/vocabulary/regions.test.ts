import { regionFromKey, regionKeyOf } from './regions';

describe('regions', () => {
  it('reads the legacy region names and their spellings; anything else is no region', () => {
    const expected: [unknown, string | null][] = [
      ['all', 'CALIFORNIA'],
      ['All Regions', 'CALIFORNIA'],
      ['california', 'CALIFORNIA'],
      ['CA', 'CALIFORNIA'],
      ['pacificislands', 'PACIFIC_ISLANDS'],
      ['pacific-islands', 'PACIFIC_ISLANDS'],
      ['Pacific_Island', 'PACIFIC_ISLANDS'],
      ['PI', 'PACIFIC_ISLANDS'],
      ['hawaii', 'PACIFIC_ISLANDS'],
      ['HAWAII', 'PACIFIC_ISLANDS'],
      ['europe', null],
      ['', null],
      [' ', null],
      ['pacific islands!', null],
      ['constructor', null],
      ['__proto__', null],
      [null, null],
      [7, null],
    ];
    for (const [raw, region] of expected) expect([raw, regionFromKey(raw)]).toEqual([raw, region]);
  });

  it('names each edition by its key', () => {
    expect(regionKeyOf('CALIFORNIA')).toBe('all');
    expect(regionKeyOf('PACIFIC_ISLANDS')).toBe('pacificislands');
  });
});
