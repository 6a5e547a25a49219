import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ListDetailDocument, SearchListsDocument } from '@/features/lists/generated/graphql';
import { renderRoute, renderWithProviders } from '@/testing/render';
import { ListFormModal } from './list-form-modal';

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn() }));

const owner = { __typename: 'ListOwner' as const, id: 3, firstName: 'Olive', lastName: 'Owner' };

const summary = (id: number, name: string) => ({
  __typename: 'TreeList' as const,
  id,
  name,
  description: 'Street trees.',
  type: 'Curated List',
  categories: ['General'],
  regions: ['Maui'],
  keywords: [],
  isPublic: true,
  viewableFromLink: false,
  shareKey: null,
  queryData: null,
  callerRole: null,
  banned: false,
  ownerBanned: false,
  treeCount: 4,
  thumbnail: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  version: 1,
  owner,
});

const searchInput = { listSearchTerms: [], regions: [], categories: [], activePage: 1 };

describe('/search-lists', () => {
  it('shows 10 placeholder rows while loading, then the lists and their count', async () => {
    renderRoute(paths.searchLists.href(), {
      mocks: [
        {
          request: { query: SearchListsDocument, variables: { input: searchInput } },
          result: {
            data: {
              searchLists: {
                __typename: 'ListSearchPayload',
                totalResults: 2,
                activePage: 1,
                resultsPerPage: 10,
                lists: [summary(1, 'Elm Street'), summary(2, 'School yard')],
              },
            },
          },
          delay: 1500,
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Tree Lists' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('list-placeholder')).toHaveLength(10);
    expect(await screen.findByRole('link', { name: 'Elm Street' })).toBeInTheDocument();
    expect(screen.getByText('2 lists found')).toBeInTheDocument();
    expect(screen.queryAllByTestId('list-placeholder')).toHaveLength(0);
    // Only site admins ban.
    expect(screen.queryByRole('button', { name: 'Ban list' })).not.toBeInTheDocument();
  });
});

describe('/list/{id}', () => {
  it('says "You have no access to this list" when the server answers NOT_FOUND', async () => {
    renderRoute(paths.list.href(7), {
      mocks: [
        {
          request: { query: ListDetailDocument, variables: { id: 7, sort: null, shareKey: null } },
          result: {
            errors: [new GraphQLError('You have no access to this list', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ],
    });
    expect(await screen.findByText('You have no access to this list')).toBeInTheDocument();
  });

  it('issue 20.12: sends the link’s key, and Copy link copies a link with it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const key = 'Bx3kQ9vT0pLm2WcYz7RaUe4NfHs8JdGq';
    renderRoute(paths.list.href(7, key), {
      mocks: [
        {
          request: { query: ListDetailDocument, variables: { id: 7, sort: null, shareKey: key } },
          result: {
            data: {
              list: {
                ...summary(7, 'Link-only list'),
                __typename: 'TreeListDetail' as const,
                isPublic: false,
                viewableFromLink: true,
                canEdit: false,
                collaborators: [],
                trees: [],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link-only list' })).toBeInTheDocument();
    expect(paths.list.href(7, key)).toBe(`/list/7?key=${key}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/list/7?key=${key}`));
    // Only the owner makes a new link.
    expect(screen.queryByRole('button', { name: 'New link' })).not.toBeInTheDocument();
  });

  it('says the same for an id that is not one, without asking the server', async () => {
    renderRoute(paths.list.href('abc'));
    expect(await screen.findByText('You have no access to this list')).toBeInTheDocument();
  });
});

describe('the list form', () => {
  it('names each missing field and a description over 1024 characters before sending', async () => {
    renderWithProviders(<ListFormModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create a New List' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose at least one region')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'x'.repeat(1025) },
    });
    await waitFor(() =>
      expect(within(dialog).getByText('Description must be at most 1024 characters')).toBeInTheDocument(),
    );
  });
});

describe('a list made from search results', () => {
  it('issue 21.11: a search that chose nothing cannot become a saved search: explained, Create disabled', async () => {
    renderWithProviders(<ListFormModal opened onClose={() => {}} queryData="{}" resultTotal={1924} restrictsNothing />);
    const dialog = await screen.findByRole('dialog', { name: 'Create a New List' });
    // It opens as a curated list; choosing Saved Search explains why it cannot be kept.
    fireEvent.click(within(dialog).getByText('Saved Search'));
    expect(
      await within(dialog).findByText(
        'A saved search needs at least one filter or a name: choose some, then save the search',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create List' })).toBeDisabled();
  });

  it('issue 21.7: a curated list keeps all the result’s trees, and says when there are more than 1,000', async () => {
    const { unmount } = renderWithProviders(
      <ListFormModal opened onClose={() => {}} queryData='{"ca_native":[true]}' resultTotal={150} />,
    );
    let dialog = await screen.findByRole('dialog', { name: 'Create a New List' });
    fireEvent.click(within(dialog).getByText('Curated List'));
    expect(
      await within(dialog).findByText('A curated list keeps all 150 trees of this result, not only this page.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create List' })).toBeEnabled();
    unmount();

    renderWithProviders(<ListFormModal opened onClose={() => {}} queryData='{"usda_zones":[9]}' resultTotal={1200} />);
    dialog = await screen.findByRole('dialog', { name: 'Create a New List' });
    fireEvent.click(within(dialog).getByText('Curated List'));
    expect(
      await within(dialog).findByText(
        'This search finds 1200 trees; at most 1000 can be saved at once: narrow the search first',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create List' })).toBeDisabled();
  });
});
