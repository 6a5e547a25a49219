import { CLIMATE_ADAPTED_REGIONS, TreeNameKind } from '@selectree/rules';

/**
 * The tree-data download's columns (spec: detail-editing-accounts §3, search-and-lists §2): 70
 * display names in the download page's five groups (and Photos, issue 23.3, a sixth), each mapped to the database column(s) it
 * reads. Most names are one CSV column; a few are one button for several columns that only make
 * sense together (the six low/high ranges; Appraisal with its LCANT and group rating), and
 * 'Climate Adapted' carries the six regional adapted flags in one cell (the regions that are set,
 * by name, comma separated).
 *
 * Every CSV header is a name the tree importer reads back (server/src/import/tree-columns.ts, after
 * its header normalisation: lower case, spaces to underscores), and every cell is written in a form
 * it parses to the same stored value, so a downloaded file uploaded again changes nothing. 'Tree
 * ID' is not one of the 70: it is always the first column (it identifies the row on re-import).
 */

export const COLUMN_GROUPS = [
  { key: 'name', label: 'Name Characteristics' },
  { key: 'general', label: 'General Information' },
  { key: 'tree', label: 'Tree Characteristics' },
  { key: 'site', label: 'Site Conditions' },
  { key: 'considerations', label: 'Considerations' },
  { key: 'photos', label: 'Photos' },
] as const;
export type ColumnGroupKey = (typeof COLUMN_GROUPS)[number]['key'];

export interface ExportCell {
  /** The CSV header (the display name, or its low/high part). */
  header: string;
  /**
   * SQL over `t` (the trees row) giving the cell's text, NULL for an empty cell. PostgreSQL writes
   * the text (flags 1/0, lists joined), so the server only quotes and neutralises it, and the
   * bench's `psql \copy` baseline runs the very same SELECT.
   */
  sql: string;
}

export interface ExportColumn {
  /** The key the API takes (columns=..., missing=...). */
  key: string;
  /** The display name (the download page's button; the CSV header of one-cell columns). */
  label: string;
  group: ColumnGroupKey;
  cells: ExportCell[];
  /** SQL true when the tree lacks this information (the missing-information filter). */
  missing: string;
}

export const TREE_ID_HEADER = 'Tree ID';

type Spec = Omit<ExportColumn, 'group'>;

const one = (key: string, label: string, sql: string, missing: string): Spec => ({
  key,
  label,
  cells: [{ header: label, sql }],
  missing,
});
const flagText = (sql: string) => `CASE WHEN ${sql} THEN '1' WHEN NOT ${sql} THEN '0' END`;
/** A text (or enum) column. */
const text = (key: string, label: string, column = key) =>
  one(key, label, `t.${column}::text`, `(t.${column} IS NULL OR t.${column}::text = '')`);
/** A yes/no flag: 1, 0, or empty when unknown. */
const flag = (key: string, label: string, column = key) =>
  one(key, label, flagText(`t.${column}`), `t.${column} IS NULL`);
const number = (key: string, label: string, column = key) =>
  one(key, label, `t.${column}::text`, `t.${column} IS NULL`);
/** An array column as the export's comma list (places, which hold commas, as its ", " list). */
const list = (key: string, label: string, column: string, separator = ',') =>
  one(key, label, `NULLIF(array_to_string(t.${column}, '${separator}'), '')`, `cardinality(t.${column}) = 0`);
/** A low/high pair: one button, two CSV columns ("Height Low", "Height High"); missing when either end is. */
const range = (key: string, label: string, header: string): Spec => ({
  key,
  label,
  cells: [
    { header: `${header} Low`, sql: `t.${key}_low::text` },
    { header: `${header} High`, sql: `t.${key}_high::text` },
  ],
  missing: `(t.${key}_low IS NULL OR t.${key}_high IS NULL)`,
});

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** 'Climate Adapted': the six regional adapted flags, as the names of the regions that are set. */
const REGION_NAMES = `CASE r ${CLIMATE_ADAPTED_REGIONS.map((r) => `WHEN ${sqlString(r.slug)} THEN ${sqlString(r.label)}`).join(' ')} ELSE r END`;
const climateAdapted = one(
  'climate_adapted',
  'Climate Adapted',
  `(SELECT string_agg(${REGION_NAMES}, ',' ORDER BY n) FROM unnest(t.climate_adapted_regions) WITH ORDINALITY AS x(r, n))`,
  'cardinality(t.climate_adapted_regions) = 0',
);

