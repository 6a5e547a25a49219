import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ParseOptions, ValidationRule } from 'graphql';
import { QUERY_COST, queryCostRule } from './query-cost';

/**
 * Limits every operation must pass before anything executes (GraphQL Armor, as validation rules
 * and a parser plugin): rejected operations answer 400 GRAPHQL_VALIDATION_FAILED and no resolver
 * runs. The figures leave room for the client's real queries (query-cost.test.ts checks every one).
 * The cost limit is our own rule (query-cost.ts): page sizes multiply, as GitHub's API counts.
 * Field suggestions ("Did you mean ...") are masked unless GRAPHQL_EXPLORER is on (by default outside
 * production); Apollo also hides them then
 * (hideSchemaDetailsFromClientErrors).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxCost: QUERY_COST.maxCost,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export function graphqlArmor(hideSuggestions: boolean): {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  parseOptions: ParseOptions;
} {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    // Every alias counts, `__typename` ones included (Armor lets those through by default).
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [] },
    // Armor's cost ignores page sizes; queryCostRule (below) counts them.
    costLimit: { enabled: false },
    // graphql-js's own parser limit (parseOptions below) answers 400; Armor's token plugin throws
    // from a plugin hook, which Apollo answers with 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: hideSuggestions },
  });
  const { validationRules, plugins } = armor.protect();
  return {
    validationRules: [...validationRules, queryCostRule(GRAPHQL_LIMITS.maxCost)],
    plugins: [...(plugins as ApolloServerPlugin[]), retryAfterPlugin],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}

/**
 * A rate-limited field (login, reset, ...) also sets the Retry-After header, as REST's 429 does; so
 * does an answer with the database unreachable (code UNAVAILABLE), as REST's 503 does.
 */
const retryAfterPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const waits = (response.body.singleResult.errors ?? [])
          .filter((error) => error.extensions?.code === 'RATE_LIMITED' || error.extensions?.code === 'UNAVAILABLE')
          .map((error) => Number(error.extensions?.retryAfter) || 1);
        if (waits.length) response.http.headers.set('retry-after', String(Math.max(...waits)));
      },
    };
  },
};
