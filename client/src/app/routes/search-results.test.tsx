import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPARE_STORAGE_KEY } from '@/features/compare-selection/use-compare-selection';
import { characteristicsResultsHref, DEFAULT_OPTIONS, nameResultsHref } from '@/features/search/search-url';
import { FILTERS_STORAGE_KEY } from '@/features/search/search-storage';
import {
  searchByNameMock,
  searchTreesMock,
  searchTreesRefusedMock,
  treeCard,
} from '@/features/search/testing/search-mocks';
import { DEFAULT_TREE_IMAGE, photoUrl } from '@/lib/photo-url';
import { REGION_STORAGE_KEY } from '@/lib/region';
import { renderRoute } from '@/testing/render';

vi.setConfig({ testTimeout: 20_000 });

const CA = { region: 'CALIFORNIA' as const, page: 1, resultsPerPage: 30, sort: 'ScientificAsc' as const };
const cards = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => treeCard(from + index, `Quercus species${from + index}`));

describe('search results page', () => {
  it('shows skeleton cards while loading, then the count and the cards', async () => {
    const href = characteristicsResultsHref({ region: 'all', usda_zones: [9] }, DEFAULT_OPTIONS);
    renderRoute(href, {
      mocks: [
        searchTreesMock(
          { ...CA, filter: { usdaZones: [9] } },
          {
            cards: [
              treeCard(1, 'Quercus agrifolia', { heightHigh: 70 }),
              treeCard(2, 'Cercis occidentalis', { heightHigh: 20, photoLink: null }),
            ],
            totalResults: 2,
          },
          400,
        ),
      ],
    });
    expect(await screen.findByText('Loading the results…')).toBeInTheDocument();
    expect(await screen.findByText('2 trees found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();

    const gallery = screen.getByRole('list', { name: 'Trees found' });
    const [oak, redbud] = within(gallery).getAllByRole('article');
    expect(within(oak).getByRole('link', { name: 'Quercus agrifolia' })).toHaveAttribute('href', '/tree-detail/1');
    expect(oak.querySelector('img')).toHaveAttribute('src', photoUrl('1/cover.jpg'));
    // The utility icon for trees of 25 ft or less only.
    expect(within(oak).queryByTestId('utility-icon')).not.toBeInTheDocument();
    expect(within(redbud).getByTestId('utility-icon')).toBeInTheDocument();
    expect(within(redbud).getByText(/Small enough to plant under utility lines/)).toBeInTheDocument();
    // No photo: the default drawing; a broken photo: the same.
    expect(redbud.querySelector('img')).toHaveAttribute('src', DEFAULT_TREE_IMAGE);
    fireEvent.error(oak.querySelector('img')!);
    await waitFor(() => expect(oak.querySelector('img')).toHaveAttribute('src', DEFAULT_TREE_IMAGE));
  });

  it('reads page, page size and sort from the hash, and links the 4 pages around the active one', async () => {
    const filter = { region: 'all' as const, ca_native: [true] };
    const href = characteristicsResultsHref(filter, { activePage: 5, resultsPerPage: 50, sort: 4 });
    renderRoute(href, {
      mocks: [
        searchTreesMock(
          { region: 'CALIFORNIA', page: 5, resultsPerPage: 50, sort: 'CommonDesc', filter: { caNative: [true] } },
          { cards: cards(50, 201), totalResults: 480 },
        ),
      ],
    });
    expect(await screen.findByText('480 trees found')).toBeInTheDocument();
    expect(screen.getByText('Showing 201–250, page 5 of 10')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    const pages = within(pager)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    expect(pages).toEqual(['3', '4', '5', '6']);
    expect(within(pager).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'href',
      characteristicsResultsHref(filter, { activePage: 6, resultsPerPage: 50, sort: 4 }),
    );
    expect(within(pager).getByRole('link', { name: 'Last page' })).toHaveAttribute(
      'href',
      characteristicsResultsHref(filter, { activePage: 10, resultsPerPage: 50, sort: 4 }),
    );

    // Page sizes are links to page 1 with the same filters and sort.
    const sizes = screen.getByRole('group', { name: 'Results per page' });
    expect(within(sizes).getByRole('link', { name: '50' })).toHaveAttribute('aria-current', 'true');
    expect(within(sizes).getByRole('link', { name: '100' })).toHaveAttribute(
      'href',
      characteristicsResultsHref(filter, { activePage: 1, resultsPerPage: 100, sort: 4 }),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('4');
  });

  it('another sort goes back to page 1 with the same filters', async () => {
    const filter = { region: 'all' as const };
    const { router } = renderRoute(characteristicsResultsHref(filter, { ...DEFAULT_OPTIONS, activePage: 2 }), {
      mocks: [
        searchTreesMock({ ...CA, page: 2, filter: {} }, { cards: cards(30, 31), totalResults: 60 }),
        searchTreesMock({ ...CA, sort: 'CommonAsc', filter: {} }, { cards: cards(30), totalResults: 60 }),
      ],
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sort by' }), { target: { value: '3' } });
    await waitFor(() => expect(router.state.location.hash).toBe('#activePage=1&resultsPerPage=30&sort=3'));
    expect(await screen.findByText('Showing 1–30, page 1 of 2')).toBeInTheDocument();
  });

  it('says No Results Found', async () => {
    renderRoute(nameResultsHref('zzzz', 'CALIFORNIA', DEFAULT_OPTIONS), {
      mocks: [searchByNameMock({ ...CA, term: 'zzzz' }, { cards: [], totalResults: 0 })],
    });
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “zzzz”' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('goes straight to the tree when there is exactly one result', async () => {
    const { router } = renderRoute(nameResultsHref('koa', 'PACIFIC_ISLANDS', DEFAULT_OPTIONS), {
      mocks: [
        searchByNameMock(
          { ...CA, region: 'PACIFIC_ISLANDS', term: 'koa' },
          { cards: [treeCard(900041, 'Acacia koa')], totalResults: 1 },
        ),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tree-detail/900041'));
    // A replace: Back does not bounce the visitor into the redirect again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s message for filters it refuses, calmly, with a way back to the form', async () => {
    const href = characteristicsResultsHref({ region: 'all', zip_code: '95555' }, DEFAULT_OPTIONS);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(href, {
      mocks: [
        searchTreesRefusedMock({ ...CA, filter: { zipCode: '95555' } }, 'No USDA zone is known for ZIP code 95555.'),
      ],
    });
    expect(await screen.findByText('No USDA zone is known for ZIP code 95555.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the search' })).toHaveAttribute('href', '/#search-by-char');
  });

  it('a network failure offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(characteristicsResultsHref({ region: 'all' }, DEFAULT_OPTIONS), {
      mocks: [searchTreesMock({ ...CA, filter: {} }, new Error('connection refused'))],
    });
    expect(await screen.findByText('The search did not answer. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/connection refused/)).not.toBeInTheDocument();
  });

  it('reports an address whose filters cannot be read', async () => {
    renderRoute('/search-results?filterData=%7Bbroken#activePage=1');
    expect(await screen.findByText('The filters in this address are not valid JSON.')).toBeInTheDocument();
  });

  it('Refine Filter (anonymous) goes back to the form of the edition, which finds these filters', async () => {
    const filter = { region: 'pacificislands' as const, hi_native: [true] };
    renderRoute(characteristicsResultsHref(filter, DEFAULT_OPTIONS), {
      mocks: [
        searchTreesMock(
          { ...CA, region: 'PACIFIC_ISLANDS', filter: { hiNative: [true] } },
          { cards: cards(3), totalResults: 3 },
        ),
      ],
    });
    expect(await screen.findByText('3 trees found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refine Filter' })).toHaveAttribute(
      'href',
      '/pacificislands#search-by-char',
    );
    expect(JSON.parse(window.sessionStorage.getItem(FILTERS_STORAGE_KEY)!)).toEqual(filter);
    expect(window.sessionStorage.getItem(REGION_STORAGE_KEY)).toBe('PACIFIC_ISLANDS');
  });

  it('picks 2 to 4 trees to compare', async () => {
    renderRoute(characteristicsResultsHref({ region: 'all' }, DEFAULT_OPTIONS), {
      mocks: [searchTreesMock({ ...CA, filter: {} }, { cards: cards(6), totalResults: 6 })],
    });
    await screen.findByText('6 trees found');
    // The compare bar shows once a tree is picked.
    expect(screen.queryByRole('region', { name: 'Trees to compare' })).not.toBeInTheDocument();

    const pick = (id: number) =>
      fireEvent.click(screen.getByRole('checkbox', { name: `Compare Quercus species${id}` }));
    pick(1);
    // The bar's code is fetched on the first pick: waited for, as a visitor's first pick waits for it.
    expect(await screen.findByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    pick(2);
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/compare?ids=1,2');
    pick(3);
    pick(4);
    expect(screen.getByRole('link', { name: 'Compare (4)' })).toHaveAttribute('href', '/compare?ids=1,2,3,4');
    // A fifth cannot be added.
    expect(screen.getByRole('checkbox', { name: 'Compare Quercus species5' })).toBeDisabled();
    expect(JSON.parse(window.sessionStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([1, 2, 3, 4]);
    pick(2);
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute('href', '/compare?ids=1,3,4');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Trees to compare' })).not.toBeInTheDocument();
  });
});
