import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { COMPARE_STORAGE_KEY } from '@/features/compare-selection/use-compare-selection';
import { renderRoute } from '@/testing/render';
import { compareTree, compareTreesMock } from '../testing/compare-fixtures';

beforeAll(async () => {
  await import('@/app/routes/compare');
}, 30_000);

const oak = compareTree(900001, 'Quercus agrifolia', { waterUse: 'VL' });
const redwood = compareTree(900008, 'Sequoia sempervirens', { family: 'Cupressaceae', waterUse: 'H' });
const ginkgo = compareTree(900024, 'Ginkgo biloba', { family: 'Ginkgoaceae', waterUse: 'M', foliageType: 'Deciduous' });
const ids = [oak.id, redwood.id, ginkgo.id];

const table = () => screen.findByRole('table', { name: /Comparison of/ });
const row = (key: string) => document.querySelector(`tr[data-row="${key}"]`) as HTMLElement;

describe('compare page', () => {
  it('shows the trees side by side, one column each, and highlights the rows that differ', async () => {
    renderRoute(paths.compare.href(ids), { mocks: [compareTreesMock(ids, [oak, redwood, ginkgo])] });
    const compared = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Trees' })).toBeInTheDocument();
    const headers = within(compared).getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(headers.map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Quercus agrifolia',
      'Sequoia sempervirens',
      'Ginkgo biloba',
    ]);
    expect(within(headers[0]).getByRole('link')).toHaveAttribute('href', '/tree-detail/900001');

    expect(row('waterUse')).toHaveAttribute('data-differs', 'true');
    expect(
      within(row('waterUse'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Very Low', 'High', 'Medium']);
    expect(within(row('waterUse')).getByRole('rowheader')).toHaveTextContent('(the trees differ)');
    expect(row('height')).not.toHaveAttribute('data-differs');
    expect(
      within(row('height'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30 to 70 ft', '30 to 70 ft', '30 to 70 ft']);
    expect(within(row('wind')).getAllByRole('cell')[0]).toHaveTextContent('no data');
  });

  it('removing a tree updates the shareable address and the selection', async () => {
    window.sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
    const rest = [oak.id, ginkgo.id];
    const { router } = renderRoute(paths.compare.href(ids), {
      mocks: [compareTreesMock(ids, [oak, redwood, ginkgo]), compareTreesMock(rest, [oak, ginkgo])],
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sequoia sempervirens from the comparison' }));
    expect(router.state.location.search).toBe('?ids=900001,900024');
    expect(JSON.parse(window.sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual(rest);
    await screen.findByRole('table', { name: 'Comparison of 2 trees' });
    // Two trees are the minimum: nothing more can be removed.
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it.each([
    ['/compare', 'Choose 2 to 4 trees to compare: use the Compare button on a tree’s page or in the search results.'],
    ['/compare?ids=12', 'A comparison needs at least 2 different trees.'],
    ['/compare?ids=1,2,3,4,5', 'At most 4 trees can be compared at once.'],
    [
      '/compare?ids=oak,pine',
      'This comparison link is not valid: tree ids must be whole numbers separated by commas, like /compare?ids=12,34.',
    ],
  ])('%s explains what is wrong', async (path, message) => {
    renderRoute(path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves out trees that do not exist, and says so', async () => {
    const withMissing = [oak.id, 5, ginkgo.id];
    renderRoute(paths.compare.href(withMissing), { mocks: [compareTreesMock(withMissing, [oak, null, ginkgo])] });
    expect(await screen.findByRole('table', { name: 'Comparison of 2 trees' })).toBeInTheDocument();
    expect(screen.getByText(/Tree 5 could not be found/)).toBeInTheDocument();
    expect(screen.getByText(/^2 trees side by side/)).toBeInTheDocument();
  });

  it('one tree found: no "1 trees side by side", the page says a comparison needs two', async () => {
    const oneFound = [oak.id, 5];
    renderRoute(paths.compare.href(oneFound), { mocks: [compareTreesMock(oneFound, [oak, null])] });
    expect(await screen.findByText(/Tree 5 could not be found/)).toBeInTheDocument();
    expect(screen.getByText('Nothing to compare yet')).toBeInTheDocument();
    expect(screen.queryByText(/side by side/)).not.toBeInTheDocument();
  });
});
