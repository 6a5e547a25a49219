import net from 'node:net';
import type { DataSource } from 'typeorm';
import { breakerOf, createDataSource, pgPoolOf } from './data-source';
import { UnavailableError, isPoolWaitTimeout, isUnavailable } from '../errors';
import { checkReadiness } from '../services/health.service';
import { useTestDatabase } from '../../test/helpers/test-database';

/**
 * Issue 20.1: the fail-fast breaker (db/breaker.ts) against the real test PostgreSQL, reached
 * through a TCP proxy that can "lose" the database: its open connections are cut, and new ones are
 * accepted but never answered (a postmaster shutting down, a host gone: what makes a pool wait its
 * whole connection timeout).
 */
const db = useTestDatabase();

class FlakyProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private away = false;
  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      if (this.away) return; // accepted, never answered
      const upstream = net.connect(this.target);
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
  }
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }
  /** The database goes away: connections cut, new ones hang. */
  loseDatabase(): void {
    this.away = true;
    for (const socket of this.sockets) socket.destroy();
  }
  restore(): void {
    this.away = false;
    for (const socket of this.sockets) socket.destroy(); // the hung ones
  }
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('the database breaker (issue 20.1)', () => {
  let proxy: FlakyProxy;
  let dataSource: DataSource;

  beforeEach(async () => {
    const url = new URL(db.url);
    proxy = new FlakyProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(await proxy.listen());
    dataSource = createDataSource(url.toString(), { poolSize: 1 });
    await dataSource.initialize();
  });

  afterEach(async () => {
    await dataSource.destroy().catch(() => undefined);
    await proxy.close();
  });

  it('issue 20.1: while the database is away, requests answer UNAVAILABLE at once instead of waiting for a pool connection, and it closes by itself when the database answers', async () => {
    const pool = pgPoolOf(dataSource);
    const breaker = breakerOf(dataSource)!;
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(breaker.isOpen).toBe(false);
    expect(await checkReadiness(dataSource)).toEqual({ ready: true });

    // The only pool client is held; a second request queues for it.
    const held = await pool.connect();
    const queued = dataSource.query('SELECT 2 AS two').then(
      () => 'answered',
      (error: unknown) => error,
    );
    proxy.loseDatabase();
    // The held client's connection is lost: the breaker opens and the queued request is failed
    // with it, not left waiting for a client (or the pool's connection timeout).
    expect(await queued).toBeInstanceOf(UnavailableError);
    expect(breaker.isOpen).toBe(true);
    held.release(true);

    // New requests: UNAVAILABLE without touching the (hanging) database; readiness says so.
    const connectionTimeoutMillis = pool.options.connectionTimeoutMillis!;
    const started = Date.now();
    await expect(dataSource.query('SELECT 3')).rejects.toBeInstanceOf(UnavailableError);
    await expect(pool.query('SELECT 3')).rejects.toBeInstanceOf(UnavailableError);
    expect(Date.now() - started).toBeLessThan(connectionTimeoutMillis / 2);
    expect(await checkReadiness(dataSource)).toEqual({ ready: false, reason: 'database unreachable' });
    // The probe (bounded at 1 s) keeps finding it away.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(breaker.isOpen).toBe(true);

    // The database answers again: a probe closes the breaker, requests are served, no restart.
    proxy.restore();
    expect(await waitFor(() => !breaker.isOpen, connectionTimeoutMillis)).toBe(true);
    expect(await dataSource.query('SELECT 4 AS four')).toEqual([{ four: 4 }]);
    expect(await checkReadiness(dataSource)).toEqual({ ready: true });
  });

  it('issue 20.1: a failed statement (not a lost connection) leaves the breaker closed', async () => {
    await expect(dataSource.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    expect(breakerOf(dataSource)!.isOpen).toBe(false);
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('a caller that waited its whole connection timeout for a busy pool gets an unavailable error, and the breaker stays closed (the database answers)', async () => {
    const busy = createDataSource(db.url, { poolSize: 1, connectTimeoutMs: 300 });
    await busy.initialize();
    try {
      const pool = pgPoolOf(busy);
      const held = await pool.connect();
      const started = Date.now();
      const error = await busy.query('SELECT 1').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(isUnavailable(error)).toBe(true);
      expect(isPoolWaitTimeout(error)).toBe(true);
      expect(breakerOf(busy)!.isOpen).toBe(false);
      held.release();
      expect(await busy.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await busy.destroy();
    }
  });
});
