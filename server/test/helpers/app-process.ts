import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The app as a real process (server/src/main.ts from source), as `npm start` runs it: what a
 * crash does to it is what it would do in production (the process exits). Used by the fault tests
 * and `npm run faults` (bench/faults.ts).
 */
export interface AppProcess {
  child: ChildProcess;
  port: number;
  /** What the process wrote so far (stdout and stderr together), when `capture` was asked for. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
}

const REPO = path.resolve(__dirname, '../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AppProcessOptions {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  /** Keep the process's output in memory (output()); otherwise it goes to `logFile` or nowhere. */
  capture?: boolean;
  logFile?: string;
}

/** Starts the app and resolves once /api/health answers 200 (or throws if it exits or takes 60 s). */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: path.join(REPO, 'server/tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      NODE_ENV: 'production',
      SEED_DEMO_CATALOGUE: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', options.capture ? 'pipe' : log, options.capture ? 'pipe' : 'inherit'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  for (let i = 0; i < 240 && child.exitCode === null && child.signalCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, port, output: () => text, exited };
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not start${text ? `:\n${text}` : ''}`);
}

/**
 * Keeps `cores` CPU cores busy (one busy-looping node process each) until stop(): the loaded
 * machine on which the issue's faults showed (issue 20.1).
 */
export function busyCores(cores: number): { stop(): void } {
  const loops = Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return {
    stop() {
      for (const loop of loops) if (loop.exitCode === null) loop.kill('SIGKILL');
    },
  };
}
