import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { FoliageType } from '@selectree/rules';
import { User } from './user.entity';
import { NullableBoolean, NullableSmallint, NullableText, RichText, SmallintArray, TextArray } from './column-helpers';

registerEnumType(FoliageType, {
  name: 'FoliageType',
  description: 'Deciduous, Partly Deciduous or Evergreen',
  valuesConfig: {
    Deciduous: { description: 'Drops all its leaves for part of the year.' },
    Evergreen: { description: 'Keeps its leaves all year.' },
    PartlyDeciduous: { description: 'Drops some of its leaves, or all of them in some climates.' },
  },
});

/**
 * One tree of the catalogue: a row of the SelecTree export, typed.
 *
 * - `id` is the export's tree_id, kept (so /tree-detail/3 stays Abies concolor). It has a sequence
 *   default: new trees take nextval('tree_ids'), which the importer moves past max(id).
 * - Flags are nullable: empty in the export = unknown = NULL, never false ("no data", never "No").
 * - Numeric codes are smallints with CHECK constraints; 0, where the export uses it for "unknown"
 *   (width, growth rate, exposure, soil pH), is stored as NULL.
 * - Multi-valued traits are typed arrays (NOT NULL, '{}' = no data) with GIN indexes, so a zone
 *   filter is an exact-token `@>`/`&&` test: "5" never matches "15".
 * - Names: the display scientific name is here (with its search key); every searchable name lives in
 *   tree_names and the parsed parts in taxa. Relations are not GraphQL fields: the API layer resolves
 *   them through DataLoaders.
 */
