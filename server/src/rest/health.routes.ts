import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { checkDatabase } from '../services/health.service';

/** GET /api/health: 200 when the database answers, 503 otherwise. Never cached. */
export function healthRoutes(db: DataSource): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const health = await checkDatabase(db);
    if (health.reachable) res.json({ status: 'ok', database: 'ok', latencyMs: health.latencyMs });
    else res.status(503).json({ status: 'unavailable', database: 'unreachable' });
  });
  return router;
}
