import sanitizeHtml from 'sanitize-html';
import type { DataSource } from 'typeorm';
import { MailJob, MailJobRecipient, User, type MailAudience } from '../../entities';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { isValidEmail, text } from '../shared/input';
import {
  MAX_ATTEMPTS,
  resumeMailJobs,
  runMailJob,
  startMailJobResumer,
  type MailJobDeps,
  type MailJobRun,
} from '../../jobs/mail-jobs';

/**
 * Bulk e-mail (admins): all users, the test group, one address, or a list.
 *
 * Sending is a persisted job. The job and one row per recipient are written first (one
 * transaction); then each recipient is claimed in its own committed statement (pending -> sending),
 * sent, and marked sent. A run holds a PostgreSQL advisory lock on its job, so only one process
 * sends a job at a time, and a lock held by a process that died is released with its connection.
 *
 * Resuming (at start-up and every few minutes, see startMailJobResumer in jobs/mail-jobs.ts): rows a dead run left in
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

/** The job runner lives in jobs/mail-jobs.ts; these names stay reachable from the accounts area. */
export { MAX_ATTEMPTS, resumeMailJobs, runMailJob, startMailJobResumer, type MailJobDeps, type MailJobRun };
