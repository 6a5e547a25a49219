/** The small part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Seconds to wait for a response (default 10). */
      timeout?: number;
      requests?: (Request & { setupRequest?: (request: Request) => Request })[];
    }
    interface Result {
      requests: { total: number; average: number };
      non2xx: number;
      errors: number;
      timeouts: number;
    }
    interface Instance extends EventEmitter {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
      ): this;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export = autocannon;
}
