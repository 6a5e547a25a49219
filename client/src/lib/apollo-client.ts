import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { authLink } from './auth';

/** The GraphQL endpoint; same origin in production, proxied to the API server by Vite in development. */
export const GRAPHQL_ENDPOINT = '/graphql';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // authLink: the session's bearer token on every request (lib/auth.ts).
    link: authLink.concat(new HttpLink({ uri: GRAPHQL_ENDPOINT })),
    cache: new InMemoryCache(),
  });
}
