import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, ROLE_EDITOR, ROLE_USER, startSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { loadCatalogue } from '@/i18n/i18n';
import { renderWithProviders, type Mocks } from '@/testing/render';
import { glossaryAnchorId, GLOSSARY_SCROLL_OFFSET } from '../anchors';
import { GlossaryDocument, UpdateGlossaryEntryDocument, type GlossaryEntryFieldsFragment } from '../generated/graphql';
import { GlossaryPage } from './glossary-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn(() => Promise.resolve('toast')) }));

const photo = {
  __typename: 'GlossaryPhoto' as const,
  id: 7,
  entryId: 2,
  s3Link: 'glossary/2/0f0f0f0f-0000-4000-8000-000000000000.jpg',
  definitionText: 'A wide crown',
  sequence: 1,
  width: 700,
  height: 500,
  widths: [320, 640, 700],
};
const entry = (
  id: number,
  term: string,
  definition: string,
  photos = [] as (typeof photo)[],
  spanish?: [string, string],
) =>
  ({
    __typename: 'GlossaryEntry' as const,
    id,
    term,
    definition,
    termEs: spanish?.[0] ?? null,
    definitionEs: spanish?.[1] ?? null,
    version: 1,
    photos,
  }) as GlossaryEntryFieldsFragment;

const ENTRIES = [
  entry(1, 'alternate', '<p>One leaf per node.</p>'),
  // Definitions as the server sends them: sanitised (server import/rich-text.ts, safeRichText).
  entry(2, 'Canopy', '<p>The crown of a <em>tree</em>.</p>', [photo]),
  entry(3, 'Water use (WUCOLS)', '<p>Summer water. <a href="https://ucanr.edu/wucols">WUCOLS</a></p>'),
];

const glossaryMock = (glossary: GlossaryEntryFieldsFragment[]) => ({
  request: { query: GlossaryDocument },
  result: { data: { glossary } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const signIn = (roleId: number) =>
  startSession('token', {
    id: 9,
    firstName: 'Eda',
    lastName: 'Editor',
    email: 'eda@example.org',
    roleId,
    roleName: 'x',
  });

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  endSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('glossary page', () => {
  it('loads, then shows every term A to Z under its letter, with the letter index', async () => {
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/tree-characteristics-glossary' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the glossary…');
    const terms = await screen.findAllByRole('heading', { level: 3 });
    expect(terms.map((h) => h.textContent)).toEqual(['alternate', 'Canopy', 'Water use (WUCOLS)']);
    expect(terms.map((h) => h.id)).toEqual(['term-alternate', 'term-canopy', 'term-water-use-wucols']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['A', 'C', 'W']);
    const index = screen.getByRole('navigation', { name: 'Glossary letters' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#letter-a', '#letter-c', '#letter-w']);
    expect(within(index).getByText('B')).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders definitions (HTML the server sanitised) and photos with srcset and captions', async () => {
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)] });
    const canopy = (await screen.findByRole('heading', { name: 'Canopy' })).closest('article')!;
    expect(canopy).toHaveTextContent('The crown of a tree.');
    expect(canopy.querySelector('em')).toHaveTextContent('tree');
    const image = within(canopy).getByRole('img', { name: 'A wide crown' });
    expect(image).toHaveAttribute('src', `/photos/${photo.s3Link}`);
    expect(image.getAttribute('srcset')).toBe(
      ['320', '640', '700']
        .map((w) => `/photos/glossary/2/0f0f0f0f-0000-4000-8000-000000000000-${w}.webp ${w}w`)
        .join(', '),
    );
    expect(image).toHaveAttribute('width', '700');
    expect(within(canopy).getByText('A wide crown').tagName).toBe('FIGCAPTION');
    expect(await screen.findByRole('link', { name: 'WUCOLS' })).toHaveAttribute('href', 'https://ucanr.edu/wucols');
  });

  it('in Spanish: the Spanish term and definition where an editor wrote them (A to Z in Spanish, the English term beside, the anchor kept); English with a notice elsewhere', async () => {
    await loadCatalogue('es');
    const spanish = [
      entry(2, 'Canopy', '<p>The crown of a tree.</p>', [photo], ['Copa', '<p>La parte alta del árbol.</p>']),
      entry(4, 'Evergreen', '<p>Keeps its leaves.</p>', [], ['Árbol de hoja perenne', '<p>Conserva sus hojas.</p>']),
      entry(1, 'alternate', '<p>One leaf per node.</p>'),
    ];
    renderWithProviders(<GlossaryPage />, {
      mocks: [glossaryMock(spanish)],
      path: '/tree-characteristics-glossary',
      locale: 'es',
    });
    const terms = await screen.findAllByRole('heading', { level: 3 });
    expect(terms.map((h) => h.textContent)).toEqual(['alternate', 'Árbol de hoja perenne', 'Copa']);
    const copa = terms[2].closest('article')!;
    expect(copa).toHaveAttribute('lang', 'es');
    expect(terms[2].id).toBe(glossaryAnchorId('Canopy'));
    expect(within(copa).getByText('Canopy')).toHaveAttribute('lang', 'en');
    expect(copa).toHaveTextContent('La parte alta del árbol.');
    expect(copa).not.toHaveTextContent('The crown of a tree.');
    const alternate = terms[0].closest('article')!;
    expect(alternate).toHaveAttribute('lang', 'en');
    expect(within(alternate).getByText('Aún sin traducir: se muestra en inglés.')).toHaveAttribute('lang', 'es');
    expect(alternate).toHaveTextContent('One leaf per node.');
  });

  it('says so when the glossary is empty', async () => {
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock([])] });
    expect(await screen.findByText('The glossary has no terms yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Glossary letters' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when the glossary cannot be loaded, and recovers', async () => {
    const mocks: Mocks = [
      { request: { query: GlossaryDocument }, error: new Error('network down') },
      glossaryMock(ENTRIES),
    ];
    renderWithProviders(<GlossaryPage />, { mocks });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The glossary could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Canopy' })).toBeInTheDocument();
  });

  it('lands on the term a detail page links to (#{term}), 90 px below the top, once the entries load', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.id === glossaryAnchorId('Water use (WUCOLS)') ? 1500 : 0 } as DOMRect;
    });
    renderWithProviders(<GlossaryPage />, {
      mocks: [glossaryMock(ENTRIES)],
      path: `/tree-characteristics-glossary#${encodeURIComponent('Water use (WUCOLS)')}`,
    });
    const heading = await screen.findByRole('heading', { name: 'Water use (WUCOLS)' });
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - GLOSSARY_SCROLL_OFFSET, behavior: 'auto' }),
    );
    expect(heading).toHaveFocus();
  });

  it('a term in another case, or its slug, lands on the entry too', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.id === 'term-canopy' ? 800 : 0 } as DOMRect;
    });
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/g#CANOPY' });
    await screen.findByRole('heading', { name: 'Canopy' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 710, behavior: 'auto' }));
  });
});

