/**
 * How the benches start their node processes (run.ts, editing.ts): with the TypeScript loader, the
 * server's tsconfig and the app's logs at warn, each pinned to a core when taskset works (the app
 * under test on core 0, the load on core 1; PostgreSQL, the machine's server, is not pinned).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..');
export const NODE_ARGS = ['-r', '@swc-node/register'];
export const CHILD_ENV = {
  ...process.env,
  SWC_NODE_PROJECT: path.join(REPO_ROOT, 'server/tsconfig.json'),
  LOG_LEVEL: 'warn',
};

export const pinning = os.cpus().length >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** node with `args` (pinned to `core` when taskset works): the command and its arguments for spawn. */
export function nodeCommand(core: number, args: string[]): [string, string[]] {
  return pinning ? ['taskset', ['-c', String(core), process.execPath, ...args]] : [process.execPath, args];
}
