import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose writes change what public reads answer (as 1795800000001). */
const WATCHED = ['trees', 'taxa', 'tree_names', 'photos', 'featured_quotes', 'zip_codes'];

/**
 * The catalogue version taken at commit (issue 24): a write's statement trigger used to bump the one
 * catalogue_version row at once, so its row lock was held for the rest of the writing transaction
 * and every editor's save queued behind every other's. Now a deferred constraint trigger (row level,
 * as PostgreSQL requires; after the first row of a transaction it only compares a transaction-local
 * setting) bumps it once per transaction just before the commit: the lock is held from there to
 * the commit only. The guarantee is unchanged: the bump commits with the write, in commit order
 * (writers still pass the row one at a time), so a version read after a commit counts it and a 304
 * never hides it. TRUNCATE keeps its statement trigger (constraint triggers have none; rare).
 * Hand-written, like 1795800000001.
 */
export class CatalogueVersionAtCommit1796300000001 implements MigrationInterface {
  name = 'CatalogueVersionAtCommit1796300000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION bump_catalogue_version_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        IF current_setting('selectree.catalogue_bumped_in', true) = txid_current()::text THEN RETURN NULL; END IF;
        PERFORM set_config('selectree.catalogue_bumped_in', txid_current()::text, true);
        INSERT INTO catalogue_version (id, version) VALUES (true, 1)
          ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1
          RETURNING version INTO next;
        PERFORM pg_notify('catalogue_changed', next::text);
        RETURN NULL;
      END $$`);
    for (const table of WATCHED) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "${table}"`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version" AFTER TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "${table}_catalogue_version_at_commit" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version_at_commit()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WATCHED) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version_at_commit" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "${table}"`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
    }
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version_at_commit()`);
  }
}
