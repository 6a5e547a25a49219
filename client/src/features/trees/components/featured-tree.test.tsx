import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TREE_IMAGE, photoUrl } from '@/lib/photo-url';
import { featuredTreeMock, renderWithProviders, sampleTree } from '@/testing/render';
import { FeaturedTree } from './featured-tree';

const EMPTY_TEXT = /There is no featured tree to show right now/;

describe('FeaturedTree', () => {
  it('shows a skeleton while loading', async () => {
    renderWithProviders(<FeaturedTree region="CALIFORNIA" />, {
      mocks: [featuredTreeMock('CALIFORNIA', sampleTree, 50)],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the featured tree…');
    expect(await screen.findByRole('heading', { name: 'Quercus agrifolia' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the tree: photo, names, the memo excerpt and a link to its page', async () => {
    renderWithProviders(<FeaturedTree region="CALIFORNIA" />, {
      mocks: [featuredTreeMock('CALIFORNIA', sampleTree)],
    });

    const name = await screen.findByRole('heading', { level: 3, name: 'Quercus agrifolia' });
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Tree' })).toBeInTheDocument();
    expect(name.querySelector('a')).toHaveAttribute('href', '/tree-detail/42');
    expect(screen.getByText('COAST LIVE OAK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about Quercus agrifolia' })).toHaveAttribute(
      'href',
      '/tree-detail/42',
    );

    // The photo with the lowest sequence, from the photo base URL, with its credit.
    const photo = screen.getByRole('img', { name: 'Quercus agrifolia, COAST LIVE OAK' });
    expect(photo).toHaveAttribute('src', photoUrl('quercus/cover.jpg'));
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
    expect(screen.getByText('Photo: Matt Ritter')).toBeInTheDocument();

    // The memo arrives as the server's plain-text excerpt: shown as text, never as HTML.
    expect(screen.getByText('A signature tree of the coast.').tagName).toBe('P');
  });

  it('falls back to the default tree image when the photo fails to load', async () => {
    renderWithProviders(<FeaturedTree region="CALIFORNIA" />, {
      mocks: [featuredTreeMock('CALIFORNIA', sampleTree)],
    });
    const photo = await screen.findByRole('img', { name: 'Quercus agrifolia, COAST LIVE OAK' });
    fireEvent.error(photo);
    await waitFor(() => expect(photo).toHaveAttribute('src', DEFAULT_TREE_IMAGE));
  });

  it('uses the default tree image when the tree has no photo', async () => {
    renderWithProviders(<FeaturedTree region="PACIFIC_ISLANDS" />, {
      mocks: [featuredTreeMock('PACIFIC_ISLANDS', { ...sampleTree, photos: [], memoExcerpt: null })],
    });
    await screen.findByRole('heading', { name: 'Quercus agrifolia' });
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', DEFAULT_TREE_IMAGE);
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByText(/^Photo:/)).not.toBeInTheDocument();
  });

  it('shows a calm empty state when there is no featured tree', async () => {
    renderWithProviders(<FeaturedTree region="CALIFORNIA" />, {
      mocks: [featuredTreeMock('CALIFORNIA', null)],
    });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', DEFAULT_TREE_IMAGE);
  });

  it('logs a failure and shows the same calm state (no error message to the visitor)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<FeaturedTree region="CALIFORNIA" />, {
      mocks: [featuredTreeMock('CALIFORNIA', new Error('connection refused'))],
    });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/connection refused/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('featured tree query failed'),
        expect.objectContaining({ message: expect.stringContaining('connection refused') }),
      ),
    );
  });
});
