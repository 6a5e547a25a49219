import type { ErrorRequestHandler } from 'express';
import { finalErrorHandler } from '../error-answers';

/**
 * /api's error handler: domain errors to statuses and `{ message }` bodies with the spec's wording
 * (`errors` for field errors), the request pipeline's errors (malformed JSON, 413, 415, bad URL
 * encoding) too; the table is error-answers.ts, shared with GraphQL and the other paths.
 */
export const restErrorHandler: ErrorRequestHandler = finalErrorHandler;
