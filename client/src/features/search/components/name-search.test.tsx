import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { NameSearch } from './name-search';
import en from '@/i18n/catalogues/shell/en.json';

const NAME_SEARCH_LABEL = en['nameSearch.label'];

/**
 * The first page's plain name search and its hand-over to the suggestion box (loaded on the first
 * sign of use): what was typed, the caret and the focus carry over; Enter before the box has
 * loaded still searches.
 */
function renderSearch() {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push((operation.variables as { term: string }).term);
        observer.next({ data: { nameSuggestions: [] } });
        observer.complete();
      }),
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <NameSearch region="CALIFORNIA" /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>,
  );
  return { router, requests };
}

describe('name search on the first page', () => {
  it('starts as a plain, labelled search form (no suggestion code yet)', () => {
    renderSearch();
    const input = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription('Common or scientific name, synonyms too');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('on focus, the suggestion box takes over with the text typed meanwhile, the caret and the focus', async () => {
    const { requests } = renderSearch();
    const plain = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL }) as HTMLInputElement;
    plain.focus();
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'coast li' } });
    plain.setSelectionRange(8, 8);
    await waitFor(() => expect(screen.getByRole('combobox', { name: NAME_SEARCH_LABEL })).not.toBe(plain));
    const box = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL }) as HTMLInputElement;
    expect(box.value).toBe('coast li');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(8);
    // The box goes on from there: suggestions are asked for what was typed.
    await waitFor(() => expect(requests).toContain('coast li'));
  });

  it('tabbed on to the search button before the box loads: the real button keeps the focus', async () => {
    renderSearch();
    const plain = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL }) as HTMLInputElement;
    const plainButton = screen.getByRole('button', { name: en['nameSearch.submit'] });
    plain.focus();
    fireEvent.focus(plain);
    plainButton.focus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: NAME_SEARCH_LABEL })).not.toBe(plain));
    const button = screen.getByRole('button', { name: en['nameSearch.submit'] });
    expect(button).not.toBe(plainButton);
    expect(document.activeElement).toBe(button);
  });

  it('Enter before the box has loaded runs the name search', async () => {
    const { router } = renderSearch();
    const plain = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL }) as HTMLInputElement;
    fireEvent.change(plain, { target: { value: 'ginkgo' } });
    fireEvent.submit(plain.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.hash).toContain('searchTerm=ginkgo');
  });

  it('Enter with a blank box goes nowhere', async () => {
    const { router } = renderSearch();
    const plain = screen.getByRole('combobox', { name: NAME_SEARCH_LABEL }) as HTMLInputElement;
    fireEvent.change(plain, { target: { value: '   ' } });
    fireEvent.submit(plain.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
  });
});
