import 'reflect-metadata';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDataSource } from '../../src/db/data-source';
import { createMailer } from '../../src/mail/mailer';
import { resumeMailJobs } from '../../src/services/accounts/bulk-email.service';

/**
 * A second app instance's bulk e-mail resumer, as a separate process: every 100 ms it resumes
 * unfinished jobs (those another live instance is sending answer 'busy'), until one finishes.
 * Env: DATABASE_URL, SMTP_URL. Prints the outcomes it saw, as JSON, when done.
 */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://selectree.test', SMTP_URL: process.env.SMTP_URL });
  const db = createDataSource(process.env.DATABASE_URL!, { poolSize: 3 });
  await db.initialize();
  const deps = { db, config, clock: systemClock, mailer: createMailer(config) };
  const seen: string[] = [];
  for (;;) {
    const results = await resumeMailJobs(deps);
    for (const { outcome } of results) if (seen.at(-1) !== outcome) seen.push(outcome);
    if (results.some((result) => result.outcome === 'finished')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(JSON.stringify(seen));
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
