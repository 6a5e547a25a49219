/**
 * The light useMutation (use-mutation.ts) and useQuery's previousData: what the list page calls on a
 * page hydrated without Apollo Client, held to what Apollo's own hooks do.
 */
import type { MockLink } from '@apollo/client/testing';
import { countingMockClient } from '@/testing/mock-client';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FollowListDocument } from '@/features/lists/generated/graphql';
import { ZipCodeDocument } from '@/generated/graphql';
import { ApolloContextProvider } from './apollo-context';
import { isGraphQLErrors } from './graphql-errors';
import { GraphqlSlot, type AskLight } from './graphql-slot';
import { PageResults } from './page-results';
import { QueryBridges } from './query-bridges';
import { useApolloClientWhenNeeded, useMutation } from './use-mutation';
import { QueryHookProvider, usePageQuery, useQuery } from './use-query';

const FOLLOWED = {
  followList: {
    __typename: 'ListMessage',
    message: 'Successfully Followed!',
    list: null,
  },
};

const mockClient = (mocks: MockLink.MockedResponse[]) => countingMockClient(mocks, 5);

const followMock = (
  answer: { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] },
) => ({
  request: { query: FollowListDocument, variables: { listId: 4, follow: true, shareKey: null } },
  result: answer,
});

/** A page hydrated without Apollo Client: its slot, whose client loads over `mocks`. */
function lightPage(mocks: MockLink.MockedResponse[], askLight?: AskLight) {
  const { client, sent } = mockClient(mocks);
  const load = vi.fn(async () => ({ client, Bridges: QueryBridges }));
  const slot = new GraphqlSlot(new PageResults({}), load, askLight);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloContextProvider client={null}>
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        {children}
      </QueryHookProvider>
    </ApolloContextProvider>
  );
  return { slot, load, sent, wrapper, client };
}

describe('useMutation', () => {
  it('on a page without Apollo Client: loads it on the first call, not before, and answers as Apollo', async () => {
    const page = lightPage([followMock({ data: FOLLOWED })]);
    const { result } = renderHook(() => useMutation(FollowListDocument), { wrapper: page.wrapper });
    expect(page.load).not.toHaveBeenCalled();
    expect(result.current[1]).toEqual({ called: false, loading: false, data: undefined, error: undefined });
    let answer: Awaited<ReturnType<(typeof result.current)[0]>> | undefined;
    await act(async () => {
      const call = result.current[0]({ variables: { listId: 4, follow: true, shareKey: null } });
      answer = await call;
    });
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(page.sent).toEqual(['FollowList']);
    expect(answer?.data).toEqual(FOLLOWED);
    expect(result.current[1]).toMatchObject({ called: true, loading: false, data: FOLLOWED, error: undefined });
  });

  it('uses the client already in Apollo’s context, and merges the call’s variables over the hook’s', async () => {
    const { client, sent } = mockClient([followMock({ data: FOLLOWED })]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloContextProvider client={client}>{children}</ApolloContextProvider>
    );
    const { result } = renderHook(
      () => useMutation(FollowListDocument, { variables: { listId: 4, follow: false, shareKey: null } }),
      { wrapper },
    );
    await act(async () => {
      await result.current[0]({ variables: { listId: 4, follow: true, shareKey: null } });
    });
    expect(sent).toEqual(['FollowList']);
    expect(result.current[1].data).toEqual(FOLLOWED);
  });

  it('rejects with Apollo’s GraphQL errors, which its state keeps, and shows loading meanwhile', async () => {
    const page = lightPage([
      followMock({ errors: [{ message: 'You must sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ]);
    const { result } = renderHook(() => useMutation(FollowListDocument), { wrapper: page.wrapper });
    let failure: unknown;
    let call: Promise<unknown> | undefined;
    act(() => {
      call = result.current[0]({ variables: { listId: 4, follow: true, shareKey: null } }).catch((error) => {
        failure = error;
      });
    });
    expect(result.current[1].loading).toBe(true);
    await act(async () => {
      await call;
    });
    expect(isGraphQLErrors(failure)).toBe(true);
    expect((failure as Error).message).toContain('You must sign in');
    expect(result.current[1]).toMatchObject({ called: true, loading: false, data: undefined });
    expect(isGraphQLErrors(result.current[1].error)).toBe(true);
  });

  it('useApolloClientWhenNeeded loads the client only when asked for it', async () => {
    const page = lightPage([]);
    const { result } = renderHook(() => useApolloClientWhenNeeded(), { wrapper: page.wrapper });
    expect(page.load).not.toHaveBeenCalled();
    let client: unknown;
    await act(async () => {
      client = await result.current();
    });
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(client).toBe(page.client);
  });
});

describe('useQuery previousData', () => {
  it('keeps the last answer while a query with new variables is asked (a list sorted anew)', async () => {
    let release: (zone: string) => void = () => {};
    const askLight: AskLight = (_document, variables) =>
      new Promise((resolve) => {
        release = (zone) =>
          resolve({ zipCode: { __typename: 'ResolvedZip', zip: variables?.zip, city: 'X', usdaZone: zone } });
      });
    const page = lightPage([], askLight);
    function Zone({ zip }: { zip: string }) {
      const { data, previousData, loading } = useQuery(ZipCodeDocument, { variables: { zip } });
      const shown = (data ?? previousData)?.zipCode?.usdaZone ?? 'none';
      return <p data-testid="zone">{`${shown}${loading ? ' (loading)' : ''}`}</p>;
    }
    const { rerender } = render(<Zone zip="95616" />, { wrapper: page.wrapper });
    expect(screen.getByTestId('zone')).toHaveTextContent('none (loading)');
    await act(async () => release('9b'));
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent(/^9b$/));
    rerender(<Zone zip="96701" />);
    expect(screen.getByTestId('zone')).toHaveTextContent('9b (loading)');
    await act(async () => release('12a'));
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent(/^12a$/));
    expect(page.load).not.toHaveBeenCalled();
  });
});
