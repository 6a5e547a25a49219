import path from 'node:path';
import { REPO_ROOT } from './paths';

/** Every environment variable the server reads, parsed and validated in one place. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Undefined means: start the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Load the demo catalogue when the catalogue is empty. */
  seedDemoCatalogue: boolean;
  /** GraphQL introspection, field suggestions ("Did you mean …") and the /explorer page. */
  graphqlExplorer: boolean;
  /** Demo mode: create demo accounts (admin, editor, user) when there are no users; embedded database only. */
  demoAccounts: boolean;
  /** Base URL that photo links are appended to (a CDN in production). */
  photoBaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** Bearer token for GET /metrics (Prometheus); unset: the metrics are not served. */
  metricsToken: string | undefined;
  /** WRITE_BUDGET_FACTOR: multiplies every write budget (auth/rate-limits.ts); 1 in production, more for load runs. */
  writeBudgetFactor: number;
  /** API_KEY_BUDGET: /api requests per hour each API key may make (issue 26.6). */
  apiKeyBudget: number;
  /**
   * ANON_API_BUDGET: /api and /graphql requests per hour each client address may make without a key
   * or a sign-in, counted in each instance's memory (auth/anonymous-budget.ts); 0 turns it off.
   */
  anonApiBudget: number;
  photos: PhotoStorageConfig;
  /** SHUTDOWN_DEADLINE_MS: after a SIGTERM/SIGINT the process exits (code 1) by then whatever still runs. */
  shutdownDeadlineMs: number;
  /** DATA_LICENCE: the terms the open data (/api/open-data) is offered under, one line of text. */
  dataLicence: string;
}

/** API_KEY_BUDGET's default: /api requests per hour per API key. */
export const DEFAULT_API_KEY_BUDGET = 10_000;

/**
 * ANON_API_BUDGET's default: /api and /graphql requests per hour per address without a key or a
 * sign-in, per instance. Half a key's: a person browsing as fast as they can read makes at most
 * ~3,600 an hour (docs/api.md "Anonymous budget" shows the sum); a client that needs more asks for a key.
 */
export const DEFAULT_ANON_API_BUDGET = 5_000;

/** Until the publisher sets DATA_LICENCE, the open data says that no licence has been granted. */
export const NO_DATA_LICENCE =
  'No licence has been set for this data (DATA_LICENCE): ask the publisher before reusing it. Each photo carries its own licence.';

/** Where photo files go (PHOTO_STORAGE): local disk (default) or an S3-compatible bucket. */
export type PhotoStorageConfig = {
  /** Signs local upload URLs; unset: a secret generated once per database (app_secrets). */
  uploadSecret: string | undefined;
} & (
  | { driver: 'local'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** The endpoint as browsers reach it (presigned upload URLs), when not the same as the app's. */
      publicEndpoint: string | undefined;
      forcePathStyle: boolean;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    }
);

export class ConfigError extends Error {
  constructor(message: string) {
    super(`Invalid configuration: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

function url(env: Env, name: string, protocols: readonly string[], fallback?: string): string | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
  }
  return raw;
}

/** One line of printable text (it is sent in a response header too), at most 500 characters. */
function dataLicence(env: Env): string {
  const raw = env.DATA_LICENCE?.trim();
  if (!raw) return NO_DATA_LICENCE;
  if (raw.length > 500 || !/^[\x20-\x7e\u00a0-\u00ff]+$/.test(raw)) {
    throw new ConfigError('DATA_LICENCE must be one line of printable Latin-1 text, at most 500 characters');
  }
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = integer(env, 'PORT', 4000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!.replace(/\/+$/, '');
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || '.data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const demoAccounts = bool(env, 'DEMO_ACCOUNTS', false);
  // Known passwords are for a laptop demonstration, never for a shared or real database.
  if (demoAccounts && (nodeEnv === 'production' || databaseUrl)) {
    throw new ConfigError('DEMO_ACCOUNTS works only on the embedded database and outside production');
  }
  return {
    nodeEnv,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    databaseUrl,
    dataDir,
    publicUrl,
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    // The embedded database is a new user's own (`npm start` runs in production): it starts with the
    // demo catalogue. A production database server gets only what is imported into it.
    seedDemoCatalogue: bool(env, 'SEED_DEMO_CATALOGUE', !databaseUrl || nodeEnv !== 'production'),
    graphqlExplorer: bool(env, 'GRAPHQL_EXPLORER', nodeEnv !== 'production'),
    demoAccounts,
    photoBaseUrl: url(env, 'PHOTO_BASE_URL', ['http:', 'https:'], `${publicUrl}/photos/`)!,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'SelecTree <no-reply@selectree.local>',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    metricsToken: metricsToken(env),
    writeBudgetFactor: integer(env, 'WRITE_BUDGET_FACTOR', 1, 1, 1_000_000),
    apiKeyBudget: integer(env, 'API_KEY_BUDGET', DEFAULT_API_KEY_BUDGET, 1, 100_000_000),
    anonApiBudget: integer(env, 'ANON_API_BUDGET', DEFAULT_ANON_API_BUDGET, 0, 100_000_000),
    photos: photoStorage(env, dataDir),
    shutdownDeadlineMs: integer(env, 'SHUTDOWN_DEADLINE_MS', 20_000, 1000, 600_000),
    dataLicence: dataLicence(env),
  };
}

/**
 * The server's settings (main.ts): production unless NODE_ENV says otherwise, so `npm start` (and
 * anything else that runs the built server) answers as production does: no introspection, field
 * suggestions or explorer. `npm run dev` and `npm run start:demo` set NODE_ENV=development. The
 * command-line tools read `loadConfig()` as it is.
 */
export function serverConfig(env: Env = process.env): AppConfig {
  return loadConfig({ ...env, NODE_ENV: env.NODE_ENV?.trim() || 'production' });
}

function photoStorage(env: Env, dataDir: string): PhotoStorageConfig {
  const uploadSecret = env.PHOTO_UPLOAD_SECRET?.trim() || undefined;
  if (uploadSecret && uploadSecret.length < 32)
    throw new ConfigError('PHOTO_UPLOAD_SECRET must be at least 32 characters');
  const driver = oneOf(env, 'PHOTO_STORAGE', ['local', 's3'] as const, 'local');
  if (driver === 'local') {
    return { driver, uploadSecret, directory: path.resolve(env.PHOTO_DIR?.trim() || path.join(dataDir, 'photos')) };
  }
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('S3_BUCKET is required when PHOTO_STORAGE=s3');
  return {
    driver,
    uploadSecret,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    publicEndpoint: url(env, 'S3_PUBLIC_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', !!env.S3_ENDPOINT?.trim()),
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
  };
}

/** At least 16 characters: a scrape token is a password. */
function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return token;
}
