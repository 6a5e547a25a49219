import { describe, expect, it } from 'vitest';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { compareSections } from './compare-rows';
import { compareTree } from './testing/compare-fixtures';

const rowsOf = (trees: Parameters<typeof compareSections>[0]) =>
  Object.fromEntries(compareSections(trees).flatMap((section) => section.rows.map((row) => [row.key, row])));

describe('compareSections', () => {
  it('covers names, size, shape, foliage, growth, water, zones, site and considerations', () => {
    const sections = compareSections([compareTree(1, 'A a'), compareTree(2, 'B b')]);
    expect(sections.map((section) => section.title)).toEqual([
      'Names',
      'Size and form',
      'Water and climate',
      'Site conditions',
      'Considerations',
    ]);
    expect(Object.keys(rowsOf([compareTree(1, 'A a')]))).toEqual(
      expect.arrayContaining([
        'height',
        'width',
        'treeShapes',
        'foliageType',
        'growthRate',
        'waterUse',
        'usdaZones',
        'sunsetZones',
        'exposure',
        'soilTextures',
        'rootDamage',
        'branchStrength',
      ]),
    );
  });

  it('marks a row as differing when any two trees differ, and formats the values', () => {
    const rows = rowsOf([
      compareTree(1, 'Quercus agrifolia', { heightHigh: 70, waterUse: 'VL' }),
      compareTree(2, 'Sequoia sempervirens', { heightHigh: 100, waterUse: 'VL' }),
      compareTree(3, 'Ginkgo biloba', { heightHigh: 70, waterUse: 'VL' }),
    ]);
    expect(rows.height).toMatchObject({ values: ['30 to 70 ft', '30 to 100 ft', '30 to 70 ft'], differs: true });
    expect(rows.waterUse).toMatchObject({ values: ['Very Low', 'Very Low', 'Very Low'], differs: false });
    expect(rows.usdaZones.values).toEqual(['8-10', '8-10', '8-10']);
  });

  it('unknown values are null (no data) and differ from known ones', () => {
    const rows = rowsOf([
      compareTree(1, 'A a', { windResistance: null, deerPalatable: null }),
      compareTree(2, 'B b', { windResistance: null, deerPalatable: false }),
    ]);
    expect(rows.wind).toMatchObject({ values: [null, null], differs: false });
    expect(rows.deerPalatable).toMatchObject({ values: [null, 'No'], differs: true });
  });

  it('in Spanish, the terms are translated and still compared alike (issue 28.3)', async () => {
    await loadCatalogue('es');
    const trees = [
      compareTree(1, 'A a', { waterUse: 'VL', exposureLow: 2, exposureHigh: 3, deerPalatable: true }),
      compareTree(2, 'B b', { waterUse: 'VL', exposureLow: 3, exposureHigh: 3, deerPalatable: false }),
    ];
    const rows = Object.fromEntries(
      compareSections(trees, translatorFor('es')).flatMap((section) => section.rows.map((row) => [row.key, row])),
    );
    expect(rows.waterUse).toMatchObject({ values: ['Muy bajo', 'Muy bajo'], differs: false });
    expect(rows.exposure).toMatchObject({ values: ['Semisombra a Pleno sol', 'Pleno sol'], differs: true });
    expect(rows.deerPalatable).toMatchObject({ values: ['Sí', 'No'], differs: true });
  });
});
