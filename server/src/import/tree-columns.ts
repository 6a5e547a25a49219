import {
  APP_GRRATING_VALUES,
  APP_LCANT_VALUES,
  cleanScientificName,
  collapseSpaces,
  FOLIAGE_TYPE_CODES,
  FoliageType,
  LEAF_ARRANGEMENTS,
  LEAF_FORMS,
  NUMERIC_RANGES,
  parseScientificName,
  PLANTING_AREAS,
  SINGLE_VOCABULARIES,
  toSearchKey,
  TreeNameKind,
  WATER_USE_CODES,
  WATER_USE_LABELS,
  WIND_RESISTANCES,
} from '@selectree/rules';
import { repairMojibake } from './mojibake';
import {
  isInvalid,
  parseClimateRegions,
  parseSunsetZones,
  parseUsdaZones,
  parseWholeNumber,
  splitNameList,
  splitPhotoLocations,
} from './values';
import {
  type ColumnSpec,
  addCommonNames,
  cleanName,
  cleanText,
  coded,
  displayText,
  flag,
  level,
  list,
  richText,
  taxonFrom,
  text,
  wholeNumber,
} from './tree-row-context';

const FLOWER_TYPE_TO_SEX: [RegExp, string][] = [
  [/monoecious/i, 'Monoecious'],
  [/dioecious/i, 'Dioecious'],
  [/perfect/i, 'Perfect Flowers'],
];

export const SCIENTIFIC_NAME_EMPTY = 'the scientific name is empty';

/**
 * The columns, keyed by normalised header. Order matters only where one column reads another's
 * result: the scientific name before synonyms, the primary common name before the alternatives.
 */