@ObjectType('Tree', {
  description:
    'A tree of the catalogue (a species or cultivar) with its traits. Anyone may read published trees; drafts only editors and admins. Null flags and empty lists mean "no data", never "no".',
})
@Entity({ name: 'trees' })
@Check('trees_height_low_check', 'height_low BETWEEN 1 AND 400')
@Check('trees_height_high_check', 'height_high BETWEEN 1 AND 400')
@Check('trees_width_low_check', 'width_low BETWEEN 1 AND 300')
@Check('trees_width_high_check', 'width_high BETWEEN 1 AND 300')
@Check('trees_growth_rate_low_check', 'growth_rate_low BETWEEN 1 AND 127')
@Check('trees_growth_rate_high_check', 'growth_rate_high BETWEEN 1 AND 127')
@Check('trees_branch_strength_low_check', 'branch_strength_low BETWEEN 1 AND 5')
@Check('trees_branch_strength_high_check', 'branch_strength_high BETWEEN 1 AND 5')
@Check('trees_exposure_low_check', 'exposure_low BETWEEN 1 AND 3')
@Check('trees_exposure_high_check', 'exposure_high BETWEEN 1 AND 3')
@Check('trees_soil_ph_low_check', 'soil_ph_low BETWEEN 1 AND 7')
@Check('trees_soil_ph_high_check', 'soil_ph_high BETWEEN 1 AND 7')
@Check(
  'trees_leaf_form_check',
  `leaf_form IN ('Simple', 'Trifoliate', 'Palmately Compound', 'Pinnately Compound', 'Bipinnately Compound')`,
)
@Check(
  'trees_leaf_arrangement_check',
  `leaf_arrangement IN ('Alternate', 'Alternate/Whorled', 'Opposite', 'Opposite/Whorled', 'Whorled')`,
)
@Check('trees_water_use_check', `water_use IN ('VL', 'L', 'M', 'H')`)
@Check('trees_planting_area_check', `planting_area IN ('2 to 4', '4 to 7', '>7')`)
@Check('trees_saltspray_tolerance_check', `saltspray_tolerance IN ('Low', 'Moderate', 'High')`)
@Check('trees_root_damage_potential_check', `root_damage_potential IN ('Low', 'Moderate', 'High')`)
@Check('trees_biogenic_emissions_check', `biogenic_emissions IN ('Low', 'Moderate', 'High')`)
@Check('trees_wind_resistance_check', `wind_resistance IN ('Lowest', 'Medium Low', 'Medium High', 'Highest')`)
@Check('trees_sex_check', `sex IN ('Monoecious', 'Dioecious', 'Perfect Flowers')`)
@Check('trees_flower_showiness_check', `flower_showiness IN ('Showy', 'Inconspicuous')`)
@Check('trees_usda_zones_check', `usda_zones <@ '{1,2,3,4,5,6,7,8,9,10,11,12,13}'::smallint[]`)
@Check(
  'trees_sunset_zones_check',
  `sunset_zones <@ '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,H1,H2}'::text[]`,
)
@Check(
  'trees_climate_adapted_regions_check',
  `climate_adapted_regions <@ '{inland-empire,inland-valleys,interior-west,northern-california-coast,southern-california-coast,southern-desert}'::text[]`,
)
@Check('trees_not_own_redirect_check', 'redirect_tree_id IS NULL OR redirect_tree_id <> id')
@Index('trees_published_idx', ['published'])
@Index('trees_usda_zones_idx', { synchronize: false })
@Index('trees_sunset_zones_idx', { synchronize: false })
@Index('trees_climate_adapted_regions_idx', { synchronize: false })
@Index('trees_tree_shapes_idx', { synchronize: false })
@Index('trees_litter_types_idx', { synchronize: false })
@Index('trees_bark_textures_idx', { synchronize: false })
@Index('trees_foliage_growth_colors_idx', { synchronize: false })
@Index('trees_fruit_values_idx', { synchronize: false })
@Index('trees_fruiting_times_idx', { synchronize: false })
@Index('trees_flower_colors_idx', { synchronize: false })
@Index('trees_flower_times_idx', { synchronize: false })
@Index('trees_soil_textures_idx', { synchronize: false })
@Index('trees_salinity_tolerances_idx', { synchronize: false })
@Index('trees_pest_resistant_idx', { synchronize: false })
@Index('trees_pest_susceptibility_idx', { synchronize: false })
@Index('trees_disease_resistant_idx', { synchronize: false })
@Index('trees_disease_susceptibility_idx', { synchronize: false })
@Index('trees_health_hazards_idx', { synchronize: false })
@Index('trees_attracts_wildlife_idx', { synchronize: false })
@Index('trees_landscape_applications_idx', { synchronize: false })
@Index('trees_landscape_uses_idx', { synchronize: false })
@Index('trees_scientific_search_key_trgm_idx', { synchronize: false })
@Index('trees_scientific_search_key_c_idx', { synchronize: false })
// Search filters (migration 1795500000000): a btree per single-valued filter, both ends of the size ranges.
@Index('trees_california_native_idx', ['californiaNative'])
@Index('trees_foliage_fall_color_idx', ['foliageFallColor'])
@Index('trees_fragrance_idx', ['fragrance'])
@Index('trees_deer_palatable_idx', ['deerPalatable'])
@Index('trees_schoolyard_idx', ['schoolyard'])
@Index('trees_utility_friendly_idx', ['utilityFriendly'])
@Index('trees_exposure_low_idx', ['exposureLow'])
@Index('trees_foliage_type_idx', ['foliageType'])
@Index('trees_leaf_form_idx', ['leafForm'])
@Index('trees_leaf_arrangement_idx', ['leafArrangement'])
@Index('trees_planting_area_idx', ['plantingArea'])
@Index('trees_fruit_type_idx', ['fruitType'])
@Index('trees_saltspray_tolerance_idx', ['saltsprayTolerance'])
@Index('trees_wind_resistance_idx', ['windResistance'])
@Index('trees_water_use_idx', ['waterUse'])
@Index('trees_height_top_idx', { synchronize: false })
@Index('trees_height_bottom_idx', { synchronize: false })
@Index('trees_width_top_idx', { synchronize: false })
@Index('trees_width_bottom_idx', { synchronize: false })
export class Tree {
  @Field(() => Int, { description: 'The tree_id of the SelecTree catalogue (kept from the export).' })
  // A plain primary key with a sequence default, not @PrimaryGeneratedColumn: TypeORM leaves
  // generated columns out of INSERTs, and imported trees must keep their export ids.
  @PrimaryColumn({
    name: 'id',
    type: 'integer',
    primaryKeyConstraintName: 'trees_pkey',
    default: () => "nextval('tree_ids')",
  })
  id: number;

