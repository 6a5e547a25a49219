import { Client, type Pool, type PoolClient } from 'pg';
import { UNAVAILABLE, UnavailableError, isPoolWaitTimeout, isUnavailable } from '../errors';
import { logger } from '../logger';

export interface BreakerOptions {
  /** Connect (and answer SELECT 1) within this or the probe fails. */
  probeTimeoutMs?: number;
  /** Pause between probes while the breaker is open. */
  probeIntervalMs?: number;
}

type ConnectCallback = (error: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Issue 20.1: fail fast while the database is away. A circuit breaker around the pg Pool's
 * `connect` (which TypeORM's query runners, `pool.query` and the rate limits store all go through).
 *
 * - Closed (normal): connections are handed out as the pool does.
 * - It opens on a connection-level failure (isUnavailable) of a new connection (refused, reset,
 *   "shutting down", timed out), or when a probe fails. A pooled connection lost (57P01, a reset)
 *   may be one backend terminated: it starts a probe at once (bounded at `probeTimeoutMs`) rather
 *   than opening. When it opens, every request waiting for a pool client
 *   is failed at once, and every new `connect` fails at once with UnavailableError (a 503 with
 *   Retry-After), instead of each request spending the pool's connection timeout on a database
 *   that is not there (measured: a postmaster shutting down under CPU load answers connects late or
 *   never; requests queued behind them took 2.6-4.8 s to get their 503).
 * - While open, one probe at a time (a fresh connection, bounded by `probeTimeoutMs`, then
 *   SELECT 1), the first at once and then every `probeIntervalMs`; the first that answers closes the
 *   breaker. Requests never probe: a flood of them costs the database nothing while it restarts.
 */
export class DatabaseBreaker {
  private openSince: number | null = null;
  /** When it last closed: a connect begun before then failing late (its timeout) is old news. */
  private closedAt = 0;
  private probing = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Callers waiting for a pool client now: failed together when the breaker opens. */
  private readonly waiting = new Set<(error: Error) => void>();
  private readonly probeTimeoutMs: number;
  private readonly probeIntervalMs: number;

  constructor(
    private readonly pool: Pool,
    options: BreakerOptions = {},
  ) {
    this.probeTimeoutMs = options.probeTimeoutMs ?? 1000;
    this.probeIntervalMs = options.probeIntervalMs ?? 300;
    const connect = pool.connect.bind(pool) as (cb: ConnectCallback) => void;
    // Both forms pg-pool offers: a callback (TypeORM, pool.query) or a promise.
    const guardedConnect = (callback?: ConnectCallback): Promise<PoolClient> | void => {
      if (!callback) {
        return new Promise<PoolClient>((resolve, reject) =>
          this.connect(connect, (error, client) => (error ? reject(error) : resolve(client!))),
        );
      }
      this.connect(connect, callback);
    };
    (pool as unknown as { connect: typeof guardedConnect }).connect = guardedConnect;
  }

  /** Whether requests are being refused because the database is away. */
  get isOpen(): boolean {
    return this.openSince !== null;
  }

  /** Closed with no probe waiting or running: a lost connection's check has come back good. */
  get isSettledClosed(): boolean {
    return this.openSince === null && !this.probing && this.timer === null;
  }

  /**
   * A new connection failed at the connection level (refused, reset, timed out, "shutting down"):
   * open at once, and probe. Other errors are ignored (a failed statement says nothing about the
   * database being there), and so is a wait for a busy pool that timed out: every connection was
   * in use (a slow moment, a lock queue behind a TRUNCATE), the database answering all the while;
   * opening would turn that one caller's 503 into an outage of the whole instance until a probe.
   */
  failure(error: unknown): void {
    if (this.stopped || !isUnavailable(error) || error instanceof UnavailableError || isPoolWaitTimeout(error)) return;
    this.open(error);
  }

  /**
   * A connection already open was lost (57P01, a reset): that alone may be one backend terminated,
   * so it does not open the breaker; it starts a probe at once, and the breaker opens if the probe
   * cannot connect within its bound (or any new connection fails first).
   */
  lost(error: unknown): void {
    if (this.stopped || !isUnavailable(error)) return;
    this.scheduleProbe(0);
  }

  private open(error: unknown): void {
    if (this.openSince === null) {
      this.openSince = Date.now();
      const { code, message } = (error ?? {}) as { code?: string; message?: string };
      logger.warn({ code, reason: message }, 'database unreachable: answering 503 until a probe connects');
      const waiting = [...this.waiting];
      this.waiting.clear();
      for (const fail of waiting) fail(unavailable());
    }
    this.scheduleProbe(this.probeIntervalMs);
  }

  /** No more probes (the DataSource is being destroyed). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private connect(connect: (cb: ConnectCallback) => void, callback: ConnectCallback): void {
    if (this.openSince !== null) {
      process.nextTick(() => callback(unavailable()));
      return;
    }
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      callback(error);
    };
    this.waiting.add(fail);
    const started = Date.now();
    connect((error, client, done) => {
      this.waiting.delete(fail);
      if (error && started >= this.closedAt) this.failure(error);
      if (settled) {
        // This caller was already answered 503 when the breaker opened: the client goes back.
        if (client) done?.();
        return;
      }
      settled = true;
      callback(error, client, done);
    });
  }

  private scheduleProbe(delayMs: number): void {
    if (this.stopped || this.probing || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.probe();
    }, delayMs);
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    if (this.stopped) return;
    this.probing = true;
    const client = new Client({
      ...this.pool.options,
      connectionTimeoutMillis: this.probeTimeoutMs,
      query_timeout: this.probeTimeoutMs,
    });
    client.on('error', () => undefined); // its failure is the probe's answer
    let answered = false;
    let reason: unknown;
    try {
      await client.connect();
      await client.query('SELECT 1');
      answered = true;
    } catch (error) {
      reason = error;
    } finally {
      void client.end().catch(() => undefined);
      this.probing = false;
    }
    if (this.stopped) return;
    if (!answered) this.open(reason);
    else if (this.openSince !== null) {
      logger.warn({ downMs: Date.now() - this.openSince }, 'database reachable again: breaker closed');
      this.openSince = null;
      this.closedAt = Date.now();
    }
  }
}

const unavailable = () => new UnavailableError(UNAVAILABLE.message);
