/**
 * How the benches start their node processes (run.ts, editing.ts): with the TypeScript loader, the
 * server's tsconfig and the app's logs at warn, each pinned to a core when taskset works (the app
 * under test on core 0, the load on core 1; PostgreSQL, the machine's server, is not pinned).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * Runs `script` (a bench file) pinned to core 1 with `input` handed over through a file (a long
 * list, cold keys say, exceeds what one argument may hold), and resolves with the JSON object its
 * last line printed and its exit code; rejects when it printed none. `what` names it in the error.
 */
export function runJsonChild<T>(
  what: string,
  script: string,
  input: unknown,
): Promise<{ result: T; code: number | null }> {
  const file = path.join(os.tmpdir(), `selectree-bench-${path.basename(script, '.ts')}-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(input));
  const [command, args] = nodeCommand(1, [...NODE_ARGS, script, `@${file}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: CHILD_ENV, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (!line.startsWith('{')) return reject(new Error(`${what} failed (${code}): ${out}`));
      resolve({ result: JSON.parse(line) as T, code });
    });
  });
}
