import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import type { NameSuggestionsQuery } from '@/generated/graphql';
import { TreeNameField } from './tree-name-field';
import en from '@/i18n/catalogues/search/en.json';

const LABEL = 'Which tree?';

/**
 * The site page's tree name box: a plain text box until it is used, then the picker with
 * suggestions in its place, keeping what was typed, the caret and the focus; choosing a suggestion
 * hands the tree on.
 */
function renderField() {
  const requests: string[] = [];
  const chosen: number[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { term } = operation.variables as { term: string };
        requests.push(term);
        const data: NameSuggestionsQuery = {
          __typename: 'Query',
          nameSuggestions: [
            {
              __typename: 'NameSuggestion',
              treeId: 42,
              name: 'Coast live oak',
              kind: 'CommonPrimary',
              match: 'Prefix',
              scientificName: 'Quercus agrifolia',
              commonName: 'Coast live oak',
              draft: false,
            },
          ],
        };
        observer.next({ data });
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <TreeNameField label={LABEL} description="Pick one." onTree={(id) => chosen.push(id)} />
        </MemoryRouter>
      </MantineProvider>
    </ApolloProvider>,
  );
  return { requests, chosen };
}

describe('tree name field (site page, "Why not?")', () => {
  it('starts as a plain, labelled box with the picker placeholder and no suggestion code', () => {
    renderField();
    const input = screen.getByRole('combobox', { name: LABEL });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', en['search.pickerPlaceholder']);
    expect(input).toHaveAccessibleDescription('Pick one.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('on focus, the picker takes over with the text, caret and focus, and a choice hands the tree on', async () => {
    const { requests, chosen } = renderField();
    const plain = screen.getByRole('combobox', { name: LABEL }) as HTMLInputElement;
    plain.focus();
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'coast' } });
    plain.setSelectionRange(3, 3);
    await waitFor(() => expect(screen.getByRole('combobox', { name: LABEL })).not.toBe(plain));
    const box = screen.getByRole('combobox', { name: LABEL }) as HTMLInputElement;
    expect(box.value).toBe('coast');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(3);
    await waitFor(() => expect(requests).toContain('coast'));
    fireEvent.click(await screen.findByRole('option', { name: /Coast live oak/ }));
    expect(chosen).toEqual([42]);
    expect(box.value).toBe('Coast live oak');
  });
});
