import * as React from 'react';
import { ApolloClient, InMemoryCache, ApolloLink } from '@apollo/client';
import { getApolloContext, useApolloClient } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apolloContext, ApolloContextProvider, useLoadedApolloClient } from './apollo-context';

const client = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

describe('apolloContext', () => {
  it('is the one context Apollo Client reads', () => {
    expect(apolloContext()).toBe(getApolloContext());
  });

  it("gives Apollo's hooks the client it provides, and the outer context's other keys", () => {
    const loaded = client();
    const marker = Symbol('outer');
    const Context = apolloContext();
    let seen: unknown;
    function Probe() {
      const fromApollo = useApolloClient();
      const fromHere = useLoadedApolloClient();
      seen = (React.useContext(Context) as Record<symbol, unknown>)[marker];
      return <span>{fromApollo === loaded && fromHere === loaded ? 'same' : 'different'}</span>;
    }
    render(
      <Context.Provider value={{ [marker]: 'kept' }}>
        <ApolloContextProvider client={loaded}>
          <Probe />
        </ApolloContextProvider>
      </Context.Provider>,
    );
    expect(screen.getByText('same')).toBeTruthy();
    expect(seen).toBe('kept');
  });

  it('answers null while no client is loaded', () => {
    function Probe() {
      return <span>{useLoadedApolloClient() === null ? 'none' : 'some'}</span>;
    }
    render(
      <ApolloContextProvider client={null}>
        <Probe />
      </ApolloContextProvider>,
    );
    expect(screen.getByText('none')).toBeTruthy();
  });
});
