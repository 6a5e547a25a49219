import net from 'node:net';
import { createSession } from './auth/sessions';
import { createShutdown } from './shutdown';
import { startAppProcess, type AppProcess } from '../test/helpers/app-process';
import { useTestDatabase } from '../test/helpers/test-database';

/**
 * Issue 20.2: shutdown never hangs. A step that never ends (a hung mail transport, a pool close,
 * a connection that never finishes its request) meets the deadline: the process exits 1, saying so;
 * a second SIGTERM/SIGINT exits at once (128 + the signal), saying so. main.ts wires these to the
 * real process: tested here on the app as a process, with a client that opened a connection and
 * sent half a request (the HTTP server waits for it).
 */
function recorder() {
  const lines: { level: string; fields: unknown; message?: string }[] = [];
  const log =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      lines.push({ level, fields, message });
    };
  return { lines, logger: { info: log('info'), warn: log('warn'), error: log('error'), fatal: log('fatal') } };
}

const never = () => new Promise<void>(() => undefined);

describe('createShutdown', () => {
  it('issue 20.2: a step that never ends meets the deadline: exit 1, logged with the step', async () => {
    const { lines, logger } = recorder();
    const exits: number[] = [];
    const shutdown = createShutdown({
      deadlineMs: 150,
      logger: logger as never,
      exit: (code) => exits.push(code),
      steps: [
        { name: 'draining requests', run: async () => undefined },
        { name: 'closing the database', run: never },
      ],
    });
    void shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      fields: { step: 'closing the database' },
      message: 'shutdown deadline passed: exiting now',
    });
  });

  it('issue 20.2: a second signal exits at once with 128 + its number, logged', async () => {
    const { lines, logger } = recorder();
    const exits: number[] = [];
    const shutdown = createShutdown({
      deadlineMs: 60_000,
      logger: logger as never,
      exit: (code) => exits.push(code),
      steps: [{ name: 'stopping background jobs', run: never }],
    });
    void shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(exits).toEqual([130]);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'second signal during shutdown: exiting now' });
  });

  it('steps that end: run in order, then exit 0', async () => {
    const { logger } = recorder();
    const ran: string[] = [];
    const exits: number[] = [];
    const shutdown = createShutdown({
      deadlineMs: 5000,
      logger: logger as never,
      exit: (code) => exits.push(code),
      steps: ['a', 'b', 'c'].map((name) => ({ name, run: async () => ran.push(name) })),
    });
    await shutdown('SIGTERM');
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(exits).toEqual([0]);
  });
});

describe('the app process (main.ts)', () => {
  const db = useTestDatabase();
  let app: AppProcess | undefined;
  let halfRequest: net.Socket | undefined;

  afterEach(async () => {
    halfRequest?.destroy();
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
  });

  /** A connection with half a request sent: the HTTP server cannot finish stopping while it is open. */
  async function openHalfRequest(port: number): Promise<net.Socket> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/list/create HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"name":');
    socket.on('error', () => undefined);
    return socket;
  }

  const timed = async (exited: Promise<number | string>) => {
    const started = Date.now();
    const code = await exited;
    return { code, ms: Date.now() - started };
  };

  it('issue 20.2: SIGTERM with a step that cannot finish: exits 1 at SHUTDOWN_DEADLINE_MS, logged', async () => {
    app = await startAppProcess({ databaseUrl: db.url, capture: true, env: { SHUTDOWN_DEADLINE_MS: '3000' } });
    halfRequest = await openHalfRequest(app.port);
    app.child.kill('SIGTERM');
    const { code, ms } = await timed(app.exited);
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(2500);
    expect(ms).toBeLessThan(8000);
    expect(app.output()).toContain('shutdown deadline passed: exiting now');
  });

  it('issue 20.2: a second SIGTERM during shutdown exits at once with 143, logged', async () => {
    app = await startAppProcess({ databaseUrl: db.url, capture: true, env: { SHUTDOWN_DEADLINE_MS: '60000' } });
    halfRequest = await openHalfRequest(app.port);
    app.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(app.child.exitCode).toBeNull();
    app.child.kill('SIGTERM');
    const { code, ms } = await timed(app.exited);
    expect(code).toBe(143);
    expect(ms).toBeLessThan(3000);
    expect(app.output()).toContain('second signal during shutdown: exiting now');
  });

  it('a SIGTERM with nothing hanging drains and exits 0, a request in flight answered', async () => {
    const [{ id: userId }] = await db.dataSource.query(
      `INSERT INTO users (email, first_name, last_name, role_id, verified_at) VALUES ('drain@example.org', 'D', 'R', 1, now()) RETURNING id`,
    );
    const token = await createSession(db.dataSource, userId, new Date());
    app = await startAppProcess({ databaseUrl: db.url, capture: true });
    const write = fetch(`http://127.0.0.1:${app.port}/api/list/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Drained', description: 'x', type: 'Curated List', regions: ['Maui'] }),
    });
    app.child.kill('SIGTERM');
    expect((await write).status).toBe(201);
    expect(await app.exited).toBe(0);
  });
});
