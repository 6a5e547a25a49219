import type { AuthCheckerFn } from 'type-graphql';
import type { RequestContext } from '../context';
import { authorize, type Action } from './policies';

/**
 * TypeGraphQL's @Authorized over policies.ts: `@Authorized()` needs a signed-in viewer,
 * `@Authorized<Action>('users:view')` the named permission. Refusals throw the domain errors, so
 * GraphQL answers UNAUTHENTICATED or FORBIDDEN (graphql/format-error.ts) before the resolver runs.
 */
export const authChecker: AuthCheckerFn<RequestContext, Action> = ({ context }, actions) => {
  authorize(context.viewer, 'account');
  for (const action of actions) authorize(context.viewer, action);
  return true;
};
