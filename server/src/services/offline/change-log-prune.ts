import type { DataSource } from 'typeorm';
import { logger } from '../../logger';
import { startPeriodic } from '../periodic';

/**
 * Keeps the offline change log (offline_tree_changes) from growing for ever (migration
 * 1797050000000 says why this is safe). Each run notes a mark (now, and the xmin of the current
 * snapshot: every transaction below it has ended), then removes the log entries below the newest
 * mark older than `retentionDays`, and raises `pruned_below` to that mark, so a cursor taken before
 * it gets the full bundle instead of a delta missing trees. A cursor younger than the retention
 * keeps its deltas. Instances pruning at once do the same idempotent work.
 */

/** How long a device may stay away and still refresh its copy by a delta (older: the full bundle). */
export const OFFLINE_CHANGES_RETENTION_DAYS = 30;

/** How often the log is pruned (and a mark taken: the retention is exact to this much). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface PruneDeps {
  db: DataSource;
  clock: () => Date;
}

/** One pruning run: answers how many log entries it removed and the bound it raised the floor to. */
export async function pruneOfflineChanges(
  deps: PruneDeps,
  retentionDays = OFFLINE_CHANGES_RETENTION_DAYS,
): Promise<{ removed: number; prunedBelow: string | null }> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  return deps.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO offline_change_marks (taken_at) VALUES ($1)`, [now]);
    const [mark]: { taken_at: Date; oldest_running: string }[] = await tx.query(
      `SELECT taken_at, oldest_running::text FROM offline_change_marks WHERE taken_at <= $1 ORDER BY taken_at DESC, id DESC LIMIT 1`,
      [cutoff],
    );
    if (!mark) return { removed: 0, prunedBelow: null };
    // The floor first: a delta asked while this runs reads either the old floor with every entry,
    // or (after commit) the new floor; never the new log with the old floor.
    await tx.query(`UPDATE offline_changes_floor SET pruned_below = GREATEST(pruned_below, $1::xid8)`, [
      mark.oldest_running,
    ]);
    const [, removed] = (await tx.query(`DELETE FROM offline_tree_changes WHERE xid < $1::xid8`, [
      mark.oldest_running,
    ])) as [unknown, number];
    // The mark used stays: the next run finds it (or a newer one) again.
    await tx.query(`DELETE FROM offline_change_marks WHERE taken_at < $1`, [mark.taken_at]);
    return { removed, prunedBelow: mark.oldest_running };
  });
}

/** Prunes now and then every `intervalMs` (main.ts); stop() waits for a run in progress. */
export function startOfflineChangesPruner(deps: PruneDeps, intervalMs = PRUNE_INTERVAL_MS): { stop(): Promise<void> } {
  return startPeriodic(
    async () => {
      const { removed, prunedBelow } = await pruneOfflineChanges(deps);
      if (removed) logger.info({ removed, prunedBelow }, 'pruned the offline change log');
    },
    intervalMs,
    (error) => logger.warn({ err: error }, 'offline change log pruning failed; the next run retries'),
  );
}
