import path from 'node:path';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import type { Pool, PoolClient } from 'pg';
import { logger } from '../logger';
import { DatabaseBreaker } from './breaker';
import { tracePoolHolders } from './pool-trace';
import { entities } from './entities';

/** Counts SQL queries per async context; tests and benchmarks read it (see query-counter.ts). */
import { countQuery } from './query-counter';

class PinoTypeOrmLogger implements TypeOrmLogger {
  logQuery(): void {
    countQuery();
  }
  logQueryError(error: string | Error, query: string): void {
    logger.error({ err: error, query }, 'query failed');
  }
  logQuerySlow(time: number, query: string): void {
    logger.warn({ time, query }, 'slow query');
  }
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    logger.info({ migration: message }, 'migration');
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') logger.warn({ typeorm: message });
    else logger.debug({ typeorm: message });
  }
}

/**
 * The only way the app builds a DataSource. The same entities and migrations serve the embedded
 * PostgreSQL and a configured server; the schema is only ever changed by migrations.
 */
export function createDataSource(
  url: string,
  options: { poolSize?: number; connectTimeoutMs?: number } = {},
): DataSource {
  let breaker: DatabaseBreaker | undefined;
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities,
    // Compiled: server/dist/server/src/db -> server/dist/migrations; source: server/src/db -> migrations.
    migrations: [path.join(__dirname, '../../../migrations/*.{ts,js}')],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['query', 'error', 'warn', 'migration'],
    logger: new PinoTypeOrmLogger(),
    maxQueryExecutionTime: 1000,
    extra: {
      max: options.poolSize ?? 10,
      // A new connection that takes longer fails (the breaker opens, requests get a 503). Tests pass
      // a longer one: two jest workers on two cores can hold a backend's start-up past 5 s.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      // No parallel query: every statement here is small and index-driven, many run at once, and
      // worker start-up costs more than it saves (EXPLAIN ANALYZE at 100k trees: a searchTerm search
      // spent 13 of 37 ms starting two workers for a Parallel Append whose branches never ran).
      // Migration 1795500000001's parallel_workers = 0 on the tables does not stop a Parallel Append.
      // No synchronised sequential scans: on a table over a quarter of shared_buffers (trees at 100k:
      // 136 MB), PostgreSQL starts a sequential scan where the last one stopped, so "the first N rows
      // in physical order" (the name suggestions' word-prefix and typo candidates, name-search.ts)
      // would depend on the scan before it, and differ from the in-process index's order (tidRanks).
      options: '-c max_parallel_workers_per_gather=0 -c synchronize_seqscans=off',
    },
    // A pool-level error (an idle connection dropped): logged; the pool replaces the connection.
    // (Not the error itself: pg-pool hangs the whole client on it.)
    poolErrorHandler: (error: Error) => {
      logger.warn(
        { code: (error as { code?: string }).code, reason: error.message },
        'database connection lost (idle in the pool)',
      );
      breaker?.lost(error);
    },
  });
  const initialize = dataSource.initialize.bind(dataSource);
  dataSource.initialize = async () => {
    await initialize();
    const pool = pgPoolOf(dataSource);
    breaker = new DatabaseBreaker(pool);
    breakers.set(dataSource, breaker);
    const opened = breaker;
    guardPoolClients(pool, (error) => opened.lost(error));
    if (process.env.DB_POOL_TRACE === '1') tracePoolHolders(pool);
    return dataSource;
  };
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    breaker?.stop();
    await destroy();
  };
  return dataSource;
}

const breakers = new WeakMap<DataSource, DatabaseBreaker>();

/** The fail-fast breaker of a DataSource built by createDataSource (after initialize). */
export function breakerOf(dataSource: DataSource): DatabaseBreaker | undefined {
  return breakers.get(dataSource);
}

const guarded = new WeakSet<object>();
// Debug: the statement that was on it fails (and is logged), and an idle one is the pool's error above.
const connectionLost = (error: Error) =>
  logger.debug({ code: (error as { code?: string }).code, reason: error.message }, 'database connection lost');

/**
 * Issue 20.1: every client the pool hands out keeps an 'error' listener for life. A checked-out
 * client whose connection drops (PostgreSQL restarting, pg_terminate_backend) between statements
 * emits 'error'; without a listener that is an uncaught exception and the process dies. pg-pool
 * only listens while a client is idle, TypeORM while its query runner holds it; any other holder
 * (pool.connect() in a service, a library) would be one missed listener from a crash.
 */
export function guardPoolClients(pool: Pool, onLost?: (error: Error) => void): void {
  const guard = (client: PoolClient) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', connectionLost);
    if (onLost) client.on('error', onLost);
  };
  pool.on('acquire', guard);
  pool.on('connect', guard);
}

/** The pg Pool under a PostgreSQL DataSource (for libraries that take a pool, e.g. the rate limits store). */
export function pgPoolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * One statement on the DataSource's pool, without a TypeORM QueryRunner (the hot reads: the
 * loaders' keyed reads, name suggestions' prepared statements), logged (and so counted) and its
 * failure logged through the DataSource's logger as TypeORM logs its own. `name`: a named prepared
 * statement, parsed once per connection. Never part of a transaction.
 */
export async function poolQuery<T>(
  dataSource: DataSource,
  query: { text: string; values: unknown[]; name?: string },
): Promise<T[]> {
  dataSource.logger.logQuery(query.text, query.values);
  try {
    return (await pgPoolOf(dataSource).query(query)).rows as T[];
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, query.text, query.values);
    throw error;
  }
}
