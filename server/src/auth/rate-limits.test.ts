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
