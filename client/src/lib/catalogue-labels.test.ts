import { describe, expect, it } from 'vitest';
import {
  feetRange,
  formatZones,
  growthRateText,
  isConifer,
  plantingAreaText,
  scientificNameParts,
  titleCase,
  waterUseLabel,
  yesNo,
} from '@/lib/catalogue-labels';

describe('labels', () => {
  it('reads water use codes as words', () => {
    expect(['VL', 'L', 'M', 'H'].map(waterUseLabel)).toEqual(['Very Low', 'Low', 'Medium', 'High']);
    expect(waterUseLabel(null)).toBeNull();
  });

  it('growth is inches per year with its speed; 127 means faster than 36 in/yr', () => {
    expect(growthRateText(12, 24)).toBe('12 to 24 in/yr (Slow to Moderate)');
    expect(growthRateText(36, 36)).toBe('36 in/yr (Fast)');
    expect(growthRateText(36, 127)).toBe('36 to more than 36 in/yr (Fast)');
    expect(growthRateText(127, 127)).toBe('More than 36 in/yr (Fast)');
    expect(growthRateText(null, 24)).toBe('24 in/yr (Moderate)');
    expect(growthRateText(null, null)).toBeNull();
    expect(growthRateText(0, 0)).toBeNull();
  });

  it('sizes in feet', () => {
    expect(feetRange(30, 70)).toBe('30 to 70 ft');
    expect(feetRange(40, 40)).toBe('40 ft');
    expect(feetRange(null, null)).toBeNull();
  });

  it('collapses zone runs and keeps H1/H2', () => {
    expect(formatZones(['7', '8', '9', '14', '15', '16', 'H1', 'H2'])).toBe('7-9, 14-16, H1, H2');
    expect(formatZones([8, 9, 10])).toBe('8-10');
    expect(formatZones([5, 15])).toBe('5, 15');
    expect(formatZones([])).toBeNull();
  });

  it('an unknown flag is no data, never "No"', () => {
    expect(yesNo(null)).toBeNull();
    expect(yesNo(undefined)).toBeNull();
    expect(yesNo(false)).toBe('No');
    expect(yesNo(true)).toBe('Yes');
  });

  it('planting area in words', () => {
    expect(plantingAreaText('>7')).toBe('More than 7 ft wide');
    expect(plantingAreaText('2 to 4')).toBe('2 to 4 ft wide');
  });

  it('title-cases common names, keeping mixed-case words and ʻokina', () => {
    expect(titleCase('COAST LIVE OAK')).toBe('Coast Live Oak');
    expect(titleCase('TREE OF HEAVEN')).toBe('Tree of Heaven');
    expect(titleCase('ʻŌHIʻA LEHUA')).toBe('ʻŌhiʻa Lehua');
    expect(titleCase('Fort McNair RED HORSECHESTNUT')).toBe('Fort McNair Red Horsechestnut');
  });

  it('conifer families', () => {
    for (const family of [
      'Pinaceae',
      'Cupressaceae',
      'Taxaceae',
      'Araucariaceae',
      'Podocarpaceae',
      'Sciadopityaceae',
      'Taxodiaceae',
    ]) {
      expect(isConifer(family)).toBe(true);
    }
    expect(isConifer('Fagaceae')).toBe(false);
    expect(isConifer(null)).toBe(false);
  });

  it('keeps ×, ranks and cultivars upright in a scientific name', () => {
    expect(scientificNameParts('Platanus × hispanica')).toEqual([
      { text: 'Platanus', italic: true },
      { text: ' ', italic: false },
      { text: '×', italic: false },
      { text: ' ', italic: false },
      { text: 'hispanica', italic: true },
    ]);
    expect(scientificNameParts("Arbutus 'Marina'").map((part) => part.italic)).toEqual([true, false, false]);
    expect(
      scientificNameParts('Prunus ilicifolia subsp. lyonii')
        .filter((part) => part.italic)
        .map((part) => part.text),
    ).toEqual(['Prunus ilicifolia', 'lyonii']);
  });
});
