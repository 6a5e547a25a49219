/**
 * The app under the editing bench (editing.ts starts it pinned to core 0, the editors' client on
 * core 1): the real app (createApp) over a pool of 20 connections, write budgets far above the
 * bench's saves. Prints one JSON line { port } once listening; stops on SIGTERM.
 */
import 'reflect-metadata';
import { createApp, listen } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDataSource } from '../server/src/db/data-source';
import { setLogLevel } from '../server/src/logger';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  setLogLevel('warn');
  const db = createDataSource(url, { poolSize: 20 });
  await db.initialize();
  const running = await createApp({
    db,
    config: loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WRITE_BUDGET_FACTOR: '1000000',
      ANON_API_BUDGET: '0',
    }),
  });
  const port = await listen(running.httpServer, 0, '127.0.0.1');
  console.log(JSON.stringify({ port }));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 3000).unref();
    await running.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
