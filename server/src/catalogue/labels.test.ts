import { sunsetZones } from '../../test/factories/zones.factory';
import {
  branchStrengthLabel,
  exposureLabel,
  formatZones,
  growthRateLabel,
  rangeLabel,
  soilPhLabel,
  waterUseLabel,
  yesNo,
} from './labels';

describe('labels', () => {
  it('labels coded scales and keeps unknown as null', () => {
    expect(branchStrengthLabel(5)).toBe('Strong');
    expect(exposureLabel(2)).toBe('Partial Shade');
    expect(soilPhLabel(1)).toBe('Very Acidic');
    expect(waterUseLabel('VL')).toBe('Very Low');
    expect(branchStrengthLabel(null)).toBeNull();
    expect(yesNo(null)).toBeNull();
    expect(yesNo(false)).toBe('No');
  });

  it('labels growth rates, 127 as truncated fast', () => {
    expect(growthRateLabel(12)).toBe('Slow');
    expect(growthRateLabel(24)).toBe('Moderate');
    expect(growthRateLabel(36)).toBe('Fast');
    expect(growthRateLabel(127)).toBe('Fast (>36 in/yr)');
  });

  it('formats ranges and zone lists', () => {
    expect(rangeLabel('Low', 'High')).toBe('Low to High');
    expect(rangeLabel('Low', 'Low')).toBe('Low');
    expect(formatZones([...sunsetZones([1, 9], [14, 24]), 'H1', 'H2'])).toBe('1-9, 14-24, H1, H2');
    expect(formatZones([3, 4, 5, 6, 7])).toBe('3-7');
  });
});
