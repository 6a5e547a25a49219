import crypto from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { apiKeyPrefixOf, type AppDeps } from './context';
import { pgPoolOf } from './db/data-source';
import { queueDepth } from './services/health.service';

/**
 * Prometheus metrics (prom-client), one registry per app: request rate and latency by route
 * (`http_request_duration_seconds`, its `_count` is the rate), the connection pool
 * (`pg_pool_connections`), the background queue depth (`job_queue_depth`), requests made with each
 * API key (`api_key_requests_total`, labelled by the key's visible prefix, never the key) and Node's
 * defaults.
 * GET /metrics answers only with `Authorization: Bearer $METRICS_TOKEN`; without the setting it is
 * not served at all (404).
 */
export function createMetrics(deps: AppDeps): { middleware: RequestHandler; router: Router } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const keyRequests = new Counter({
    name: 'api_key_requests_total',
    help: 'Requests made with an API key, by the key (its visible prefix) and status',
    labelNames: ['key', 'status'] as const,
    registers: [registry],
  });
  const pool = pgPoolOf(deps.db);
  new Gauge({
    name: 'pg_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool?.totalCount ?? 0);
      this.set({ state: 'idle' }, pool?.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Background work waiting, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.set({ queue: 'bulk_email_recipients' }, (await queueDepth(deps.db)).mailRecipientsPending);
    },
  });

  const middleware = observeRequests(requests, keyRequests);

  const router = Router();
  const token = deps.config.metricsToken;
  router.get('/metrics', async (req, res, next) => {
    if (!token) return next();
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expected = crypto.createHash('sha256').update(token).digest();
    if (!crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ message: 'Metrics need the metrics token' });
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  });
  return { middleware, router };
}

/** Times each request by route pattern and status, and counts those made with an API key by its prefix. */
function observeRequests(
  requests: Histogram<'method' | 'route' | 'status'>,
  keyRequests: Counter<'key' | 'status'>,
): RequestHandler {
  return (req, res, next) => {
    const end = requests.startTimer();
    res.once('finish', () => {
      // The route's pattern (never the raw path: ids would make a series per list or tree).
      const pattern = req.route?.path;
      const route =
        typeof pattern === 'string'
          ? `${req.baseUrl}${pattern}`
          : req.baseUrl || (pattern ? 'client page' : 'unmatched');
      end({ method: req.method, route, status: String(res.statusCode) });
      const key = apiKeyPrefixOf(req);
      if (key) keyRequests.inc({ key, status: String(res.statusCode) });
    });
    next();
  };
}
