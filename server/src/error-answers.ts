import http from 'node:http';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
  isUnavailable,
  UNAVAILABLE,
  type FieldError,
} from './errors';
import { logger } from './logger';

/**
 * The one table from an error to what the client is told, for every transport: domain errors
 * (services), the request pipeline's own errors (body parsing, URL decoding, static files, uploads)
 * and anything else. Each transport only renders it: `{ message }` on /api and the other paths
 * (rest/error-handler.ts, `finalErrorHandler`), GraphQL-over-HTTP `{ errors: [{ message,
 * extensions: { code } }] }` on /graphql (`graphqlErrorHandler`, graphql/format-error.ts).
 *
 * A message is never a library's own text: that can carry a file path, a library's name or the
 * client's own input back. Stacks go to the log only (500s), in every mode.
 */
export interface ErrorAnswer {
  status: number;
  /** GraphQL `extensions.code`. */
  code: string;
  message: string;
  fieldErrors?: FieldError[];
  /** Fields that travel with the message (a 409's current state). */
  details?: Record<string, unknown>;
  /** Sent as `Retry-After` (429, 503). */
  retryAfterSeconds?: number;
}

export const ERROR_MESSAGES = {
  malformedJson: 'Malformed JSON body',
  tooLarge: 'Request body too large',
  charset: 'Unsupported charset: send the body as UTF-8',
  encoding: 'Unsupported Content-Encoding: send the body as gzip, deflate, br or uncompressed',
  malformedUrl: 'Malformed URL: a percent-encoded character is not valid UTF-8',
  aborted: 'The request body ended before its Content-Length',
  internal: 'Internal server error',
  notFound: 'Not found',
} as const;

/** The request pipeline's errors (http-errors from body parsing, static files, uploads), by `type`. */
const PIPELINE_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: ERROR_MESSAGES.malformedJson },
  'entity.too.large': { status: 413, message: ERROR_MESSAGES.tooLarge },
  'parameters.too.many': { status: 413, message: ERROR_MESSAGES.tooLarge },
  'charset.unsupported': { status: 415, message: ERROR_MESSAGES.charset },
  'encoding.unsupported': { status: 415, message: ERROR_MESSAGES.encoding },
  'request.aborted': { status: 400, message: ERROR_MESSAGES.aborted },
  'request.size.invalid': { status: 400, message: ERROR_MESSAGES.aborted },
};

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: ERROR_MESSAGES.notFound,
  413: ERROR_MESSAGES.tooLarge,
};

/** GraphQL codes of the HTTP statuses; others are the status's name (`METHOD_NOT_ALLOWED`). */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'UNAVAILABLE',
};

/**
 * Every `extensions.code` a GraphQL answer carries: the statuses' codes above, BAD_USER_INPUT (a
 * ValidationError), METHOD_NOT_ALLOWED (graphql/apollo.ts) and Apollo Server's own. The client
 * translates each from the `errors` catalogue (client/src/i18n/catalogues/errors; docs/i18n.md);
 * server/src/i18n/error-codes.test.ts holds this list to it.
 */
export const GRAPHQL_ERROR_CODES: readonly string[] = [
  ...new Set([
    ...Object.values(STATUS_CODES),
    'BAD_USER_INPUT',
    'METHOD_NOT_ALLOWED',
    ...Object.values(ApolloServerErrorCode),
  ]),
];

export function codeOfStatus(status: number): string {
  return (
    STATUS_CODES[status] ??
    (http.STATUS_CODES[status] ?? 'Error')
      .toUpperCase()
      .replace(/[^A-Z]+/g, '_')
      .replace(/^_|_$/g, '')
  );
}

/** An answer with the status's own code and a message of ours. */
export function answerOf(status: number, message: string): ErrorAnswer {
  return { status, code: codeOfStatus(status), message };
}

/** Where an unexpected error happened, for its log line. */
export interface ErrorSite {
  path?: string;
  method?: string;
  /** A GraphQL field path. */
  field?: readonly (string | number)[];
}

/**
 * What to tell the client about `error`. Unexpected errors are logged here with their stack (once,
 * whichever transport met them) and answered 500 without a word of their own.
 */
