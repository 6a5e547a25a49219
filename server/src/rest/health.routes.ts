import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { UNAVAILABLE } from '../errors';
import { checkDatabase, checkReadiness } from '../services/health.service';
import { mount } from './openapi/route-spec';
import { health, ready } from './schemas/meta.schemas';

/**
 * GET /api/health (liveness): 200 when the database answers, 503 otherwise. GET /api/ready
 * (readiness, for a load balancer): 200 when the database answers and no migration is pending,
 * else 503 with Retry-After (while the database is away, and during shutdown). Never cached.
 */
export function healthRoutes(db: DataSource): Router {
  const router = Router();
  mount(router, health, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const health = await checkDatabase(db);
    if (health.reachable) res.json({ status: 'ok', database: 'ok', latencyMs: health.latencyMs });
    else res.status(503).json({ status: 'unavailable', database: 'unreachable' });
  });
  mount(router, ready, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const readiness = await checkReadiness(db);
    if (readiness.ready) return res.json({ status: 'ready' });
    // A load balancer or client waiting for the database: try again shortly.
    res.setHeader('Retry-After', String(UNAVAILABLE.retryAfterSeconds));
    res.status(503).json({ status: 'not ready', reason: readiness.reason, message: UNAVAILABLE.message });
  });
  return router;
}
