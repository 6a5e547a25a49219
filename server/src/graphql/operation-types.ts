import { GraphQLError, type ValidationRule } from 'graphql';

/** The answer to a subscription (or any operation type the schema has no root for). */
export function unsupportedOperationMessage(operation: string): string {
  return operation === 'subscription'
    ? 'Subscriptions are not supported: send a query or a mutation'
    : `This API has no ${operation} operations: send a query or a mutation`;
}

/**
 * Only queries and mutations: a subscription (this API has none, and none over plain HTTP) or any
 * operation type without a root in the schema is a validation error, answered 400
 * GRAPHQL_VALIDATION_FAILED before anything runs. graphql-js 16 does not check this in validation;
 * left to execution, it answered 200 with an internal error and a stack in the log.
 */
export const knownOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    if (node.operation === 'subscription' || !schema.getRootType(node.operation)) {
      context.reportError(new GraphQLError(unsupportedOperationMessage(node.operation), { nodes: node }));
    }
  },
});
