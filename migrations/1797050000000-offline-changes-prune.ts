import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pruning the offline change log (1797000000000), which every catalogue write adds to and nothing
 * emptied. The pruner (services/offline/change-log-prune.ts) notes, now and then, the oldest
 * transaction still running (`offline_change_marks`: the xmin of a snapshot, with the time, as `oldest_running`), and
 * removes log entries older than a mark taken long enough ago (OFFLINE_CHANGES_RETENTION_DAYS).
 *
 * A cursor (a snapshot) needs the entries of the transactions it did not see; every transaction
 * below its xmin had ended when it was taken, so it sees them all. So a cursor whose xmin is at or
 * above `pruned_below` needs no removed entry and keeps getting deltas; an older one gets the full
 * bundle, as after a TRUNCATE of the log.
 */
export class OfflineChangesPrune1797050000000 implements MigrationInterface {
  name = 'OfflineChangesPrune1797050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "offline_changes_floor" ADD "pruned_below" xid8 NOT NULL DEFAULT '0'`);
    await queryRunner.query(`
      CREATE TABLE "offline_change_marks" (
        "id" bigserial NOT NULL,
        "taken_at" timestamptz NOT NULL DEFAULT now(),
        "oldest_running" xid8 NOT NULL DEFAULT pg_snapshot_xmin(pg_current_snapshot()),
        CONSTRAINT "offline_change_marks_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "offline_change_marks_taken_at" ON "offline_change_marks" ("taken_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "offline_change_marks"`);
    await queryRunner.query(`ALTER TABLE "offline_changes_floor" DROP COLUMN "pruned_below"`);
  }
}
