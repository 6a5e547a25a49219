import type { RequestHandler } from 'express';
import { appRuntime, setApiKeyPrefix, type AppDeps } from '../context';
import { useApiKey } from '../services/api-keys.service';

/**
 * `X-API-Key` on /api (issue 26.6): a request without the header passes as before. With it, the key
 * must be a live one (401 `{message}` otherwise, whatever the path) and the request spends a point
 * of the key's own budget (429 with Retry-After when spent). The key's prefix is kept for the
 * per-key request counter of /metrics. Signing in (a bearer token) is separate: a key gives no role.
 */
export function apiKeyGate(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers['x-api-key'];
    if (header === undefined) return next();
    const key = (Array.isArray(header) ? header.join(',') : header).trim();
    try {
      const runtime = appRuntime(deps);
      await useApiKey({ db: deps.db, limits: runtime.limits, now: runtime.clock() }, key, (holder) =>
        setApiKeyPrefix(req, holder.prefix),
      );
      next();
    } catch (error) {
      next(error);
    }
  };
}
