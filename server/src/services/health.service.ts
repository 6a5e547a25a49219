import type { DataSource } from 'typeorm';

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