describe('glossary editing (?adminView=true)', () => {
  it('is not offered to visitors or plain users, nor to editors without adminView', async () => {
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/g?adminView=true' });
    await screen.findByRole('heading', { name: 'Canopy' });
    expect(screen.queryByRole('button', { name: 'Add term' })).not.toBeInTheDocument();
    signIn(ROLE_USER);
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/g?adminView=true' });
    await screen.findAllByRole('heading', { name: 'Canopy' });
    expect(screen.queryByRole('button', { name: 'Add term' })).not.toBeInTheDocument();
    endSession();
    signIn(ROLE_EDITOR);
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/g' });
    await screen.findAllByRole('heading', { name: 'Canopy' });
    expect(screen.queryByRole('button', { name: 'Add term' })).not.toBeInTheDocument();
  });

  it('gives editors add, edit, delete, photo tools; the form checks term and definition before sending', async () => {
    signIn(ROLE_EDITOR);
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/g?adminView=true' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add term' }));
    const form = await screen.findByRole('form', { name: 'New glossary entry' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add term' }));
    expect(await within(form).findByText('Please enter a term')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a definition')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Canopy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Canopy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo to Canopy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete photo (Canopy)' })).toBeInTheDocument();
  });

  it('deleting asks first, with the spec wording', async () => {
    signIn(ROLE_EDITOR);
    renderWithProviders(<GlossaryPage />, { mocks: [glossaryMock(ENTRIES)], path: '/g?adminView=true' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete alternate' }));
    expect(await screen.findByText('Are you sure you wish to delete? There is NO undoing this action.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo (Canopy)' }));
    expect(
      await screen.findByText('Are you sure you wish to delete this photo? There is no undoing this action.'),
    ).toBeInTheDocument();
  });

  it('a server problem lands beside its field and the spec toast says the update failed', async () => {
    signIn(ROLE_EDITOR);
    const taken = 'The glossary already has the term "Canopy": edit that entry instead';
    const mocks: Mocks = [
      glossaryMock(ENTRIES),
      glossaryMock(ENTRIES),
      {
        request: {
          query: UpdateGlossaryEntryDocument,
          variables: (v: { id: number; version: number; input: { term: string } }) =>
            v.id === 1 && v.version === 1 && v.input.term === 'Canopy',
        },
        result: {
          data: {
            updateGlossaryEntry: {
              __typename: 'GlossaryEntryPayload',
              entry: null,
              errors: [{ __typename: 'FieldError', field: 'term', message: taken }],
            },
          },
        },
      },
    ];
    renderWithProviders(<GlossaryPage />, { mocks, path: '/g?adminView=true' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit alternate' }));
    const form = await screen.findByRole('form', { name: 'Edit glossary entry' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Term' }), { target: { value: 'Canopy' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Failed to update entry.', color: 'red' }));
  });
});
