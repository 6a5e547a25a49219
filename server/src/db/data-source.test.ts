import { poolQuery } from './data-source';
import { countQueries } from './query-counter';
import { useTestDatabase } from '../../test/helpers/test-database';

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
