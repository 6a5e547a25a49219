/** Domain errors thrown by services. Each transport maps them in one table (rest/error-handler.ts,
 * graphql/format-error.ts); messages are the spec's exact wording where it has one. */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldError {
  field: string;
  message: string;
}

export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {}
export class UnauthenticatedError extends DomainError {}
export class ForbiddenError extends DomainError {}
/** 409: the request is valid but the stored state refuses it; `details` travel with the message. */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
/** The database (or another dependency) cannot be reached: answer 503 fast, recover on its own. */
export class UnavailableError extends DomainError {}

/** What a 503 for an unreachable database says (REST `{message}`, GraphQL code UNAVAILABLE), and its Retry-After. */
export const UNAVAILABLE = { message: 'Service temporarily unavailable', retryAfterSeconds: 5 } as const;

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']);

/**
 * pg-pool's error when every connection of the pool stayed in use for its whole connection timeout
 * (the caller waited in the pool's queue; no new connection was tried). The request cannot be
 * served (a 503), but it says nothing about the database being away: the pool is busy.
 */
export function isPoolWaitTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

/** True for errors that mean the database is unreachable rather than the request being wrong. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof UnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && CONNECTION_ERROR_CODES.has(code)) return true;
  // A transaction whose connection died under it: TypeORM released the runner, the next query says so.
  if (error.name === 'QueryRunnerAlreadyReleasedError') return true;
  // "not queryable": a pooled connection that died before its statement was sent (issue 20.1).
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|not queryable/i.test(
    error.message,
  );
}
