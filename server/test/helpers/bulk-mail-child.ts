import 'reflect-metadata';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { buildRequestContext } from '../../src/context';
import { createDataSource } from '../../src/db/data-source';
import { sendBulkEmail } from '../../src/services/accounts/bulk-email.service';

/**
 * A separate process that sends a bulk e-mail to all users, so a test can kill it part way
 * (SIGKILL: no cleanup runs) and check that resuming mails everyone exactly once.
 * Env: DATABASE_URL, SMTP_URL, ADMIN_ID. Prints the answer if it gets to the end.
 */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://selectree.test', SMTP_URL: process.env.SMTP_URL });
  const db = createDataSource(process.env.DATABASE_URL!, { poolSize: 3 });
  await db.initialize();
  const ctx = {
    ...buildRequestContext({ db, config, clock: systemClock }),
    viewer: { id: Number(process.env.ADMIN_ID), roleId: 3, sessionId: 0 },
  };
  const result = await sendBulkEmail(ctx, { audience: 'all', subject: 'Newsletter', textContent: 'Trees!' });
  console.log(JSON.stringify(result));
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
