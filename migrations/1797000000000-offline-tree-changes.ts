import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows make a tree's entry in the offline catalogue bundle, and its tree id column. */
const LOGGED: [table: string, column: string][] = [
  ['trees', 'id'],
  ['tree_names', 'tree_id'],
  ['taxa', 'tree_id'],
  ['photos', 'tree_id'],
  // Review dates (history rows written by the app's edits) are shown on the detail page.
  ['tree_edits', 'tree_id'],
];

/**
 * What the offline catalogue's delta (issue 27, GET /api/offline/catalogue?since=) is computed
 * from. The catalogue version is a sum of counters taken at commit (1796400000000): it says THAT the
 * catalogue moved, not which trees; tree_edits records the app's edits only (imports, uploads and
 * psql write the tables directly). So every write to a table that makes a tree's bundle entry logs
 * the tree's id with the writing transaction's id (statement triggers with transition tables: one
 * INSERT ... SELECT DISTINCT per statement, not a trigger call per row; an import of 100,000 trees
 * adds one statement per table it writes).
 *
 * "Changed since" is asked against a snapshot, not a clock or a counter: a bundle carries the
 * snapshot (`pg_current_snapshot()`) read before its rows, and the trees changed since are those
 * whose logged transaction that snapshot did not see (`NOT pg_visible_in_snapshot`). A transaction
 * still running when the bundle was read, or committed after, is in the next delta whatever its
 * commit order; one that committed before is in the bundle's rows.
 *
 * offline_changes_floor holds the transaction from which the log is complete: set here, and again by
 * any TRUNCATE of a logged table or of the log itself (a truncated table logs no rows). A delta is
 * answered only when the floor was visible to the caller's snapshot; otherwise the full bundle.
 * Neither table has an entity (the app reads them in services/offline/ with SQL only).
 */
export class OfflineTreeChanges1797000000000 implements MigrationInterface {
  name = 'OfflineTreeChanges1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "offline_tree_changes" (
        "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
        "tree_id" integer NOT NULL,
        CONSTRAINT "offline_tree_changes_pkey" PRIMARY KEY ("xid", "tree_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "offline_changes_floor" (
        "id" boolean NOT NULL DEFAULT true,
        "xid" xid8 NOT NULL,
        CONSTRAINT "offline_changes_floor_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "offline_changes_floor_one_row_check" CHECK (id)
      )`);
    await queryRunner.query(`INSERT INTO offline_changes_floor (id, xid) VALUES (true, pg_current_xact_id())`);
    await queryRunner.query(`
      CREATE FUNCTION raise_offline_changes_floor() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO offline_changes_floor (id, xid) VALUES (true, pg_current_xact_id())
          ON CONFLICT (id) DO UPDATE SET xid = EXCLUDED.xid;
        RETURN NULL;
      END $$`);
    // TG_ARGV[0]: the tree id column; the transition tables are new_rows and/or old_rows.
    for (const side of ['new', 'old']) {
      await queryRunner.query(`
        CREATE FUNCTION log_offline_tree_changes_${side}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          EXECUTE format(
            'INSERT INTO offline_tree_changes (tree_id) SELECT DISTINCT %1$I FROM ${side}_rows WHERE %1$I IS NOT NULL
             ON CONFLICT DO NOTHING', TG_ARGV[0]);
          RETURN NULL;
        END $$`);
    }
    for (const [table, column] of LOGGED) {
      const name = (suffix: string) => `"${table}_offline_${suffix}"`;
      const run = (side: string) => `FOR EACH STATEMENT EXECUTE FUNCTION log_offline_tree_changes_${side}('${column}')`;
      await queryRunner.query(
        `CREATE TRIGGER ${name('insert')} AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows ${run('new')}`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${name('update_new')} AFTER UPDATE ON "${table}" REFERENCING NEW TABLE AS new_rows ${run('new')}`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${name('update_old')} AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_rows ${run('old')}`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${name('delete')} AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows ${run('old')}`,
      );
    }
    for (const table of [...LOGGED.map(([logged]) => logged), 'offline_tree_changes', 'offline_changes_floor']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_offline_floor" AFTER TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION raise_offline_changes_floor()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of LOGGED) {
      for (const suffix of ['insert', 'update_new', 'update_old', 'delete', 'floor']) {
        await queryRunner.query(`DROP TRIGGER "${table}_offline_${suffix}" ON "${table}"`);
      }
    }
    await queryRunner.query(`DROP TABLE "offline_tree_changes"`);
    await queryRunner.query(`DROP TABLE "offline_changes_floor"`);
    await queryRunner.query(`DROP FUNCTION log_offline_tree_changes_new()`);
    await queryRunner.query(`DROP FUNCTION log_offline_tree_changes_old()`);
    await queryRunner.query(`DROP FUNCTION raise_offline_changes_floor()`);
  }
}
