import { RateLimitedError } from '../errors';
import { waitText } from './rate-limits';

/** How long an anonymous address's window lasts: its points are per hour. */
export const ANONYMOUS_WINDOW_MS = 60 * 60 * 1000;

/** How many addresses are counted at once; past it the expired windows go, then the oldest. */
export const ANONYMOUS_MAX_ADDRESSES = 100_000;

/** What an address over its anonymous budget is told (429, with Retry-After). */
export function anonymousBudgetMessage(waitSeconds: number): string {
  return `Too many requests from this address for now. Please try again ${waitText(waitSeconds)}, or ask for an API key (see /api/docs).`;
}

interface Window {
  address: string;
  /** When the window began (ms since the epoch). */
  start: number;
  used: number;
}

/**
 * The anonymous budget of /api and /graphql (issue 26.6): requests without an API key or a sign-in
 * take a point of their address's budget (ANON_API_BUDGET per hour, a fixed window from the
 * address's first request). Counted in this process's memory, with no database round trip: public
 * reads stay as cheap as they are (issue 24), so the budget is per instance, where a key's is one
 * budget in PostgreSQL. The map is bounded (ANONYMOUS_MAX_ADDRESSES): a new address when it is full
 * drops the oldest window (expired ones are the oldest; that address starts afresh). Zero points
 * turn it off (benches and browser journeys, which send thousands of requests from one address).
 */
export class AnonymousBudget {
  private windows = new Map<string, Window>();
  /**
   * The windows in the order they began, from `head` on: the queue the expired and the oldest are
   * dropped from. (Not the Map's own order: iterating a Map from its start after many deletions
   * walks over their holes, hundreds of microseconds per call at 100,000 addresses.)
   */
  private order: Window[] = [];
  private head = 0;

  constructor(
    readonly points: number,
    private readonly windowMs = ANONYMOUS_WINDOW_MS,
    private readonly maxAddresses = ANONYMOUS_MAX_ADDRESSES,
  ) {}

  /** One request from `address` at `now` (ms): a point, or RateLimitedError (429) when spent. */
  spend(address: string, now: number): void {
    if (this.points <= 0) return;
    let window = this.windows.get(address);
    if (window && now - window.start >= this.windowMs) {
      this.windows.delete(address);
      window = undefined;
    }
    if (!window) {
      this.makeRoom(now);
      window = { address, start: now, used: 0 };
      this.windows.set(address, window);
      this.order.push(window);
    }
    if (window.used >= this.points) {
      const waitSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
      throw new RateLimitedError(anonymousBudgetMessage(waitSeconds), waitSeconds);
    }
    window.used += 1;
  }

  /** How many addresses are counted now. */
  get size(): number {
    return this.windows.size;
  }

  /** Forgets every count (tests). */
  reset(): void {
    this.windows.clear();
    this.order = [];
    this.head = 0;
  }

  /**
   * Before a new window: drops from the front of the queue the windows that were renewed (no longer
   * the address's), the expired ones, and, while the map is full, the oldest live one. Each window
   * leaves the queue once, so a request costs constant time however full the map.
   */
  private makeRoom(now: number): void {
    while (this.head < this.order.length) {
      const oldest = this.order[this.head]!;
      const current = this.windows.get(oldest.address) === oldest;
      if (current && now - oldest.start < this.windowMs && this.windows.size < this.maxAddresses) break;
      if (current) this.windows.delete(oldest.address);
      this.head += 1;
    }
    if (this.head > 1024 && this.head * 2 >= this.order.length) {
      this.order = this.order.slice(this.head);
      this.head = 0;
    }
  }
}
