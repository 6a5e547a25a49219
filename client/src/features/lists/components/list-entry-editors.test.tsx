import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ListDetailDocument, SetListTreeNoteDocument } from '@/features/lists/generated/graphql';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/notify', () => ({ notify: vi.fn(async () => 'toast'), updateNotification: vi.fn() }));

const CONFLICT = 'This note was changed by someone else meanwhile. Load their version, then save again.';

type Entry = { note: string | null; quantity: number; version: number; photoCredit?: string };

const detail = (entries: Entry[]) => ({
  request: { query: ListDetailDocument, variables: { id: 7, sort: null, shareKey: null } },
  result: {
    data: {
      list: {
        __typename: 'TreeListDetail' as const,
        id: 7,
        name: 'Elm Street',
        description: 'Street trees.',
        type: 'Curated List',
        categories: ['General'],
        regions: ['Maui'],
        keywords: [],
        isPublic: true,
        viewableFromLink: false,
        shareKey: null,
        queryData: null,
        callerRole: 'Admin',
        canEdit: true,
        banned: false,
        ownerBanned: false,
        treeCount: entries.length,
        thumbnail: null,
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-02T10:00:00.000Z',
        version: 1,
        owner: { __typename: 'ListOwner' as const, id: 3, firstName: 'Olive', lastName: 'Owner' },
        collaborators: [],
        trees: entries.map((entry, index) => ({
          __typename: 'ListTreeEntry' as const,
          position: index + 1,
          addedAt: '2026-11-01T10:00:00.000Z',
          note: entry.note,
          quantity: entry.quantity,
          version: entry.version,
          card: {
            __typename: 'TreeCard' as const,
            id: index + 1,
            scientificName: index ? 'Platanus racemosa' : 'Quercus agrifolia',
            commonName: index ? 'Western Sycamore' : 'Coast Live Oak',
            family: null,
            photoLink: entry.photoCredit ? 'trees/1/oak.jpg' : null,
            photoWidths: [],
            photoCredit: entry.photoCredit ?? null,
            heightHigh: null,
            lowZone: null,
          },
        })),
      },
    },
  },
});

describe('issue 21.2: a note saved over someone else’s', () => {
  it('keeps the typed note, offers theirs, and saves on top of it knowingly', async () => {
    const saveNote = (version: number) => ({
      request: {
        query: SetListTreeNoteDocument,
        variables: { listId: 7, treeId: 1, note: 'Two on Elm St', version },
      },
      result:
        version === 1
          ? { errors: [new GraphQLError(CONFLICT, { extensions: { code: 'CONFLICT' } })] }
          : { data: { setListTreeNote: 'Two on Elm St' } },
    });
    renderRoute(paths.list.href(7), {
      mocks: [
        detail([{ note: null, quantity: 24, version: 1 }]),
        saveNote(1),
        detail([{ note: 'Three by the school', quantity: 24, version: 2 }]),
        saveNote(2),
        detail([{ note: 'Two on Elm St', quantity: 24, version: 3 }]),
      ],
    });
    expect(await screen.findByTestId('list-total', {}, { timeout: 30_000 })).toHaveTextContent(
      '1 kind of tree, 24 trees in total',
    );
    // The editors' code loads the first time a row of a list the viewer may edit is shown.
    fireEvent.click(await screen.findByRole('button', { name: 'Add note to Coast Live Oak' }));
    const note = screen.getByRole('textbox', { name: /Note on Coast Live Oak/ });
    fireEvent.change(note, { target: { value: 'Two on Elm St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT);
    expect(note).toHaveValue('Two on Elm St');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load their note' }));
    expect(await screen.findByText('Their note: Three by the school')).toBeInTheDocument();
    expect(note).toHaveValue('Two on Elm St');

    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    // Saved: the editor closes on the saved note.
    expect(await screen.findByRole('button', { name: 'Edit note on Coast Live Oak' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Note on Coast Live Oak/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Two on Elm St/)).toBeInTheDocument();
  }, 60_000);
});

describe('issue 23.3: the list (and its print) credits each first photo', () => {
  it('shows "Photo: credit · licence" under a tree with a photo, nothing under one without', async () => {
    renderRoute(paths.list.href(7), {
      mocks: [
        detail([
          { note: null, quantity: 2, version: 1, photoCredit: 'J. Muir · CC BY 4.0' },
          { note: null, quantity: 1, version: 1 },
        ]),
      ],
    });
    const credits = await screen.findAllByTestId('list-photo-credit', {}, { timeout: 30_000 });
    expect(credits.map((credit) => credit.textContent)).toEqual(['Photo: J. Muir · CC BY 4.0']);
  }, 60_000);
});

describe('issue 24: a long list shows its first 100 trees, then more on asking, and all of them on paper', () => {
  const long = Array.from({ length: 150 }, (_, i) => ({ note: null, quantity: i < 100 ? 1 : 2, version: 1 }));

  it('counts every tree, shows 100 rows and a "Show 50 more trees" button that adds the rest', async () => {
    renderRoute(paths.list.href(7), { mocks: [detail(long)] });
    expect(await screen.findByTestId('list-total', {}, { timeout: 30_000 })).toHaveTextContent(
      '150 kinds of tree, 200 trees in total',
    );
    expect(screen.getAllByTestId('list-position')).toHaveLength(100);
    expect(screen.getByText('100 of 150 shown')).toBeInTheDocument();
    // By its text: role queries compute every name among 400 row buttons (minutes in jsdom).
    fireEvent.click(screen.getByText('Show 50 more trees'));
    expect(screen.getAllByTestId('list-position')).toHaveLength(150);
    expect(screen.getAllByTestId('list-position').at(-1)).toHaveTextContent('150.');
    expect(screen.queryByText(/more trees/)).not.toBeInTheDocument();
  }, 60_000);

  it('prints every tree (the browser’s beforeprint shows all rows)', async () => {
    renderRoute(paths.list.href(7), { mocks: [detail(long)] });
    await screen.findByTestId('list-total', {}, { timeout: 30_000 });
    expect(screen.getAllByTestId('list-position')).toHaveLength(100);
    window.dispatchEvent(new Event('beforeprint'));
    expect(screen.getAllByTestId('list-position')).toHaveLength(150);
  }, 60_000);
});
