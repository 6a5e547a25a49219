import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Reviewed" (issue 23.5): an editor marking a detail section reviewed is a change in the tree's
 * history (tree_edits action 'review', target 'section', field the section, new_value the date), so
 * the history view lists it with its editor and date, and the latest one per section is what the
 * detail page shows. The partial index serves that lookup and the download's never-reviewed filter.
 * Hand-written; the migrations-match-entities test holds it to tree-edit.entity.ts.
 */
export class SectionReviews1796200000001 implements MigrationInterface {
  name = 'SectionReviews1796200000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tree_edits" DROP CONSTRAINT "tree_edits_action_check"`);
    await queryRunner.query(`ALTER TABLE "tree_edits" DROP CONSTRAINT "tree_edits_target_check"`);
    await queryRunner.query(
      `ALTER TABLE "tree_edits" ADD CONSTRAINT "tree_edits_action_check" CHECK (action IN ('create', 'update', 'delete', 'revert', 'restore', 'duplicate', 'review'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tree_edits" ADD CONSTRAINT "tree_edits_target_check" CHECK (target IN ('tree', 'taxon', 'photo', 'section'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "tree_edits_reviews_idx" ON "tree_edits" ("tree_id", "field", "id") WHERE action = 'review'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "tree_edits_reviews_idx"`);
    await queryRunner.query(`DELETE FROM "tree_edits" WHERE action = 'review'`);
    await queryRunner.query(`ALTER TABLE "tree_edits" DROP CONSTRAINT "tree_edits_action_check"`);
    await queryRunner.query(`ALTER TABLE "tree_edits" DROP CONSTRAINT "tree_edits_target_check"`);
    await queryRunner.query(
      `ALTER TABLE "tree_edits" ADD CONSTRAINT "tree_edits_action_check" CHECK (action IN ('create', 'update', 'delete', 'revert', 'restore', 'duplicate'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tree_edits" ADD CONSTRAINT "tree_edits_target_check" CHECK (target IN ('tree', 'taxon', 'photo'))`,
    );
  }
}
