import { RateLimitedError } from '../errors';
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
