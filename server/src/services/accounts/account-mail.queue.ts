import { AsyncResource } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import type { AccountMailKind } from '../../entities';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { RequestContext } from '../../context';
import { logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';

/**
 * The account e-mails (sign-up, verification resend, reset request, e-mail change) as jobs.
 *
 * A request validates its input, takes its rate-limit points, inserts one row into
 * account_mail_jobs (the same statement whatever the address) and answers. The job, run after the
 * answer by this process's queue (or any instance's: rows are claimed with SKIP LOCKED), looks the
 * address up, issues the token and sends the mail. So the answer's time and statements do not
 * depend on whether the address has an account (issue 20.7).
 *
 * A job that throws (the database away, a bug) goes back to pending and is retried by the resumer
 * (startMailJobResumer, every 5 minutes) up to MAX_ACCOUNT_MAIL_ATTEMPTS; a row a dead process left
 * `running` for STALE_CLAIM_MS is pending again. Mail refusals are logged by the handlers and do
 * not retry (as before: the answer never depended on them). Done jobs are deleted.
 */
export const MAX_ACCOUNT_MAIL_ATTEMPTS = 5;
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** What a job needs: the app's database, mailer, clock and config (no request). */
export interface AccountMailDeps {
  db: DataSource;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
}

export interface QueuedAccountMail {
  id: number;
  kind: AccountMailKind;
  email: string;
  userId: number | null;
  payload: Record<string, unknown>;
  attempts: number;
}

export type AccountMailHandler = (deps: AccountMailDeps, job: QueuedAccountMail) => Promise<void>;

/** Queues an account e-mail: one INSERT, then wakes this process's queue. */
/**
 * With `manager` (a transaction), the row is written in it and the caller kicks the queue once it
 * has committed (a decision's e-mail is queued if and only if the decision lands).
 */
export async function enqueueAccountMail(
  ctx: RequestContext,
  job: { kind: AccountMailKind; email: string; userId?: number | null; payload?: Record<string, unknown> },
  manager?: EntityManager,
): Promise<void> {
  await (manager ?? ctx.db).query(
    `INSERT INTO account_mail_jobs (kind, email, user_id, payload) VALUES ($1, $2, $3, $4)`,
    [job.kind, job.email, job.userId ?? null, JSON.stringify(job.payload ?? {})],
  );
  if (!manager) ctx.accountMail.kick();
}

export class AccountMailQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly start: () => void;

  constructor(
    private readonly deps: AccountMailDeps,
    private readonly handlers: Record<AccountMailKind, AccountMailHandler>,
  ) {
    // Bound to the async context the queue was made in (app start), not to the request that wakes
    // it: the job's statements are never counted as the request's (db/query-counter.ts).
    this.start = AsyncResource.bind(() => this.run());
  }

  /** Runs the pending jobs soon (after the current request has answered); never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.start();
  }

  private run(): void {
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again && !this.stopped);
      } catch (error) {
        logger.error({ err: error }, 'account e-mail queue failed');
      } finally {
        // In the same turn as the loop's last `again` check: a kick that comes after it sees no
        // run and starts one (with a .finally() chained outside, a kick in the microtasks between
        // set `again` on a run that had already finished, and its job waited for the resumer).
        this.running = null;
      }
    })();
  }

  /** Claims and runs pending jobs one at a time until none is left (or one fails). */
  private async drain(): Promise<void> {
    const { db } = this.deps;
    while (!this.stopped) {
      const [job]: (Omit<QueuedAccountMail, 'userId'> & { user_id: number | null })[] = await db.query(
        // A CTE, so the driver answers the rows (a bare UPDATE ... RETURNING answers [rows, count]).
        `WITH claimed AS (
           UPDATE account_mail_jobs SET status = 'running', attempts = attempts + 1, claimed_at = $1
            WHERE id = (SELECT id FROM account_mail_jobs WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id, kind, email, user_id, payload, attempts)
         SELECT id, kind, email, user_id, payload, attempts FROM claimed`,
        [this.deps.clock()],
      );
      if (!job) return;
      try {
        await this.handlers[job.kind](this.deps, { ...job, userId: job.user_id });
        await db.query(`DELETE FROM account_mail_jobs WHERE id = $1`, [job.id]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const status = job.attempts >= MAX_ACCOUNT_MAIL_ATTEMPTS ? 'failed' : 'pending';
        logger.error({ err: error, jobId: job.id, kind: job.kind, status }, 'account e-mail job failed');
        await db
          .query(`UPDATE account_mail_jobs SET status = $2, last_error = $3 WHERE id = $1`, [
            job.id,
            status,
            message.slice(0, 1000),
          ])
          .catch((failure: unknown) => logger.error({ err: failure }, 'account e-mail job not released'));
        return; // the resumer tries again later
      }
    }
  }

  /** The resumer's tick: jobs a dead process left running go back to pending, then all run. */
  async resume(): Promise<void> {
    const staleBefore = new Date(this.deps.clock().getTime() - STALE_CLAIM_MS);
    await this.deps.db.query(
      `UPDATE account_mail_jobs SET status = 'pending' WHERE status = 'running' AND claimed_at < $1`,
      [staleBefore],
    );
    this.kick();
    await this.idle();
  }

  /** Resolves when no job is running in this process. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops taking jobs and waits for the one running (app shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}
