import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose writes change what public reads answer (as 1795800000001). */
const WATCHED = ['trees', 'taxa', 'tree_names', 'photos', 'featured_quotes', 'zip_codes'];

/**
 * The catalogue version taken at commit (issue 24). A write's statement trigger used to bump the one
 * catalogue_version row at once, so its row lock was held for the rest of the writing transaction
 * and every editor's save queued behind every other's. Now a statement trigger marks the transaction
 * once (a row in catalogue_commit_marks, after a transaction-local setting says it has not yet), and
 * one deferred constraint trigger on that mark bumps the version just before the commit and removes
 * the mark: the row lock is held from there to the commit only. The guarantee is unchanged: the bump
 * commits with the write, in commit order (writers still pass the row one at a time), so a version
 * read after a commit counts it and a 304 never hides it. A savepoint rolled back takes its mark, its
 * setting and its deferred event with it. One mark per transaction, not a deferred row-level trigger
 * on the watched tables: that queued one event per written row (about 8 µs each, measured: seconds
 * on an import of 100,000 trees). TRUNCATE keeps its immediate statement trigger (constraint
 * triggers have none; rare). Hand-written, like 1795800000001; catalogue_commit_marks has no entity
 * (never read by the app: a mark lives inside one transaction).
 */
export class CatalogueVersionAtCommit1796300000001 implements MigrationInterface {
  name = 'CatalogueVersionAtCommit1796300000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNLOGGED TABLE "catalogue_commit_marks" ("txid" bigint PRIMARY KEY)`);
    await queryRunner.query(`
      CREATE FUNCTION mark_catalogue_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('selectree.catalogue_marked_in', true) IS DISTINCT FROM txid_current()::text THEN
          PERFORM set_config('selectree.catalogue_marked_in', txid_current()::text, true);
          INSERT INTO catalogue_commit_marks (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION bump_catalogue_version_at_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        DELETE FROM catalogue_commit_marks WHERE txid = NEW.txid;
        INSERT INTO catalogue_version (id, version) VALUES (true, 1)
          ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1
          RETURNING version INTO next;
        PERFORM pg_notify('catalogue_changed', next::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER "catalogue_commit_marks_bump" AFTER INSERT ON "catalogue_commit_marks"
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version_at_mark()`,
    );
    for (const table of WATCHED) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "${table}"`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version" AFTER TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version_mark" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION mark_catalogue_write()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WATCHED) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version_mark" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "${table}"`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
    }
    await queryRunner.query(`DROP TABLE "catalogue_commit_marks"`);
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version_at_mark()`);
    await queryRunner.query(`DROP FUNCTION mark_catalogue_write()`);
  }
}
