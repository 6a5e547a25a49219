import type { DataSource } from 'typeorm';
import { breakerOf } from '../db/data-source';

export type DatabaseHealth = { reachable: true; latencyMs: number } | { reachable: false };

/** Whether the database answers a trivial query, and how fast (GET /api/health). */
export async function checkDatabase(db: DataSource): Promise<DatabaseHealth> {
  const started = Date.now();
  try {
    await db.query('SELECT 1');
    return { reachable: true, latencyMs: Date.now() - started };
  } catch {
    return { reachable: false };
  }
}

export type Readiness = { ready: true } | { ready: false; reason: 'database unreachable' | 'migrations pending' };

/**
 * Whether this instance should take traffic (GET /api/ready): the database answers and every
 * migration this build knows is applied (a new build started before `migrate` is not ready).
 */
export async function checkReadiness(db: DataSource): Promise<Readiness> {
  // The fail-fast breaker is open (db/breaker.ts): not ready until its probe connects.
  if (breakerOf(db)?.isOpen) return { ready: false, reason: 'database unreachable' };
  if (!(await checkDatabase(db)).reachable) return { ready: false, reason: 'database unreachable' };
  try {
    if (await db.showMigrations()) return { ready: false, reason: 'migrations pending' };
  } catch {
    return { ready: false, reason: 'database unreachable' };
  }
  return { ready: true };
}

/** Work waiting in the background queues (the metrics' queue depth): bulk e-mail recipients not yet sent. */
export async function queueDepth(db: DataSource): Promise<{ mailRecipientsPending: number }> {
  const [{ pending }]: { pending: number }[] = await db.query(
    `SELECT count(*)::int AS pending FROM mail_job_recipients WHERE status IN ('pending', 'sending')`,
  );
  return { mailRecipientsPending: pending };
}
