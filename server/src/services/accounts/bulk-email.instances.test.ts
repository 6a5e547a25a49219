import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createUser, resetDatabase } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Bulk e-mail with two app instances (two processes) on one database: instance A sends a job to 300
 * recipients, instance B's resumer runs beside it (the job is A's: B is told 'busy'); A is killed
 * (SIGKILL) half way, with a message in flight that the mail server never accepted; B takes the job
 * over and finishes it. Every recipient gets exactly one message.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const REPO_SERVER = path.resolve(__dirname, '../../..');
const RECIPIENTS = 300;
const KILL_AFTER = 150;

function child(helper: string, env: Record<string, string>): { process: ChildProcess; out: Promise<string> } {
  const running = spawn(process.execPath, ['-r', '@swc-node/register', path.join('test', 'helpers', helper)], {
    cwd: REPO_SERVER,
    env: { ...process.env, DATABASE_URL: db.url, SMTP_URL: smtp.url, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  running.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { process: running, out: new Promise((resolve) => running.on('exit', () => resolve(text))) };
}

async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('300 recipients, two instances, the sending one killed half way: each mailed exactly once', async () => {
  await resetDatabase(db);
  smtp.clear();
  const admin = await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3, password: null });
  await db.dataSource.query(
    `INSERT INTO users (email, first_name, last_name, role_id, email_notifications, verified_at)
     SELECT 'reader' || n || '@example.org', 'Reader', 'No. ' || n, 1, true, now() FROM generate_series(1, $1) n`,
    [RECIPIENTS],
  );
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i + 1}@example.org`);
  // Accept the first 150; hold the 151st without answering (A is killed meanwhile); accept the rest.
  let heldOne = false;
  smtp.policy = (_mail, accepted) => {
    if (accepted < KILL_AFTER || heldOne) return { accept: true };
    heldOne = true;
    return { hold: true };
  };

  const a = child('bulk-mail-child.ts', { ADMIN_ID: String(admin.id) });
  await until(() => smtp.messages.length >= 20, 'instance A to be sending');
  const b = child('mail-resumer-child.ts', {});
  await until(() => smtp.held.length === 1, 'the held message');
  a.process.kill('SIGKILL');
  await a.out;
  expect(smtp.messages).toHaveLength(KILL_AFTER);

  const outcomes = JSON.parse((await b.out).trim().split('\n').pop() ?? '[]') as string[];
  expect(outcomes).toContain('busy'); // B saw A's job while A lived
  expect(outcomes.at(-1)).toBe('finished');
  const received = smtp.messages.flatMap((mail) => mail.to);
  expect(received.sort()).toEqual([...emails].sort());
  const [job] = await db.dataSource.query(`SELECT status FROM mail_jobs`);
  expect(job.status).toBe('finished');
}, 120_000);
