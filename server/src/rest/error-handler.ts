import type { ErrorRequestHandler } from 'express';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UNAVAILABLE,
  ValidationError,
  isUnavailable,
} from '../errors';
import { logger } from '../logger';

/** The one table from domain errors to REST answers: `{ message }` bodies, spec wording. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  const send = (status: number, body: Record<string, unknown>) => res.status(status).json(body);
  if (error instanceof ValidationError) return send(400, { message: error.message, errors: error.fieldErrors });
  if (error instanceof UnauthenticatedError) return send(401, { message: error.message });
  if (error instanceof ForbiddenError) return send(403, { message: error.message });
  if (error instanceof NotFoundError) return send(404, { message: error.message });
  if (error instanceof ConflictError) return send(409, { ...error.details, message: error.message });
  if (error instanceof RateLimitedError) {
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    return send(429, { message: error.message });
  }
  // express.json() and friends: malformed or oversized bodies
  const status = (error as { status?: number; type?: string }).status;
  if (status === 413) return send(413, { message: 'Request body too large' });
  if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
    return send(400, { message: 'Malformed JSON body' });
  }
  if (isUnavailable(error)) {
    logger.warn({ err: error, path: req.path }, 'database unavailable');
    res.setHeader('Retry-After', String(UNAVAILABLE.retryAfterSeconds));
    return send(503, { message: UNAVAILABLE.message });
  }
  logger.error({ err: error, path: req.path }, 'unhandled error');
  return send(500, { message: 'Internal server error' });
};
