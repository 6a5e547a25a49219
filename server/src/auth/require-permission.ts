import type { RequestHandler } from 'express';
import { viewerOf } from '../context';
import { authorize, type Action } from './policies';

/** REST: the same policies as the GraphQL authChecker, before the handler runs (401 / 403). */
export function requirePermission(action: Action): RequestHandler {
  return (req, _res, next) => {
    authorize(viewerOf(req), action);
    next();
  };
}
