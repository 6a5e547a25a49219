import { ValidationError } from '../../../errors';
import { parseFilterData, parseSearchPage } from '../../search.service';

/** The filter and page parsers: every problem refused with the spec's wording, as field errors. */
function refusal(parse: () => unknown): ValidationError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('parseFilterData', () => {
  it.each([
    ['not JSON', '{oops', 'filterData is not valid JSON'],
    ['a JSON array', '[1,2]', 'filterData must be a JSON object'],
    ['a JSON string', '"ca_native"', 'filterData must be a JSON object'],
    ['an unknown key', '{"ca_native":[true],"color":"red"}', 'color: Unknown filter "color".'],
    ['a prototype key', '{"__proto__":{"x":1}}', '__proto__: Unknown filter "__proto__".'],
    ['a word for a height', '{"minTreeHeight":"tall"}', 'minTreeHeight: Should be an integer.'],
    ['a fraction', '{"maxTreeHeight":12.5}', 'maxTreeHeight: Should be an integer.'],
    ['a height too high', '{"maxTreeHeight":150}', 'maxTreeHeight: Max value is 100'],
    ['a width too high', '{"maxTreeCanopyWidth":80}', 'maxTreeCanopyWidth: Max value is 75'],
    ['a negative width', '{"minTreeCanopyWidth":-5}', 'minTreeCanopyWidth: Min value is 0'],
    [
      'crossed sliders',
      '{"minTreeHeight":50,"maxTreeHeight":25}',
      'minTreeHeight: The minimum height cannot be greater than the maximum height.',
    ],
    ['an object value', '{"tree_shape":{"a":1}}', 'tree_shape: Should be a value or a list of values.'],
    ['a nested list', '{"flower_color":[["Red"]]}', 'flower_color: Should be a value or a list of values.'],
    ['a colour outside the vocabulary', '{"flower_color":["Plaid"]}', 'flower_color: "Plaid" is not one of: '],
    ['a USDA zone outside 1-13', '{"usda_zones":[15]}', 'usda_zones: "15" is not one of: '],
    ['a Sunset zone outside the West', '{"sunset_climate_zone":["30"]}', 'sunset_climate_zone: "30" is not one of: '],
    ['a boolean that is not yes/no', '{"ca_native":["maybe"]}', 'ca_native: "maybe" is not yes or no.'],
    [
      'an SQL fragment as a value',
      `{"leaf_form":"Simple' OR '1'='1"}`,
      `leaf_form: "Simple' OR '1'='1" is not one of: `,
    ],
    ['a short ZIP code', '{"zip_code":"9561"}', 'Error please enter a valid Californian zip code!'],
    ['a ZIP code outside California', '{"zip_code":"10001"}', 'Error please enter a valid Californian zip code!'],
    ['two ZIP codes', '{"zip_code":["95616","95618"]}', 'zip_code: Only one ZIP code can be searched at a time.'],
    [
      'climate adapted without its ZIP code',
      '{"climate_adapted":[true]}',
      'Climate Adapted selected. Please fill out the adapted zip code to search.',
    ],
    [
      'a bad adapted ZIP code',
      '{"climate_adapted":[true],"adapted_zip_code":"abc"}',
      'Error please enter a valid Californian zip code!',
    ],
    [
      'a ZIP code with a USDA zone',
      '{"zip_code":"95616","usda_zones":[9]}',
      'ZIP code, USDA zone, Sunset zone and climate region cannot be combined: choose only one of them.',
    ],
    [
      'a Sunset zone with a climate region',
      '{"sunset_climate_zone":["14"],"climate_region":["inland-empire"]}',
      'ZIP code, USDA zone, Sunset zone and climate region cannot be combined: choose only one of them.',
    ],
    [
      'climate adapted with a USDA zone',
      '{"climate_adapted":[true],"adapted_zip_code":"95616","usda_zones":[9]}',
      'Climate Adapted searches use the adapted zip code: clear the ZIP code, USDA zone, Sunset zone and climate region.',
    ],
    ['a search term that is not text', '{"searchTerm":42}', 'searchTerm: Should be text.'],
    [
      'an unknown region',
      '{"region":"mars"}',
      'region: Unknown region "mars": use "all" (California) or "pacificislands"',
    ],
  ])('refuses %s', (_what, filterData, message) => {
    const error = refusal(() => parseFilterData(filterData));
    expect(error.message.startsWith(message)).toBe(true);
    expect(error.fieldErrors.length).toBeGreaterThan(0);
  });

  it('refuses a repeated parameter', () => {
    expect(refusal(() => parseFilterData(['a', 'b'])).message).toBe('filterData must be given once, as a JSON object');
  });

  it('lists every problem of a filter as field errors', () => {
    const error = refusal(() =>
      parseFilterData(JSON.stringify({ minTreeHeight: 'x', flower_color: ['Plaid'], bogus: 1 })),
    );
    expect(error.fieldErrors.map((e) => e.field).sort()).toEqual(['bogus', 'flower_color', 'minTreeHeight']);
  });

  it('takes an absent or blank parameter for no filters', () => {
    expect(parseFilterData(undefined)).toEqual(parseFilterData('{}'));
    expect(parseFilterData('')).toEqual(parseFilterData('{}'));
  });
});

describe('parseSearchPage', () => {
  it.each([
    [{ activePage: '0' }, 'activePage must be a whole number from 1 to 10000'],
    [{ activePage: '-1' }, 'activePage must be a whole number from 1 to 10000'],
    [{ activePage: '1.5' }, 'activePage must be a whole number from 1 to 10000'],
    [{ resultsPerPage: '1000' }, 'resultsPerPage must be 30, 50 or 100'],
    [{ resultsPerPage: '10' }, 'resultsPerPage must be 30, 50 or 100'],
    [{ sort: '5' }, 'sort must be 1, 2, 3 or 4'],
    [{ sort: '0' }, 'sort must be 1, 2, 3 or 4'],
    [{ sort: '1; DROP TABLE trees' }, 'sort must be 1, 2, 3 or 4'],
  ])('refuses %j', (raw, message) => {
    expect(refusal(() => parseSearchPage(raw)).message).toBe(message);
  });

  it('defaults to the first page of 30 by scientific name', () => {
    expect(parseSearchPage({})).toEqual({ activePage: 1, resultsPerPage: 30, sort: 1 });
  });
});
