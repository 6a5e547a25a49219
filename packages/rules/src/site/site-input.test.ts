import { parseSiteInput, SiteInputError, stripWidthProblem, sunsetZoneOf, STRIP_WIDTH_MAX } from './site-input';

/** The message the parser refuses a site with (the server's 400 / BAD_USER_INPUT says the same). */
function refusal(raw: Record<string, unknown>): string {
  try {
    parseSiteInput(raw);
  } catch (error) {
    if (error instanceof SiteInputError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('the strip width rule (the parser and the site form share it)', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['open', null],
    ['Open', null],
    ['4', null],
    [' 2.5 ', null],
    [String(STRIP_WIDTH_MAX), null],
    ['abc', 'not_a_number'],
    ['4,5', 'not_a_number'],
    ['4 ft', 'not_a_number'],
    ['.5', 'not_a_number'],
    ['-5', 'not_positive'],
    ['0', 'not_positive'],
    ['0.0', 'not_positive'],
    ['100.1', 'too_wide'],
    ['500', 'too_wide'],
  ])('"%s": %s', (typed, problem) => {
    expect(stripWidthProblem(typed)).toBe(problem);
  });

  it('the API keeps its words for each problem, after the field’s name', () => {
    expect(refusal({ zip: '95616', strip_width: 'abc' })).toBe(
      'strip_width: must be a number of feet or "open", not "abc"',
    );
    expect(refusal({ zip: '95616', strip_width: '-5' })).toBe('strip_width: must be more than 0 feet');
    expect(refusal({ zip: '95616', strip_width: '0' })).toBe('strip_width: must be more than 0 feet');
    expect(refusal({ zip: '95616', strip_width: '101' })).toBe('strip_width: must be at most 100 feet (or "open")');
  });

  it('a width the rule allows is the site’s, in feet; blank or "open" is open ground', () => {
    expect(parseSiteInput({ zip: '95616', strip_width: ' 2.5 ' }).stripWidth).toBe(2.5);
    expect(parseSiteInput({ zip: '95616', strip_width: 4 }).stripWidth).toBe(4);
    expect(parseSiteInput({ zip: '95616', strip_width: 'OPEN' }).stripWidth).toBeNull();
    expect(parseSiteInput({ zip: '95616', strip_width: '' }).stripWidth).toBeNull();
    expect(parseSiteInput({ zip: '95616' }).stripWidth).toBeNull();
  });
});

describe('Sunset zones as typed', () => {
  it('are the vocabulary’s, in its spelling', () => {
    expect(sunsetZoneOf('9')).toBe('9');
    expect(sunsetZoneOf(' h1 ')).toBe('H1');
    expect(sunsetZoneOf('24')).toBe('24');
    expect(sunsetZoneOf('25')).toBeUndefined();
    expect(sunsetZoneOf('H3')).toBeUndefined();
    expect(sunsetZoneOf('09')).toBeUndefined();
  });

  it('the parser refuses the others with the same words as before', () => {
    expect(parseSiteInput({ zip: '95616', sunset: 'h2' }).sunset).toBe('H2');
    expect(refusal({ zip: '95616', sunset: '25' })).toBe('sunset: unknown Sunset zone "25": use 1-24, H1 or H2');
  });
});
