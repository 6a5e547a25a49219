import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Name search plans, checked with EXPLAIN (ANALYZE, BUFFERS) on the 2k export and a 100k synthetic
 * catalogue (bench/):
 *
 * 1. Byte-order btree indexes on the search keys. The exact and prefix tiers of name search compare
 *    `search_key COLLATE "C"` (`=`, `LIKE 'coast li%'`, ORDER BY ... LIMIT): with a C-collated
 *    index that is an ordered index range scan that stops after the first rows, whatever the
 *    database's collation. The trigram GIN indexes still serve word-prefix (`LIKE '% live%'`) and
 *    similarity (`<%`, `<<%`) tests.
 * 2. pg_trgm's similarity functions are declared with the default cost 1, so on a small table the
 *    planner prefers a sequential scan that computes word_similarity() for every name (55 ms on
 *    the export's 7,000 names) over the GIN index (0.6 ms). Cost 10 tips that choice without making
 *    the estimates so large that a 100k-tree search plans parallel workers for a typo branch that
 *    will not run (100 did: 11 ms of worker start-up for nothing). Changing
 *    an extension's functions needs their owner (a superuser installed pg_trgm): without the right,
 *    this step only leaves a notice. (pg_dump does not keep it; re-run this ALTER after a restore.)
 * 3. Statistics target 10 on the search keys: with 100 (the default) the planner estimates every
 *    trigram and LIKE test by running it over a 100-entry histogram, ~0.5 ms per test and 5 ms of
 *    planning per suggestion query; below 100 entries it uses fixed selectivities, which pick the
 *    same plans here.
 * 4. One btree per single-valued search filter (leaf form, fruit type, water use, the yes/no
 *    flags ...) and on both ends of the height and width ranges, so that PostgreSQL combines any
 *    two selective filters with the GIN array indexes in a BitmapAnd instead of scanning the table:
 *    at 100k trees, "California native with red flowers" counts in 1.6 ms instead of 75 ms.
 */
export class SearchIndexes1795500000000 implements MigrationInterface {
  name = 'SearchIndexes1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "tree_names_search_key_c_idx" ON "tree_names" ("search_key" COLLATE "C")`);
    await queryRunner.query(
      `CREATE INDEX "trees_scientific_search_key_c_idx" ON "trees" ("scientific_search_key" COLLATE "C")`,
    );
    await queryRunner.query(`ALTER TABLE "tree_names" ALTER COLUMN "search_key" SET STATISTICS 10`);
    await queryRunner.query(`ALTER TABLE "trees" ALTER COLUMN "scientific_search_key" SET STATISTICS 10`);
    await queryRunner.query(trigramCosts(10));
    for (const column of FILTER_COLUMNS) {
      await queryRunner.query(`CREATE INDEX "trees_${column}_idx" ON "trees" ("${column}")`);
    }
    for (const [name, low, high] of RANGE_INDEXES) {
      // The search tests COALESCE(high, low) >= min and COALESCE(low, high) <= max (overlap).
      await queryRunner.query(`CREATE INDEX "trees_${name}_top_idx" ON "trees" ((COALESCE("${high}", "${low}")))`);
      await queryRunner.query(`CREATE INDEX "trees_${name}_bottom_idx" ON "trees" ((COALESCE("${low}", "${high}")))`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of RANGE_INDEXES) {
      await queryRunner.query(`DROP INDEX "trees_${name}_bottom_idx"`);
      await queryRunner.query(`DROP INDEX "trees_${name}_top_idx"`);
    }
    for (const column of FILTER_COLUMNS) await queryRunner.query(`DROP INDEX "trees_${column}_idx"`);
    await queryRunner.query(trigramCosts(1));
    await queryRunner.query(`ALTER TABLE "trees" ALTER COLUMN "scientific_search_key" SET STATISTICS -1`);
    await queryRunner.query(`ALTER TABLE "tree_names" ALTER COLUMN "search_key" SET STATISTICS -1`);
    await queryRunner.query(`DROP INDEX "trees_scientific_search_key_c_idx"`);
    await queryRunner.query(`DROP INDEX "tree_names_search_key_c_idx"`);
  }
}

/** Single-valued columns the characteristic search filters on (tree.entity.ts declares the same). */
const FILTER_COLUMNS = [
  'california_native',
  'foliage_fall_color',
  'fragrance',
  'deer_palatable',
  'schoolyard',
  'utility_friendly',
  'exposure_low',
  'foliage_type',
  'leaf_form',
  'leaf_arrangement',
  'planting_area',
  'fruit_type',
  'saltspray_tolerance',
  'wind_resistance',
  'water_use',
];

const RANGE_INDEXES = [
  ['height', 'height_low', 'height_high'],
  ['width', 'width_low', 'width_high'],
] as const;

const TRIGRAM_FUNCTIONS = [
  'similarity',
  'similarity_op',
  'word_similarity',
  'word_similarity_op',
  'word_similarity_commutator_op',
  'strict_word_similarity',
  'strict_word_similarity_op',
  'strict_word_similarity_commutator_op',
];

function trigramCosts(cost: number): string {
  const statements = TRIGRAM_FUNCTIONS.map((fn) => `ALTER FUNCTION ${fn}(text, text) COST ${cost};`).join('\n    ');
  return `DO $$
  BEGIN
    ${statements}
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm function costs left unchanged: not the owner of the extension';
  END $$`;
}
