import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
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

/** The one table from domain errors to GraphQL `extensions.code`. Unknown errors are masked. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const withCode = (code: string, extra: Record<string, unknown> = {}) => ({
    message: original instanceof Error ? original.message : formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code, ...extra },
  });
  if (original instanceof ValidationError) return withCode('BAD_USER_INPUT', { fieldErrors: original.fieldErrors });
  if (original instanceof NotFoundError) return withCode('NOT_FOUND');
  if (original instanceof UnauthenticatedError) return withCode('UNAUTHENTICATED');
  if (original instanceof ForbiddenError) return withCode('FORBIDDEN');
  if (original instanceof ConflictError) return withCode('CONFLICT', original.details);
  if (original instanceof RateLimitedError) return withCode('RATE_LIMITED', { retryAfter: original.retryAfterSeconds });
  if (isUnavailable(original))
    return {
      message: UNAVAILABLE.message,
      path: formatted.path,
      extensions: { code: 'UNAVAILABLE', retryAfter: UNAVAILABLE.retryAfterSeconds },
    };
  const code = formatted.extensions?.code;
  // Apollo's own errors (parse, validation, bad variables) are the client's and safe to show.
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: original }, 'unhandled GraphQL error');
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
