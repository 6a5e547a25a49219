import { describe, expect, it } from 'vitest';
import { feetRange, growthRateText, plantingAreaText, type LengthDisplay } from './catalogue-labels';
import { stripWidthFeet, stripWidthShown } from './strip-width';
import { siteInWords } from './site-words';

const metric: LengthDisplay = { units: 'metric', locale: 'en' };
const metricEs: LengthDisplay = { units: 'metric', locale: 'es' };

describe('lengths in the units shown (issue 28.5)', () => {
  it('heights and widths: feet as stored by default, metres (one decimal below 10 m) in metric', () => {
    expect(feetRange(30, 70)).toBe('30 to 70 ft');
    expect(feetRange(30, 70, { units: 'imperial', locale: 'es' })).toBe('30 to 70 ft');
    expect(feetRange(30, 70, metric)).toBe('9.1 to 21 m');
    expect(feetRange(25, 25, metric)).toBe('7.6 m');
    expect(feetRange(null, 40, metric)).toBe('12 m');
    expect(feetRange(null, null, metric)).toBeNull();
  });

  it('a decimal comma in Spanish', () => {
    expect(feetRange(30, 70, metricEs)).toBe('9,1 to 21 m');
    expect(feetRange(25, null, metricEs)).toBe('7,6 m');
  });

  it('growth per year in centimetres (the speed still by the stored inches), the truncated value too', () => {
    expect(growthRateText(12, 24)).toBe('12 to 24 in/yr (Slow to Moderate)');
    expect(growthRateText(12, 24, metric)).toBe('30 to 61 cm/yr (Slow to Moderate)');
    expect(growthRateText(36, 127, metric)).toBe('91 to more than 91 cm/yr (Fast)');
  });

  it('the planting strip width as stored in feet, in metres', () => {
    expect(plantingAreaText('2 to 4')).toBe('2 to 4 ft wide');
    expect(plantingAreaText('2 to 4', metric)).toBe('0.6 to 1.2 m wide');
    expect(plantingAreaText('>7', metric)).toBe('More than 2.1 m wide');
    expect(plantingAreaText('4 to 7', metricEs)).toBe('1,2 to 2,1 m wide');
  });
});

describe("the site form's strip width in metres (issue 28.5)", () => {
  it('shows the feet the address holds in metres, and turns typed metres back into feet', () => {
    expect(stripWidthShown('6.6', 'metric')).toBe('2');
    expect(stripWidthShown('4', 'metric')).toBe('1.2');
    expect(stripWidthShown('4', 'imperial')).toBe('4');
    expect(stripWidthShown('', 'metric')).toBe('');
    expect(stripWidthFeet('2', 'metric')).toBe('6.6');
    expect(stripWidthFeet('1,5', 'metric')).toBe('4.9');
    expect(stripWidthFeet('2', 'imperial')).toBe('2');
    expect(stripWidthFeet('', 'metric')).toBe('');
    expect(stripWidthFeet('wide', 'metric')).toBe('wide');
  });
});

describe('a site in words, its strip width in the units shown (issue 28.5)', () => {
  it('feet by default, metres in metric, with the decimal comma in Spanish', () => {
    expect(siteInWords('strip_width=6.6', null, { withZip: false })).toBe('6.6 ft planting strip');
    expect(siteInWords('strip_width=6.6', null, { withZip: false, lengths: metric })).toBe('2 m planting strip');
    expect(siteInWords('strip_width=4', null, { withZip: false, lengths: metricEs })).toBe('1,2 m planting strip');
  });
});
