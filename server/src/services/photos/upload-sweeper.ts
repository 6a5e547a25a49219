import type { DataSource } from 'typeorm';
import { logger } from '../../logger';
import { startPeriodic } from '../periodic';
import { UPLOAD_URL_SECONDS } from './photos.service';
import type { PhotoStorage } from './storage';

export interface SweepDeps {
  db: DataSource;
  photos: PhotoStorage;
  clock: () => Date;
}

/** How many grants one transaction claims (its rows stay locked while their files are removed). */
const BATCH = 100;

/**
 * Issue 20.13: removes the raw uploads of upload grants that are over, with their grant rows. A
 * grant is over once POST /photo/create would refuse it as expired (its expiry plus create's grace,
 * UPLOAD_URL_SECONDS); until then its file is left alone, whether it was created, refused or never
 * sent. Claimed with `FOR UPDATE SKIP LOCKED`, so instances sweeping at once each take other grants
 * and every file is removed by one of them. A file that cannot be removed now (storage down) keeps
 * its row for the next sweep. Answers how many grants it removed.
 */
export async function sweepRawUploads(deps: SweepDeps, batch = BATCH): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - UPLOAD_URL_SECONDS * 1000);
  let removed = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows: { key: string }[] = await tx.query(
        `SELECT key FROM photo_uploads WHERE expires_at < $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [cutoff, batch],
      );
      const gone: string[] = [];
      for (const { key } of rows) {
        try {
          await deps.photos.delete(key);
          gone.push(key);
        } catch (error) {
          logger.warn({ err: error, key }, 'raw upload sweep: the file could not be removed; next sweep retries');
        }
      }
      if (gone.length) await tx.query(`DELETE FROM photo_uploads WHERE key = ANY($1::text[])`, [gone]);
      return { rows: rows.length, gone: gone.length };
    });
    removed += claimed.gone;
    // A short batch: nothing more to claim (or the rest is another sweeper's, or failed to go).
    if (claimed.rows < batch || claimed.gone === 0) return removed;
  }
}

/** Sweeps now and then every `intervalMs` (main.ts); stop() waits for a sweep in progress. */
export function startRawUploadSweeper(deps: SweepDeps, intervalMs = 10 * 60 * 1000): { stop(): Promise<void> } {
  return startPeriodic(
    async () => {
      const removed = await sweepRawUploads(deps);
      if (removed) logger.info({ removed }, 'removed raw photo uploads whose grant was over');
    },
    intervalMs,
    (error) => logger.warn({ err: error }, 'raw upload sweep failed; the next one retries'),
  );
}
