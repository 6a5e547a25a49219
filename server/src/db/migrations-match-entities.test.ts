import { useTestDatabase } from '../../test/helpers/test-database';

const db = useTestDatabase();

describe('migrations', () => {
  it('build exactly the schema the entities describe (nothing left for synchronize to do)', async () => {
    const pending = await db.dataSource.driver.createSchemaBuilder().log();
    const statements = pending.upQueries.map((query) => query.query);
    expect(statements).toEqual([]);
  });

  it('enable pg_trgm for name search', async () => {
    const rows = await db.dataSource.query(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(rows).toHaveLength(1);
  });
});
