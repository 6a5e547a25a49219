import { describe, expect, it } from 'vitest';
import { applyRules, emptyValues, fromSearchFilter, toSearchFilter, zoneInUse } from './form-values';

describe('search form rules (spec §4)', () => {
  it('the Pacific Islands edition asks Hawaii native and has no fall colour; California the reverse', () => {
    const values = {
      ...emptyValues(),
      ca_native: ['yes' as const],
      hi_native: ['yes' as const],
      fall_color: ['yes' as const],
    };
    expect(applyRules(values, 'PACIFIC_ISLANDS')).toMatchObject({ ca_native: [], hi_native: ['yes'], fall_color: [] });
    expect(applyRules(values, 'CALIFORNIA')).toMatchObject({ ca_native: ['yes'], hi_native: [], fall_color: ['yes'] });
  });

  it('Deciduous goes when fall colour goes', () => {
    const values = { ...emptyValues(), fall_color: [], foliage_type: ['Deciduous', 'Evergreen'] };
    expect(applyRules(values, 'CALIFORNIA').foliage_type).toEqual(['Evergreen']);
    const withFallColor = { ...values, fall_color: ['yes' as const] };
    expect(applyRules(withFallColor, 'CALIFORNIA').foliage_type).toEqual(['Deciduous', 'Evergreen']);
  });

  it('climate adapted clears the zone fields; unticking it clears the adapted ZIP code', () => {
    const values = {
      ...emptyValues(),
      zip_code: '95616',
      usda_zones: ['9'],
      climate_adapted: true,
      adapted_zip_code: '95814',
    };
    expect(applyRules(values, 'CALIFORNIA')).toMatchObject({
      zip_code: '',
      usda_zones: [],
      sunset_climate_zone: [],
      climate_region: [],
      adapted_zip_code: '95814',
    });
    expect(applyRules({ ...values, climate_adapted: false }, 'CALIFORNIA').adapted_zip_code).toBe('');
  });

  it('the first zone field filled locks the others', () => {
    expect(zoneInUse(emptyValues())).toBeNull();
    expect(zoneInUse({ ...emptyValues(), zip_code: '9' })).toBe('zip_code');
    expect(zoneInUse({ ...emptyValues(), sunset_climate_zone: ['14'] })).toBe('sunset_climate_zone');
    expect(zoneInUse({ ...emptyValues(), climate_region: ['southern-desert'] })).toBe('climate_region');
  });
});

describe('form values <-> filter object', () => {
  it('an untouched form is the edition alone (default ranges are not filters)', () => {
    expect(toSearchFilter(emptyValues(), 'CALIFORNIA')).toEqual({ region: 'all' });
    expect(toSearchFilter(emptyValues(), 'PACIFIC_ISLANDS')).toEqual({ region: 'pacificislands' });
  });

  it('round-trips every field', () => {
    const values = {
      ...emptyValues(),
      searchTerm: 'oak',
      minTreeHeight: '25',
      maxTreeHeight: '75',
      minTreeCanopyWidth: '10',
      maxTreeCanopyWidth: '50',
      tree_shape: ['Round'],
      leaf_form: ['Simple'],
      leaf_arrangement: ['Opposite'],
      foliage_type: ['Deciduous'],
      planting_area: '2',
      fall_color: ['yes' as const],
      ca_native: ['yes' as const, 'no' as const],
      fragrance: ['no' as const],
      deer_tolerance: ['yes' as const],
      utility_friendly: ['yes' as const],
      schoolyard: ['yes' as const],
      shade_tolerant: ['yes' as const],
      flower_color: ['Red'],
      fruit_type: ['Acorn'],
      sunset_climate_zone: ['14'],
      salt_tolerance: ['High'],
      wind_resistance: ['Highest'],
      water_use_rating: ['L'],
      sun_exposure: ['3'],
      utility_precautions: ['low-zone'],
    };
    const filter = toSearchFilter(values, 'CALIFORNIA');
    expect(filter).toEqual({
      region: 'all',
      searchTerm: 'oak',
      minTreeHeight: 25,
      maxTreeHeight: 75,
      minTreeCanopyWidth: 10,
      maxTreeCanopyWidth: 50,
      tree_shape: ['Round'],
      leaf_form: ['Simple'],
      leaf_arrangement: ['Opposite'],
      foliage_type: ['Deciduous'],
      planting_area: 2,
      fall_color: [true],
      ca_native: [true, false],
      fragrance: [false],
      deer_tolerance: [true],
      utility_friendly: [true],
      schoolyard: [true],
      shade_tolerant: [true],
      flower_color: ['Red'],
      fruit_type: ['Acorn'],
      sunset_climate_zone: ['14'],
      salt_tolerance: ['High'],
      wind_resistance: ['Highest'],
      water_use_rating: ['L'],
      sun_exposure: [3],
      utility_precautions: ['low-zone'],
    });
    expect(fromSearchFilter(filter)).toEqual(values);
  });

  it('a ZIP code, or with climate adapted the adapted ZIP code', () => {
    expect(toSearchFilter({ ...emptyValues(), zip_code: '95616' }, 'CALIFORNIA')).toEqual({
      region: 'all',
      zip_code: '95616',
    });
    expect(
      toSearchFilter({ ...emptyValues(), climate_adapted: true, adapted_zip_code: '95616' }, 'CALIFORNIA'),
    ).toEqual({ region: 'all', climate_adapted: [true], adapted_zip_code: '95616' });
    expect(fromSearchFilter({ usda_zones: [9, 10] }).usda_zones).toEqual(['9', '10']);
  });

  it('numbers that are not whole feet are left out of the filter (the form shows the error)', () => {
    expect(toSearchFilter({ ...emptyValues(), minTreeHeight: '2.5', maxTreeHeight: 'x' }, 'CALIFORNIA')).toEqual({
      region: 'all',
    });
  });
});
