import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { treeCard } from '../testing/search-mocks';
import { CARD_PHOTO_SIZES } from './result-card';
import { PRIORITY_CARDS, ResultsGallery } from './results-gallery';

describe('ResultsGallery photos', () => {
  it('fetches the first row at once and first, the rest lazily, each for its slot in the grid', async () => {
    const cards = Array.from({ length: 5 }, (_, index) =>
      treeCard(index + 1, `Quercus species${index + 1}`, { photoWidths: [320, 640, 1600] }),
    );
    const { container } = renderWithProviders(<ResultsGallery cards={cards} />);
    await screen.findByRole('list', { name: 'Trees found' });
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(5);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(PRIORITY_CARDS).fill('eager'),
      ...Array(5 - PRIORITY_CARDS).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      ...Array(PRIORITY_CARDS).fill('high'),
      ...Array(5 - PRIORITY_CARDS).fill(null),
    ]);
    // Two columns on a phone: half the viewport, so a 390 px phone at DPR 1.75 takes the 640w file, not 1600w.
    expect(images.every((image) => image.getAttribute('sizes') === CARD_PHOTO_SIZES)).toBe(true);
    expect(CARD_PHOTO_SIZES).toBe('(max-width: 36em) 50vw, 320px');
    expect(images[0].getAttribute('srcset')).toContain('640w');
  });
});
