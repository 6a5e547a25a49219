import { Client, type ClientConfig } from 'pg';
import { logger } from '../logger';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** The committed version: the sum of the write counters (a view of one row, migration 1796400000000). */
const VERSION_SQL = `SELECT version::text AS version FROM catalogue_version WHERE id`;

/**
 * The least time between two reads of the version on announcements (issue 24): 20 editors saving
 * at once announced 50-75 writes a second, and each was a read of the version on the LISTEN
 * connection (a round trip, and a parse of its answer, on the core the app's requests need). An
 * announcement heard sooner after the last read is answered by one read when the gap is over, for
 * all of them. What may lag by that much is only the version this instance tags public answers
 * with (a tag older than the answer: the next conditional request gets the whole answer, never a
 * 304 hiding a write, since a 304 needs the committed version read then, `confirm`) and the start
 * of the search index's and site facts' rebuilds (their requests read the committed version).
 */
export const READ_GAP_MS = 100;

/**
 * Announces a catalogue write the app committed with `selectree.notify_after_commit` set (tree
 * edits): sent after the commit, outside PostgreSQL's lock around notifying commits.
 */
export const ANNOUNCE_SQL = `SELECT pg_notify('catalogue_changed', '')`;

/**
 * The wait before reconnect attempt `attempt` (1, 2, ...): doubling from 500 ms, capped at 30 s,
 * and jittered (between half and all of it), so instances that lost the database together do not
 * all come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(30_000, 250 * 2 ** Math.min(Math.max(attempt, 1), 7));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * This instance's view of the catalogue's committed version (migration 1795800000001): read at
 * start, then kept current by `LISTEN catalogue_changed` on a connection of its own, so every
 * instance learns of a write any instance (or an import) commits. While that connection is down the
 * version is unknown (null): public reads then carry no version ETag and never answer 304, until it
 * is back (reconnected with backoff, the version read again).
 */
export class CatalogueVersionWatcher {
  private version: string | null = null;
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private started: Promise<void> | null = null;
  private readonly listeners = new Set<(version: string | null) => void>();
  private reading = false;
  private again = false;
  /** When this instance's last read of the version on an announcement began (performance.now()). */
  private lastRead = -Infinity;
  /** The read an announcement heard within READ_GAP_MS of the last one waits for. */
  private gapTimer: NodeJS.Timeout | null = null;

  constructor(private readonly connection: ClientConfig) {}

  /** The committed version, or null while unknown. Starts listening on first use. */
  current(): string | null {
    this.started ??= this.connect(0);
    return this.version;
  }

  /** Resolves once the first connection attempt is over (tests, start-up). */
  async ready(): Promise<void> {
    this.current();
    await this.started;
  }

  /**
   * The committed version read now (one single-row query): what a conditional request checks, so a
   * write committed on any instance a moment ago, whose notification is still on its way, is never
   * answered with a stale 304. Also moves this instance's version forward.
   */
  async confirm(query: (sql: string) => Promise<{ version: string }[]>): Promise<string | null> {
    const [row] = await query(VERSION_SQL);
    if (!row) return null;
    if (this.version !== null) this.set(row.version);
    return row.version;
  }

  onChange(listener: (version: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(version: string | null): void {
    if (version !== null && this.version !== null && BigInt(version) <= BigInt(this.version)) return;
    this.version = version;
    for (const listener of this.listeners) listener(version);
  }

  private async connect(attempt: number): Promise<void> {
    if (this.stopped) return;
    const client = new Client(this.connection);
    client.on('error', () => undefined);
    try {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === CATALOGUE_CHANNEL) this.heard(client);
      });
      client.on('end', () => this.lost(client));
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      // Read after LISTEN: a change committed in between is announced, none is missed.
      const { rows } = await client.query<{ version: string }>(VERSION_SQL);
      this.client = client;
      this.version = null;
      this.set(rows[0]?.version ?? '0');
      if (this.again) {
        this.again = false;
        this.heard(client);
      }
    } catch (error) {
      logger.warn({ err: error }, 'catalogue version: cannot listen; public reads answer without 304 until it can');
      await client.end().catch(() => undefined);
      this.lost(client, attempt + 1);
    }
  }

  /**
   * A write was announced (its commit is done): read the version on the LISTEN connection. The
   * announcement carries no number (the version is a sum of counters, migration 1796400000000);
   * announcements heard while a read is under way, or within READ_GAP_MS of its start, are
   * answered by one more read once both are over.
   */
  private heard(client: Client): void {
    // (Before the connection is ready, its own first read follows: the announcement waits for it.)
    if (this.reading || this.client !== client || this.gapTimer) {
      this.again = true;
      return;
    }
    const wait = this.lastRead + READ_GAP_MS - performance.now();
    if (wait > 0) {
      this.again = true;
      this.gapTimer = setTimeout(() => {
        this.gapTimer = null;
        if (this.again && this.client === client) {
          this.again = false;
          this.heard(client);
        }
      }, wait);
      this.gapTimer.unref();
      return;
    }
    this.reading = true;
    this.lastRead = performance.now();
    client
      .query<{ version: string }>(VERSION_SQL)
      .then(({ rows }) => {
        if (this.client === client && rows[0]) this.set(rows[0].version);
      })
      .catch(() => undefined)
      .finally(() => {
        this.reading = false;
        if (this.again && this.client === client) {
          this.again = false;
          this.heard(client);
        }
      });
  }

  private lost(client: Client, attempt = 1): void {
    if (this.client && this.client !== client) return;
    this.client = null;
    this.clearGap();
    this.version = null;
    for (const listener of this.listeners) listener(null);
    if (this.stopped || this.retry) return;
    const delay = reconnectDelay(attempt);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.started = this.connect(attempt);
    }, delay);
    this.retry.unref();
  }

  private clearGap(): void {
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.clearGap();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
