import { spawn } from 'node:child_process';
import path from 'node:path';
import type { User } from '../../entities';
import { createUser, loginAs, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { appRuntime } from '../../context';
import { MAX_ATTEMPTS, resumeMailJobs, runMailJob, startMailJobResumer, type MailJobDeps } from './bulk-email.service';

const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let admin: User;
let adminToken: string;

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
  admin = await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3 });
  adminToken = await loginAs(app, 'admin@example.org');
});

const send = (body: Record<string, unknown>) =>
  app.json(
    'POST',
    '/api/users/email',
    { subject: 'News', textContent: 'Hello trees', htmlContent: '', ...body },
    adminToken,
  );

/** Users with e-mail notifications on (the "all users" audience). */
async function subscribers(count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `reader${String(i).padStart(2, '0')}@example.org`;
    await createUser(db.dataSource, { email, emailNotifications: true, password: null });
    emails.push(email);
  }
  return emails;
}

function jobDeps(): MailJobDeps {
  const runtime = appRuntime(app.deps);
  return { db: db.dataSource, mailer: runtime.mailer, clock: runtime.clock, config: app.config };
}

/** Every address received exactly one accepted message. */
function expectEachOnce(emails: string[]) {
  const received = smtp.messages.flatMap((mail) => mail.to);
  expect(received.sort()).toEqual([...emails].sort());
}

