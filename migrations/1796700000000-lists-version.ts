import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables a list page or a list search answer is read from (the catalogue has its own version). */
const LIST_TABLES = ['lists', 'list_trees', 'list_members'];

/**
 * The lists' version (issue 24): what a list page and a list search answer are made of, as one
 * committed number, so an answer made once is kept until a write changes it, checked by reading one
 * row (no digest of a list's 1,000 rows, no count over 10,000 lists on every request).
 *
 * As the catalogue's (1796400000000): 64 counters (list_version_slots); every statement that writes
 * lists, list_trees or list_members (insert, update, delete, truncate), or the users' fields a list
 * shows or is filtered by (names, e-mail, ban, role; a deleted user), adds 1 to its backend's counter
 * (pg_backend_pid() % 64) inside its transaction, by a statement trigger: whatever path writes (the
 * app, an import, psql). A committed write is counted in every sum read after its commit, so a kept
 * answer is never older than what a reader would see; two writers wait for each other only when their
 * connections share a counter (list writes already queue on their list's row). The view
 * `lists_version` answers the token: the sum and the newest counter's transaction (the sum alone
 * starts again when the tables are emptied; with the xmin a token never repeats).
 * Hand-written, like 1796400000000.
 */
export class ListsVersion1796700000000 implements MigrationInterface {
  name = 'ListsVersion1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "list_version_slots" (
        "slot" smallint NOT NULL,
        "version" bigint NOT NULL DEFAULT '0',
        CONSTRAINT "list_version_slots_pkey" PRIMARY KEY ("slot"),
        CONSTRAINT "list_version_slots_slot_check" CHECK (slot >= 0 AND slot < 64)
      )`);
    await queryRunner.query(`INSERT INTO list_version_slots (slot, version) VALUES (0, 1)`);
    await queryRunner.query(`
      CREATE VIEW "lists_version" AS
        SELECT COALESCE(sum(version), 0)::text || ':' || COALESCE(max(xmin::text::bigint), 0)::text AS token
        FROM list_version_slots`);
    await queryRunner.query(`
      CREATE FUNCTION bump_lists_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO list_version_slots (slot, version) VALUES (pg_backend_pid() % 64, 1)
          ON CONFLICT (slot) DO UPDATE SET version = list_version_slots.version + 1;
        RETURN NULL;
      END $$`);
    for (const table of LIST_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_lists_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION bump_lists_version()`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER "users_lists_version" AFTER UPDATE OF first_name, last_name, email, banned, role_id OR DELETE OR TRUNCATE
       ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_lists_version()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "users_lists_version" ON "users"`);
    for (const table of LIST_TABLES) await queryRunner.query(`DROP TRIGGER "${table}_lists_version" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION bump_lists_version()`);
    await queryRunner.query(`DROP VIEW "lists_version"`);
    await queryRunner.query(`DROP TABLE "list_version_slots"`);
  }
}
