import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DEFAULT_API_KEY_BUDGET } from '../config';
import { RateLimitedError } from '../errors';

/** What RateLimits uses of a limiter (memory and PostgreSQL stores alike). */
type Limiter = Pick<RateLimiterMemory, 'consume' | 'reward'>;

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
  /** Every /api request made with an API key (issue 26.6), per key; API_KEY_BUDGET sets the points. */
  apiKeyRequests: { points: DEFAULT_API_KEY_BUDGET, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** A write path's budgets: per account (the viewer), per client address, per recipient (an e-mail it names). */
interface WriteBudget {
  /** What the refusal says was done too often ("You have created too many lists ..."). */
  what: string;
  perAccount: LimitRule;
  perAccountDay?: LimitRule;
  perAddress: LimitRule;
  perRecipient?: LimitRule;
}

/**
 * THE table of write budgets (README "Write budgets" lists them). Each service function that
 * writes spends one point of its action's budgets first (`spendBudget`), so a GraphQL mutation
 * costs the same as its REST twin and each alias of an aliased mutation is one call. The figures
 * are far above a real editor's day; per address they are wider (a school or office shares one).
 */
export const WRITE_BUDGETS = {
  // POST /list/create, /list/duplicate (and their mutations)
  listCreate: {
    what: 'created too many lists',
    perAccount: { points: 50, durationSeconds: HOUR },
    perAccountDay: { points: 200, durationSeconds: DAY },
    perAddress: { points: 200, durationSeconds: HOUR },
  },
  // PATCH /list/addCollabToList: says whether an address has an account and sends the share e-mail
  listShare: {
    what: 'shared lists with too many people',
    perAccount: { points: 30, durationSeconds: HOUR },
    perAccountDay: { points: 100, durationSeconds: DAY },
    perAddress: { points: 100, durationSeconds: HOUR },
    perRecipient: { points: 5, durationSeconds: HOUR },
  },
  // POST /list/follow/{id}
  listFollow: {
    what: 'followed or unfollowed too many lists',
    perAccount: { points: 100, durationSeconds: HOUR },
    perAddress: { points: 400, durationSeconds: HOUR },
  },
  // list fields, trees on lists, notes, order, saved searches, leaving and deleting, removing collaborators
  listEdit: {
    what: 'changed lists too often',
    perAccount: { points: 1000, durationSeconds: HOUR },
    perAddress: { points: 3000, durationSeconds: HOUR },
  },
  // saved planting sites (issue 22.5): save, rename, delete
  siteSave: {
    what: 'saved or changed too many sites',
    perAccount: { points: 300, durationSeconds: HOUR },
    perAddress: { points: 900, durationSeconds: HOUR },
  },
  // GET /photo/getSignedS3 (upload links) and whole-file photo uploads
  photoUpload: {
    what: 'started too many photo uploads',
    perAccount: { points: 300, durationSeconds: HOUR },
    perAccountDay: { points: 1000, durationSeconds: DAY },
    perAddress: { points: 600, durationSeconds: HOUR },
  },
  // glossary entries and their photos
  glossaryWrite: {
    what: 'changed the glossary too often',
    perAccount: { points: 300, durationSeconds: HOUR },
    perAddress: { points: 900, durationSeconds: HOUR },
  },
  // CSV uploads of tree data (checks and writes)
  treeUpload: {
    what: 'uploaded too many files',
    perAccount: { points: 60, durationSeconds: HOUR },
    perAddress: { points: 200, durationSeconds: HOUR },
  },
  // tree saves, new, copied and deleted trees, names, photo details, reverts: editors' daily work
  treeEdit: {
    what: 'saved too many changes',
    perAccount: { points: 2000, durationSeconds: HOUR },
    perAddress: { points: 6000, durationSeconds: HOUR },
  },
  // GET /photo/contribute/getSignedS3 and POST /photo/contribute: signed-in users' photos (issue 23.1)
  photoContribute: {
    what: 'sent too many photos',
    perAccount: { points: 60, durationSeconds: HOUR },
    perAccountDay: { points: 200, durationSeconds: DAY },
    perAddress: { points: 200, durationSeconds: HOUR },
  },
  // POST /tree/report/{id}: anyone, anonymous visitors too (per address); the e-mail a reporter leaves
  treeReport: {
    what: 'sent too many reports',
    perAccount: { points: 30, durationSeconds: HOUR },
    perAccountDay: { points: 100, durationSeconds: DAY },
    perAddress: { points: 30, durationSeconds: HOUR },
    perRecipient: { points: 10, durationSeconds: HOUR },
  },
  // PUT /editor/queue/{id}: editors' decisions on contributions and reports
  queueDecide: {
    what: 'decided too many queue items',
    perAccount: { points: 2000, durationSeconds: HOUR },
    perAddress: { points: 6000, durationSeconds: HOUR },
  },
  // a detail section marked reviewed (issue 23.5)
  treeReview: {
    what: 'marked too many sections reviewed',
    perAccount: { points: 600, durationSeconds: HOUR },
    perAddress: { points: 1800, durationSeconds: HOUR },
  },
} satisfies Record<string, WriteBudget>;

export type BudgetAction = keyof typeof WRITE_BUDGETS;
type BudgetScope = Exclude<keyof WriteBudget, 'what'>;
type BudgetLimitName = {
  [A in BudgetAction]: `${A}.${Extract<keyof (typeof WRITE_BUDGETS)[A], BudgetScope>}`;
}[BudgetAction];

export type LimitName = keyof typeof DEFAULT_LIMITS | BudgetLimitName;

/**
 * Every limiter's rule by name: the account limits and each write budget's scopes
 * (`listCreate.perAccount`), the write budgets' points times `writeFactor`.
 */
function allLimits(writeFactor: number): Record<LimitName, LimitRule> {
  const rules: Record<string, LimitRule> = { ...DEFAULT_LIMITS };
  for (const [action, budget] of Object.entries(WRITE_BUDGETS)) {
    for (const [scope, rule] of Object.entries(budget))
      if (scope !== 'what') {
        const { points, durationSeconds } = rule as LimitRule;
        rules[`${action}.${scope}`] = { points: points * writeFactor, durationSeconds };
      }
  }
  return rules as Record<LimitName, LimitRule>;
}

/** "in 3 minutes", "in 2 hours": when a spent budget has room again. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 90 * 60) return `in ${Math.ceil(seconds / 60)} minutes`;
  return `in ${Math.ceil(seconds / HOUR)} hours`;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** A point taken for an attempt; give it back when the attempt succeeds. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/** The table the PostgreSQL store uses (migrations/1795700000000-rate-limits.ts). */
export const RATE_LIMITS_TABLE = 'rate_limits';

export class RateLimits {
  private limiters: Record<LimitName, Limiter>;
  private readonly rules: Record<LimitName, LimitRule>;

  constructor(
    private readonly overrides: Partial<Record<LimitName, LimitRule>> = {},
    private readonly pool: Pool | null = null,
    /** Multiplies the write budgets (WRITE_BUDGET_FACTOR: load and fault runs from one account). */
    private readonly writeFactor = 1,
  ) {
    this.rules = { ...allLimits(this.writeFactor), ...this.overrides };
    this.limiters = this.build();
  }

  /** Forgets every count (tests). */
  async reset(): Promise<void> {
    if (this.pool) await this.pool.query(`DELETE FROM ${RATE_LIMITS_TABLE}`);
    else this.limiters = this.build();
  }

  private build(): Record<LimitName, Limiter> {
    return Object.fromEntries(
      Object.entries(this.rules).map(([name, rule]) => {
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

  /**
   * One write of `action` by this caller: a point from each of its budgets (the viewer's account,
   * the client's address, and the recipient when the write names one); RateLimitedError (429 /
   * RATE_LIMITED with Retry-After) when one is spent, before anything is written.
   */
  async spend(
    caller: { viewer: { id: number } | null; ip: string },
    action: BudgetAction,
    recipient?: unknown,
  ): Promise<void> {
    const budget: WriteBudget = WRITE_BUDGETS[action];
    const keys: [LimitName, string][] = [];
    if (caller.viewer) {
      keys.push([`${action}.perAccount` as LimitName, String(caller.viewer.id)]);
      if (budget.perAccountDay) keys.push([`${action}.perAccountDay` as LimitName, String(caller.viewer.id)]);
    }
    keys.push([`${action}.perAddress` as LimitName, caller.ip]);
    if (budget.perRecipient && typeof recipient === 'string' && recipient.trim()) {
      keys.push([`${action}.perRecipient` as LimitName, recipient.trim()]);
    }
    const spent = this.pool ? this.consumeTogether(this.pool, keys) : this.consume(...keys);
    await spent.catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) throw error;
      const wait = error.retryAfterSeconds;
      throw new RateLimitedError(`You have ${budget.what} for now. Please try again ${waitText(wait)}.`, wait);
    });
  }

  /**
   * consume's PostgreSQL store in one statement (issue 24: a tree save spent its two budgets in two
   * round trips): each key's row counted as RateLimiterPostgres's upsert counts it (a point, the
   * window started again once expired), the next key only when this one is within its budget, as
   * consume stops at the first spent one. RateLimitedError when one is spent.
   */
  private async consumeTogether(pool: Pool, budgets: [LimitName, string][]): Promise<void> {
    const now = Date.now();
    const values: unknown[] = [now];
    const steps = budgets.map(([name, key], i) => {
      const rule = this.rules[name];
      values.push(`${name}:${key.toLowerCase()}`, now + rule.durationSeconds * 1000, rule.points);
      const [k, expire, points] = [values.length - 2, values.length - 1, values.length];
      const source = i === 0 ? '' : ` FROM k${i - 1} WHERE k${i - 1}.points <= k${i - 1}.budget`;
      return `k${i} AS (
        INSERT INTO ${RATE_LIMITS_TABLE} AS r (key, points, expire) SELECT $${k}::text, 1, $${expire}::bigint${source}
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN r.expire <= $1::bigint THEN 1 ELSE r.points + 1 END,
          expire = CASE WHEN r.expire <= $1::bigint THEN $${expire}::bigint ELSE r.expire END
        RETURNING r.points, r.expire, $${points}::bigint AS budget)`;
    });
    const { rows } = await pool.query<{ points: number; expire: string | null; budget: string }>({
      text: `WITH ${steps.join(',\n')}\n${budgets.map((_, i) => `SELECT ${i} AS i, * FROM k${i}`).join(' UNION ALL ')} ORDER BY i`,
      values,
    });
    const spent = rows.find((row) => row.points > Number(row.budget));
    if (spent) {
      const msBeforeNext = spent.expire === null ? -1 : Math.max(Number(spent.expire) - Date.now(), 0);
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, Math.max(1, Math.ceil(msBeforeNext / 1000)));
    }
  }

  /** One /api request made with API key `keyId`: a point of its budget, or 429 saying so. */
  async spendApiKey(keyId: number): Promise<void> {
    await this.consume(['apiKeyRequests', `key:${keyId}`]).catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) throw error;
      const wait = error.retryAfterSeconds;
      throw new RateLimitedError(
        `This API key has made too many requests for now. Please try again ${waitText(wait)}.`,
        wait,
      );
    });
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

/** The one line at the top of a write service function: `await spendBudget(ctx, 'listCreate')`. */
export function spendBudget(
  ctx: { limits: RateLimits; viewer: { id: number } | null; ip: string },
  action: BudgetAction,
  recipient?: unknown,
): Promise<void> {
  return ctx.limits.spend(ctx, action, recipient);
}
