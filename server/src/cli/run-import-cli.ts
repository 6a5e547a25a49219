import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { setLogLevel } from '../logger';
import type { ImportInput, ImportOptions, ImportTarget } from '../services/import.service';
import { formatReport, type ImportReport } from '../import/import-report';
import { ImportRejectedError } from '../import/issues';

/**
 * Shared by the import CLIs:
 *   npm run import:trees -- <file.csv> [--dry-run] [--keep-demo] [--issues=N] [--database-url=postgres://...]
 * The database is DATABASE_URL (or --database-url), otherwise the app's embedded PostgreSQL, with
 * pending migrations applied (the same path the app takes on start). Prints the report; exits 0 on
 * success, 1 when the file is rejected (nothing changed), 2 on any other failure.
 */
export interface CliSpec {
  name: string;
  usage: string;
  run(db: ImportTarget, input: ImportInput, options: ImportOptions): Promise<ImportReport>;
}

export function parseArgs(argv: string[]): { file?: string; flags: Map<string, string | true> } {
  const flags = new Map<string, string | true>();
  let file: string | undefined;
  for (const arg of argv) {
    const flag = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (flag) flags.set(flag[1], flag[2] ?? true);
    else if (!file) file = arg;
    else throw new Error(`unexpected argument "${arg}"`);
  }
  return { file, flags };
}

export async function runImportCli(spec: CliSpec, argv = process.argv.slice(2)): Promise<number> {
  let database: Database | undefined;
  try {
    const { file, flags } = parseArgs(argv);
    if (!file || flags.has('help')) {
      console.error(`usage: ${spec.usage}`);
      return flags.has('help') ? 0 : 2;
    }
    // INIT_CWD: the directory npm was started from (npm run changes the cwd to the workspace).
    const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    if (!fs.existsSync(filePath)) {
      console.error(`${spec.name}: file not found: ${filePath}`);
      return 2;
    }
    const env = { ...process.env };
    if (typeof flags.get('database-url') === 'string') env.DATABASE_URL = flags.get('database-url') as string;
    env.LOG_LEVEL ??= 'warn';
    const config = loadConfig(env);
    setLogLevel(config.logLevel);
    database = await openDatabase(config);

    const report = await spec.run(
      database.dataSource,
      { csv: fs.createReadStream(filePath) },
      {
        fileName: path.basename(filePath),
        dryRun: flags.has('dry-run'),
        deleteDemoTrees: !flags.has('keep-demo'),
      },
    );
    const issues = Number(flags.get('issues') ?? 20);
    console.log(formatReport(report, { firstIssues: Number.isFinite(issues) ? issues : 20 }));
    return 0;
  } catch (error) {
    if (error instanceof ImportRejectedError) {
      console.error(error.message);
      return 1;
    }
    console.error(`${spec.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

export function main(spec: CliSpec): void {
  runImportCli(spec).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
}