const namesOf = (kind: TreeNameKind, limit = '') =>
  `FROM tree_names n WHERE n.tree_id = t.id AND n.kind = '${kind}' ORDER BY n.position, n.id${limit}`;
/**
 * A name as an item of the comma list: in double quotes (a quote inside doubled) when it holds a
 * comma or a quote, so the importer's splitNameList reads it back as one name.
 */
const LIST_NAME = `CASE WHEN x.name ~ '[,"]' THEN '"' || replace(x.name, '"', '""') || '"' ELSE x.name END`;
/** Every name of a kind (all sources, as the detail and edit pages show them), comma separated. */
const names = (key: string, label: string, kind: TreeNameKind) =>
  one(
    key,
    label,
    `(SELECT string_agg(${LIST_NAME}, ',') FROM (SELECT n.name ${namesOf(kind)}) x)`,
    `NOT EXISTS (SELECT 1 FROM tree_names n WHERE n.tree_id = t.id AND n.kind = '${kind}')`,
  );
/** The first or second generic name (the export's generic_1, generic_2). */
const generic = (key: string, label: string, offset: 0 | 1) =>
  one(
    key,
    label,
    `(SELECT n.name ${namesOf(TreeNameKind.CommonGeneric, ` OFFSET ${offset} LIMIT 1`)})`,
    `(SELECT count(*) FROM tree_names n WHERE n.tree_id = t.id AND n.kind = '${TreeNameKind.CommonGeneric}') <= ${offset}`,
  );

/** The photos of the tree in gallery order, one value per photo, joined by PHOTO_SEPARATOR. */
export const PHOTO_SEPARATOR = ' | ';
const photoCell = (header: string, value: string): ExportCell => ({
  header,
  sql: `(SELECT string_agg(COALESCE(${value}, ''), '${PHOTO_SEPARATOR}' ORDER BY p.sequence, p.id) FROM photos p WHERE p.tree_id = t.id)`,
});
/**
 * Issue 23.3: the photos with their credit and licence (the link is relative to the photo base URL,
 * as in the REST photo list). Written for people; the tree upload reads these headers and ignores
 * them (photos are edited on the edit screen), so a downloaded file still uploads back unchanged.
 */
const photos: Spec = {
  key: 'photos',
  label: 'Photos',
  cells: [
    photoCell('Photo Links', 'p.link'),
    photoCell('Photo Credits', 'p.credit'),
    photoCell('Photo Licences', 'p.licence'),
  ],
  missing: 'NOT EXISTS (SELECT 1 FROM photos p WHERE p.tree_id = t.id)',
};
export const PHOTO_HEADERS = photos.cells.map((cell) => cell.header);

