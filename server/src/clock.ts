/** The current time. Services read it from the RequestContext so tests can move time (expiry checks). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock tests can set and move: `clock.advance(4 * 60_000 + 59_000)`. */
export class ManualClock {
  private current: number;

  constructor(start: Date | string = '2030-01-01T12:00:00Z') {
    this.current = new Date(start).getTime();
  }

  readonly now: Clock = () => new Date(this.current);

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
