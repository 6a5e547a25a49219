import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/testing/render';
import { nameMatch, sampleTreeDetail, treeDetailMock, treesByNameMock } from '../testing/sample-tree';

beforeAll(async () => {
  await import('@/app/routes/tree-detail');
}, 30_000);

const results = (term: string) => `#searchTerm=${term}&activePage=1&resultsPerPage=30&sort=1`;

describe('tree detail by name', () => {
  it('one match: replaces the address with that tree’s detail page', async () => {
    const { router } = renderRoute(paths.treeDetail.href('quercus-agrifolia'), {
      history: ['/'],
      mocks: [
        treesByNameMock('quercus agrifolia', [nameMatch(900001, 'Quercus agrifolia')]),
        treeDetailMock(900001, sampleTreeDetail),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Quercus agrifolia/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tree-detail/900001');
    // Replaced, not pushed: Back leaves for the page before.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('several matches: the results page searching the name, first page, 30 per page, sort 1', async () => {
    const matches = [nameMatch(1, 'Quercus agrifolia'), nameMatch(2, 'Quercus agrifolia var. oxyadenia')];
    const { router } = renderRoute(paths.treeDetail.href('quercus-agrifolia'), {
      mocks: [treesByNameMock('quercus agrifolia', matches)],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.hash).toBe(results('quercus%20agrifolia'));
    expect(router.state.location.state).toEqual({ tree_suggestions: matches });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('no match: a genus search on the first word', async () => {
    const { router } = renderRoute(paths.treeDetail.href('quercus-imaginaria'), {
      mocks: [treesByNameMock('quercus imaginaria', [])],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.hash).toBe(results('quercus'));
  });

  it('a plain word: a genus search, without a lookup', async () => {
    const { router } = renderRoute(paths.treeDetail.href('acer'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.hash).toBe(results('acer'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an impossible id: the not-found message', async () => {
    renderRoute(paths.treeDetail.href('0'));
    expect(await screen.findByText('There are no trees found that match that query.')).toBeInTheDocument();
  });
});
