import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths, SEARCH_BY_CHARACTERISTICS_ID } from '@/config/paths';
import { searchCharacteristicsMock } from '@/features/search/testing/search-mocks';
import { featuredQuoteMock, featuredTreeMock, homeMocks, renderRoute, sampleQuote, sampleTree } from '@/testing/render';

// The search form is a big, lazily loaded chunk: slow to render in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('home page', () => {
  it('/ asks for the California featured tree and shows it with the quote', async () => {
    renderRoute(paths.home.href(), {
      mocks: [featuredTreeMock('CALIFORNIA', sampleTree), featuredQuoteMock(sampleQuote), searchCharacteristicsMock()],
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
      mocks: [
        featuredTreeMock('PACIFIC_ISLANDS', islandTree),
        featuredQuoteMock(sampleQuote),
        searchCharacteristicsMock(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Metrosideros polymorpha' })).toBeInTheDocument();
    expect(screen.getByText(/thrive in the Pacific Islands/)).toBeInTheDocument();
  });

  it('starts its queries with the route, so it renders complete at once (no skeleton flash)', async () => {
    renderRoute(paths.home.href(), {
      mocks: [
        featuredTreeMock('CALIFORNIA', sampleTree, 40),
        featuredQuoteMock(sampleQuote, 40),
        searchCharacteristicsMock(),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Find the right tree for the right place' });
    expect(screen.getByRole('heading', { name: 'Quercus agrifolia' })).toBeInTheDocument();
    expect(screen.getByText('He who plants a tree plants a hope.')).toBeInTheDocument();
    expect(screen.queryByText('Loading the featured tree…')).not.toBeInTheDocument();
  });

  it('keeps the search-by-characteristics section anchor', async () => {
    renderRoute(paths.home.href(), {
      mocks: [featuredTreeMock('CALIFORNIA', null), featuredQuoteMock(null), searchCharacteristicsMock()],
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Search by characteristics' });
    expect(heading.closest('section')).toHaveAttribute('id', SEARCH_BY_CHARACTERISTICS_ID);
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getByRole('link', { name: /Tree Lists/ })).toHaveAttribute(
      'href',
      paths.searchLists.href(),
    );
  });

  it('has the name search, the quick links (tree lists, appraisals), the donate button and the form', async () => {
    renderRoute(paths.home.href(), { mocks: [...homeMocks(), searchCharacteristicsMock()] });
    expect(await screen.findByRole('combobox', { name: 'Search trees by name' })).toBeInTheDocument();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getByRole('link', { name: /Appraisals/ })).toHaveAttribute(
      'href',
      paths.appraisals.href(),
    );
    expect(within(quickLinks).getByRole('link', { name: /Tree Lists/ })).toHaveAttribute(
      'href',
      paths.searchLists.href(),
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Donate' })).toHaveAttribute(
      'href',
      paths.donation.href(),
    );
    // The search-by-characteristics form arrives with its choices.
    fireEvent.click(screen.getByRole('button', { name: 'Show the search form' }));
    const form = await screen.findByRole('form', { name: 'Search by characteristics' });
    expect(within(form).getByRole('group', { name: 'California native' })).toBeInTheDocument();
  });

  it('the Pacific Islands home asks Hawaii native, without fall colour', async () => {
    renderRoute(paths.pacificIslands.href(), { mocks: [...homeMocks('PACIFIC_ISLANDS'), searchCharacteristicsMock()] });
    // jsdom has no IntersectionObserver: the form waits for this button instead of scrolling into view.
    fireEvent.click(await screen.findByRole('button', { name: 'Show the search form' }));
    const form = await screen.findByRole('form', { name: 'Search by characteristics' });
    expect(within(form).getByRole('group', { name: 'Hawaii native' })).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Fall color' })).not.toBeInTheDocument();
  });
});
