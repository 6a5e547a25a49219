/**
 * One read shared by the callers that ask for it at the same time, each given an answer from a
 * read that began after it asked (issue 24). A caller that asks while a read is running may not
 * take that read's answer (it began earlier, and may miss a commit the caller has just seen), so it
 * waits for the next one, which begins when the running one is over and serves every caller that
 * asked meanwhile. Under load that is one read per round trip instead of one per request (each a
 * statement the database wakes up for, on the core the requests need); alone, a caller reads as
 * before. A failed read fails every caller that shared it, as its own read would have.
 */
export class FreshRead<T> {
  private running: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.begin();
    const over = () => undefined;
    this.next ??= this.running.then(over, over).then(() => {
      this.next = null;
      return this.begin();
    });
    return this.next;
  }

  private begin(): Promise<T> {
    const run = this.read();
    this.running = run;
    const over = () => {
      if (this.running === run) this.running = null;
    };
    run.then(over, over);
    return run;
  }
}
