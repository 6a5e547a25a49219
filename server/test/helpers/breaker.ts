import type { DataSource } from 'typeorm';
import { breakerOf } from '../../src/db/data-source';

/**
 * Waits until the DataSource's breaker is closed with no probe pending (db/breaker.ts). A test that
 * kills a backend starts a probe; on a loaded machine a new connection can take longer than the
 * probe's 1 s bound, so the breaker opens and answers 503 until a later probe connects. A test that
 * goes on using the database after a kill waits for this first, as a client would retry.
 */
export async function waitForBreakerClosed(dataSource: DataSource, timeoutMs = 30_000): Promise<void> {
  const breaker = breakerOf(dataSource);
  const deadline = Date.now() + timeoutMs;
  while (breaker && !breaker.isSettledClosed) {
    if (Date.now() > deadline) throw new Error(`the database breaker did not close within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
