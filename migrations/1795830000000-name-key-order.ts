import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The byte-order ("C") btree indexes on the name search keys also hold the row id, so the prefix
 * tiers of name suggestions (services/search/names/name-search.ts) read "the first 300 names in key
 * order, equal keys by id": a total order, the same whatever plan PostgreSQL picks (with the key
 * alone, which of several equal names made the cap depended on the plan: the physical order under
 * an index scan, a quicksort's under a bitmap scan and sort), and still an index range scan that
 * stops after 300 rows. The in-process suggestion index (name-suggest.ts) reads names in the same
 * order. Same index names, so the entities' declarations hold.
 */
export class NameKeyOrder1795830000000 implements MigrationInterface {
  name = 'NameKeyOrder1795830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "tree_names_search_key_c_idx"`);
    await queryRunner.query(
      `CREATE INDEX "tree_names_search_key_c_idx" ON "tree_names" ("search_key" COLLATE "C", "id")`,
    );
    await queryRunner.query(`DROP INDEX "trees_scientific_search_key_c_idx"`);
    await queryRunner.query(
      `CREATE INDEX "trees_scientific_search_key_c_idx" ON "trees" ("scientific_search_key" COLLATE "C", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "trees_scientific_search_key_c_idx"`);
    await queryRunner.query(
      `CREATE INDEX "trees_scientific_search_key_c_idx" ON "trees" ("scientific_search_key" COLLATE "C")`,
    );
    await queryRunner.query(`DROP INDEX "tree_names_search_key_c_idx"`);
    await queryRunner.query(`CREATE INDEX "tree_names_search_key_c_idx" ON "tree_names" ("search_key" COLLATE "C")`);
  }
}
