import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No parallel workers for scans of trees and tree_names. Search runs many small, index-driven
 * statements at once; on a 100k-tree catalogue PostgreSQL's cost estimates for the trigram tests
 * reach its parallel threshold and it starts two workers per statement (seen with EXPLAIN ANALYZE:
 * 18 ms of worker start-up around a 0.3 ms index scan that found nothing). Under concurrent load the
 * extra processes only compete for the same cores.
 */
export class SearchWithoutParallelWorkers1795500000001 implements MigrationInterface {
  name = 'SearchWithoutParallelWorkers1795500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trees" SET (parallel_workers = 0)`);
    await queryRunner.query(`ALTER TABLE "tree_names" SET (parallel_workers = 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tree_names" RESET (parallel_workers)`);
    await queryRunner.query(`ALTER TABLE "trees" RESET (parallel_workers)`);
  }
}
