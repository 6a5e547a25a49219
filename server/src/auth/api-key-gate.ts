import type { RequestHandler } from 'express';
import { appRuntime, setApiKeyPrefix, viewerOf, type AppDeps } from '../context';
import { useApiKey } from '../services/api-keys.service';

/** Load balancers' probes (GET /api/health, /api/ready): never counted against an address. */
const PROBES = new Set(['/health', '/ready']);

/**
 * The budgets of /api and /graphql (issue 26.6), after `authenticate`:
 * - With `X-API-Key`, the key must be a live one (401 with its message otherwise, whatever the
 *   path) and the request spends a point of the key's own budget, in PostgreSQL (429 with
 *   Retry-After when spent). The key's prefix is kept for the per-key counter of /metrics. A key
 *   gives no role: signing in (a bearer token) is separate.
 * - Without one, an anonymous request (no live sign-in either) spends a point of its address's
 *   anonymous budget, counted in this instance's memory (auth/anonymous-budget.ts): no database
 *   round trip on public reads. Signed-in callers and the probes are not counted.
 * Errors go to the transport's own error handler: `{message}` on /api, `{errors}` on /graphql.
 */
export function apiKeyGate(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers['x-api-key'];
    try {
      const runtime = appRuntime(deps);
      if (header === undefined) {
        if (!viewerOf(req) && !PROBES.has(req.path)) runtime.anonymous.spend(req.ip ?? 'unknown', +runtime.clock());
        return next();
      }
      const key = (Array.isArray(header) ? header.join(',') : header).trim();
      await useApiKey({ db: deps.db, limits: runtime.limits, now: runtime.clock() }, key, (holder) =>
        setApiKeyPrefix(req, holder.prefix),
      );
      next();
    } catch (error) {
      next(error);
    }
  };
}
