/**
 * The GraphQL search filter (TreeSearchFilterInput) as the legacy filterData object (spec §3 key
 * names) that readSearchFilter reads: the server's searchTrees resolver and the offline copy's
 * answer to the same operation (client/src/features/offline) turn it alike.
 */
const KEYS: [input: string, filterData: string][] = [
  ['minTreeHeight', 'minTreeHeight'],
  ['maxTreeHeight', 'maxTreeHeight'],
  ['minTreeCanopyWidth', 'minTreeCanopyWidth'],
  ['maxTreeCanopyWidth', 'maxTreeCanopyWidth'],
  ['searchTerm', 'searchTerm'],
  ['treeShapes', 'tree_shape'],
  ['leafForms', 'leaf_form'],
  ['leafArrangements', 'leaf_arrangement'],
  ['foliageTypes', 'foliage_type'],
  ['plantingAreas', 'planting_area'],
  ['fallColor', 'fall_color'],
  ['caNative', 'ca_native'],
  ['hiNative', 'hi_native'],
  ['fragrance', 'fragrance'],
  ['deerTolerance', 'deer_tolerance'],
  ['utilityFriendly', 'utility_friendly'],
  ['schoolyard', 'schoolyard'],
  ['shadeTolerant', 'shade_tolerant'],
  ['flowerColors', 'flower_color'],
  ['fruitTypes', 'fruit_type'],
  ['usdaZones', 'usda_zones'],
  ['sunsetZones', 'sunset_climate_zone'],
  ['saltTolerances', 'salt_tolerance'],
  ['windResistances', 'wind_resistance'],
  ['waterUseRatings', 'water_use_rating'],
  ['sunExposures', 'sun_exposure'],
  ['utilityPrecautions', 'utility_precautions'],
  ['climateRegions', 'climate_region'],
  ['zipCode', 'zip_code'],
  ['adaptedZipCode', 'adapted_zip_code'],
];

export function filterDataOfInput(input: Record<string, unknown> | null | undefined): Record<string, unknown> {
  if (!input) return {};
  const raw: Record<string, unknown> = {};
  for (const [from, to] of KEYS) {
    // In the order the resolver always gave them: climate_adapted before its ZIP code.
    if (to === 'adapted_zip_code') raw.climate_adapted = input.climateAdapted ? [true] : [];
    raw[to] = input[from];
  }
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== null));
}
