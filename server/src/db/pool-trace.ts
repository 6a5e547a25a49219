import type { Pool, PoolClient } from 'pg';
import { logger } from '../logger';

type ConnectCallback = (error: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void;

/**
 * `DB_POOL_TRACE=1`: who holds the pool's connections when a caller waits too long for one.
 *
 * Every client handed out remembers the stack that asked for it (with its async frames); when a
 * `connect` fails with pg-pool's "timeout exceeded when trying to connect" (every connection in use
 * for the whole connect timeout), the holders' stacks are logged. A holder asking for a second
 * connection while it keeps its first (a transaction that queries outside its own manager) is the
 * pattern that starves a small pool: with as many such holders as connections, none can go on.
 * Off by default: a stack per connect costs a few microseconds.
 */
export function tracePoolHolders(pool: Pool): void {
  // Tests keep the logger silent: there the report goes to stderr, where jest shows it.
  const report = (details: object, message: string) =>
    logger.isLevelEnabled('error')
      ? logger.error(details, message)
      : console.error(message, JSON.stringify(details, null, 1));
  const holders = new Map<PoolClient, { stack: string; since: number }>();
  pool.on('release', (_error: Error | undefined, client: PoolClient) => holders.delete(client));
  pool.on('remove', (client: PoolClient) => holders.delete(client));
  const connect = pool.connect.bind(pool) as (cb: ConnectCallback) => void;
  const traced = (callback?: ConnectCallback): Promise<PoolClient> | void => {
    const stack = new Error('asked for a connection').stack ?? '';
    const asked = Date.now();
    const settle: ConnectCallback = (error, client, done) => {
      if (client && !error) holders.set(client, { stack, since: Date.now() });
      if (error && /timeout exceeded when trying to connect/.test(error.message)) {
        const now = Date.now();
        report(
          {
            waitedMs: now - asked,
            waiter: stack,
            holders: [...holders.values()].map((held) => ({ heldMs: now - held.since, stack: held.stack })),
          },
          'database pool exhausted: the holders of its connections',
        );
      }
      callback!(error, client, done);
    };
    if (callback) return connect(settle);
    return new Promise<PoolClient>((resolve, reject) => {
      callback = (error, client) => (error ? reject(error) : resolve(client!));
      connect(settle);
    });
  };
  (pool as unknown as { connect: typeof traced }).connect = traced;
}
