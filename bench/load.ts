/**
 * One load run (run.ts starts it pinned to the other core): autocannon against `base`, rotating
 * through `paths`, after a warm-up. Latencies are taken per response (autocannon's own summary has
 * no p95). Prints one JSON line; exits 1 when any answer was not 2xx, errored, timed out or was
 * suspiciously small: an error page served fast is not throughput.
 *
 *   node -r @swc-node/register bench/load.ts '{"base":"http://127.0.0.1:4000","paths":["/api/health"]}'
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  base: string;
  paths: string[];
  connections?: number;
  duration?: number;
  warmup?: number;
  /** Every answer must have at least this many bytes (headers included). */
  minBytes?: number;
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
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function run(options: Required<LoadOptions>, seconds: number, latencies: number[] | null) {
  let next = 0;
  let minBytes = Infinity;
  return new Promise<{ result: autocannon.Result; minBytes: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length] }) }],
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
  const options = { connections: 20, duration: 5, warmup: 1, minBytes: 20, ...input };
  if (options.warmup > 0) await run(options, options.warmup, null);
  const latencies: number[] = [];
  const { result, minBytes } = await run(options, options.duration, latencies);
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
  };
}

if (require.main === module) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
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
