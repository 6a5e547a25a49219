import { sunsetZones } from '../../test/factories/zones.factory';
import { FoliageType, TreeNameKind } from '@selectree/rules';
import { tableFromObjects } from './csv';
import { describeFile, normaliseTreeRow } from './tree-row';

/** Normalises one row given as an object of CSV cells. */
function normalise(cells: Record<string, string>) {
  const table = tableFromObjects([{ tree_id: '7', displayed_scientific_name: 'Quercus agrifolia', ...cells }]);
  return normaliseTreeRow(table.rows[0], describeFile(table.headers));
}
const reasons = (result: ReturnType<typeof normalise>) => result.issues.map((i) => `${i.column}:${i.reason}`);

describe('normaliseTreeRow', () => {
  it('maps foliage type codes, words and "3.0"', () => {
    expect(normalise({ foliage_type: '1' }).tree!.record.foliage_type).toBe(FoliageType.Deciduous);
    expect(normalise({ foliage_type: '2' }).tree!.record.foliage_type).toBe(FoliageType.PartlyDeciduous);
    expect(normalise({ foliage_type: '3' }).tree!.record.foliage_type).toBe(FoliageType.Evergreen);
    expect(normalise({ foliage_type: '3.0' }).tree!.record.foliage_type).toBe(FoliageType.Evergreen);
    expect(normalise({ foliage_type: 'Evergreen' }).tree!.record.foliage_type).toBe(FoliageType.Evergreen);
    expect(normalise({ foliage_type: 'partly deciduous' }).tree!.record.foliage_type).toBe(FoliageType.PartlyDeciduous);
    expect(normalise({ foliage_type: 'Semi-evergreen' }).tree!.record.foliage_type).toBe(FoliageType.PartlyDeciduous);
    expect(normalise({ foliage_type: '' }).tree!.record.foliage_type).toBeNull();
  });

  it('never maps foliage code 0 to Evergreen: unknown, with an issue (and the fall-colour hint)', () => {
    const result = normalise({ foliage_type: '0', foliage_fall_color: '1' });
    expect(result.tree!.record.foliage_type).toBeNull();
    expect(result.issues).toEqual([
      expect.objectContaining({
        row: 2,
        treeId: 7,
        column: 'foliage_type',
        value: '0',
        reason: 'zero_code_unknown',
        message: 'has fall colour: probably not evergreen',
      }),
    ]);
    expect(reasons(normalise({ foliage_type: 'purple' }))).toEqual(['foliage_type:unmapped_value']);
  });

  it('keeps empty flags unknown and maps 0/1', () => {
    const record = normalise({ deer_palatable: '', california_native: '1', fragrance: '0', appraisal: 'Yes' }).tree!
      .record;
    expect(record).toMatchObject({ deer_palatable: null, california_native: true, fragrance: false, appraisal: true });
  });

  it('stores a tree without a display value as a draft, and says so', () => {
    const result = normalise({ display: '' });
    expect(result.tree!.record.published).toBe(false);
    expect(reasons(result)).toEqual(['display:unmapped_value']);
  });

  it('treats the export unknown codes as null: width 0, growth 0, exposure 0, pH 0', () => {
    const result = normalise({
      width_low: '0',
      width_high: '0',
      growth_rate_low: '0',
      exposure_low: '0',
      soil_ph_low: '0',
    });
    expect(result.tree!.record).toMatchObject({
      width_low: null,
      width_high: null,
      growth_rate_low: null,
      exposure_low: null,
      soil_ph_low: null,
    });
    expect(result.issues).toEqual([]);
  });

  it('keeps growth rate 127 and reports it as truncated; reports inverted ranges', () => {
    const result = normalise({ growth_rate_low: '36', growth_rate_high: '127', height_low: '40', height_high: '25' });
    expect(result.tree!.record).toMatchObject({ growth_rate_high: 127, height_low: 40, height_high: 25 });
    expect(reasons(result)).toEqual([
      'growth_rate_high:growth_rate_truncated',
      'height_low/height_high:range_inverted',
    ]);
  });

  it('reports numbers outside their scale and stores null', () => {
    const result = normalise({ branch_strength_low: '7', height_low: '0' });
    expect(result.tree!.record).toMatchObject({ branch_strength_low: null, height_low: null });
    expect(reasons(result)).toEqual(['height_low:zero_code_unknown', 'branch_strength_low:out_of_range']);
  });

  it('rejects a row whose number cannot be read, naming row and column', () => {
    const result = normalise({ height_high: 'tall' });
    expect(result.tree).toBeNull();
    expect(result.errors).toEqual([
      { row: 2, treeId: 7, column: 'height_high', value: 'tall', message: 'is not a whole number' },
    ]);
  });

  it('rejects a row without tree id or scientific name', () => {
    expect(normalise({ tree_id: '' }).errors[0].message).toBe('tree_id is empty');
    expect(normalise({ tree_id: 'x7' }).errors[0].message).toMatch(/whole number/);
    expect(normalise({ displayed_scientific_name: '  ' }).errors[0].message).toBe('the scientific name is empty');
  });

  it('normalises coded text (case, zero codes, flower type sentences)', () => {
    const result = normalise({
      saltspray_tolerance: 'moderate',
      root_damage_potential: '0',
      leaf_arrangement: '0',
      leaf_form: '4',
      leaflet_shape: 'Heart-Shaped',
      water_use: 'Very Low',
      planting_area: '2-4',
      flower_type: 'Has separate male and female reproductive parts on the same tree (monoecious)',
      app_grrating: '-',
    });
    expect(result.tree!.record).toMatchObject({
      saltspray_tolerance: 'Moderate',
      root_damage_potential: null,
      leaf_arrangement: null,
      leaf_form: 'Pinnately Compound',
      leaflet_shape: 'Heart-shaped',
      water_use: 'VL',
      planting_area: '2 to 4',
      sex: 'Monoecious',
      app_grrating: '—',
    });
    expect(reasons(result).sort()).toEqual([
      'leaf_arrangement:zero_code_unknown',
      'root_damage_potential:zero_code_unknown',
    ]);
  });

  it('normalises multi-valued traits and zones', () => {
    const result = normalise({
      sunset_zone: '1,2,3,4,5,6,7,8,9,14,15,16,17,18,19,20,21,22,23,24,26',
      usda_zone: '3,4,5,6,7',
      salinity_tolerance: 'Good Inland,Coastal Moderate',
      landscape_application: 'Stree Tree,Espallier,screen',
      flower_color: 'green,white',
      tree_shape: 'Rounded,Blobby',
    });
    expect(result.tree!.record).toMatchObject({
      sunset_zones: [...sunsetZones([1, 9], [14, 24]), '26'],
      usda_zones: [3, 4, 5, 6, 7],
      salinity_tolerances: ['Inland Good', 'Coastal Moderate'],
      landscape_applications: ['Street Tree', 'Espalier', 'Screen'],
      flower_colors: ['Green', 'White'],
      tree_shapes: ['Rounded', 'Blobby'],
    });
    expect(result.issues).toEqual([
      { row: 2, treeId: 7, column: 'sunset_zone', value: '26', reason: 'zone_outside_west' },
      { row: 2, treeId: 7, column: 'tree_shape', value: 'Blobby', reason: 'unknown_term' },
    ]);
  });

  it('builds names and taxa: title case, ×, synonyms without genus, duplicates', () => {
    const result = normalise({
      displayed_scientific_name: 'Eucalyptus &times camaldulensis',
      synonyms: 'rostrata,Eucalyptus rostrata,Eucalyptus camaldulensis',
      displayed_common_name: 'RIVER RED GUM',
      alternative_common_names: 'MURRAY RED GUM,RIVER RED GUM,RED GUM,RED GUM',
      generic_1: 'EUCALYPTUS',
      generic_2: '',
    });
    const tree = result.tree!;
    expect(tree.record).toMatchObject({
      scientific_name: 'Eucalyptus × camaldulensis',
      scientific_search_key: 'eucalyptus camaldulensis',
      common_name: 'River Red Gum',
    });
    expect(tree.names.map((n) => [n.kind, n.name, n.position])).toEqual([
      [TreeNameKind.Synonym, 'Eucalyptus rostrata', 0],
      [TreeNameKind.Synonym, 'Eucalyptus camaldulensis', 1],
      [TreeNameKind.CommonPrimary, 'River Red Gum', 0],
      [TreeNameKind.CommonAlternate, 'Murray Red Gum', 0],
      [TreeNameKind.CommonAlternate, 'Red Gum', 1],
      [TreeNameKind.CommonGeneric, 'Eucalyptus', 0],
    ]);
    expect(tree.taxa.map((t) => [t.sequence, t.nameConcat, t.hybridX])).toEqual([
      [1, 'Eucalyptus × camaldulensis', true],
      [2, 'Eucalyptus rostrata', false],
      [3, 'Eucalyptus camaldulensis', false],
    ]);
    expect(reasons(result)).toEqual([
      'synonyms:synonym_missing_genus',
      'synonyms:duplicate_name',
      'alternative_common_names:duplicate_name',
      'alternative_common_names:duplicate_name',
    ]);
  });

  it('repairs rich text and reports guessed markup', () => {
    const result = normalise({ memo: "than white fir's (gt;Abies concolorgt;)", invasive_text: '%Invasive.%' });
    expect(result.tree!.record).toMatchObject({
      memo: "than white fir's (<em>Abies concolor</em>)",
      invasive_text: 'Invasive.',
    });
    expect(reasons(result)).toEqual(['memo:markup_guessed']);
  });

  it('treats "Family" as a placeholder', () => {
    const result = normalise({ family: 'Family' });
    expect(result.tree!.record.family).toBeNull();
    expect(reasons(result)).toEqual(['family:placeholder_value']);
  });
});

describe('describeFile', () => {
  it('knows the export columns, our extra columns and aliases; reports the rest', () => {
    const shape = describeFile([
      'tree_id',
      'displayed_scientific_name',
      'sunset_zone',
      'climate_adapted',
      'utility_friendly',
      'colour_of_the_day',
    ]);
    expect(shape.unknownColumns).toEqual(['colour_of_the_day']);
    expect(shape.treeColumns).toEqual([
      'scientific_name',
      'scientific_search_key',
      'sunset_zones',
      'climate_adapted_regions',
      'utility_friendly',
    ]);
    expect(shape.nameKinds).toEqual([]);
    expect(shape.taxa).toEqual({ accepted: true, synonyms: false });
  });
});