export const COLUMNS: Record<string, ColumnSpec> = {
  displayed_scientific_name: {
    targets: ['scientific_name', 'scientific_search_key'],
    taxa: 'accepted',
    apply: (ctx, raw, column) => {
      const name = cleanScientificName(cleanName(ctx, raw, column));
      if (name === '' && ctx.options.allowUnnamed) {
        // A draft not named yet (its blank accepted taxon is the stored one: the write checks the tree).
        ctx.unnamed = true;
        ctx.set('scientific_name', '');
        ctx.set('scientific_search_key', '');
        return;
      }
      if (name === '') return ctx.error(column, raw, SCIENTIFIC_NAME_EMPTY);
      const parsed = parseScientificName(name);
      if (parsed.unparsed.length) ctx.issue(column, raw, 'name_unparsed', parsed.unparsed.join(' '));
      ctx.accepted = parsed;
      ctx.acceptedKey = toSearchKey(name);
      ctx.acceptedName = name;
      ctx.set('scientific_name', name);
      ctx.set('scientific_search_key', ctx.acceptedKey);
      ctx.taxa.push(taxonFrom(1, parsed));
    },
  },
  synonyms: {
    targets: [],
    nameKind: TreeNameKind.Synonym,
    taxa: 'synonyms',
    apply: (ctx, raw, column) => {
      const seen = new Set<string>();
      for (const token of splitNameList(cleanName(ctx, raw, column))) {
        let name = cleanScientificName(token);
        if (/^[a-z]/.test(name) && ctx.accepted?.genus) {
          ctx.issue(column, token, 'synonym_missing_genus', `imported as "${ctx.accepted.genus} ${name}"`);
          name = `${ctx.accepted.genus} ${name}`;
        }
        const searchKey = toSearchKey(name);
        if (searchKey === '') continue;
        // "Aesculus carnea" beside the accepted "Aesculus × carnea" is a real (older) spelling: kept.
        if (name === ctx.acceptedName) {
          ctx.issue(column, token, 'synonym_is_accepted_name');
          continue;
        }
        if (seen.has(searchKey)) {
          ctx.issue(column, token, 'duplicate_name');
          continue;
        }
        seen.add(searchKey);
        const parsed = parseScientificName(name);
        if (parsed.unparsed.length) ctx.issue(column, token, 'name_unparsed', parsed.unparsed.join(' '));
        ctx.names.push({ kind: TreeNameKind.Synonym, name, searchKey, position: seen.size - 1 });
        ctx.taxa.push(taxonFrom(seen.size + 1, parsed));
      }
    },
  },
  family: {
    targets: ['family'],
    apply: (ctx, raw, column) => {
      const value = cleanText(raw);
      if (value && /^family$/i.test(value)) {
        ctx.issue(column, raw, 'placeholder_value');
        return ctx.set('family', null);
      }
      ctx.set('family', value);
    },
  },
  displayed_common_name: {
    targets: ['common_name'],
    nameKind: TreeNameKind.CommonPrimary,
    apply: (ctx, raw, column) => {
      const cleaned = cleanName(ctx, raw, column);
      const name = cleaned === '' ? null : ctx.nameCase(cleaned);
      ctx.set('common_name', name);
      if (name) {
        addCommonNames(ctx, TreeNameKind.CommonPrimary, [cleaned], column);
        ctx.primaryCommonKey = toSearchKey(name);
      }
    },
  },
  alternative_common_names: {
    targets: [],
    nameKind: TreeNameKind.CommonAlternate,
    apply: (ctx, raw, column) => addCommonNames(ctx, TreeNameKind.CommonAlternate, splitNameList(raw), column),
  },
  generic_1: {
    targets: [],
    nameKind: TreeNameKind.CommonGeneric,
    apply: (ctx, raw, column) => addCommonNames(ctx, TreeNameKind.CommonGeneric, [raw], column),
  },
  generic_2: {
    targets: [],
    nameKind: TreeNameKind.CommonGeneric,
    apply: (ctx, raw, column) => addCommonNames(ctx, TreeNameKind.CommonGeneric, [raw], column),
  },
  other_displayed_common_name: {
    targets: ['other_displayed_common_name'],
    apply: (ctx, raw, column) => {
      const cleaned = cleanName(ctx, raw, column);
      ctx.set('other_displayed_common_name', cleaned === '' ? null : ctx.nameCase(cleaned));
    },
  },

  memo: richText('memo'),
  ethnobotanical_info: richText('ethnobotanical_info'),
  invasive_text: richText('invasive_text'),
  schoolyard_use_notes: richText('schoolyard_use_notes'),
  native_range: text('native_range'),

  display: flag('published', false),
  pacific_island: flag('pacific_island', false),
  california_native: flag('california_native'),
  ca_invasive: flag('ca_invasive'),
  pi_invasive: flag('pi_invasive'),
  // Always 0 in the 2024 export, even for Hawaiian endemics (NOTES): imported as written.
  hi_native: flag('hi_native'),
  fragrance: flag('fragrance'),
  foliage_fall_color: flag('foliage_fall_color'),
  deer_palatable: flag('deer_palatable'),
  schoolyard: flag('schoolyard'),
  utility_friendly: flag('utility_friendly'),
  appraisal: flag('appraisal'),

  height_low: wholeNumber('height_low', { range: NUMERIC_RANGES.height }),
  height_high: wholeNumber('height_high', { range: NUMERIC_RANGES.height }),
  width_low: wholeNumber('width_low', { range: NUMERIC_RANGES.width, zeroIsUnknown: true }),
  width_high: wholeNumber('width_high', { range: NUMERIC_RANGES.width, zeroIsUnknown: true }),
  growth_rate_low: wholeNumber('growth_rate_low', { range: NUMERIC_RANGES.growthRate, zeroIsUnknown: true }),
  growth_rate_high: wholeNumber('growth_rate_high', { range: NUMERIC_RANGES.growthRate, zeroIsUnknown: true }),
  branch_strength_low: wholeNumber('branch_strength_low', { range: NUMERIC_RANGES.branchStrength }),
  branch_strength_high: wholeNumber('branch_strength_high', { range: NUMERIC_RANGES.branchStrength }),
  exposure_low: wholeNumber('exposure_low', { range: NUMERIC_RANGES.exposure, zeroIsUnknown: true }),
  exposure_high: wholeNumber('exposure_high', { range: NUMERIC_RANGES.exposure, zeroIsUnknown: true }),
  soil_ph_low: wholeNumber('soil_ph_low', { range: NUMERIC_RANGES.soilPh, zeroIsUnknown: true }),
  soil_ph_high: wholeNumber('soil_ph_high', { range: NUMERIC_RANGES.soilPh, zeroIsUnknown: true }),

  foliage_type: {
    targets: ['foliage_type'],
    apply: (ctx, raw, column) => {
      const value = collapseSpaces(raw);
      if (value === '') return ctx.set('foliage_type', null);
      const code = parseWholeNumber(value);
      if (code === 0) {
        // NOTES: 0 = not coded (coast live oak, valley oak, olive ...). Never Evergreen.
        ctx.issue(
          column,
          raw,
          'zero_code_unknown',
          ctx.raw('foliage_fall_color') === '1' ? 'has fall colour: probably not evergreen' : undefined,
        );
        return ctx.set('foliage_type', null);
      }
      if (typeof code === 'number' && FOLIAGE_TYPE_CODES[code])
        return ctx.set('foliage_type', FOLIAGE_TYPE_CODES[code]);
      const key = value.toLowerCase().replace(/[-\s]+/g, ' ');
      const word =
        Object.values(FoliageType).find((type) => type.toLowerCase() === key) ??
        (
          { 'semi evergreen': FoliageType.PartlyDeciduous, 'semi deciduous': FoliageType.PartlyDeciduous } as Record<
            string,
            FoliageType
          >
        )[key];
      if (word) return ctx.set('foliage_type', word);
      ctx.issue(column, raw, 'unmapped_value');
      ctx.set('foliage_type', null);
    },
  },
  leaf_form: coded('leaf_form', SINGLE_VOCABULARIES.leafForm, { strict: true, codes: LEAF_FORMS }),
  leaf_arrangement: coded('leaf_arrangement', SINGLE_VOCABULARIES.leafArrangement, {
    strict: true,
    codes: LEAF_ARRANGEMENTS,
  }),
  leaflet_shape: coded('leaflet_shape', SINGLE_VOCABULARIES.leafletShape, { strict: false }),
  fruit_size: coded('fruit_size', SINGLE_VOCABULARIES.fruitSize, { strict: false }),
  fruit_type: coded('fruit_type', SINGLE_VOCABULARIES.fruitType, { strict: false }),
  flower_showiness: coded('flower_showiness', SINGLE_VOCABULARIES.flowerShowiness, { strict: true }),
  water_use: {
    targets: ['water_use'],
    apply: (ctx, raw, column) => {
      const value = collapseSpaces(raw).toUpperCase();
      if (value === '') return ctx.set('water_use', null);
      const code =
        WATER_USE_CODES.find((c) => c === value) ??
        WATER_USE_CODES.find((c) => WATER_USE_LABELS[c].toUpperCase() === value);
      if (!code) ctx.issue(column, raw, 'unmapped_value');
      ctx.set('water_use', code ?? null);
    },
  },
  planting_area: {
    targets: ['planting_area'],
    apply: (ctx, raw, column) => {
      const value = collapseSpaces(raw)
        .toLowerCase()
        .replace(/\s*(?:-|–|to)\s*/, ' to ')
        .replace(/^>\s*/, '>')
        .replace(/\s*(?:ft|feet|')$/, '');
      if (value === '') return ctx.set('planting_area', null);
      const area = PLANTING_AREAS.find((a) => a === value);
      if (!area) ctx.issue(column, raw, 'unmapped_value');
      ctx.set('planting_area', area ?? null);
    },
  },
  saltspray_tolerance: level('saltspray_tolerance'),
  root_damage_potential: level('root_damage_potential'),
  biogenic_emissions: level('biogenic_emissions'),
  wind_resistance: coded(
    'wind_resistance',
    { terms: WIND_RESISTANCES, aliases: {}, closed: true },
    { strict: true, codes: WIND_RESISTANCES },
  ),
  flower_type: {
    targets: ['sex'],
    apply: (ctx, raw, column) => {
      const value = collapseSpaces(raw);
      if (value === '') return ctx.set('sex', null);
      const sex = FLOWER_TYPE_TO_SEX.find(([pattern]) => pattern.test(value))?.[1];
      if (!sex) ctx.issue(column, raw, 'unmapped_value');
      ctx.set('sex', sex ?? null);
    },
  },
  bark_color: displayText('bark_color'),
  fruit_color: displayText('fruit_color'),
  app_lcant: {
    targets: ['app_lcant'],
    apply: (ctx, raw, column) => {
      const value = collapseSpaces(raw).replace(/[“”″]/g, '"');
      if (value === '') return ctx.set('app_lcant', null);
      const known = APP_LCANT_VALUES.find((v) => v.toLowerCase() === value.toLowerCase());
      if (!known) ctx.issue(column, raw, 'unknown_term');
      ctx.set('app_lcant', known ?? value);
    },
  },
  app_grrating: {
    targets: ['app_grrating'],
    apply: (ctx, raw, column) => {
      const value = collapseSpaces(raw)
        .replace(/^(?:-|–|--)$/, '—')
        .replace(/^(\d)\.0$/, '$1');
      if (value === '') return ctx.set('app_grrating', null);
      const known = APP_GRRATING_VALUES.find((v) => v.toLowerCase() === value.toLowerCase());
      if (!known) ctx.issue(column, raw, 'unknown_term');
      ctx.set('app_grrating', known ?? value);
    },
  },

  usda_zone: {
    targets: ['usda_zones'],
    apply: (ctx, raw, column) => {
      const result = parseUsdaZones(raw);
      for (const token of result.invalid) ctx.issue(column, token, 'invalid_zone');
      ctx.set('usda_zones', result.zones);
    },
  },
  sunset_zone: {
    targets: ['sunset_zones'],
    apply: (ctx, raw, column) => {
      const result = parseSunsetZones(raw);
      for (const token of result.invalid) ctx.issue(column, token, 'invalid_zone');
      for (const token of result.outsideWest) ctx.issue(column, token, 'zone_outside_west');
      ctx.set('sunset_zones', result.zones);
    },
  },
  climate_adapted_regions: {
    targets: ['climate_adapted_regions'],
    apply: (ctx, raw, column) => {
      const result = parseClimateRegions(raw);
      for (const token of result.invalid) ctx.issue(column, token, 'unmapped_value');
      ctx.set('climate_adapted_regions', result.regions);
    },
  },
  redirect_tree_id: {
    targets: ['redirect_tree_id'],
    apply: (ctx, raw, column) => {
      const value = parseWholeNumber(raw);
      if (isInvalid(value)) return ctx.error(column, raw, value.reason);
      // 0 is the edit form's "no redirect"; existence is checked against the whole file and database.
      ctx.set('redirect_tree_id', value === 0 ? null : value);
    },
  },

  tree_shape: list('tree_shapes', 'treeShapes'),
  litter_type: list('litter_types', 'litterTypes'),
  bark_texture: list('bark_textures', 'barkTextures'),
  foliage_growth_color: list('foliage_growth_colors', 'foliageGrowthColors'),
  fruit_value: list('fruit_values', 'fruitValues'),
  fruiting_time: list('fruiting_times', 'fruitingTimes'),
  flower_color: list('flower_colors', 'flowerColors'),
  flower_time: list('flower_times', 'flowerTimes'),
  soil_texture: list('soil_textures', 'soilTextures'),
  salinity_tolerance: list('salinity_tolerances', 'salinityTolerances'),
  pest_resistant: list('pest_resistant', 'pestResistant'),
  pest_susceptibility: list('pest_susceptibility', 'pestSusceptibility'),
  disease_resistant: list('disease_resistant', 'diseaseResistant'),
  disease_susceptibility: list('disease_susceptibility', 'diseaseSusceptibility'),
  health_hazard: list('health_hazards', 'healthHazards'),
  attracts_wildlife: list('attracts_wildlife', 'attractsWildlife'),
  landscape_application: list('landscape_applications', 'landscapeApplications'),
  landscape_use: list('landscape_uses', 'landscapeUses'),
  photolocations: {
    targets: ['photolocations'],
    apply: (ctx, raw) => ctx.set('photolocations', splitPhotoLocations(repairMojibake(raw, { prose: true }).text)),
  },
};

/** Other spellings of column names (our CSV download, the edit record of spec §3, plural forms). */
export const HEADER_ALIASES: Record<string, string> = {
  scientific_name: 'displayed_scientific_name',
  common_name: 'displayed_common_name',
  other_common_name: 'alternative_common_names',
  other_common_names: 'alternative_common_names',
  generic: 'generic_1',
  published: 'display',
  redirect: 'redirect_tree_id',
  climate_adapted: 'climate_adapted_regions',
  schoolyardusenotes: 'schoolyard_use_notes',
  flower_fragrance: 'fragrance',
  sex: 'flower_type',
  usda_zones: 'usda_zone',
  sunset_zones: 'sunset_zone',
  tree_shapes: 'tree_shape',
  litter_types: 'litter_type',
  bark_textures: 'bark_texture',
  foliage_growth_colors: 'foliage_growth_color',
  fruit_values: 'fruit_value',
  fruiting_times: 'fruiting_time',
  flower_colors: 'flower_color',
  flower_times: 'flower_time',
  soil_textures: 'soil_texture',
  salinity_tolerances: 'salinity_tolerance',
  health_hazards: 'health_hazard',
  landscape_applications: 'landscape_application',
  landscape_uses: 'landscape_use',
};

/**
 * The download's photo columns (services/export/export-columns.ts PHOTO_HEADERS, normalised; a test
 * holds the two lists together): read-only here, photos are edited on the edit screen.
 */
export const PHOTO_COLUMNS = ['photo_links', 'photo_credits', 'photo_licences'];

/** Columns of the file that are read elsewhere (or not written) and must not be reported as unknown. */
export const IGNORED_COLUMNS = new Set(['tree_id', 'selectree_url', 'has_redirect', ...PHOTO_COLUMNS]);
