import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorAnswer, graphqlExtensions } from '../error-answers';
import { DomainError, isUnavailable } from '../errors';

/**
 * Errors in a GraphQL result: domain errors get their `extensions.code` from the one table
 * (error-answers.ts); GraphQL's own (parse, validation, bad variables) are the client's and shown as
 * they are; anything else is logged with its stack and masked.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  const known = original instanceof DomainError || isUnavailable(original);
  if (!known && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const answer = errorAnswer(original, { field: formatted.path });
  return {
    message: answer.message,
    ...(answer.status < 500 ? { locations: formatted.locations } : {}),
    path: formatted.path,
    extensions: graphqlExtensions(answer),
  };
}
