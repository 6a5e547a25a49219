import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, SEARCH_BY_CHARACTERISTICS_ID } from '@/config/paths';
import { featuredQuoteMock, featuredTreeMock, renderRoute, sampleQuote, sampleTree } from '@/testing/render';

describe('home page', () => {
  it('/ asks for the California featured tree and shows it with the quote', async () => {
    renderRoute(paths.home.href(), {
      mocks: [featuredTreeMock('CALIFORNIA', sampleTree), featuredQuoteMock(sampleQuote)],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find the right tree for the right place' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quercus agrifolia' })).toBeInTheDocument();
    expect(await screen.findByText('He who plants a tree plants a hope.')).toBeInTheDocument();
    expect(screen.getByText(/thrive in California/)).toBeInTheDocument();
  });

  it('/pacificislands asks for the Pacific Islands featured tree', async () => {
    const islandTree = { ...sampleTree, id: 7, scientificName: 'Metrosideros polymorpha', photos: [] };
    renderRoute(paths.pacificIslands.href(), {
      // Only the Pacific Islands variables are mocked: a California request would find no answer.
      mocks: [featuredTreeMock('PACIFIC_ISLANDS', islandTree), featuredQuoteMock(sampleQuote)],
    });
    expect(await screen.findByRole('heading', { name: 'Metrosideros polymorpha' })).toBeInTheDocument();
    expect(screen.getByText(/thrive in the Pacific Islands/)).toBeInTheDocument();
  });

  it('starts its queries with the route, so it renders complete at once (no skeleton flash)', async () => {
    renderRoute(paths.home.href(), {
      mocks: [featuredTreeMock('CALIFORNIA', sampleTree, 40), featuredQuoteMock(sampleQuote, 40)],
    });
    await screen.findByRole('heading', { level: 1, name: 'Find the right tree for the right place' });
    expect(screen.getByRole('heading', { name: 'Quercus agrifolia' })).toBeInTheDocument();
    expect(screen.getByText('He who plants a tree plants a hope.')).toBeInTheDocument();
    expect(screen.queryByText('Loading the featured tree…')).not.toBeInTheDocument();
  });

  it('keeps the search-by-characteristics section anchor', async () => {
    renderRoute(paths.home.href(), { mocks: [featuredTreeMock('CALIFORNIA', null), featuredQuoteMock(null)] });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Search by characteristics' });
    expect(heading.closest('section')).toHaveAttribute('id', SEARCH_BY_CHARACTERISTICS_ID);
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getByRole('link', { name: /Tree Lists/ })).toHaveAttribute(
      'href',
      paths.searchLists.href(),
    );
  });
});
