import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { featuredQuoteMock, renderWithProviders, sampleQuote } from '@/testing/render';
import { FeaturedQuote } from './featured-quote';

describe('FeaturedQuote', () => {
  it('shows a skeleton, then the quote and its author', async () => {
    renderWithProviders(<FeaturedQuote />, { mocks: [featuredQuoteMock(sampleQuote, 50)] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the featured quote…');

    expect(await screen.findByText('He who plants a tree plants a hope.')).toBeInTheDocument();
    expect(screen.getByText('— Lucy Larcom')).toBeInTheDocument();
    expect(screen.getByText('He who plants a tree plants a hope.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('He who plants a tree plants a hope.').closest('[lang="en"]')).not.toBeNull();
  });

  it('does not double the quote marks when the text carries its own', async () => {
    renderWithProviders(<FeaturedQuote />, {
      mocks: [featuredQuoteMock({ ...sampleQuote, quote: '“Plant trees.”' })],
    });
    expect(await screen.findByText('Plant trees.')).toBeInTheDocument();
  });

  it('shows a quote without an author line when the author is unknown', async () => {
    const { container } = renderWithProviders(<FeaturedQuote />, {
      mocks: [featuredQuoteMock({ ...sampleQuote, author: null })],
    });
    expect(await screen.findByText('He who plants a tree plants a hope.')).toBeInTheDocument();
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('renders nothing when there is no quote', async () => {
    const { container } = renderWithProviders(<FeaturedQuote />, { mocks: [featuredQuoteMock(null)] });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container.querySelector('figure')).toBeNull();
  });

  it('logs a failure and renders nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithProviders(<FeaturedQuote />, {
      mocks: [featuredQuoteMock(new Error('timeout'))],
    });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('featured quote query failed'),
        expect.anything(),
      ),
    );
    expect(container.querySelector('figure')).toBeNull();
    expect(screen.queryByText(/timeout/)).not.toBeInTheDocument();
  });
});
