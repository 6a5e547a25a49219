import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Concurrent catalogue writes without one row serialising them (issue 24). Two things made every
 * editor's commit wait for every other's, even after the version was bumped at commit
 * (1796300000001): the one version row, locked by each bump until its transaction's commit had
 * been flushed to disk, and the NOTIFY sent inside the writing transaction (PostgreSQL holds one
 * lock across every notifying commit, flush included). pgbench, 20 clients, one insert per
 * transaction: 2,426 tps alone, 243 with the row bump, 422 with the NOTIFY.
 *
 * - The version becomes the sum of 64 counters (catalogue_version_slots); a writing transaction
 *   adds 1 to the counter of its backend (pg_backend_pid() % 64), at commit as before. Every
 *   committed write adds exactly 1 to the sum, so a sum read after a commit counts it and a 304
 *   never hides it; two writers wait for each other only when their connections share a counter.
 *   `catalogue_version` stays what readers select (a view of one row: id true, version the sum,
 *   token the sum and the newest counter's transaction, which never repeats).
 * - A transaction that set `selectree.notify_after_commit` (the app's tree edits,
 *   services/editing/tree-change.ts) is not announced from inside: the app announces it once the
 *   commit is done, outside the lock. Every other writer (imports, psql) is announced as before.
 *   The announcement carries no number: an instance that hears it reads the version.
 * - rate_limits becomes UNLOGGED: a budget point is no longer flushed to disk (a write to unlogged
 *   tables only commits without waiting for the flush), so one account's or address's saves do not
 *   queue on their budget rows. A database crash forgets the budgets' counts (they start again).
 * Hand-written, like 1795800000001.
 */
export class CatalogueVersionSlots1796400000000 implements MigrationInterface {
  name = 'CatalogueVersionSlots1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_version_slots" (
        "slot" smallint NOT NULL,
        "version" bigint NOT NULL DEFAULT '0',
        CONSTRAINT "catalogue_version_slots_pkey" PRIMARY KEY ("slot"),
        CONSTRAINT "catalogue_version_slots_slot_check" CHECK (slot >= 0 AND slot < 64)
      )`);
    await queryRunner.query(
      `INSERT INTO catalogue_version_slots (slot, version) SELECT 0, COALESCE(max(version), 1) FROM catalogue_version`,
    );
    await queryRunner.query(`DROP TABLE "catalogue_version"`);
    await queryRunner.query(`
      CREATE VIEW "catalogue_version" AS
        SELECT true AS id, COALESCE(sum(version), 0)::bigint AS version,
          COALESCE(sum(version), 0)::text || ':' || COALESCE(max(xmin::text::bigint), 0)::text AS token
        FROM catalogue_version_slots`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION add_catalogue_version() RETURNS void LANGUAGE sql AS $$
        INSERT INTO catalogue_version_slots (slot, version) VALUES (pg_backend_pid() % 64, 1)
          ON CONFLICT (slot) DO UPDATE SET version = catalogue_version_slots.version + 1
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM add_catalogue_version();
        PERFORM pg_notify('catalogue_changed', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version_at_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM catalogue_commit_marks WHERE txid = NEW.txid;
        PERFORM add_catalogue_version();
        IF current_setting('selectree.notify_after_commit', true) IS DISTINCT FROM 'on' THEN
          PERFORM pg_notify('catalogue_changed', '');
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`ALTER TABLE "rate_limits" SET UNLOGGED`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limits" SET LOGGED`);
    await queryRunner.query(`DROP VIEW "catalogue_version"`);
    await queryRunner.query(`
      CREATE TABLE "catalogue_version" (
        "id" boolean NOT NULL DEFAULT true,
        "version" bigint NOT NULL DEFAULT '1',
        CONSTRAINT "catalogue_version_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "catalogue_version_one_row_check" CHECK (id)
      )`);
    await queryRunner.query(
      `INSERT INTO catalogue_version (id, version) SELECT true, GREATEST(COALESCE(sum(version), 1), 1) FROM catalogue_version_slots`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        INSERT INTO catalogue_version (id, version) VALUES (true, 1)
          ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1
          RETURNING version INTO next;
        PERFORM pg_notify('catalogue_changed', next::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_version_at_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        DELETE FROM catalogue_commit_marks WHERE txid = NEW.txid;
        INSERT INTO catalogue_version (id, version) VALUES (true, 1)
          ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1
          RETURNING version INTO next;
        PERFORM pg_notify('catalogue_changed', next::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP FUNCTION add_catalogue_version()`);
    await queryRunner.query(`DROP TABLE "catalogue_version_slots"`);
  }
}
