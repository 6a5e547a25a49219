import { FreshRead } from './fresh-read';
import { CATALOGUE_TOKEN_SQL, catalogueToken } from '../services/search/index/catalogue-token';
import { createTree } from '../../test/factories/catalogue.factory';
import { loadConfig } from '../config';
import { useTestDatabase } from '../../test/helpers/test-database';
import { buildRequestContext } from '../context';

/** A read the test finishes by hand: which reads began, and when each may end. */
function manualReads() {
  const began: { settle: (value: number) => void; fail: (error: Error) => void }[] = [];
  const read = new FreshRead<number>(
    () =>
      new Promise<number>((resolve, reject) => {
        began.push({ settle: resolve, fail: reject });
      }),
  );
  return { read, began };
}

/** After the pending callbacks have run: how many reads have begun. */
async function begunAfterTurn(began: unknown[]): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  return began.length;
}

describe('FreshRead: callers at the same time share one read that began after each asked', () => {
  it('a caller alone reads, every time', async () => {
    const { read, began } = manualReads();
    const first = read.get();
    began[0].settle(1);
    await expect(first).resolves.toBe(1);
    const second = read.get();
    expect(began).toHaveLength(2);
    began[1].settle(2);
    await expect(second).resolves.toBe(2);
  });

  it('callers asking while a read runs wait for the next one, which serves them all', async () => {
    const { read, began } = manualReads();
    const first = read.get();
    const waiting = [read.get(), read.get(), read.get()];
    expect(began).toHaveLength(1); // the next read begins only when the running one is over
    began[0].settle(1);
    await expect(first).resolves.toBe(1);
    expect(await begunAfterTurn(began)).toBe(2);
    // A caller asking now (the second read running) waits for a third.
    const later = read.get();
    began[1].settle(2);
    await expect(Promise.all(waiting)).resolves.toEqual([2, 2, 2]);
    expect(await begunAfterTurn(began)).toBe(3);
    began[2].settle(3);
    await expect(later).resolves.toBe(3);
  });

  it('a failed read fails the callers that shared it, and the next caller reads again', async () => {
    const { read, began } = manualReads();
    const first = read.get();
    const shared = [read.get(), read.get()];
    began[0].settle(1);
    await first;
    expect(await begunAfterTurn(began)).toBe(2);
    began[1].fail(new Error('connection lost'));
    await expect(Promise.all(shared)).rejects.toThrow('connection lost');
    const again = read.get();
    expect(began).toHaveLength(3);
    began[2].settle(3);
    await expect(again).resolves.toBe(3);
  });
});

describe('catalogueToken on the real database, many requests at once', () => {
  const db = useTestDatabase();

  it('a write committed before the requests asked is in every token they get, in fewer reads', async () => {
    const ctx = buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) });
    await createTree(db.dataSource, { id: 41, scientificName: 'Quercus lobata' });
    const before = await catalogueToken(ctx);
    let reads = 0;
    const logger = db.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters) => {
      if (query === CATALOGUE_TOKEN_SQL) reads += 1;
      return logQuery(query, parameters);
    };
    try {
      await db.dataSource.query(`UPDATE trees SET native_range = 'California' WHERE id = 41`);
      const tokens = await Promise.all(Array.from({ length: 30 }, () => catalogueToken(ctx)));
      expect(new Set(tokens).size).toBe(1);
      expect(tokens[0]).not.toBe(before);
      expect(reads).toBeLessThanOrEqual(2);
      expect(reads).toBeGreaterThanOrEqual(1);
    } finally {
      logger.logQuery = logQuery;
    }
  });
});
