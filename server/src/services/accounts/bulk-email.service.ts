import sanitizeHtml from 'sanitize-html';
import type { DataSource } from 'typeorm';
import { MailJob, MailJobRecipient, User, type MailAudience } from '../../entities';
import { authorize } from '../../auth/policies';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { logger } from '../../logger';
import { MailDeliveryError, type Mailer } from '../../mail/mailer';
import { bulkMail } from '../../mail/templates';
import { isValidEmail, text } from './validation';

/**
 * Bulk e-mail (admins): all users, the test group, one address, or a list.
 *
 * Sending is a persisted job. The job and one row per recipient are written first (one
 * transaction); then each recipient is claimed in its own committed statement (pending -> sending),
 * sent, and marked sent. A run holds a PostgreSQL advisory lock on its job, so only one process
 * sends a job at a time, and a lock held by a process that died is released with its connection.
 *
 * Resuming (at start-up and every few minutes, see startMailJobResumer): rows a dead run left in
 * `sending` go back to `pending` and everything pending is sent. A row is in `sending` only between
 * the claim and the mark; the one case that can mail someone twice is a crash after the mail
 * server accepted a message and before the mark was committed (a few milliseconds). That message is
 * sent again with the same Message-ID, which receiving systems use to drop the duplicate. Crashes
 * anywhere else, and an unreachable mail server, neither skip nor repeat anyone.
 */
export const MESSAGES = {
  subjectRequired: 'Error: Subject is required',
  contentRequired: 'Error: Email content is required',
  recipientRequired: 'Error: Recipient email is required',
  noRecipients: 'Error: No valid recipients found',
  notAccounts: (emails: string[]) => `Error: Bulk e-mail goes only to accounts. No account has: ${emails.join(', ')}`,
  sent: 'Email sent',
  someFailed: 'Some emails failed to send',
  allFailed: 'Failed to send email',
  deferred: 'Not sent yet: the mail server is unavailable. Sending resumes automatically.',
} as const;

/** After this many transient failures a recipient is marked failed instead of retried. */
export const MAX_ATTEMPTS = 5;

/** Advisory lock namespace (first key) for mail jobs; the job id is the second key. */
const MAIL_JOB_LOCK = 0x5e1e;

const EMAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
};

export interface BulkEmailInput {
  audience: MailAudience;
  /** single: one address; list: the addresses. Ignored for all and test_group (resolved here). */
  recipients?: unknown[];
  subject: unknown;
  textContent?: unknown;
  htmlContent?: unknown;
}

export interface BulkEmailDetail {
  status: 'sent' | 'failed';
  email: string;
  error?: string;
  reason?: string;
}

export interface BulkEmailResult {
  jobId: number;
  success: boolean;
  message: string;
  totalSent: number;
  failures: number;
  details: BulkEmailDetail[];
}

/** What a job run needs: the app's database, mailer, clock and config (no request). */
export interface MailJobDeps {
  db: DataSource;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  /** The account e-mail queue: the resumer retries its failed and abandoned jobs too. */
  accountMail?: { resume(): Promise<void> };
}

/** POST /users/email: validates, persists the job, sends it, and answers the per-recipient results. */
export async function sendBulkEmail(ctx: RequestContext, input: BulkEmailInput): Promise<BulkEmailResult> {
  const viewer = authorize(ctx.viewer, 'mail:send-bulk');
  const subject = text(input.subject);
  let textContent = text(input.textContent);
  const rawHtml = text(input.htmlContent);
  if (!subject)
    throw new ValidationError(MESSAGES.subjectRequired, [{ field: 'subject', message: MESSAGES.subjectRequired }]);
  const htmlContent = rawHtml ? sanitizeHtml(rawHtml, EMAIL_HTML_OPTIONS).trim() || null : null;
  if (!textContent && htmlContent) textContent = htmlToText(htmlContent);
  if (!textContent) {
    throw new ValidationError(MESSAGES.contentRequired, [{ field: 'textContent', message: MESSAGES.contentRequired }]);
  }
  const recipients = await resolveRecipients(ctx, input);

  const jobId = await ctx.db.transaction(async (manager) => {
    const job = await manager.getRepository(MailJob).save(
      manager.getRepository(MailJob).create({
        createdById: viewer.id,
        audience: input.audience,
        subject,
        textContent,
        htmlContent,
        status: 'running',
      }),
    );
    await manager
      .getRepository(MailJobRecipient)
      .insert(recipients.map((recipient) => ({ jobId: job.id, email: recipient.email, userId: recipient.userId })));
    return job.id;
  });
  await runMailJob(ctx, jobId);
  return summarizeMailJob(ctx.db, jobId);
}

