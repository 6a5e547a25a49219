/**
 * One load run (run.ts starts it pinned to the other core): autocannon against `base`, rotating
 * through `paths`, after a warm-up. Latencies are taken per response (autocannon's own summary has
 * no p95). Prints one JSON line; exits 1 when any answer was not 2xx, errored, timed out or was
 * suspiciously small: an error page served fast is not throughput.
 *
 *   node -r @swc-node/register bench/load.ts '{"base":"http://127.0.0.1:4000","paths":["/api/health"]}'
 *   node -r @swc-node/register bench/load.ts @options.json
 */
import fs from 'node:fs';
import type autocannon from 'autocannon';
import { requireBenchDependency } from './deps';

const runAutocannon = requireBenchDependency('autocannon') as typeof autocannon;

/**
 * A GET path; a GET with headers (a list's answer as browsers ask it: `Accept-Encoding`); or a POST
 * (GraphQL) with a JSON body.
 */
export type LoadRequest = string | { path: string; body: string } | { path: string; headers: Record<string, string> };

export interface LoadOptions {
  base: string;
  paths: LoadRequest[];
  connections?: number;
  duration?: number;
  warmup?: number;
  /** Every answer must have at least this many bytes (headers included). */
  minBytes?: number;
  /**
   * Where in `paths` to start. The warm-up and the measurement share one cursor, so a list that
   * must not repeat (cold suggestion keys) is consumed once, from here on.
   */
  offset?: number;
  /** Seconds before a request counts as timed out (autocannon's default: 10). */
  timeout?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  minBytes: number;
  /** Requests issued (warm-up included): the next run's offset when paths must not repeat. */
  issued: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function run(options: Required<LoadOptions>, seconds: number, latencies: number[] | null, cursor: { next: number }) {
  let minBytes = Infinity;
  return new Promise<{ result: autocannon.Result; minBytes: number }>((resolve, reject) => {
    const instance = runAutocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: seconds,
        timeout: options.timeout,
        requests: [
          {
            setupRequest: (request) => {
              const target = options.paths[cursor.next++ % options.paths.length];
              if (typeof target === 'string') return { ...request, path: target };
              if (!('body' in target))
                return { ...request, path: target.path, headers: { ...request.headers, ...target.headers } };
              const headers = { ...request.headers, 'content-type': 'application/json' };
              return { ...request, method: 'POST', path: target.path, body: target.body, headers };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, minBytes })),
    );
    instance.on('response', (_client, _status, bytes, responseTime) => {
      latencies?.push(responseTime);
      minBytes = Math.min(minBytes, bytes);
    });
  });
}

export async function load(input: LoadOptions): Promise<LoadResult> {
  const options = { connections: 20, duration: 5, warmup: 1, minBytes: 20, offset: 0, timeout: 10, ...input };
  const cursor = { next: options.offset };
  if (options.warmup > 0) await run(options, options.warmup, null, cursor);
  const latencies: number[] = [];
  const { result, minBytes } = await run(options, options.duration, latencies, cursor);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / options.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    minBytes: Number.isFinite(minBytes) ? minBytes : 0,
    issued: cursor.next - options.offset,
  };
}

if (require.main === module) {
  // '@file': the options in a file (a long path list, cold suggestion keys, exceeds an argument's size).
  const arg = process.argv[2] ?? '{}';
  const options = JSON.parse(arg.startsWith('@') ? fs.readFileSync(arg.slice(1), 'utf8') : arg) as LoadOptions;
  load(options)
    .then((result) => {
      console.log(JSON.stringify(result));
      const bad =
        result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result.minBytes < (options.minBytes ?? 20);
      process.exit(bad ? 1 : 0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(2);
    });
}
