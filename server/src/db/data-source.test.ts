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
