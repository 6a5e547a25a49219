import { appRuntime } from '../../context';
import { countQueries } from '../../db/query-counter';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { ACCOUNT_MAIL_HANDLERS } from '../../jobs/account-mail.jobs';
import { AccountMailQueue } from './account-mail.queue';
import { requestPasswordReset } from './password-reset.service';
import { resendVerification, signup } from './signup.service';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
  await createUser(db.dataSource, { email: 'known@example.org', firstName: 'Known' });
  await createUser(db.dataSource, { email: 'pending@example.org', verified: false, password: null });
});

/** A request context whose queue is stopped: the jobs the requests queue stay in the table. */
async function parkedContext() {
  const runtime = appRuntime(app.deps);
  const parked = new AccountMailQueue(
    { db: db.dataSource, mailer: runtime.mailer, clock: runtime.clock, config: app.config },
    ACCOUNT_MAIL_HANDLERS,
  );
  await parked.stop();
  return { ...app.context(), accountMail: parked };
}

type Ctx = Awaited<ReturnType<typeof parkedContext>>;

/** kind, an address with an account, the request, and the mails the jobs send (address, subject). */
const REQUESTS: [string, string, (ctx: Ctx, email: string) => Promise<unknown>, [string, string][]][] = [
  [
    'reset',
    'known@example.org',
    (ctx, email) => requestPasswordReset(ctx, { email }),
    [['known@example.org', 'Reset your SelecTree password']],
  ],
  [
    'signup',
    'known@example.org',
    (ctx, email) => signup(ctx, { firstName: 'A', lastName: 'B', email }),
    [
      ['known@example.org', 'Your SelecTree account'],
      ['nobody@example.org', 'Verify your SelecTree account'], // the new account's link
    ],
  ],
  [
    'resend',
    'pending@example.org',
    (ctx, email) => resendVerification(ctx, { email }),
    [['pending@example.org', 'Verify your SelecTree account']],
  ],
];

describe('issue 20.7: reset and sign-up answer the same way whatever the address', () => {
  it.each(REQUESTS)(
    'issue 20.7: %s runs the same statements and queues the same job for an account (%s) and an unknown address; the work happens in the job',
    async (kind, existing, request, mails) => {
      const ctx = await parkedContext();
      const known = await countQueries(() => request(ctx, existing));
      const unknown = await countQueries(() => request(ctx, 'nobody@example.org'));
      expect(known.result).toEqual(unknown.result);
      expect(known.queries).toBe(unknown.queries);
      expect(known.queries).toBe(1); // the job's INSERT: nothing is looked up on the request path

      const jobs = await db.dataSource.query(
        `SELECT kind, email, user_id, status, jsonb_typeof(payload) AS payload FROM account_mail_jobs ORDER BY id`,
      );
      const job = (email: string) => ({ kind, email, user_id: null, status: 'pending', payload: 'object' });
      expect(jobs).toEqual([job(existing), job('nobody@example.org')]);
      expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM account_tokens`)).toEqual([{ n: 0 }]);
      expect(smtp.messages).toHaveLength(0);

      // The app's queue (here woken by the resumer's tick) does the work.
      await app.context().accountMail.resume();
      expect(smtp.messages.map((mail) => [mail.to[0], mail.subject])).toEqual(mails);
      expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM account_mail_jobs`)).toEqual([{ n: 0 }]);
    },
  );

  it('issue 20.7: over HTTP the answers are byte-identical and the mail comes after the answer', async () => {
    const ask = (email: string) => app.json('POST', '/api/users/reset-password', { email });
    const known = await ask('known@example.org');
    const unknown = await ask('nobody@example.org');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    await app.context().accountMail.idle();
    expect(smtp.messages.map((mail) => mail.to)).toEqual([['known@example.org']]);
  });

  it('issue 20.7: a job that fails (the database refuses it) stays queued and is retried by the resumer', async () => {
    await db.dataSource.query(`ALTER TABLE account_tokens ADD CONSTRAINT no_tokens_for_now CHECK (false) NOT VALID`);
    try {
      await app.json('POST', '/api/users/reset-password', { email: 'known@example.org' });
      await app.context().accountMail.idle();
      const [row] = await db.dataSource.query(`SELECT status, attempts, last_error FROM account_mail_jobs`);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toContain('no_tokens_for_now');
    } finally {
      await db.dataSource.query(`ALTER TABLE account_tokens DROP CONSTRAINT no_tokens_for_now`);
    }
    await app.context().accountMail.resume();
    expect(smtp.messages.map((mail) => mail.to)).toEqual([['known@example.org']]);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM account_mail_jobs`)).toEqual([{ n: 0 }]);
  });
});
