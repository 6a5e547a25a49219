/** For tests: an Apollo Client over mocks that counts the operations it sends. */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';

/** The client, and the names of the operations it sent, in order; each answer after `delay` ms. */
export function countingMockClient(mocks: MockLink.MockedResponse[], delay = 0) {
  const sent: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '?');
    return forward(operation);
  });
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: counting.concat(new MockLink(mocks, { defaultOptions: { delay } })),
  });
  return { client, sent };
}
