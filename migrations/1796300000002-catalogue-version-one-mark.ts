import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose writes change what public reads answer (as 1795800000001). */
const WATCHED = ['trees', 'taxa', 'tree_names', 'photos', 'featured_quotes', 'zip_codes'];

/**
 * The bump at commit (1796300000001) without a deferred event per row: its row-level constraint
 * triggers queued one event per written row (about 8 µs each: seconds on an import of 100,000 trees
 * and their names and photos). Now a statement trigger marks the transaction once (a row in
 * catalogue_commit_marks, after a transaction-local setting says it has not yet), and one deferred
 * constraint trigger on that mark bumps the version just before the commit and removes the mark. A
 * savepoint rolled back takes its mark, its setting and its deferred event with it. Hand-written;
 * catalogue_commit_marks has no entity (never read by the app: a mark lives inside one transaction).
 */
export class CatalogueVersionOneMark1796300000002 implements MigrationInterface {
  name = 'CatalogueVersionOneMark1796300000002';

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
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version_at_commit" ON "${table}"`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_version_mark" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION mark_catalogue_write()`,
      );
    }
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version_at_commit()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version_mark" ON "${table}"`);
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "${table}_catalogue_version_at_commit" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version_at_commit()`,
      );
    }
    await queryRunner.query(`DROP TABLE "catalogue_commit_marks"`);
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version_at_mark()`);
    await queryRunner.query(`DROP FUNCTION mark_catalogue_write()`);
  }
}
