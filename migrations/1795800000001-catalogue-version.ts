import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose writes change what public reads answer. */
const WATCHED = ['trees', 'taxa', 'tree_names', 'photos', 'featured_quotes', 'zip_codes'];

/**
 * The catalogue's version: one row, bumped by a statement-level trigger on every write to the
 * catalogue tables (an import statement of 1,924 rows is one bump), and announced with
 * `NOTIFY catalogue_changed, '<version>'` when the writing transaction commits. Every app
 * instance LISTENs and keeps the committed version in memory: public reads answer with an ETag
 * of it and a conditional request answers 304 without running the page's SQL, and no instance
 * serves a page older than a write another instance committed.
 * Hand-written; the migrations-match-entities test holds the table to its entity.
 */
export class CatalogueVersion1795800000001 implements MigrationInterface {
  name = 'CatalogueVersion1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_version" (
        "id" boolean NOT NULL DEFAULT true,
        "version" bigint NOT NULL DEFAULT '1',
        CONSTRAINT "catalogue_version_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "catalogue_version_one_row_check" CHECK (id)
      )`);
    await queryRunner.query(`INSERT INTO "catalogue_version" (id, version) VALUES (true, 1)`);
    await queryRunner.query(`
      CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        -- An upsert: the row comes back should anything have emptied the table.
        INSERT INTO catalogue_version (id, version) VALUES (true, 1)
          ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1
          RETURNING version INTO next;
        PERFORM pg_notify('catalogue_changed', next::text);
        RETURN NULL;
      END $$`);
    for (const table of WATCHED) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WATCHED) await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version()`);
    await queryRunner.query(`DROP TABLE "catalogue_version"`);
  }
}
