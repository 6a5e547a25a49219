import type { RequestHandler, Response } from 'express';
import { appRuntime, setViewer, type AppDeps } from '../context';
import { UNAVAILABLE, isUnavailable } from '../errors';
import { findViewer } from './sessions';
import { bearerToken } from './tokens';

/**
 * Resolves `Authorization: Bearer <session token>` to the request's viewer (see context.ts). It never
 * refuses a request: an unknown, expired or revoked token makes the request anonymous, and the
 * route or resolver decides (401 where a login is needed). Every response to a request that
 * carries credentials is `Cache-Control: no-store`, whatever a handler sets.
 */
export function authenticate(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    forceNoStore(res);
    const token = bearerToken(header);
    if (!token) return next();
    try {
      setViewer(req, await findViewer(deps.db, token, appRuntime(deps).clock()));
    } catch (error) {
      if (!isUnavailable(error)) return next(error);
      res.setHeader('Retry-After', String(UNAVAILABLE.retryAfterSeconds));
      res.status(503).json({ message: UNAVAILABLE.message });
      return;
    }
    next();
  };
}

/** Pins Cache-Control to no-store for this response (handlers and Apollo set headers through setHeader). */
export function forceNoStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value)) as Response['setHeader'];
}
