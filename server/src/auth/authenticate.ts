import type { RequestHandler, Response } from 'express';
import { appRuntime, setViewer, type AppDeps } from '../context';
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
    // A failure (a lost database) goes to the transport's error handler: a 503 with Retry-After in
    // its own shape (error-answers.ts).
    setViewer(req, await findViewer(deps.db, token, appRuntime(deps).clock()));
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
