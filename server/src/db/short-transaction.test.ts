import { useTestDatabase } from '../../test/helpers/test-database';
import { inlineStatement, shortTransaction } from './short-transaction';

describe('shortTransaction and inlineStatement (issue 24: a tree save in fewer round trips)', () => {
  const db = useTestDatabase();
  const count = async () =>
    Number(((await db.dataSource.query(`SELECT count(*) AS n FROM short_tx_probe`)) as { n: string }[])[0].n);

  beforeAll(() => db.dataSource.query(`CREATE TABLE IF NOT EXISTS short_tx_probe (id integer PRIMARY KEY, note text)`));
  beforeEach(() => db.dataSource.query(`DELETE FROM short_tx_probe`));

  it('writes values as PostgreSQL reads the same parameters: quotes, backslashes, arrays, nulls, booleans, JSON', async () => {
    const text = `SELECT $1::text AS a, $2::text[] AS b, $3::boolean AS c, $4::integer AS d, $5::jsonb AS e, $6::text AS f`;
    const values = [
      `it's \\ "x" $1`,
      ['a,b', 'c"d', 'e\\f', null, '{}'],
      true,
      42,
      JSON.stringify({ k: "v'\\" }),
      null,
    ];
    const inlined = inlineStatement(text, values)!;
    expect(inlined).not.toContain('$2');
    expect(await db.dataSource.query(inlined)).toEqual(await db.dataSource.query(text, values));
    expect(inlineStatement(`SELECT $1::bytea`, [Buffer.from('x')])).toBeNull();
  });

  it('commits the work and the last statement with the COMMIT, and answers the last rows', async () => {
    const { result, last } = await shortTransaction(
      db.dataSource,
      `INSERT INTO short_tx_probe VALUES (1, 'begun') RETURNING id`,
      async (manager, [begun]) => {
        await manager.query(`INSERT INTO short_tx_probe VALUES ($1, $2)`, [2, 'work']);
        return begun[0].id as number;
      },
      () => ({ last: `INSERT INTO short_tx_probe VALUES (3, 'last') RETURNING note`, after: `SELECT 1` }),
    );
    expect(result).toBe(1);
    expect(last).toEqual([{ note: 'last' }]);
    expect(await count()).toBe(3);
  });

  it('rolls everything back when the work fails or the last statement fails (the COMMIT is then not run)', async () => {
    const failing = shortTransaction(db.dataSource, `INSERT INTO short_tx_probe VALUES (1, 'begun')`, async () => {
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    const lastFails = shortTransaction(
      db.dataSource,
      `INSERT INTO short_tx_probe VALUES (1, 'begun')`,
      async () => null,
      () => ({
        last: `INSERT INTO short_tx_probe VALUES (1, 'duplicate')`,
        after: `INSERT INTO short_tx_probe VALUES (9, 'after')`,
      }),
    );
    await expect(lastFails).rejects.toThrow(/duplicate key/);
    expect(await count()).toBe(0);
    // The connection went back clean: the next transaction on the pool works.
    await shortTransaction(db.dataSource, `INSERT INTO short_tx_probe VALUES (5, 'again')`, async () => null);
    expect(await count()).toBe(1);
  });
});
