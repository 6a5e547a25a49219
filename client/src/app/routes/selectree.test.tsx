import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { searchTreesMock, treeCard } from '@/features/search/testing/search-mocks';
import { renderRoute } from '@/testing/render';

vi.setConfig({ testTimeout: 20_000 });

const CA = { region: 'CALIFORNIA' as const, page: 1, resultsPerPage: 30, sort: 'ScientificAsc' as const };

describe('/selectree/{filter}: a shareable search link', () => {
  it('opens the results of the filter (the results page’s filterData) with the default page, size and sort', async () => {
    const filter = '{"region":"all","usda_zones":[9]}';
    const { router } = renderRoute(paths.selectree.href(filter), {
      mocks: [
        searchTreesMock(
          { ...CA, filter: { usdaZones: [9] } },
          { cards: [treeCard(1, 'Quercus agrifolia'), treeCard(2, 'Cercis occidentalis')], totalResults: 2 },
        ),
      ],
    });
    expect(await screen.findByText('2 trees found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.searchResults.path);
    expect(new URLSearchParams(router.state.location.search).get('filterData')).toBe(filter);
    expect(router.state.location.hash).toBe('#activePage=1&resultsPerPage=30&sort=1');
  });

  it('keeps the options of the link’s hash', async () => {
    const { router } = renderRoute(`${paths.selectree.href('{"region":"all"}')}#activePage=2&resultsPerPage=50&sort=3`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.searchResults.path));
    expect(router.state.location.hash).toBe('#activePage=2&resultsPerPage=50&sort=3');
  });

  it('replaces itself in the history (Back does not bounce into the redirect again)', async () => {
    const { router } = renderRoute(paths.selectree.href('{broken'), { history: [paths.appraisals.href()] });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.searchResults.path));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['not JSON', 'oak', 'The filters in this address are not valid JSON.'],
    ['a value of the wrong kind', '{"usda_zones":["nine"]}', 'usda_zones: Should be an integer.'],
  ])('a filter that is %s shows the results page’s clear error', async (_kind, filter, message) => {
    renderRoute(paths.selectree.href(filter));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
