import { pgPoolOf, poolQuery } from './data-source';
import { countQueries } from './query-counter';
import { useTestDatabase } from '../../test/helpers/test-database';
import { waitForBreakerClosed } from '../../test/helpers/breaker';

const db = useTestDatabase();

describe('createDataSource connections', () => {
  it('run without parallel query (see the options in data-source.ts)', async () => {
    // Several at once, so that they are answered by different pooled connections.
    const settings = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.dataSource.query<{ max_parallel_workers_per_gather: string }[]>('SHOW max_parallel_workers_per_gather'),
      ),
    );
    expect(settings.map(([row]) => row.max_parallel_workers_per_gather)).toEqual(['0', '0', '0', '0', '0']);
  });

  it("start every sequential scan at the table's first page (no synchronised scans; see data-source.ts)", async () => {
    const settings = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.dataSource.query<{ synchronize_seqscans: string }[]>('SHOW synchronize_seqscans'),
      ),
    );
    expect(settings.map(([row]) => row.synchronize_seqscans)).toEqual(['off', 'off', 'off', 'off', 'off']);
  });
});

describe('poolQuery', () => {
  it('counts the statement, answers its rows, and logs and rethrows a failure', async () => {
    const counted = await countQueries(() =>
      poolQuery<{ n: number }>(db.dataSource, { text: 'SELECT $1::int AS n', values: [7] }),
    );
    expect(counted).toEqual({ result: [{ n: 7 }], queries: 1 });
    const failed = jest.spyOn(db.dataSource.logger, 'logQueryError');
    try {
      await expect(poolQuery(db.dataSource, { text: 'SELECT * FROM no_such_table', values: [] })).rejects.toThrow(
        /no_such_table/,
      );
      expect(failed).toHaveBeenCalledWith(expect.any(Error), 'SELECT * FROM no_such_table', []);
    } finally {
      failed.mockRestore();
    }
  });
});

describe('pool clients keep an error listener (issue 20.1)', () => {
  it('issue 20.1: a client held out of the pool whose connection is terminated between statements does not crash the process', async () => {
    const pool = pgPoolOf(db.dataSource);
    const client = await pool.connect();
    // What a holder without a listener of its own relies on (pool.connect() in a service, a library).
    expect(client.listenerCount('error')).toBeGreaterThan(0);
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    const lost = new Promise((resolve) => client.once('end', resolve));
    await db.dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
    await lost; // the 57P01 and the end of the connection arrived, with no statement running
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    // The pool replaced it: statements go on (once the loss's probe is back: on a busy machine a new
    // connection may take longer than the probe's bound, and the breaker answers 503 until one does).
    await waitForBreakerClosed(db.dataSource);
    expect(await db.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
