import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** What RateLimits uses of a limiter (memory and PostgreSQL stores alike). */
type Limiter = Pick<RateLimiterMemory, 'consume' | 'reward'>;
import { RateLimitedError } from '../errors';

/**
 * Abuse limits for the account endpoints, counted in PostgreSQL (table rate_limits), so a budget is
 * one budget however many app instances share the database. Without a pool (unit tests) they are
 * counted in this process's memory.
 *
 * - login: 5 failures per account and address in 15 minutes; the 6th attempt answers 429 with
 *   Retry-After. Every attempt takes a point before the password is checked and a success gives
 *   it back, so concurrent guesses cannot slip past the budget and successes cost nothing.
 *   A wider per-address budget slows spraying one password over many accounts.
 * - sign-up, reset requests, verification resends: per address (and per account where one is named).
 * - link tokens (verify, reset): failed uses per address.
 */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export const DEFAULT_LIMITS = {
  loginPerAccount: { points: 5, durationSeconds: 15 * 60 },
  loginPerAddress: { points: 100, durationSeconds: 15 * 60 },
  signupPerAddress: { points: 20, durationSeconds: 60 * 60 },
  resetPerAccount: { points: 5, durationSeconds: 15 * 60 },
  resetPerAddress: { points: 30, durationSeconds: 60 * 60 },
  resendPerAccount: { points: 5, durationSeconds: 15 * 60 },
  tokenFailuresPerAddress: { points: 30, durationSeconds: 15 * 60 },
  /** E-mail change requests and resends (each mails an address the caller picks): per account id. */
  emailChangePerAccount: { points: 10, durationSeconds: 24 * 60 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** A point taken for an attempt; give it back when the attempt succeeds. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/** The table the PostgreSQL store uses (migrations/1795700000000-rate-limits.ts). */
export const RATE_LIMITS_TABLE = 'rate_limits';

export class RateLimits {
  private limiters: Record<LimitName, Limiter>;

  constructor(
    private readonly overrides: Partial<Record<LimitName, LimitRule>> = {},
    private readonly pool: Pool | null = null,
  ) {
    this.limiters = this.build();
  }

  /** Forgets every count (tests). */
  async reset(): Promise<void> {
    if (this.pool) await this.pool.query(`DELETE FROM ${RATE_LIMITS_TABLE}`);
    else this.limiters = this.build();
  }

  private build(): Record<LimitName, Limiter> {
    const rules = { ...DEFAULT_LIMITS, ...this.overrides };
    return Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => {
        const options = { keyPrefix: name, points: rule.points, duration: rule.durationSeconds };
        const limiter: Limiter = this.pool
          ? new RateLimiterPostgres({
              ...options,
              storeClient: this.pool,
              tableName: RATE_LIMITS_TABLE,
              tableCreated: true,
              clearExpiredByTimeout: true,
            })
          : new RateLimiterMemory(options);
        return [name, limiter];
      }),
    ) as Record<LimitName, Limiter>;
  }

  /** Takes one point from each named budget; throws RateLimitedError (429) when one is spent. */
  async consume(...budgets: [LimitName, string][]): Promise<Attempt> {
    const taken: [LimitName, string][] = [];
    try {
      for (const [name, key] of budgets) {
        await this.limiters[name].consume(key.toLowerCase());
        taken.push([name, key]);
      }
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new RateLimitedError(RATE_LIMITED_MESSAGE, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
    return {
      succeeded: async () => {
        for (const [name, key] of taken) await this.limiters[name].reward(key.toLowerCase(), 1);
      },
    };
  }
}
