import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** GET /api/health: 200 when the database answers, 503 otherwise. Never cached. */
export function healthRoutes(db: DataSource): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const started = Date.now();
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ok', database: 'ok', latencyMs: Date.now() - started });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    }
  });
  return router;
}
