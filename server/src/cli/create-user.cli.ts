import 'reflect-metadata';
import { ROLE_ADMIN, ROLE_EDITOR, ROLE_USER } from '../auth/policies';
import { loadConfig } from '../config';
import { buildRequestContext } from '../context';
import { openDatabase, type Database } from '../db/database';
import { ValidationError } from '../errors';
import { setLogLevel } from '../logger';
import { provisionUser } from '../services/accounts.service';

/**
 *   npm run user:create -- --email someone@example.org --role admin [--first-name Ada] [--last-name Lovelace]
 *                          [--test-group] [--database-url=postgres://...]
 *
 * Creates an account (or sets the role of an existing one) and prints a single-use link, valid for
 * 24 hours, where the person chooses a password and is logged in. There is no default admin: this
 * is how the first one is made. The database is DATABASE_URL (or --database-url), otherwise the
 * app's embedded PostgreSQL, with pending migrations applied. Exit codes: 0 done, 2 usage or failure.
 */
export const USAGE =
  'usage: npm run user:create -- --email <address> --role <user|editor|admin> [--first-name <name>] [--last-name <name>] [--test-group] [--database-url=<url>]';

const ROLES: Record<string, number> = {
  user: ROLE_USER,
  editor: ROLE_EDITOR,
  admin: ROLE_ADMIN,
  '1': ROLE_USER,
  '2': ROLE_EDITOR,
  '3': ROLE_ADMIN,
};

const ROLE_NAMES: Record<number, string> = { [ROLE_USER]: 'user', [ROLE_EDITOR]: 'editor', [ROLE_ADMIN]: 'admin' };
const VALUE_FLAGS = new Set(['email', 'role', 'first-name', 'last-name', 'database-url']);
const SWITCHES = new Set(['test-group', 'help']);

/** `--name value` and `--name=value`; switches take no value. */
export function parseFlags(argv: string[]): Map<string, string | true> {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`unexpected argument "${argv[i]}"`);
    const [, name, inline] = match;
    if (SWITCHES.has(name)) flags.set(name, true);
    else if (!VALUE_FLAGS.has(name)) throw new Error(`unknown option --${name}`);
    else if (inline !== undefined) flags.set(name, inline);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags.set(name, argv[++i]);
    else throw new Error(`--${name} needs a value`);
  }
  return flags;
}

export interface CliIo {
  env: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
}

export async function runCreateUser(argv: string[], io: CliIo): Promise<number> {
  let database: Database | undefined;
  try {
    const flags = parseFlags(argv);
    if (flags.has('help')) {
      io.out(USAGE);
      return 0;
    }
    const email = flags.get('email');
    const roleId = ROLES[String(flags.get('role') ?? '').toLowerCase()];
    if (typeof email !== 'string' || !roleId) {
      io.err(USAGE);
      return 2;
    }
    const env = { ...io.env };
    const databaseUrl = flags.get('database-url');
    if (typeof databaseUrl === 'string') env.DATABASE_URL = databaseUrl;
    env.LOG_LEVEL ??= 'warn';
    const config = loadConfig(env);
    setLogLevel(config.logLevel);
    database = await openDatabase(config);

    const text = (name: string) => (typeof flags.get(name) === 'string' ? (flags.get(name) as string) : undefined);
    const { user, created, link } = await provisionUser(buildRequestContext({ db: database.dataSource, config }), {
      email,
      roleId,
      firstName: text('first-name'),
      lastName: text('last-name'),
      testGroup: flags.has('test-group') ? true : undefined,
    });
    io.out(`${created ? 'Created' : 'Updated'} ${ROLE_NAMES[user.roleId]} account ${user.email} (user_id ${user.id}).`);
    io.out('Open this link within 24 hours to choose the password (it works once):');
    io.out(`  ${link}`);
    return 0;
  } catch (error) {
    const message =
      error instanceof ValidationError ? error.message : error instanceof Error ? error.message : String(error);
    io.err(`user:create failed: ${message}`);
    return 2;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

if (require.main === module) {
  runCreateUser(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
