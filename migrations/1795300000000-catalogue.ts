import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue: trees (with typed multi-valued traits), their names, taxa and photos, the glossary,
 * featured quotes, USDA zones by ZIP code, and the stored import reports.
 *
 * Hand-written and reviewed; it builds exactly what server/src/entities describe (the
 * migrations-match-entities test holds it to that). Indexes TypeORM cannot express (GIN on arrays,
 * trigram on search keys) are declared on the entities with `synchronize: false` and created here.
 * Constraint names are explicit so later migrations can refer to them.
 */
export class Catalogue1795300000000 implements MigrationInterface {
  name = 'Catalogue1795300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Name search: trigram similarity over normalised keys (computed in TS by toSearchKey, so no unaccent).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(
      `CREATE TYPE "public"."foliage_type" AS ENUM('Deciduous', 'Partly Deciduous', 'Evergreen')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."tree_name_kind" AS ENUM('common_primary', 'common_alternate', 'common_generic', 'synonym')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."tree_name_source" AS ENUM('export', 'common_names_csv', 'gbif', 'editor')`,
    );

    // ---- trees ------------------------------------------------------------------------------------
    // id keeps the export's tree_id; new trees take nextval('tree_ids'), which the importer moves
    // past max(id). Not SERIAL: TypeORM would treat a serial id as generated and leave it out of INSERTs.
    await queryRunner.query(`CREATE SEQUENCE "tree_ids" AS integer`);
    await queryRunner.query(`
      CREATE TABLE "trees" (
        "id" integer NOT NULL DEFAULT nextval('tree_ids'::regclass),
        "published" boolean NOT NULL DEFAULT false,
        "pacific_island" boolean NOT NULL DEFAULT false,
        "is_demo" boolean NOT NULL DEFAULT false,
        "scientific_name" text NOT NULL,
        "scientific_search_key" text NOT NULL,
        "common_name" text,
        "other_displayed_common_name" text,
        "family" text,
        "redirect_tree_id" integer,
        "memo" text,
        "ethnobotanical_info" text,
        "invasive_text" text,
        "native_range" text,
        "schoolyard_use_notes" text,
        "california_native" boolean,
        "hi_native" boolean,
        "ca_invasive" boolean,
        "pi_invasive" boolean,
        "fragrance" boolean,
        "foliage_fall_color" boolean,
        "deer_palatable" boolean,
        "schoolyard" boolean,
        "utility_friendly" boolean,
        "appraisal" boolean,
        "height_low" smallint,
        "height_high" smallint,
        "width_low" smallint,
        "width_high" smallint,
        "growth_rate_low" smallint,
        "growth_rate_high" smallint,
        "branch_strength_low" smallint,
        "branch_strength_high" smallint,
        "exposure_low" smallint,
        "exposure_high" smallint,
        "soil_ph_low" smallint,
        "soil_ph_high" smallint,
        "foliage_type" "public"."foliage_type",
        "leaf_form" text,
        "leaf_arrangement" text,
        "leaflet_shape" text,
        "water_use" text,
        "planting_area" text,
        "saltspray_tolerance" text,
        "root_damage_potential" text,
        "biogenic_emissions" text,
        "wind_resistance" text,
        "flower_showiness" text,
        "sex" text,
        "fruit_size" text,
        "fruit_type" text,
        "bark_color" text,
        "fruit_color" text,
        "app_lcant" text,
        "app_grrating" text,
        "usda_zones" smallint array NOT NULL DEFAULT '{}',
        "sunset_zones" text array NOT NULL DEFAULT '{}',
        "climate_adapted_regions" text array NOT NULL DEFAULT '{}',
        "tree_shapes" text array NOT NULL DEFAULT '{}',
        "litter_types" text array NOT NULL DEFAULT '{}',
        "bark_textures" text array NOT NULL DEFAULT '{}',
        "foliage_growth_colors" text array NOT NULL DEFAULT '{}',
        "fruit_values" text array NOT NULL DEFAULT '{}',
        "fruiting_times" text array NOT NULL DEFAULT '{}',
        "flower_colors" text array NOT NULL DEFAULT '{}',
        "flower_times" text array NOT NULL DEFAULT '{}',
        "soil_textures" text array NOT NULL DEFAULT '{}',
        "salinity_tolerances" text array NOT NULL DEFAULT '{}',
        "pest_resistant" text array NOT NULL DEFAULT '{}',
        "pest_susceptibility" text array NOT NULL DEFAULT '{}',
        "disease_resistant" text array NOT NULL DEFAULT '{}',
        "disease_susceptibility" text array NOT NULL DEFAULT '{}',
        "health_hazards" text array NOT NULL DEFAULT '{}',
        "attracts_wildlife" text array NOT NULL DEFAULT '{}',
        "landscape_applications" text array NOT NULL DEFAULT '{}',
        "landscape_uses" text array NOT NULL DEFAULT '{}',
        "photolocations" text array NOT NULL DEFAULT '{}',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "trees_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "trees_height_low_check" CHECK (height_low BETWEEN 1 AND 400),
        CONSTRAINT "trees_height_high_check" CHECK (height_high BETWEEN 1 AND 400),
        CONSTRAINT "trees_width_low_check" CHECK (width_low BETWEEN 1 AND 300),
        CONSTRAINT "trees_width_high_check" CHECK (width_high BETWEEN 1 AND 300),
        CONSTRAINT "trees_growth_rate_low_check" CHECK (growth_rate_low BETWEEN 1 AND 127),
        CONSTRAINT "trees_growth_rate_high_check" CHECK (growth_rate_high BETWEEN 1 AND 127),
        CONSTRAINT "trees_branch_strength_low_check" CHECK (branch_strength_low BETWEEN 1 AND 5),
        CONSTRAINT "trees_branch_strength_high_check" CHECK (branch_strength_high BETWEEN 1 AND 5),
        CONSTRAINT "trees_exposure_low_check" CHECK (exposure_low BETWEEN 1 AND 3),
        CONSTRAINT "trees_exposure_high_check" CHECK (exposure_high BETWEEN 1 AND 3),
        CONSTRAINT "trees_soil_ph_low_check" CHECK (soil_ph_low BETWEEN 1 AND 7),
        CONSTRAINT "trees_soil_ph_high_check" CHECK (soil_ph_high BETWEEN 1 AND 7),
        CONSTRAINT "trees_leaf_form_check" CHECK (leaf_form IN ('Simple', 'Trifoliate', 'Palmately Compound', 'Pinnately Compound', 'Bipinnately Compound')),
        CONSTRAINT "trees_leaf_arrangement_check" CHECK (leaf_arrangement IN ('Alternate', 'Alternate/Whorled', 'Opposite', 'Opposite/Whorled', 'Whorled')),
        CONSTRAINT "trees_water_use_check" CHECK (water_use IN ('VL', 'L', 'M', 'H')),
        CONSTRAINT "trees_planting_area_check" CHECK (planting_area IN ('2 to 4', '4 to 7', '>7')),
        CONSTRAINT "trees_saltspray_tolerance_check" CHECK (saltspray_tolerance IN ('Low', 'Moderate', 'High')),
        CONSTRAINT "trees_root_damage_potential_check" CHECK (root_damage_potential IN ('Low', 'Moderate', 'High')),
        CONSTRAINT "trees_biogenic_emissions_check" CHECK (biogenic_emissions IN ('Low', 'Moderate', 'High')),
        CONSTRAINT "trees_wind_resistance_check" CHECK (wind_resistance IN ('Lowest', 'Medium Low', 'Medium High', 'Highest')),
        CONSTRAINT "trees_sex_check" CHECK (sex IN ('Monoecious', 'Dioecious', 'Perfect Flowers')),
        CONSTRAINT "trees_flower_showiness_check" CHECK (flower_showiness IN ('Showy', 'Inconspicuous')),
        CONSTRAINT "trees_usda_zones_check" CHECK (usda_zones <@ '{1,2,3,4,5,6,7,8,9,10,11,12,13}'::smallint[]),
        CONSTRAINT "trees_sunset_zones_check" CHECK (sunset_zones <@ '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,H1,H2}'::text[]),
        CONSTRAINT "trees_climate_adapted_regions_check" CHECK (climate_adapted_regions <@ '{inland-empire,inland-valleys,interior-west,northern-california-coast,southern-california-coast,southern-desert}'::text[]),
        CONSTRAINT "trees_not_own_redirect_check" CHECK (redirect_tree_id IS NULL OR redirect_tree_id <> id)
      )`);
    await queryRunner.query(
      `ALTER TABLE "trees" ADD CONSTRAINT "trees_redirect_tree_id_fkey" FOREIGN KEY ("redirect_tree_id") REFERENCES "trees"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "trees_published_idx" ON "trees" ("published")`);
    await queryRunner.query(
      `CREATE INDEX "trees_scientific_search_key_trgm_idx" ON "trees" USING gin ("scientific_search_key" gin_trgm_ops)`,
    );
    // Exact-token filters on multi-valued traits (`@>`, `&&`).
    for (const column of TREE_ARRAY_COLUMNS) {
      await queryRunner.query(`CREATE INDEX "trees_${column}_idx" ON "trees" USING gin ("${column}")`);
    }

    // ---- tree_names ---------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "tree_names" (
        "id" SERIAL NOT NULL,
        "tree_id" integer NOT NULL,
        "kind" "public"."tree_name_kind" NOT NULL,
        "name" text NOT NULL,
        "position" smallint NOT NULL DEFAULT '0',
        "source" "public"."tree_name_source" NOT NULL,
        "search_key" text NOT NULL,
        CONSTRAINT "tree_names_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "tree_names_tree_kind_search_key_key" UNIQUE ("tree_id", "kind", "search_key"),
        CONSTRAINT "tree_names_search_key_check" CHECK (search_key <> '')
      )`);
    await queryRunner.query(
      `ALTER TABLE "tree_names" ADD CONSTRAINT "tree_names_tree_id_fkey" FOREIGN KEY ("tree_id") REFERENCES "trees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "tree_names_search_key_trgm_idx" ON "tree_names" USING gin ("search_key" gin_trgm_ops)`,
    );

    // ---- taxa ---------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "taxa" (
        "id" SERIAL NOT NULL,
        "tree_id" integer NOT NULL,
        "sequence" smallint NOT NULL,
        "genus" text,
        "species" text,
        "hybrid_alt_species" text,
        "subspecies" text,
        "variety" text,
        "forma" text,
        "cultivar" text,
        "hybrid_x" boolean NOT NULL DEFAULT false,
        "hybrid_genus" boolean NOT NULL DEFAULT false,
        "qualifier" text,
        "name_concat" text NOT NULL,
        CONSTRAINT "taxa_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "taxa_tree_id_sequence_key" UNIQUE ("tree_id", "sequence"),
        CONSTRAINT "taxa_sequence_check" CHECK (sequence >= 1)
      )`);
    await queryRunner.query(
      `ALTER TABLE "taxa" ADD CONSTRAINT "taxa_tree_id_fkey" FOREIGN KEY ("tree_id") REFERENCES "trees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // ---- photos ------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "photos" (
        "id" SERIAL NOT NULL,
        "tree_id" integer NOT NULL,
        "link" text NOT NULL,
        "credit" text,
        "sequence" smallint NOT NULL DEFAULT '0',
        "attribute_name" text,
        CONSTRAINT "photos_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `ALTER TABLE "photos" ADD CONSTRAINT "photos_tree_id_fkey" FOREIGN KEY ("tree_id") REFERENCES "trees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "photos_tree_id_sequence_idx" ON "photos" ("tree_id", "sequence")`);

    // ---- glossary ------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "glossary_entries" (
        "id" SERIAL NOT NULL,
        "term" text NOT NULL,
        "definition" text NOT NULL,
        CONSTRAINT "glossary_entries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "glossary_entries_term_key" UNIQUE ("term")
      )`);
    await queryRunner.query(`
      CREATE TABLE "glossary_photos" (
        "id" SERIAL NOT NULL,
        "entry_id" integer NOT NULL,
        "s3_link" text NOT NULL,
        "definition_text" text,
        "sequence" smallint NOT NULL DEFAULT '0',
        CONSTRAINT "glossary_photos_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `ALTER TABLE "glossary_photos" ADD CONSTRAINT "glossary_photos_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "glossary_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "glossary_photos_entry_id_sequence_idx" ON "glossary_photos" ("entry_id", "sequence")`,
    );

    // ---- featured quotes -------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "featured_quotes" (
        "id" SERIAL NOT NULL,
        "quote" text NOT NULL,
        "author" text,
        "active" boolean NOT NULL DEFAULT true,
        CONSTRAINT "featured_quotes_pkey" PRIMARY KEY ("id")
      )`);

    // ---- zip codes -------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "zip_codes" (
        "zip" character(5) NOT NULL,
        "state" character(2) NOT NULL,
        "city" text,
        "usda_zone" text NOT NULL,
        "latitude" numeric(8,5),
        "longitude" numeric(8,5),
        CONSTRAINT "zip_codes_pkey" PRIMARY KEY ("zip"),
        CONSTRAINT "zip_codes_zip_check" CHECK (zip ~ '^[0-9]{5}$'),
        CONSTRAINT "zip_codes_usda_zone_check" CHECK (usda_zone ~ '^([1-9]|1[0-3])[ab]?$')
      )`);

    // ---- import reports --------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "import_runs" (
        "id" SERIAL NOT NULL,
        "kind" text NOT NULL,
        "file_name" text,
        "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "finished_at" TIMESTAMP WITH TIME ZONE,
        "status" text NOT NULL,
        "counts" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "import_runs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "import_runs_kind_check" CHECK (kind IN ('trees', 'common_names', 'zip_codes', 'gbif_synonyms')),
        CONSTRAINT "import_runs_status_check" CHECK (status IN ('running', 'succeeded', 'failed'))
      )`);
    await queryRunner.query(`
      CREATE TABLE "import_issues" (
        "id" SERIAL NOT NULL,
        "run_id" integer NOT NULL,
        "row_number" integer,
        "tree_id" integer,
        "column_name" text,
        "value" text,
        "reason" text NOT NULL,
        "message" text,
        CONSTRAINT "import_issues_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `ALTER TABLE "import_issues" ADD CONSTRAINT "import_issues_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "import_runs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "import_issues_run_id_idx" ON "import_issues" ("run_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "import_issues"`);
    await queryRunner.query(`DROP TABLE "import_runs"`);
    await queryRunner.query(`DROP TABLE "zip_codes"`);
    await queryRunner.query(`DROP TABLE "featured_quotes"`);
    await queryRunner.query(`DROP TABLE "glossary_photos"`);
    await queryRunner.query(`DROP TABLE "glossary_entries"`);
    await queryRunner.query(`DROP TABLE "photos"`);
    await queryRunner.query(`DROP TABLE "taxa"`);
    await queryRunner.query(`DROP TABLE "tree_names"`);
    await queryRunner.query(`DROP TABLE "trees"`);
    await queryRunner.query(`DROP SEQUENCE "tree_ids"`);
    await queryRunner.query(`DROP TYPE "public"."tree_name_source"`);
    await queryRunner.query(`DROP TYPE "public"."tree_name_kind"`);
    await queryRunner.query(`DROP TYPE "public"."foliage_type"`);
    // pg_trgm stays: other objects (or databases' habits) may rely on it, and it is harmless.
  }
}

/** Multi-valued trait columns of trees that get a GIN index (photolocations is display text). */
const TREE_ARRAY_COLUMNS = [
  'usda_zones',
  'sunset_zones',
  'climate_adapted_regions',
  'tree_shapes',
  'litter_types',
  'bark_textures',
  'foliage_growth_colors',
  'fruit_values',
  'fruiting_times',
  'flower_colors',
  'flower_times',
  'soil_textures',
  'salinity_tolerances',
  'pest_resistant',
  'pest_susceptibility',
  'disease_resistant',
  'disease_susceptibility',
  'health_hazards',
  'attracts_wildlife',
  'landscape_applications',
  'landscape_uses',
] as const;
