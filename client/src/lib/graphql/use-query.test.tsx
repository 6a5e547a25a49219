import type { ApolloClient } from '@apollo/client';
import { ApolloProvider as ApolloProviderReact } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { countingMockClient } from '@/testing/mock-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeaturedQuoteDocument, ZipCodeDocument } from '@/generated/graphql';
import { GraphqlSlot, type AskLight, type QueryResult } from './graphql-slot';
import { PageResults, resultKey, type PageResultRecord } from './page-results';
import { QueryBridges, useApolloQueryHook } from './query-bridges';
import { QueryHookProvider, recordingQueryHook, usePageQuery, useQuery } from './use-query';

const QUOTE = {
  __typename: 'FeaturedQuote',
  id: 7,
  quote: 'He who plants a tree plants a hope.',
  author: 'Lucy Larcom',
};
const DAVIS = { __typename: 'ResolvedZip', zip: '95616', city: 'Davis', usdaZone: '9b' };
const quoteMock = () => ({ request: { query: FeaturedQuoteDocument }, result: { data: { featuredQuote: QUOTE } } });
const zipMock = (zip: string, answer: typeof DAVIS | null) => ({
  request: { query: ZipCodeDocument, variables: { zip } },
  result: { data: { zipCode: answer } },
});

const mockClient = (mocks: MockLink.MockedResponse[]) => countingMockClient(mocks, 0);

/** What the server records as it renders: the screens, with Apollo's hook, kept as they render. */
async function serverRecord(mocks: MockLink.MockedResponse[], screens: ReactNode): Promise<PageResultRecord> {
  const { client } = mockClient(mocks);
  const record: PageResultRecord = {};
  const { unmount } = render(
    <ApolloProviderReact client={client}>
      <QueryHookProvider hook={recordingQueryHook(useApolloQueryHook, record)}>{screens}</QueryHookProvider>
    </ApolloProviderReact>,
  );
  await waitFor(() => expect(screen.queryAllByText('loading')).toHaveLength(0));
  unmount();
  return record;
}

function pageSlot(record: Record<string, unknown>, mocks: MockLink.MockedResponse[], askLight?: AskLight) {
  const { client, sent } = mockClient(mocks);
  const load = vi.fn(async () => ({ client, Bridges: QueryBridges }));
  return { slot: new GraphqlSlot(new PageResults(record), load, askLight), load, sent, client };
}

/**
 * Asks as lib/graphql/light-fetch.ts does, over the same mocks as the client: a mock's data, or null
 * for one that fails (Apollo Client then asks). Counts what it was asked (by operation).
 */
function lightAsker(mocks: MockLink.MockedResponse[]) {
  const asked: string[] = [];
  const askLight: AskLight = async (document, variables) => {
    asked.push(resultKey(document, variables) ?? '?');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const mock = mocks.find(
      (candidate) => resultKey(candidate.request.query, candidate.request.variables) === resultKey(document, variables),
    );
    const data = mock && 'result' in mock ? (mock.result as { data?: unknown }).data : undefined;
    return data ?? null;
  };
  return { askLight, asked };
}

const seen: Record<string, QueryResult<unknown>[]> = {};
function Quote({ name = 'quote' }: { name?: string }) {
  const result = useQuery(FeaturedQuoteDocument);
  (seen[name] ??= []).push(result);
  return <p data-testid={name}>{result.loading ? 'loading' : (result.data?.featuredQuote?.quote ?? 'none')}</p>;
}
function Zip({ zip, skip = false }: { zip: string; skip?: boolean }) {
  const result = useQuery(ZipCodeDocument, { variables: { zip }, skip });
  (seen[`zip ${zip}`] ??= []).push(result);
  if (result.error) return <p data-testid="zip">error</p>;
  return <p data-testid="zip">{result.loading ? 'loading' : (result.data?.zipCode?.usdaZone ?? 'none')}</p>;
}