const GROUPS: Record<ColumnGroupKey, Spec[]> = {
  name: [
    one('scientific_name', 'Scientific Name', 't.scientific_name', 'false'),
    names('synonyms', 'Synonyms', TreeNameKind.Synonym),
    text('family', 'Family'),
    text('common_name', 'Common Name'),
    names('other_common_names', 'Other Common Names', TreeNameKind.CommonAlternate),
    generic('generic_1', 'Generic 1', 0),
    generic('generic_2', 'Generic 2', 1),
    text('other_displayed_common_name', 'Other Displayed Common Name'),
  ],
  general: [
    flag('published', 'Published'),
    flag('pacific_island', 'Pacific Island'),
    text('memo', 'Memo'),
    text('ethnobotanical_info', 'Ethnobotanical Info'),
    text('native_range', 'Native Range'),
    flag('california_native', 'California Native'),
    flag('hi_native', 'HI Native'),
    flag('ca_invasive', 'CA Invasive'),
    flag('pi_invasive', 'PI Invasive'),
    text('invasive_text', 'Invasive Text'),
    list('landscape_application', 'Landscape Application', 'landscape_applications'),
    list('landscape_use', 'Landscape Use', 'landscape_uses'),
    list('photolocations', 'Photolocations', 'photolocations', ', '),
    flag('schoolyard', 'Schoolyard'),
    text('schoolyard_use_notes', 'Schoolyard Use Notes'),
    number('redirect_tree_id', 'Redirect Tree ID'),
  ],
  tree: [
    range('height', 'Height', 'Height'),
    range('width', 'Width', 'Width'),
    range('growth_rate', 'Growth Rate', 'Growth Rate'),
    text('foliage_type', 'Foliage Type'),
    list('tree_shape', 'Tree Shape', 'tree_shapes'),
    list('litter_type', 'Litter Type', 'litter_types'),
    text('bark_color', 'Bark Color'),
    list('bark_texture', 'Bark Texture', 'bark_textures'),
    range('branch_strength', 'Branch Strength', 'Branch Strength'),
    text('leaf_form', 'Leaf Form'),
    text('leaf_arrangement', 'Leaf Arrangement'),
    text('leaflet_shape', 'Leaflet Shape'),
    list('foliage_growth_color', 'Foliage Growth Color', 'foliage_growth_colors'),
    flag('foliage_fall_color', 'Foliage Fall Color'),
    text('fruit_size', 'Fruit Size'),
    text('fruit_color', 'Fruit Color'),
    text('fruit_type', 'Fruit Type'),
    list('fruit_value', 'Fruit Value', 'fruit_values'),
    list('fruiting_time', 'Fruiting Time', 'fruiting_times'),
    text('flower_showiness', 'Flower Showiness'),
    flag('fragrance', 'Fragrance'),
    list('flower_color', 'Flower Color', 'flower_colors'),
    list('flower_time', 'Flower Time', 'flower_times'),
    text('flower_type', 'Flower Type', 'sex'),
  ],
  site: [
    list('usda_zone', 'USDA Zone', 'usda_zones'),
    list('sunset_zone', 'Sunset Zone', 'sunset_zones'),
    climateAdapted,
    list('salinity_tolerance', 'Salinity Tolerance', 'salinity_tolerances'),
    text('planting_area', 'Planting Area'),
    list('soil_texture', 'Soil Texture', 'soil_textures'),
    text('saltspray_tolerance', 'Saltspray Tolerance'),
    range('exposure', 'Sun Exposure', 'Exposure'),
    range('soil_ph', 'Soil pH', 'Soil pH'),
    text('water_use', 'Water Use'),
    text('wind_resistance', 'Wind Resistance'),
  ],
  considerations: [
    list('pest_resistant', 'Pest Resistant', 'pest_resistant'),
    list('pest_susceptibility', 'Pest Susceptibility', 'pest_susceptibility'),
    list('disease_resistant', 'Disease Resistant', 'disease_resistant'),
    list('disease_susceptibility', 'Disease Susceptibility', 'disease_susceptibility'),
    text('root_damage_potential', 'Root Damage Potential'),
    list('health_hazard', 'Health Hazard', 'health_hazards'),
    list('attracts_wildlife', 'Attracts Wildlife', 'attracts_wildlife'),
    text('biogenic_emissions', 'Biogenic Emissions'),
    flag('deer_palatable', 'Deer Palatable'),
    flag('utility_friendly', 'Utility Friendly'),
    {
      key: 'appraisal',
      label: 'Appraisal',
      cells: [
        { header: 'Appraisal', sql: flagText('t.appraisal') },
        { header: 'App LCANT', sql: 't.app_lcant' },
        { header: 'App GRRating', sql: 't.app_grrating' },
      ],
      missing: 't.appraisal IS NULL',
    },
  ],
  photos: [photos],
};

/** The 70 columns of the spec and Photos (71), in download order (the groups' order, then the page's order within a group). */
export const EXPORT_COLUMNS: readonly ExportColumn[] = COLUMN_GROUPS.flatMap(({ key }) =>
  GROUPS[key].map((spec) => ({ ...spec, group: key })),
);

export const EXPORT_COLUMN_BY_KEY: ReadonlyMap<string, ExportColumn> = new Map(
  EXPORT_COLUMNS.map((column) => [column.key, column]),
);
