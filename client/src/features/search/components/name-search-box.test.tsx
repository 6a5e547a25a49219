import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type { NameSuggestionsQuery, Region } from '@/generated/graphql';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTIONS_KEPT } from '../hooks/use-name-suggestions';
import { OPTIONS_STORAGE_KEY } from '../search-storage';
import en from '@/i18n/catalogues/shell/en.json';
import NameSearchBox from './name-search-box';

const NAME_SEARCH_LABEL = en['nameSearch.label'];

vi.setConfig({ testTimeout: 20_000 });

type Suggestion = NameSuggestionsQuery['nameSuggestions'][number];

const suggestion = (treeId: number, name: string, extra: Partial<Suggestion> = {}): Suggestion => ({
  __typename: 'NameSuggestion',
  treeId,
  name,
  kind: 'CommonPrimary',
  match: 'Prefix',
  scientificName: `Genus species${treeId}`,
  commonName: name,
  draft: false,
  ...extra,
});

type PendingRequest = {
  term: string;
  region: Region;
  at: number;
  answer: (suggestions: Suggestion[]) => void;
};

/** A GraphQL link whose answers the test sends, when and in the order it likes. */
function controlledLink() {
  const requests: PendingRequest[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { term, region } = operation.variables as { term: string; region: Region };
        requests.push({
          term,
          region,
          at: performance.now(),
          answer: (nameSuggestions) => {
            observer.next({ data: { nameSuggestions } });
            observer.complete();
          },
        });
      }),
  );
  return { link, requests };
}

function renderBox(region: Region = 'CALIFORNIA') {
  const { link, requests } = controlledLink();
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NameSearchBox region={region} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>,
  );
  const input = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL });
  const typeText = (text: string) => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    return performance.now();
  };
  return { requests, router, input, typeText };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('name search box', () => {
  it('asks after 1 character and a 500 ms pause, once per pause', async () => {
    const { requests, typeText } = renderBox('PACIFIC_ISLANDS');
    const typedAt = typeText('k');
    await wait(SUGGESTION_DEBOUNCE_MS - 150);
    expect(requests).toHaveLength(0);
    typeText('ko');
    const lastTypedAt = typeText('koa');
    await wait(SUGGESTION_DEBOUNCE_MS - 150);
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ term: 'koa', region: 'PACIFIC_ISLANDS' });
    expect(requests[0].at - lastTypedAt).toBeGreaterThanOrEqual(SUGGESTION_DEBOUNCE_MS - 5);
    expect(requests[0].at - typedAt).toBeGreaterThan(SUGGESTION_DEBOUNCE_MS);

    requests[0].answer([suggestion(41, 'KOA', { scientificName: 'Acacia koa' })]);
    expect(await screen.findByRole('option', { name: /KOA/ })).toBeInTheDocument();
    expect(screen.getByText('Acacia koa')).toBeInTheDocument();
  });

  it('asks nothing for an empty or blank box', async () => {
    const { requests, typeText } = renderBox();
    typeText('   ');
    await wait(SUGGESTION_DEBOUNCE_MS + 200);
    expect(requests).toHaveLength(0);
  });

  it('shows only the latest request’s answer when answers arrive out of order', async () => {
    const { requests, typeText } = renderBox();
    typeText('oa');
    await waitFor(() => expect(requests).toHaveLength(1));
    typeText('oak');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.term)).toEqual(['oa', 'oak']);

    // The newer answer first, then the older one, late.
    requests[1].answer([suggestion(2, 'VALLEY OAK')]);
    expect(await screen.findByRole('option', { name: /VALLEY OAK/ })).toBeInTheDocument();
    requests[0].answer([suggestion(9, 'GOAT WILLOW')]);
    await wait(50);
    expect(screen.queryByRole('option', { name: /GOAT WILLOW/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('drops an answer to an earlier term even when it arrives before the latest one', async () => {
    const { requests, typeText } = renderBox();
    typeText('map');
    await waitFor(() => expect(requests).toHaveLength(1));
    typeText('mapl');
    requests[0].answer([suggestion(3, 'MAPUTO TREE')]);
    await wait(50);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1].answer([suggestion(4, 'BIGLEAF MAPLE')]);
    expect(await screen.findByRole('option', { name: /BIGLEAF MAPLE/ })).toBeInTheDocument();
  });

  it('keeps the last answer while typing on, but not for another word', async () => {
    const { requests, typeText } = renderBox();
    typeText('map');
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0].answer([suggestion(4, 'BIGLEAF MAPLE')]);
    await screen.findByRole('option', { name: /BIGLEAF MAPLE/ });
    typeText('mapl');
    expect(screen.getByRole('option', { name: /BIGLEAF MAPLE/ })).toBeInTheDocument();
    typeText('');
    typeText('p');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it(`keeps the first ${SUGGESTIONS_KEPT} suggestions`, async () => {
    const { requests, typeText } = renderBox();
    typeText('a');
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0].answer(Array.from({ length: 130 }, (_, index) => suggestion(index + 1, `NAME ${index + 1}`)));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(SUGGESTIONS_KEPT));
    expect(screen.getByRole('option', { name: /NAME 100\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /NAME 101\b/ })).not.toBeInTheDocument();
  });

  it('choosing a suggestion opens the tree’s page', async () => {
    const { requests, typeText, router } = renderBox();
    typeText('coast live');
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0].answer([
      suggestion(900001, 'COAST LIVE OAK', { scientificName: 'Quercus agrifolia' }),
      suggestion(900008, 'COAST REDWOOD', { match: 'Similar', scientificName: 'Sequoia sempervirens' }),
    ]);
    fireEvent.click(await screen.findByRole('option', { name: /COAST LIVE OAK/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tree-detail/900001'));
  });

  it('a generic name ("Maple") shows each tree under its own common name', async () => {
    const { requests, typeText } = renderBox();
    typeText('maple');
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0].answer([
      suggestion(900041, 'Maple', {
        kind: 'CommonGeneric',
        commonName: 'Bigleaf Maple',
        scientificName: 'Acer macrophyllum',
      }),
      suggestion(900042, 'Maple', { kind: 'CommonGeneric', commonName: 'Red Maple', scientificName: 'Acer rubrum' }),
      suggestion(900043, 'Maple', { kind: 'CommonGeneric', commonName: null, scientificName: 'Acer species' }),
    ]);
    expect(await screen.findByRole('option', { name: 'Bigleaf Maple Acer macrophyllum' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Red Maple Acer rubrum' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Acer species' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Maple/ })).not.toBeInTheDocument();
  });

  it('the keyboard picks a suggestion too (arrow down, Enter)', async () => {
    const { requests, typeText, router, input } = renderBox();
    typeText('coast live');
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0].answer([suggestion(900001, 'COAST LIVE OAK', { scientificName: 'Quercus agrifolia' })]);
    await screen.findByRole('option', { name: /COAST LIVE OAK/ });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tree-detail/900001'));
  });

  it('Enter without a chosen suggestion runs the name search into the results page', async () => {
    window.sessionStorage.setItem(OPTIONS_STORAGE_KEY, 'activePage=3&resultsPerPage=100&sort=2');
    const { router, typeText, input } = renderBox('PACIFIC_ISLANDS');
    typeText('live oak');
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.hash).toBe(
      '#activePage=1&resultsPerPage=100&sort=2&searchTerm=live%20oak&region=pacificislands',
    );
  });

  it('the Search button with an empty box does nothing', async () => {
    const { router } = renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await wait(20);
    expect(router.state.location.pathname).toBe('/');
  });
});
