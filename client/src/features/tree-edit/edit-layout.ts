/**
 * Where each field of the edit record sits on the edit screen (spec §2: six sections) and the label
 * it shows. Layout only: kinds, vocabularies and limits come from the server (treeEditOptions).
 */
import type { MessageKey, Translate } from '@/i18n/i18n';

export type SectionId = 'name' | 'general' | 'photos' | 'characteristics' | 'site' | 'considerations';

/** `title`: the section's message (treeEdit namespace). */
export const SECTIONS: { id: SectionId; title: MessageKey; fields: string[] }[] = [
  {
    id: 'name',
    title: 'treeEdit.section.name',
    fields: [
      'display',
      'pacific_island',
      'common_name',
      'other_common_name',
      'other_displayed_common_name',
      'generic',
      'family',
      'has_redirect',
      'redirect',
    ],
  },
  {
    id: 'general',
    title: 'treeEdit.section.general',
    fields: [
      'memo',
      'native_range',
      'california_native',
      'hi_native',
      'ca_invasive',
      'pi_invasive',
      'invasive_text',
      'landscape_application',
      'landscape_use',
      'ethnobotanical_info',
      'schoolyard',
      'schoolyardUseNotes',
      'photolocations',
    ],
  },
  { id: 'photos', title: 'treeEdit.section.photos', fields: [] },
  {
    id: 'characteristics',
    title: 'treeEdit.section.characteristics',
    fields: [
      'tree_shape',
      'foliage_type',
      'height_low',
      'height_high',
      'width_low',
      'width_high',
      'growth_rate_low',
      'growth_rate_high',
      'litter_type',
      'leaf_arrangement',
      'leaf_form',
      'leaflet_shape',
      'foliage_fall_color',
      'foliage_growth_color',
      'sex',
      'flower_showiness',
      'flower_fragrance',
      'flower_color',
      'flower_time',
      'fruit_size',
      'fruit_color',
      'fruit_type',
      'fruit_value',
      'fruiting_time',
      'bark_color',
      'bark_texture',
    ],
  },
  {
    id: 'site',
    title: 'treeEdit.section.site',
    fields: [
      'climate_adapted_regions',
      'usda_zone',
      'sunset_zone',
      'planting_area',
      'water_use',
      'soil_texture',
      'soil_ph_low',
      'soil_ph_high',
      'salt_tolerance',
      'salinity_tolerance',
      'wind_resistance',
      'exposure_low',
      'exposure_high',
    ],
  },
  {
    id: 'considerations',
    title: 'treeEdit.section.considerations',
    fields: [
      'branch_strength_low',
      'branch_strength_high',
      'root_damage_potential',
      'health_hazard',
      'biogenic_emissions',
      'attracts_wildlife',
      'deer_palatable',
      'pest_resistant',
      'pest_susceptibility',
      'disease_resistant',
      'disease_susceptibility',
      'utility_friendly',
      'appraisal',
      'app_lcant',
      'app_grrating',
    ],
  },
];

/** Spec §4: conditional fields (Schoolyard = 1 reveals notes; Appraisal = Yes reveals LCANT and rating). */
export function isFieldShown(field: string, values: Record<string, unknown>): boolean {
  if (field === 'schoolyardUseNotes') return values.schoolyard === 1 || !!values.schoolyardUseNotes;
  if (field === 'app_lcant' || field === 'app_grrating') return values.appraisal === 'Yes';
  if (field === 'redirect') return values.has_redirect === 1;
  return true;
}

/**
 * A field's label in `t`'s language (`treeEdit.field.<name>`); a field the catalogue has no label
 * for shows its name.
 */
export const labelOf = (t: Translate, field: string): string => {
  // The translator answers a key the catalogue lacks with the key itself.
  const key = `treeEdit.field.${field}` as MessageKey;
  const label = t(key);
  return label === key ? field : label;
};
