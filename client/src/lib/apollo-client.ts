import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The GraphQL endpoint; same origin in production, proxied to the API server by Vite in development. */
export const GRAPHQL_ENDPOINT = '/graphql';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_ENDPOINT }),
    cache: new InMemoryCache(),
  });
}
