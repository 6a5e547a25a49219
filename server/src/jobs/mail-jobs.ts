import type { AccountLanguage } from '@selectree/rules';
import type { DataSource } from 'typeorm';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import { MailJob } from '../entities';
import { logger } from '../logger';
import { MailDeliveryError, type Mailer } from '../mail/mailer';
import { bulkMail } from '../mail/templates';
import { startPeriodic } from '../services/periodic';

/**
 * The bulk e-mail job runner (the jobs services/accounts/bulk-email.service.ts persists): sends a
 * job's pending recipients one claimed row at a time under an advisory lock, and resumes every
 * unfinished job at start-up and every few minutes (rows a dead run left in `sending` go back to
 * `pending`), together with the account e-mail queue's failed and abandoned jobs.
 */
/** After this many transient failures a recipient is marked failed instead of retried. */
export const MAX_ATTEMPTS = 5;

/** Advisory lock namespace (first key) for mail jobs; the job id is the second key. */
const MAIL_JOB_LOCK = 0x5e1e;

/** What a job run needs: the app's database, mailer, clock and config (no request). */
export interface MailJobDeps {
  db: DataSource;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  /** The account e-mail queue: the resumer retries its failed and abandoned jobs too. */
  accountMail?: { resume(): Promise<void> };
}

export type MailJobRun = 'finished' | 'deferred' | 'busy' | 'missing';

/** Claims the job's next pending recipient, with its account's language (English without one). */
async function claimRecipient(db: DataSource, jobId: number, now: Date) {
  const [claimed]: { id: number; email: string; attempts: number; language: AccountLanguage }[] = await db.query(
    `WITH claimed AS (
       UPDATE mail_job_recipients SET status = 'sending', attempts = attempts + 1, claimed_at = $2
        WHERE id = (SELECT id FROM mail_job_recipients WHERE job_id = $1 AND status = 'pending' ORDER BY id LIMIT 1)
        RETURNING id, email, attempts)
     SELECT id, email, attempts,
            coalesce((SELECT language FROM users WHERE lower(users.email) = lower(claimed.email) LIMIT 1), 'en') AS language
       FROM claimed`,
    [jobId, now],
  );
  return claimed;
}

/**
 * Sends a job's pending recipients, one claimed row at a time. 'busy': another live process holds
 * the job. 'deferred': the mail server is unavailable (the rest stays pending for the next resume).
 */
export async function runMailJob(deps: MailJobDeps, jobId: number): Promise<MailJobRun> {
  const { db } = deps;
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    const [{ locked }] = await lock.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [MAIL_JOB_LOCK, jobId]);
    if (!locked) return 'busy';
    try {
      const job = await db.getRepository(MailJob).findOneBy({ id: jobId });
      if (!job) return 'missing';
      // We hold the lock: rows in `sending` belong to a run that died (see the comment at the top).
      await db.query(`UPDATE mail_job_recipients SET status = 'pending' WHERE job_id = $1 AND status = 'sending'`, [
        jobId,
      ]);
      // The footer in each recipient's account language (docs/i18n.md); the admin's text as written.
      const contentIn = (language: AccountLanguage) =>
        bulkMail({
          subject: job.subject,
          text: job.textContent,
          html: job.htmlContent,
          settingsUrl: `${deps.config.publicUrl}/account`,
          language,
        });
      const host = new URL(deps.config.publicUrl).hostname || 'selectree.local';
      let outcome: MailJobRun = 'finished';
      for (;;) {
        const claimed = await claimRecipient(db, jobId, deps.clock());
        if (!claimed) break;
        const content = contentIn(claimed.language);
        try {
          await deps.mailer.send({
            to: claimed.email,
            subject: content.subject,
            text: content.text,
            html: content.html,
            messageId: `<selectree-mail-${jobId}-${claimed.id}@${host}>`,
          });
          await db.query(
            `UPDATE mail_job_recipients SET status = 'sent', sent_at = $2, last_error = NULL WHERE id = $1`,
            [claimed.id, deps.clock()],
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const permanent = error instanceof MailDeliveryError ? error.permanent : false;
          const give_up = permanent || claimed.attempts >= MAX_ATTEMPTS;
          await db.query(`UPDATE mail_job_recipients SET status = $2, last_error = $3 WHERE id = $1`, [
            claimed.id,
            give_up ? 'failed' : 'pending',
            message.slice(0, 1000),
          ]);
          if (!give_up) {
            logger.warn({ err: error, jobId }, 'bulk e-mail deferred: the mail server did not take a message');
            outcome = 'deferred';
            break;
          }
        }
      }
      if (outcome === 'finished') {
        await db.query(
          `UPDATE mail_jobs SET status = 'finished', finished_at = $2
            WHERE id = $1 AND NOT EXISTS (
              SELECT 1 FROM mail_job_recipients WHERE job_id = $1 AND status IN ('pending', 'sending'))`,
          [jobId, deps.clock()],
        );
      }
      return outcome;
    } finally {
      await lock.query(`SELECT pg_advisory_unlock($1, $2)`, [MAIL_JOB_LOCK, jobId]);
    }
  } finally {
    await lock.release();
  }
}

/** Runs every unfinished job (oldest first); answers each job's outcome. */
export async function resumeMailJobs(deps: MailJobDeps): Promise<{ jobId: number; outcome: MailJobRun }[]> {
  const jobs = await deps.db
    .getRepository(MailJob)
    .find({ where: { status: 'running' }, order: { id: 'ASC' }, select: { id: true } });
  const results: { jobId: number; outcome: MailJobRun }[] = [];
  for (const job of jobs) results.push({ jobId: job.id, outcome: await runMailJob(deps, job.id) });
  return results;
}

/** Resumes interrupted jobs now and then every `intervalMs` (main.ts); stop() waits for a run in progress. */
export function startMailJobResumer(deps: MailJobDeps, intervalMs = 5 * 60 * 1000): { stop(): Promise<void> } {
  return startPeriodic(
    async () => {
      try {
        const results = await resumeMailJobs(deps);
        if (results.length) logger.info({ results }, 'resumed bulk e-mail jobs');
      } catch (error) {
        logger.error({ err: error }, 'resuming bulk e-mail jobs failed');
      }
      await deps.accountMail?.resume();
    },
    intervalMs,
    (error) => logger.error({ err: error }, 'resuming account e-mail jobs failed'),
  );
}