describe('useQuery on a page hydrated without Apollo Client', () => {
  it('records on the server what Apollo answered, keyed by operation and variables in any order', async () => {
    const record = await serverRecord(
      [quoteMock(), zipMock('95616', DAVIS), zipMock('96999', null)],
      <>
        <Quote />
        <Zip zip="95616" />
        <Zip zip="96998" skip />
      </>,
    );
    expect(Object.keys(record).sort()).toEqual(['FeaturedQuote:{}', 'ZipCode:{"zip":"95616"}']);
    expect(record['FeaturedQuote:{}']).toEqual({ featuredQuote: QUOTE });
    expect(resultKey(ZipCodeDocument, { zip: '95616' })).toBe(
      resultKey(ZipCodeDocument, { zip: '95616', x: undefined }),
    );
    expect(resultKey({ definitions: [{ kind: 'OperationDefinition' }] })).toBeNull();
  });

  it('answers from the page’s record at once, the same object each time, and loads nothing', async () => {
    const record = await serverRecord([quoteMock()], <Quote name="server" />);
    const { slot, load } = pageSlot(record, []);
    delete seen.quote;
    const { rerender } = render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Quote />
      </QueryHookProvider>,
    );
    expect(screen.getByTestId('quote')).toHaveTextContent(QUOTE.quote);
    rerender(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Quote />
      </QueryHookProvider>,
    );
    expect(seen.quote[0]).toEqual({ data: { featuredQuote: QUOTE }, loading: false, error: undefined });
    expect(seen.quote.every((result) => result === seen.quote[0])).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads Apollo Client for a query the page has no answer to, then shows Apollo’s answer', async () => {
    const { slot, load, sent } = pageSlot({}, [zipMock('95616', DAVIS)]);
    render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    expect(screen.getByTestId('zip')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('zip')).toHaveTextContent('9b'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['ZipCode']);
  });

  it('once loaded, answers the page’s queries from the cache written from its record, without asking again', async () => {
    const record = await serverRecord([quoteMock()], <Quote name="server" />);
    // No mock for FeaturedQuote: a request for it would answer an error.
    const { slot, sent } = pageSlot(record, [zipMock('95616', DAVIS)]);
    delete seen.quote;
    render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Quote />
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('zip')).toHaveTextContent('9b'));
    await waitFor(() => expect(slot.relayedTo(slot.registered()[0][0])).toBeDefined());
    expect(screen.getByTestId('quote')).toHaveTextContent(QUOTE.quote);
    expect(seen.quote.every((result) => !result.loading && !result.error)).toBe(true);
    expect(seen.quote.at(-1)?.data).toEqual({ featuredQuote: QUOTE });
    expect(sent).toEqual(['ZipCode']);
  });

  it('answers as Apollo’s own useQuery does: data, loading, errors, a change of variables, skip', async () => {
    const mocks = [
      zipMock('95616', DAVIS),
      zipMock('96999', null),
      { request: { query: ZipCodeDocument, variables: { zip: '90000' } }, error: new Error('network down') },
    ];
    // The same screen with Apollo's hook (an app started with Apollo Client)...
    const apollo = mockClient(mocks);
    const { rerender: apolloRerender, unmount } = render(
      <ApolloProviderFor client={apollo.client}>
        <Zip zip="95616" />
      </ApolloProviderFor>,
    );
    const apolloTexts = await textsThrough((zip, skip) =>
      apolloRerender(
        <ApolloProviderFor client={apollo.client}>
          <Zip zip={zip} skip={skip} />
        </ApolloProviderFor>,
      ),
    );
    unmount();
    // ...and with the page's hook, Apollo Client loaded by the first query.
    const { slot } = pageSlot({}, mocks);
    const { rerender } = render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    const pageTexts = await textsThrough((zip, skip) =>
      rerender(
        <QueryHookProvider hook={usePageQuery} slot={slot}>
          <Zip zip={zip} skip={skip} />
        </QueryHookProvider>,
      ),
    );
    expect(pageTexts).toEqual(apolloTexts);
    expect(apolloTexts).toEqual(['9b', 'none', 'error', 'skipped', '9b']);
  });

  it('asks a query the page has no answer to without Apollo Client, once for two screens, and keeps the answer', async () => {
    const mocks = [zipMock('95616', DAVIS)];
    const { askLight, asked } = lightAsker(mocks);
    const { slot, load, sent } = pageSlot({}, mocks, askLight);
    render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    expect(screen.getAllByTestId('zip').map((element) => element.textContent)).toEqual(['loading', 'loading']);
    await waitFor(() =>
      expect(screen.getAllByTestId('zip').map((element) => element.textContent)).toEqual(['9b', '9b']),
    );
    expect(asked).toEqual(['ZipCode:{"zip":"95616"}']);
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('answers as Apollo’s own useQuery does when it asks without Apollo Client: a failure is asked again by Apollo', async () => {
    const mocks = [
      zipMock('95616', DAVIS),
      zipMock('96999', null),
      { request: { query: ZipCodeDocument, variables: { zip: '90000' } }, error: new Error('network down') },
    ];
    const { askLight, asked } = lightAsker(mocks);
    const { slot, load, sent } = pageSlot({}, mocks, askLight);
    const { rerender } = render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    const texts = await textsThrough((zip, skip) =>
      rerender(
        <QueryHookProvider hook={usePageQuery} slot={slot}>
          <Zip zip={zip} skip={skip} />
        </QueryHookProvider>,
      ),
    );
    expect(texts).toEqual(['9b', 'none', 'error', 'skipped', '9b']);
    // The two plain answers without Apollo Client; the failure loaded it, and it asked again.
    expect(asked).toEqual(['ZipCode:{"zip":"95616"}', 'ZipCode:{"zip":"96999"}', 'ZipCode:{"zip":"90000"}']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['ZipCode']);
  });

  it('writes what it asked without Apollo Client into the cache when the client loads: nothing asked twice', async () => {
    const mocks = [zipMock('95616', DAVIS), quoteMock()];
    const light = lightAsker([zipMock('95616', DAVIS)]);
    const { slot, load, sent } = pageSlot({}, mocks, light.askLight);
    const { rerender } = render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('zip')).toHaveTextContent('9b'));
    // The quote is not answered without the client (the light asker has no answer): it loads.
    rerender(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
        <Quote />
      </QueryHookProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('quote')).toHaveTextContent(QUOTE.quote));
    await waitFor(() => expect(slot.registered().every(([id]) => slot.relayedTo(id))).toBe(true));
    expect(screen.getByTestId('zip')).toHaveTextContent('9b');
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['FeaturedQuote']);
  });

  it('loads Apollo Client when the code that asks without it fails to load', async () => {
    const askLight: AskLight = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { slot, load } = pageSlot({}, [zipMock('95616', DAVIS)], askLight);
    render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" />
      </QueryHookProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('zip')).toHaveTextContent('9b'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads Apollo Client for a polled query instead of asking without it', async () => {
    const mocks = [zipMock('95616', DAVIS)];
    const { askLight, asked } = lightAsker(mocks);
    const { slot, load } = pageSlot({}, mocks, askLight);
    function Polled() {
      const result = useQuery(ZipCodeDocument, { variables: { zip: '95616' }, pollInterval: 60_000 });
      return <p data-testid="polled">{result.loading ? 'loading' : (result.data?.zipCode?.usdaZone ?? 'none')}</p>;
    }
    render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Polled />
      </QueryHookProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('polled')).toHaveTextContent('9b'));
    expect(asked).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends no query for a skipped one and loads nothing for it', () => {
    const { slot, load } = pageSlot({}, []);
    render(
      <QueryHookProvider hook={usePageQuery} slot={slot}>
        <Zip zip="95616" skip />
      </QueryHookProvider>,
    );
    expect(screen.getByTestId('zip')).toHaveTextContent('none');
    expect(load).not.toHaveBeenCalled();
  });
});

/** An app started with Apollo Client: its own useQuery. */
function ApolloProviderFor({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProviderReact client={client}>
      <QueryHookProvider hook={useApolloQueryHook}>{children}</QueryHookProvider>
    </ApolloProviderReact>
  );
}

/** The settled text for each step: a ZIP found, a ZIP the table lacks, a failure, skipped, back to the first. */
async function textsThrough(show: (zip: string, skip?: boolean) => void): Promise<string[]> {
  const texts: string[] = [];
  const settled = async (expected: RegExp) => {
    await waitFor(() => expect(screen.getByTestId('zip').textContent).toMatch(expected));
    texts.push(
      screen.getByTestId('zip').textContent === 'none' && texts.length === 3
        ? 'skipped'
        : screen.getByTestId('zip').textContent!,
    );
  };
  await settled(/^9b$/);
  await act(async () => show('96999'));
  await settled(/^none$/);
  await act(async () => show('90000'));
  await settled(/^error$/);
  await act(async () => show('90000', true));
  await settled(/^none$/);
  await act(async () => show('95616'));
  await settled(/^9b$/);
  return texts;
}