export function errorAnswer(error: unknown, site: ErrorSite = {}): ErrorAnswer {
  if (error instanceof ValidationError) {
    return { ...answerOf(400, error.message), code: 'BAD_USER_INPUT', fieldErrors: error.fieldErrors };
  }
  if (error instanceof UnauthenticatedError) return answerOf(401, error.message);
  if (error instanceof ForbiddenError) return answerOf(403, error.message);
  if (error instanceof NotFoundError) return answerOf(404, error.message);
  if (error instanceof ConflictError) return { ...answerOf(409, error.message), details: error.details };
  if (error instanceof RateLimitedError) {
    return { ...answerOf(429, error.message), retryAfterSeconds: error.retryAfterSeconds };
  }
  const pipeline = pipelineAnswer(error);
  if (pipeline) return pipeline;
  if (isUnavailable(error)) {
    logger.warn({ err: error, ...site }, 'database unavailable');
    return { ...answerOf(503, UNAVAILABLE.message), retryAfterSeconds: UNAVAILABLE.retryAfterSeconds };
  }
  logger.error({ err: error, ...site }, 'unhandled error');
  return answerOf(500, ERROR_MESSAGES.internal);
}

/** A client error met before any handler ran: bad body, bad URL encoding, a missing static file. */
function pipelineAnswer(error: unknown): ErrorAnswer | undefined {
  // decodeURIComponent on a path or parameter (the router's own decoding sets status 400).
  if (error instanceof URIError) return answerOf(400, ERROR_MESSAGES.malformedUrl);
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, expose, code } = error as {
    type?: unknown;
    status?: unknown;
    expose?: unknown;
    code?: unknown;
  };
  const known = typeof type === 'string' ? PIPELINE_ERRORS[type] : undefined;
  if (known) return answerOf(known.status, known.message);
  // A static file that is not there: the static module's 404 wraps the file system's ENOENT and so
  // is not marked for the client (`expose` false), but says nothing a 404 would not.
  const missingFile = status === 404 && code === 'ENOENT';
  // Other http-errors the client caused (a NUL byte in a static path, a file that is not there, an
  // upload over its limit): the status is right, the text is the library's, so the status's name.
  if ((expose === true || missingFile) && typeof status === 'number' && status >= 400 && status < 500) {
    return answerOf(status, GENERIC_MESSAGES[status] ?? http.STATUS_CODES[status] ?? GENERIC_MESSAGES[400]!);
  }
  return undefined;
}

function setRetryAfter(res: Response, answer: ErrorAnswer): void {
  if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
}

/** `/api` and every path but /graphql: `{ message }`, `errors` (field errors) and a 409's details. */
export function sendJsonError(res: Response, answer: ErrorAnswer): void {
  setRetryAfter(res, answer);
  res.status(answer.status).json({
    ...answer.details,
    message: answer.message,
    ...(answer.fieldErrors ? { errors: answer.fieldErrors } : {}),
  });
}

/** GraphQL `extensions` of an answer: the code and what travels with it. */
export function graphqlExtensions(answer: ErrorAnswer): Record<string, unknown> {
  return {
    code: answer.code,
    ...answer.details,
    ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
    ...(answer.retryAfterSeconds !== undefined ? { retryAfter: answer.retryAfterSeconds } : {}),
  };
}

/** /graphql before an operation ran (GraphQL over HTTP): `{ errors: [{ message, extensions: { code } }] }`. */
export function sendGraphQLError(res: Response, answer: ErrorAnswer): void {
  setRetryAfter(res, answer);
  res.status(answer.status).json({ errors: [{ message: answer.message, extensions: graphqlExtensions(answer) }] });
}

/** A response already under way cannot change its status: cut it, so the client sees it incomplete. */
function cutIfStarted(error: unknown, req: Parameters<RequestHandler>[0], res: Response): boolean {
  if (!res.headersSent) return false;
  logger.error({ err: error, path: req.path, method: req.method }, 'error after the answer began');
  res.destroy();
  return true;
}

/** The error handler at the end of the /graphql chain (body parsing, uploads, authentication). */
export const graphqlErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (cutIfStarted(error, req, res)) return;
  sendGraphQLError(res, errorAnswer(error, { path: req.originalUrl.split('?')[0], method: req.method }));
};

/** After everything else: a path nothing answered (no HTML page from Express). */
export const notFoundHandler: RequestHandler = (_req, res) =>
  sendJsonError(res, answerOf(404, ERROR_MESSAGES.notFound));

/** The app's last error handler (static files, photos, pages): never Express's HTML page with a stack. */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (cutIfStarted(error, req, res)) return;
  sendJsonError(res, errorAnswer(error, { path: req.originalUrl.split('?')[0], method: req.method }));
};
