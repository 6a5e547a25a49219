import { chooseUnits, feetOf, formatNumber, lengthIn, smallLengthIn, UNITS_COOKIE } from './units';

describe('units of length (issue 28.5)', () => {
  it('feet as stored; metres to a tenth below 10 m, whole from 10 m', () => {
    expect(lengthIn(70, 'imperial')).toBe(70);
    expect([0, 2, 4, 7, 25, 32, 33, 70, 100, 300].map((feet) => lengthIn(feet, 'metric'))).toEqual([
      0, 0.6, 1.2, 2.1, 7.6, 9.8, 10, 21, 30, 91,
    ]);
  });

  it('inches per year as stored, or whole centimetres', () => {
    expect([12, 24, 36, 127].map((inches) => smallLengthIn(inches, 'imperial'))).toEqual([12, 24, 36, 127]);
    expect([12, 24, 36, 127].map((inches) => smallLengthIn(inches, 'metric'))).toEqual([30, 61, 91, 323]);
  });

  it('a width typed in metres goes back to feet to a tenth; shown again it reads as typed', () => {
    expect(feetOf(2, 'metric')).toBe(6.6);
    expect(feetOf(1.2, 'metric')).toBe(3.9);
    expect(feetOf(8, 'imperial')).toBe(8);
    for (const metres of [0.6, 1.2, 2, 2.5, 3, 5.5, 9.9])
      expect(lengthIn(feetOf(metres, 'metric'), 'metric')).toBe(metres);
  });

  it('numbers in the locale: a decimal comma in Spanish', () => {
    expect(formatNumber(7.6, 'en')).toBe('7.6');
    expect(formatNumber(7.6, 'es')).toBe('7,6');
    expect(formatNumber(21, 'es')).toBe('21');
    // One format per locale, made once: asked again, each locale keeps its own way.
    expect([formatNumber(1234.56, 'en'), formatNumber(1234.56, 'es'), formatNumber(7.6, 'en')]).toEqual([
      '1,234.6',
      '1234,6',
      '7.6',
    ]);
  });

  it('chosen by ?units=, then the cookie, then imperial; anything else is ignored', () => {
    expect(chooseUnits({})).toBe('imperial');
    expect(chooseUnits({ cookie: `a=b; ${UNITS_COOKIE}=metric` })).toBe('metric');
    expect(chooseUnits({ search: '?units=imperial', cookie: `${UNITS_COOKIE}=metric` })).toBe('imperial');
    expect(chooseUnits({ search: '?units=metric' })).toBe('metric');
    expect(chooseUnits({ search: '?units=furlongs', cookie: `${UNITS_COOKIE}=cubits` })).toBe('imperial');
  });
});
