import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Glossary editing (spec: detail-editing-accounts §2 "Glossary page", §5, §7 "Glossary"):
 * - glossary_entries.version (bumped by every save of the term or definition: a save based on an
 *   older version is refused, so two editors never silently overwrite each other), updated_by and
 *   updated_at (named in that refusal);
 * - one entry per term whatever its case: a unique index on lower(term);
 * - glossary_photos: the stored object's key, pixel size and responsive widths, as tree photos have
 *   (the same storage and image pipeline);
 * - both tables bump the catalogue version (public reads are cached by it, 1795800000001).
 * Hand-written; the migrations-match-entities test holds it to server/src/entities.
 */
export class Glossary1795810000000 implements MigrationInterface {
  name = 'Glossary1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "glossary_entries" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "glossary_entries" ADD "updated_by" integer`);
    await queryRunner.query(
      `ALTER TABLE "glossary_entries" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `ALTER TABLE "glossary_entries" ADD CONSTRAINT "glossary_entries_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "glossary_entries_term_lower_key" ON "glossary_entries" (lower("term"))`,
    );

    await queryRunner.query(`ALTER TABLE "glossary_photos" ADD "storage_key" text`);
    await queryRunner.query(`ALTER TABLE "glossary_photos" ADD "width" integer`);
    await queryRunner.query(`ALTER TABLE "glossary_photos" ADD "height" integer`);
    await queryRunner.query(`ALTER TABLE "glossary_photos" ADD "widths" smallint array NOT NULL DEFAULT '{}'`);

    for (const table of ['glossary_entries', 'glossary_photos']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['glossary_entries', 'glossary_photos']) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "${table}"`);
    }
    await queryRunner.query(
      `ALTER TABLE "glossary_photos" DROP COLUMN "widths", DROP COLUMN "height", DROP COLUMN "width", DROP COLUMN "storage_key"`,
    );
    await queryRunner.query(`DROP INDEX "glossary_entries_term_lower_key"`);
    await queryRunner.query(`ALTER TABLE "glossary_entries" DROP CONSTRAINT "glossary_entries_updated_by_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "glossary_entries" DROP COLUMN "updated_at", DROP COLUMN "updated_by", DROP COLUMN "version"`,
    );
  }
}