  /** Export `display`: 0 = Draft, 1 = Published. */
  @Field(() => Boolean, {
    description:
      'True when the tree is published (visible to everyone); false for a draft, which only editors and admins see.',
  })
  @Column({ name: 'published', type: 'boolean', default: false })
  published: boolean;

  @Field(() => Boolean, { description: 'True when the tree belongs to the Pacific Islands edition.' })
  @Column({ name: 'pacific_island', type: 'boolean', default: false })
  pacificIsland: boolean;

  /** Demo catalogue rows (seeded so a fresh start has trees); a real import deletes them. */
  @Field(() => Boolean, {
    description:
      'A sample tree of the demo catalogue: read-only (no edits, photo contributions or problem reports) until a real catalogue is imported, which replaces it.',
  })
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  // ---- names --------------------------------------------------------------------------------
  /** Display form: `&times` decoded to ×, spaces collapsed ("Platanus × hispanica"). */
  @Field(() => String, { description: 'The scientific name as displayed ("Platanus × hispanica").' })
  @Column({ name: 'scientific_name', type: 'text' })
  scientificName: string;

  /**
   * The tree's URL name (`quercus-agrifolia`, issue 26.5): set by the database from the scientific
   * name on insert and rename (migration 1796500000000, tree_slug_base); the app never writes it.
   * Earlier slugs are kept in tree_slugs.
   */
  @Field(() => String, { description: 'URL name made from the scientific name (/tree/{slug}); old ones redirect' })
  @Index('trees_slug_key', { unique: true })
  @Column({ name: 'slug', type: 'text', insert: false, update: false })
  slug: string;

  /** toSearchKey(scientificName); trigram-indexed. */
  @Column({ name: 'scientific_search_key', type: 'text' })
  scientificSearchKey: string;

  /** The primary common name, title-cased for display (also in tree_names as common_primary). */
  @Field(() => String, { description: 'The primary common name, title-cased; null when it has none.', nullable: true })
  @NullableText('common_name')
  commonName: string | null;

  @Field(() => String, {
    description: 'Another common name shown beside the primary one; null when none.',
    nullable: true,
  })
  @NullableText('other_displayed_common_name')
  otherDisplayedCommonName: string | null;

  @Field(() => String, { description: 'The botanical family (Fagaceae); null when unknown.', nullable: true })
  @NullableText('family')
  family: string | null;

  /** "See also": another tree this one points to. */
  @Field(() => Int, {
    description:
      'Id of the tree this one points to ("see also"); null when none. Compare redirectTree, which hides a target the caller may not see.',
    nullable: true,
  })
  @Column({ name: 'redirect_tree_id', type: 'integer', nullable: true })
  redirectTreeId: number | null;

