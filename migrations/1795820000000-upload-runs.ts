import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin CSV upload (spec: detail-editing-accounts §2 "Upload Tree Data", §5 "Upload") keeps its
 * runs with the other imports in import_runs:
 * - user_id: the admin who uploaded (NULL for command-line imports; SET NULL when the account goes);
 * - report: the upload's report as the page showed it (changed rows with their fields, the unchanged
 *   count, refused rows with their reasons), kept for uploads that were written and for refused ones.
 * Hand-written; the migrations-match-entities test holds it to server/src/entities/import-run.entity.ts.
 */
export class UploadRuns1795820000000 implements MigrationInterface {
  name = 'UploadRuns1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_runs" ADD "user_id" integer`);
    await queryRunner.query(`ALTER TABLE "import_runs" ADD "report" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "import_runs" DROP COLUMN "report", DROP COLUMN "user_id"`);
  }
}
