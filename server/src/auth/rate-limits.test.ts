import { pgPoolOf } from '../db/data-source';
import { RateLimitedError } from '../errors';
import { useTestDatabase } from '../../test/helpers/test-database';
import { RateLimits } from './rate-limits';

describe('RateLimits', () => {
  it('refuse the attempt after the budget with a Retry-After, and successes give their point back', async () => {
    const limits = new RateLimits({ loginPerAccount: { points: 2, durationSeconds: 900 } });
    const success = await limits.consume(['loginPerAccount', 'a|1']);
    await success.succeeded();
    await limits.consume(['loginPerAccount', 'a|1']);
    await limits.consume(['loginPerAccount', 'A|1']); // keys ignore case
    const refused = limits.consume(['loginPerAccount', 'a|1']);
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const error = (await refused.catch((e: unknown) => e)) as RateLimitedError;
    expect(error.retryAfterSeconds).toBeGreaterThan(800);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(900);
    await expect(limits.consume(['loginPerAccount', 'b|1'])).resolves.toBeDefined();
    await limits.reset();
    await expect(limits.consume(['loginPerAccount', 'a|1'])).resolves.toBeDefined();
  });
});

describe('write budgets', () => {
  it('issue 20.10: spend() takes from the account, address and recipient budgets; WRITE_BUDGET_FACTOR widens them', async () => {
    const limits = new RateLimits({ 'listShare.perRecipient': { points: 1, durationSeconds: 3600 } });
    const caller = { viewer: { id: 7 }, ip: '10.0.0.1' };
    await limits.spend(caller, 'listShare', 'Friend@example.org');
    // The same recipient (any case) from another account and address: its budget is spent.
    await expect(
      limits.spend({ viewer: { id: 8 }, ip: '10.0.0.2' }, 'listShare', 'friend@example.org '),
    ).rejects.toMatchObject({
      message: 'You have shared lists with too many people for now. Please try again in 60 minutes.',
      retryAfterSeconds: 3600,
    });
    const wide = new RateLimits({}, null, 2);
    for (let i = 0; i < 100; i++) await wide.spend(caller, 'listCreate');
    await expect(wide.spend(caller, 'listCreate')).rejects.toMatchObject({ retryAfterSeconds: 3600 });
  });
});

describe('write budgets in PostgreSQL (one statement for every budget of a write)', () => {
  const db = useTestDatabase();
  const points = async (key: string) =>
    ((await db.dataSource.query(`SELECT points FROM rate_limits WHERE key = $1`, [key])) as { points: number }[])[0]
      ?.points ?? 0;

  beforeEach(() => db.dataSource.query(`DELETE FROM rate_limits`));

  it('counts the rows the library counts, stops at the first spent budget, and refuses with its wait', async () => {
    const pool = pgPoolOf(db.dataSource);
    const limits = new RateLimits({ 'treeEdit.perAccount': { points: 2, durationSeconds: 600 } }, pool);
    const caller = { viewer: { id: 7 }, ip: '10.0.0.1' };
    await limits.spend(caller, 'treeEdit');
    // The library's own consume of the same key continues the same count.
    await limits.consume(['treeEdit.perAccount', '7']);
    expect(await points('treeEdit.perAccount:7')).toBe(2);
    expect(await points('treeEdit.perAddress:10.0.0.1')).toBe(1);
    const refused = (await limits.spend(caller, 'treeEdit').catch((e: unknown) => e)) as RateLimitedError;
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.message).toMatch(/^You have saved too many changes for now\. Please try again in 10 minutes\.$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    // The account's budget was spent first: the address's was not counted (as consume stops there).
    expect(await points('treeEdit.perAccount:7')).toBe(3);
    expect(await points('treeEdit.perAddress:10.0.0.1')).toBe(1);
    // Another account at the same address still saves.
    await limits.spend({ viewer: { id: 8 }, ip: '10.0.0.1' }, 'treeEdit');
    expect(await points('treeEdit.perAddress:10.0.0.1')).toBe(2);
  });

  it('starts a window again once it has expired, takes recipients case-blind, and widens by WRITE_BUDGET_FACTOR', async () => {
    const pool = pgPoolOf(db.dataSource);
    await db.dataSource.query(`INSERT INTO rate_limits VALUES ('listShare.perRecipient:friend@example.org', 9, 1)`);
    const limits = new RateLimits({ 'listShare.perRecipient': { points: 1, durationSeconds: 3600 } }, pool);
    await limits.spend({ viewer: { id: 7 }, ip: '10.0.0.1' }, 'listShare', 'Friend@example.org');
    expect(await points('listShare.perRecipient:friend@example.org')).toBe(1);
    await expect(
      limits.spend({ viewer: { id: 8 }, ip: '10.0.0.2' }, 'listShare', 'friend@example.org '),
    ).rejects.toMatchObject({
      message: 'You have shared lists with too many people for now. Please try again in 60 minutes.',
    });
    // Points beyond a 32-bit integer (the load benches' factor of 1,000,000).
    const wide = new RateLimits({}, pool, 1_000_000);
    await expect(wide.spend({ viewer: { id: 7 }, ip: '10.0.0.1' }, 'treeEdit')).resolves.toBeUndefined();
  });
});