async function resolveRecipients(
  ctx: RequestContext,
  input: BulkEmailInput,
): Promise<{ email: string; userId: number | null }[]> {
  const users = ctx.db.getRepository(User).createQueryBuilder('user').orderBy('user.id', 'ASC');
  let found: { email: string; userId: number | null }[];
  if (input.audience === 'all') {
    const rows = await users
      .where('user.email_notifications AND user.verified_at IS NOT NULL AND NOT user.disabled')
      .getMany();
    found = rows.map((user) => ({ email: user.email, userId: user.id }));
  } else if (input.audience === 'test_group') {
    const rows = await users.where('user.test_group AND NOT user.disabled').getMany();
    found = rows.map((user) => ({ email: user.email, userId: user.id }));
  } else {
    const given = (input.recipients ?? []).map(text).filter(Boolean);
    if (input.audience === 'single' && given.length === 0) {
      throw new ValidationError(MESSAGES.recipientRequired, [{ field: 'email', message: MESSAGES.recipientRequired }]);
    }
    const valid = given.filter(isValidEmail).slice(0, input.audience === 'single' ? 1 : undefined);
    const known = valid.length
      ? await users
          .where('lower(user.email) IN (:...emails) AND NOT user.disabled', {
            emails: valid.map((e) => e.toLowerCase()),
          })
          .getMany()
      : [];
    const ids = new Map(known.map((user) => [user.email.toLowerCase(), user.id]));
    // Only accounts (enabled ones) receive bulk e-mail: an address without one refuses the whole
    // send, naming the addresses, so nothing ever goes to a stranger.
    const strangers = [...new Set(valid.map((email) => email.toLowerCase()).filter((email) => !ids.has(email)))];
    if (strangers.length) {
      const message = MESSAGES.notAccounts(strangers);
      throw new ValidationError(message, [{ field: 'email', message }]);
    }
    found = valid.map((email) => ({ email, userId: ids.get(email.toLowerCase()) ?? null }));
  }
  const unique = new Map<string, { email: string; userId: number | null }>();
  for (const recipient of found) {
    const email = recipient.email.toLowerCase();
    if (isValidEmail(email) && !unique.has(email)) unique.set(email, { email, userId: recipient.userId });
  }
  if (unique.size === 0) {
    throw new ValidationError(MESSAGES.noRecipients, [{ field: 'email', message: MESSAGES.noRecipients }]);
  }
  return [...unique.values()];
}

function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|h\d|li)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type MailJobRun = 'finished' | 'deferred' | 'busy' | 'missing';

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
      const content = bulkMail({
        subject: job.subject,
        text: job.textContent,
        html: job.htmlContent,
        settingsUrl: `${deps.config.publicUrl}/account`,
      });
      const host = new URL(deps.config.publicUrl).hostname || 'selectree.local';
      let outcome: MailJobRun = 'finished';
      for (;;) {
        const [claimed]: { id: number; email: string; attempts: number }[] = await db.query(
          `WITH claimed AS (
             UPDATE mail_job_recipients SET status = 'sending', attempts = attempts + 1, claimed_at = $2
              WHERE id = (SELECT id FROM mail_job_recipients WHERE job_id = $1 AND status = 'pending' ORDER BY id LIMIT 1)
              RETURNING id, email, attempts)
           SELECT id, email, attempts FROM claimed`,
          [jobId, deps.clock()],
        );
        if (!claimed) break;
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
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = resumeMailJobs(deps)
      .then((results) => {
        if (results.length) logger.info({ results }, 'resumed bulk e-mail jobs');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'resuming bulk e-mail jobs failed'))
      .then(() => deps.accountMail?.resume())
      .catch((error: unknown) => logger.error({ err: error }, 'resuming account e-mail jobs failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The answer of POST /users/email, from the job's rows. */
export async function summarizeMailJob(db: DataSource, jobId: number): Promise<BulkEmailResult> {
  const rows = await db.getRepository(MailJobRecipient).find({ where: { jobId }, order: { id: 'ASC' } });
  const details: BulkEmailDetail[] = rows.map((row) => {
    if (row.status === 'sent') return { status: 'sent', email: row.email };
    if (row.status === 'failed') return { status: 'failed', email: row.email, error: row.lastError ?? 'Not sent' };
    return {
      status: 'failed',
      email: row.email,
      reason: MESSAGES.deferred,
      ...(row.lastError ? { error: row.lastError } : {}),
    };
  });
  const totalSent = details.filter((detail) => detail.status === 'sent').length;
  const failures = details.length - totalSent;
  const message = failures === 0 ? MESSAGES.sent : totalSent === 0 ? MESSAGES.allFailed : MESSAGES.someFailed;
  return { jobId, success: failures === 0, message, totalSent, failures, details };
}
