import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The executable schema, built once from the TypeGraphQL resolvers. */
export function getSchema(): GraphQLSchema {
  cached ??= buildSchemaSync({ resolvers, validate: false, authChecker });
  return cached;
}

/** The API contract as checked in at the repository root (sorted, so diffs are stable). */
export function printContract(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}