  @ManyToOne(() => Tree, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'redirect_tree_id', foreignKeyConstraintName: 'trees_redirect_tree_id_fkey' })
  redirectTree?: Tree | null;

  // ---- general information (rich text: repaired, then sanitised to a small allow-list) ------------
  @Field(() => String, { nullable: true, description: 'Sanitised HTML.' })
  @RichText('memo')
  memo: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitised HTML.' })
  @RichText('ethnobotanical_info')
  ethnobotanicalInfo: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitised HTML.' })
  @RichText('invasive_text')
  invasiveText: string | null;

  @Field(() => String, { description: 'Where the tree grows wild, in words; null when unknown.', nullable: true })
  @NullableText('native_range')
  nativeRange: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitised HTML.' })
  @RichText('schoolyard_use_notes')
  schoolyardUseNotes: string | null;

  // ---- flags: null = unknown --------------------------------------------------------------------
  @Field(() => Boolean, { description: 'Native to California; null when unknown.', nullable: true })
  @NullableBoolean('california_native')
  californiaNative: boolean | null;

  /**
   * Always 0 in the export even for Hawaiian endemics (NOTES): imported as-is, to be curated. Shown
   * and searched through catalogue/hawaii-native.ts (GraphQL: TreeResolver.hiNative).
   */
  @NullableBoolean('hi_native')
  hiNative: boolean | null;

  @Field(() => Boolean, { description: 'Invasive in California (Cal-IPC); null when unknown.', nullable: true })
  @NullableBoolean('ca_invasive')
  caInvasive: boolean | null;

  @Field(() => Boolean, { description: 'Invasive in the Pacific Islands; null when unknown.', nullable: true })
  @NullableBoolean('pi_invasive')
  piInvasive: boolean | null;

  @Field(() => Boolean, { description: 'The flowers are fragrant; null when unknown.', nullable: true })
  @NullableBoolean('fragrance')
  fragrance: boolean | null;

  @Field(() => Boolean, { description: 'The leaves colour in autumn; null when unknown.', nullable: true })
  @NullableBoolean('foliage_fall_color')
  foliageFallColor: boolean | null;

  @Field(() => Boolean, { description: 'Deer browse it; null when unknown.', nullable: true })
  @NullableBoolean('deer_palatable')
  deerPalatable: boolean | null;

  @Field(() => Boolean, {
    description: 'Suitable for schoolyards (see schoolyardUseNotes); null when unknown.',
    nullable: true,
  })
  @NullableBoolean('schoolyard')
  schoolyard: boolean | null;

  /** Not in the export (the live site's "utility friendly" icon): null until curated. */
  @Field(() => Boolean, {
    description: 'Fits under overhead utility lines; null until curated (not in the export).',
    nullable: true,
  })
  @NullableBoolean('utility_friendly')
  utilityFriendly: boolean | null;

  /** Export `appraisal`: "Yes" or empty. */
  @Field(() => Boolean, {
    description: 'Listed in the tree appraisal guide (see appraisalText); null when not.',
    nullable: true,
  })
  @NullableBoolean('appraisal')
  appraisal: boolean | null;

  // ---- sizes and scales (smallint, CHECKed) -----------------------------------------------------
  @Field(() => Int, { nullable: true, description: 'feet' })
  @NullableSmallint('height_low')
  heightLow: number | null;

  @Field(() => Int, { nullable: true, description: 'feet' })
  @NullableSmallint('height_high')
  heightHigh: number | null;

  @Field(() => Int, { nullable: true, description: 'feet' })
  @NullableSmallint('width_low')
  widthLow: number | null;

  @Field(() => Int, { nullable: true, description: 'feet' })
  @NullableSmallint('width_high')
  widthHigh: number | null;

  @Field(() => Int, { nullable: true, description: 'inches per year' })
  @NullableSmallint('growth_rate_low')
  growthRateLow: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'inches per year; 127 = a larger value truncated by the legacy database',
  })
  @NullableSmallint('growth_rate_high')
  growthRateHigh: number | null;

  @Field(() => Int, { nullable: true, description: '1 (Weak) to 5 (Strong)' })
  @NullableSmallint('branch_strength_low')
  branchStrengthLow: number | null;

  @Field(() => Int, { nullable: true, description: '1 (Weak) to 5 (Strong)' })
  @NullableSmallint('branch_strength_high')
  branchStrengthHigh: number | null;

  @Field(() => Int, { nullable: true, description: '1 Shade, 2 Partial Shade, 3 Full Sun' })
  @NullableSmallint('exposure_low')
  exposureLow: number | null;

  @Field(() => Int, { nullable: true, description: '1 Shade, 2 Partial Shade, 3 Full Sun' })
  @NullableSmallint('exposure_high')
  exposureHigh: number | null;

  @Field(() => Int, { nullable: true, description: '1 (Very Acidic) to 7 (Very Alkaline)' })
  @NullableSmallint('soil_ph_low')
  soilPhLow: number | null;

  @Field(() => Int, { nullable: true, description: '1 (Very Acidic) to 7 (Very Alkaline)' })
  @NullableSmallint('soil_ph_high')
  soilPhHigh: number | null;

  // ---- coded text ---------------------------------------------------------------------------------
  @Field(() => FoliageType, {
    description: 'Deciduous, partly deciduous or evergreen; null when unknown.',
    nullable: true,
  })
  @Column({ name: 'foliage_type', type: 'enum', enum: FoliageType, enumName: 'foliage_type', nullable: true })
  foliageType: FoliageType | null;

  @Field(() => String, { description: 'Leaf form (simple, palmately compound …); null when unknown.', nullable: true })
  @NullableText('leaf_form')
  leafForm: string | null;

  @Field(() => String, {
    description: 'Leaf arrangement on the twig (alternate, opposite, whorled); null when unknown.',
    nullable: true,
  })
  @NullableText('leaf_arrangement')
  leafArrangement: string | null;

  @Field(() => String, { description: 'Shape of the leaf or leaflets; null when unknown.', nullable: true })
  @NullableText('leaflet_shape')
  leafletShape: string | null;

  @Field(() => String, { nullable: true, description: 'VL, L, M or H (WUCOLS)' })
  @NullableText('water_use')
  waterUse: string | null;

  @Field(() => String, { nullable: true, description: "'2 to 4', '4 to 7' or '>7' (feet)" })
  @NullableText('planting_area')
  plantingArea: string | null;

  @Field(() => String, { nullable: true, description: 'Low, Moderate or High' })
  @NullableText('saltspray_tolerance')
  saltsprayTolerance: string | null;

  @Field(() => String, { nullable: true, description: 'Low, Moderate or High' })
  @NullableText('root_damage_potential')
  rootDamagePotential: string | null;

  @Field(() => String, { nullable: true, description: 'Low, Moderate or High' })
  @NullableText('biogenic_emissions')
  biogenicEmissions: string | null;

  @Field(() => String, { nullable: true, description: 'Lowest, Medium Low, Medium High or Highest' })
  @NullableText('wind_resistance')
  windResistance: string | null;

  @Field(() => String, { nullable: true, description: 'Showy or Inconspicuous' })
  @NullableText('flower_showiness')
  flowerShowiness: string | null;

  /** Monoecious, Dioecious or Perfect Flowers (the export's `flower_type` sentences). */
  @Field(() => String, { description: 'Monoecious, Dioecious or Perfect Flowers; null when unknown.', nullable: true })
  @NullableText('sex')
  sex: string | null;

  @Field(() => String, { description: 'Fruit size class (small, medium, large); null when unknown.', nullable: true })
  @NullableText('fruit_size')
  fruitSize: string | null;

  @Field(() => String, { description: 'Fruit type (acorn, cone, berry …); null when unknown.', nullable: true })
  @NullableText('fruit_type')
  fruitType: string | null;

  /** Free display text ("Dark Gray or Light Gray", "Green maturing to Brown"). */
  @Field(() => String, {
    description: 'Bark colour in words ("Dark Gray or Light Gray"); null when unknown.',
    nullable: true,
  })
  @NullableText('bark_color')
  barkColor: string | null;

  @Field(() => String, { description: 'Fruit colour in words; null when unknown.', nullable: true })
  @NullableText('fruit_color')
  fruitColor: string | null;

  /** Largest commonly available nursery size: `24" box` or `Use BTF`. */
  @Field(() => String, {
    description:
      'Appraisal: largest commonly available nursery size (`24" box` or `Use BTF`); null when not appraised.',
    nullable: true,
  })
  @NullableText('app_lcant')
  appLcant: string | null;

  /** Appraisal group rating: 1-4, a dash, or $/BTF. */
  @Field(() => String, {
    description: 'Appraisal group rating: 1 to 4, a dash, or $/BTF; null when not appraised.',
    nullable: true,
  })
  @NullableText('app_grrating')
  appGrrating: string | null;

  // ---- multi-valued traits ------------------------------------------------------------------------
  @Field(() => [Int], { description: 'USDA hardiness zones the tree grows in (whole numbers); empty when unknown.' })
  @SmallintArray('usda_zones')
  usdaZones: number[];

  /** 1-24, H1, H2 in the West; 25/26 (outside the West) are kept and reported on import. */
  @Field(() => [String], { description: 'Sunset climate zones (1 to 24, H1, H2); empty when unknown.' })
  @TextArray('sunset_zones')
  sunsetZones: string[];

  /** Slugs of the six climate-adapted regions (CLIMATE_ADAPTED_REGIONS). */
  @Field(() => [String], {
    description: 'Slugs of the climate-adapted regions (of six) the tree suits; empty when unknown.',
  })
  @TextArray('climate_adapted_regions')
  climateAdaptedRegions: string[];

  @Field(() => [String], { description: 'Crown shapes (round, vase, columnar …); empty when unknown.' })
  @TextArray('tree_shapes')
  treeShapes: string[];

  @Field(() => [String], { description: 'Litter the tree drops (dry fruit, leaves, wet fruit …); empty when unknown.' })
  @TextArray('litter_types')
  litterTypes: string[];

  @Field(() => [String], { description: 'Bark textures (smooth, furrowed, exfoliating …); empty when unknown.' })
  @TextArray('bark_textures')
  barkTextures: string[];

  @Field(() => [String], { description: 'Colours of the foliage in the growing season; empty when unknown.' })
  @TextArray('foliage_growth_colors')
  foliageGrowthColors: string[];

  @Field(() => [String], { description: 'What the fruit is good for (edible, wildlife …); empty when unknown.' })
  @TextArray('fruit_values')
  fruitValues: string[];

  @Field(() => [String], { description: 'Seasons in which it fruits; empty when unknown.' })
  @TextArray('fruiting_times')
  fruitingTimes: string[];

  @Field(() => [String], { description: 'Flower colours; empty when unknown.' })
  @TextArray('flower_colors')
  flowerColors: string[];

  @Field(() => [String], { description: 'Seasons in which it flowers; empty when unknown.' })
  @TextArray('flower_times')
  flowerTimes: string[];

  @Field(() => [String], { description: 'Soil textures it tolerates (clay, loam, sand); empty when unknown.' })
  @TextArray('soil_textures')
  soilTextures: string[];

  /** Soil salinity ("Coastal Good", "Inland Moderate", ...). */
  @Field(() => [String], {
    description: 'Soil salinity it tolerates ("Coastal Good", "Inland Moderate" …); empty when unknown.',
  })
  @TextArray('salinity_tolerances')
  salinityTolerances: string[];

  @Field(() => [String], { description: 'Pests it resists; empty when unknown.' })
  @TextArray('pest_resistant')
  pestResistant: string[];

  @Field(() => [String], { description: 'Pests it is susceptible to; empty when unknown.' })
  @TextArray('pest_susceptibility')
  pestSusceptibility: string[];

  @Field(() => [String], { description: 'Diseases it resists; empty when unknown.' })
  @TextArray('disease_resistant')
  diseaseResistant: string[];

  @Field(() => [String], { description: 'Diseases it is susceptible to; empty when unknown.' })
  @TextArray('disease_susceptibility')
  diseaseSusceptibility: string[];

  @Field(() => [String], {
    description: 'Hazards to people (allergens, spines, poisonous parts); empty when unknown or none.',
  })
  @TextArray('health_hazards')
  healthHazards: string[];

  @Field(() => [String], { description: 'Wildlife it attracts (birds, bees, butterflies …); empty when unknown.' })
  @TextArray('attracts_wildlife')
  attractsWildlife: string[];

  @Field(() => [String], { description: 'Landscape applications (street tree, lawn, screen …); empty when unknown.' })
  @TextArray('landscape_applications')
  landscapeApplications: string[];

  @Field(() => [String], { description: 'Landscape uses; empty when unknown.' })
  @TextArray('landscape_uses')
  landscapeUses: string[];

  /** Where the photos were taken ("Strybing Arboretum - San Francisco, CA"). */
  @Field(() => [String], { description: 'Where the photos were taken ("Strybing Arboretum - San Francisco, CA").' })
  @TextArray('photolocations')
  photolocations: string[];

  // ---- bookkeeping ------------------------------------------------------------------------------
  /** Bumped by every save; a save based on an older version is refused (two editors, one tree). */
  @Field(() => Int, {
    description:
      "The tree's version, raised by every save; send it with an edit (a save based on an older version is refused).",
  })
  @Column({ name: 'version', type: 'integer', default: 1 })
  version: number;

  /** Who saved last (named when a stale save is refused). */
  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'trees_updated_by_fkey' })
  updatedByUser?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