describe('POST /api/users/email: validation (spec §8 wording), nothing written', () => {
  it.each([
    [{ subject: ' ' }, 'Error: Subject is required'],
    [{ users: 'all', textContent: '', htmlContent: '' }, 'Error: Email content is required'],
    [{ users: '' }, 'Error: Recipient email is required'],
    [{ users: [] }, 'Error: Recipient email is required'],
    [{ users: 'not-an-email' }, 'Error: No valid recipients found'],
    [{ users: 'test' }, 'Error: No valid recipients found'],
    [{ users: 'all' }, 'Error: No valid recipients found'],
  ])('%j -> %s', async (body, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM mail_jobs`)).toEqual([{ n: 0 }]);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('issue 20.8: bulk e-mail goes only to accounts', () => {
  it('issue 20.8: an address without an account refuses the send, names it, and nothing is mailed or queued', async () => {
    await createUser(db.dataSource, { email: 'reader@example.org' });
    await createUser(db.dataSource, { email: 'gone@example.org', disabled: true });
    const cases: [unknown, string[]][] = [
      ['stranger@evil.example', ['stranger@evil.example']],
      [
        ['reader@example.org', 'Stranger@Evil.example', 'gone@example.org'],
        ['stranger@evil.example', 'gone@example.org'],
      ],
    ];
    for (const [users, strangers] of cases) {
      const response = await send({ users });
      expect(response.status).toBe(400);
      const message = `Error: Bulk e-mail goes only to accounts. No account has: ${strangers.join(', ')}`;
      expect(response.body).toEqual({ message, errors: [{ field: 'email', message }] });
    }
    const gql = await app.graphql(
      `mutation { sendBulkEmail(input: { audience: SINGLE, recipients: ["stranger@evil.example"], subject: "Hi", textContent: "x" }) { message } }`,
      {},
      adminToken,
    );
    expect(JSON.stringify(gql.body)).toContain('No account has: stranger@evil.example');
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM mail_job_recipients`)).toEqual([{ n: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('POST /api/users/email: audiences and the answer', () => {
  it('sends to the test group, with sanitised HTML and a settings link', async () => {
    await createUser(db.dataSource, { email: 'tester1@example.org', testGroup: true });
    await createUser(db.dataSource, { email: 'tester2@example.org', testGroup: true });
    await createUser(db.dataSource, { email: 'gone@example.org', testGroup: true, disabled: true });
    await createUser(db.dataSource, { email: 'reader@example.org', emailNotifications: true });
    const lists = await app.json('GET', '/api/users/email-test-users', undefined, adminToken);
    expect(lists.body.map((u: { email: string }) => u.email)).toEqual(['tester1@example.org', 'tester2@example.org']);

    const response = await send({
      users: 'test',
      subject: 'Spring planting',
      htmlContent: '<p>Plant <b>oaks</b></p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>',
      textContent: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Email sent',
      totalSent: 2,
      failures: 0,
      details: [
        { status: 'sent', email: 'tester1@example.org' },
        { status: 'sent', email: 'tester2@example.org' },
      ],
      jobId: expect.any(Number),
    });
    const mail = smtp.onlyTo('tester1@example.org');
    expect(mail.subject).toBe('Spring planting');
    expect(mail.html).toContain('<p>Plant <b>oaks</b></p>');
    expect(mail.html).not.toMatch(/script|javascript:|onclick/);
    expect(mail.text).toContain('Plant oaks');
    expect(mail.text).toContain('https://selectree.test/account');
    expect(mail.messageId).toMatch(/^<selectree-mail-\d+-\d+@selectree\.test>$/);
  });

  it('"all" reaches verified, enabled users with notifications on, resolved on the server', async () => {
    await createUser(db.dataSource, { email: 'yes@example.org', emailNotifications: true });
    await createUser(db.dataSource, { email: 'no@example.org', emailNotifications: false });
    await createUser(db.dataSource, { email: 'unverified@example.org', emailNotifications: true, verified: false });
    await createUser(db.dataSource, { email: 'disabled@example.org', emailNotifications: true, disabled: true });
    const listed = await app.json('GET', '/api/users/email-users', undefined, adminToken);
    expect(listed.body.map((u: { email: string }) => u.email)).toEqual(['yes@example.org']);
    const response = await send({ users: 'all' });
    expect(response.body.totalSent).toBe(1);
    expectEachOnce(['yes@example.org']);
  });

  it('a single address or a list, each address once', async () => {
    for (const email of ['someone@example.org', 'a@example.org', 'b@example.org']) {
      await createUser(db.dataSource, { email });
    }
    expect((await send({ users: 'Someone@Example.org' })).body.details).toEqual([
      { status: 'sent', email: 'someone@example.org' },
    ]);
    smtp.clear();
    const list = await send({ users: [{ email: 'a@example.org' }, 'b@example.org', 'A@example.org', 'not-an-email'] });
    expect(list.body.totalSent).toBe(2);
    expectEachOnce(['a@example.org', 'b@example.org']);
  });

  it("issue 28: the footer is in each recipient's account language; the admin's text as written", async () => {
    await createUser(db.dataSource, { email: 'ana@example.org', language: 'es' });
    await createUser(db.dataSource, { email: 'bob@example.org' });
    expect((await send({ users: ['ana@example.org', 'bob@example.org'] })).body.totalSent).toBe(2);
    const ana = smtp.onlyTo('ana@example.org');
    expect(ana.subject).toBe('News');
    expect(ana.text).toMatch(
      /^Hello trees\n\n--\nRecibe este correo como usuario de SelecTree\. Cambie sus preferencias/,
    );
    expect(smtp.onlyTo('bob@example.org').text).toContain('You receive this e-mail as a SelecTree user.');
  });

  it('reports a refused address and sends to the others', async () => {
    await subscribers(3);
    smtp.policy = (mail) =>
      mail.to.includes('reader02@example.org')
        ? { accept: false, code: 550, message: 'No such mailbox' }
        : { accept: true };
    const response = await send({ users: 'all' });
    expect(response.body).toMatchObject({
      success: false,
      message: 'Some emails failed to send',
      totalSent: 2,
      failures: 1,
    });
    expect(response.body.details[1]).toEqual({
      status: 'failed',
      email: 'reader02@example.org',
      error: expect.stringMatching(/550/),
    });
    // A refused address is final: resuming does not try it again.
    await resumeMailJobs(jobDeps());
    expect(smtp.messages).toHaveLength(2);
  });
});

describe('bulk e-mail is a persisted job: an interruption neither skips nor repeats anyone', () => {
  it('the mail server goes away after 4 messages; resuming later mails the rest once', async () => {
    const emails = await subscribers(10);
    smtp.policy = (_mail, accepted) =>
      accepted >= 4 ? { accept: false, code: 421, message: 'Service not available' } : { accept: true };
    const first = await send({ users: 'all' });
    expect(first.body).toMatchObject({
      success: false,
      message: 'Some emails failed to send',
      totalSent: 4,
      failures: 6,
    });
    expect(first.body.details[4]).toMatchObject({
      status: 'failed',
      email: 'reader05@example.org',
      reason: 'Not sent yet: the mail server is unavailable. Sending resumes automatically.',
    });
    const [job] = await db.dataSource.query(`SELECT status FROM mail_jobs`);
    expect(job.status).toBe('running');

    smtp.policy = () => ({ accept: true });
    expect(await resumeMailJobs(jobDeps())).toEqual([{ jobId: first.body.jobId, outcome: 'finished' }]);
    expectEachOnce(emails);
    const [done] = await db.dataSource.query(`SELECT status FROM mail_jobs`);
    expect(done.status).toBe('finished');
    expect(await resumeMailJobs(jobDeps())).toEqual([]);
    expectEachOnce(emails);
  });

  it('the sending process is killed (SIGKILL) in the middle of a message; resuming mails everyone once', async () => {
    const emails = await subscribers(12);
    // Accept 5, then hold the 6th without answering; the test kills the sender meanwhile.
    smtp.policy = (_mail, accepted) => (accepted < 5 ? { accept: true } : { hold: true });
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', path.join('test', 'helpers', 'bulk-mail-child.ts')],
      {
        cwd: path.resolve(__dirname, '../../..'),
        env: { ...process.env, DATABASE_URL: db.url, SMTP_URL: smtp.url, ADMIN_ID: String(admin.id) },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    const deadline = Date.now() + 30_000;
    while (smtp.held.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(smtp.held).toHaveLength(1);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(smtp.messages).toHaveLength(5);
    const states = await db.dataSource.query(
      `SELECT status, count(*)::int AS n FROM mail_job_recipients GROUP BY status ORDER BY status`,
    );
    expect(states).toEqual([
      { status: 'pending', n: 6 },
      { status: 'sending', n: 1 }, // the held message: claimed, never accepted
      { status: 'sent', n: 5 },
    ]);

    smtp.policy = () => ({ accept: true });
    // The dead process's advisory lock goes with its connection; PostgreSQL may take a moment to notice.
    let outcome: string | undefined;
    for (let i = 0; i < 100 && outcome !== 'finished'; i++) {
      [{ outcome }] = await resumeMailJobs(jobDeps());
      if (outcome === 'busy') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(outcome).toBe('finished');
    expectEachOnce(emails);
  });

  it('a job another process is sending is left alone (advisory lock)', async () => {
    await subscribers(2);
    smtp.policy = () => ({ accept: false, code: 421 });
    const { jobId } = (await send({ users: 'all' })).body;
    smtp.policy = () => ({ accept: true });
    const holder = db.dataSource.createQueryRunner();
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock($1, $2)`, [0x5e1e, jobId]);
      expect(await runMailJob(jobDeps(), jobId)).toBe('busy');
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await holder.query(`SELECT pg_advisory_unlock_all()`);
      await holder.release();
    }
    expect(await runMailJob(jobDeps(), jobId)).toBe('finished');
    expect(smtp.messages).toHaveLength(2);
  });

  it(`gives up on an address after ${MAX_ATTEMPTS} transient failures`, async () => {
    await subscribers(1);
    smtp.policy = () => ({ accept: false, code: 451, message: 'Try later' });
    const { jobId } = (await send({ users: 'all' })).body;
    // The request itself was attempt 1.
    for (let i = 2; i < MAX_ATTEMPTS; i++) expect(await runMailJob(jobDeps(), jobId)).toBe('deferred');
    expect(await runMailJob(jobDeps(), jobId)).toBe('finished');
    const [row] = await db.dataSource.query(`SELECT status, attempts FROM mail_job_recipients`);
    expect(row).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('the resumer started with the app picks up unfinished jobs, and stops cleanly', async () => {
    const emails = await subscribers(3);
    smtp.policy = () => ({ accept: false, code: 421 });
    await send({ users: 'all' });
    smtp.policy = () => ({ accept: true });
    const resumer = startMailJobResumer(jobDeps(), 60_000);
    await smtp.waitFor(3);
    await resumer.stop();
    expectEachOnce(emails);
  });
});
