import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The root types' descriptions (TypeGraphQL builds them from the resolvers, without one). */
const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. The catalogue (trees, search, glossary, site recommendations) is public; lists, accounts and editing need a signed-in user of the role each field names. Send the session token as `Authorization: Bearer …`.',
  Mutation:
    'Writes. Each field names who may call it (anyone, a signed-in user, an editor or an admin); the server checks every call. Form errors come back as `errors` in the payload, other refusals as GraphQL errors with a code.',
};

/** The executable schema, built once from the TypeGraphQL resolvers. */
export function getSchema(): GraphQLSchema {
  if (cached) return cached;
  const schema = buildSchemaSync({ resolvers, validate: false, authChecker });
  for (const root of [schema.getQueryType(), schema.getMutationType()])
    if (root) root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS];
  cached = schema;
  return cached;
}

/** The API contract as checked in at the repository root (sorted, so diffs are stable). */
export function printContract(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}
