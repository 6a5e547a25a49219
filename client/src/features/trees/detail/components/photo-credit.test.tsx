import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoAttribution, photoCaption } from '@/lib/photo-credit';
import { renderWithProviders } from '@/testing/render';
import { samplePhotos } from '../testing/sample-tree';
import { PhotoGallery } from './photo-gallery';
import { ReviewedOn } from './reviewed-on';

describe('photo credit and licence (issue 23.3)', () => {
  it('formats "credit · licence" as the server writes it on cards, either part absent when unknown', () => {
    expect(photoAttribution({ credit: 'J. Muir', licence: 'CC BY 4.0' })).toBe('J. Muir · CC BY 4.0');
    expect(photoAttribution({ credit: null, licence: 'CC0 1.0' })).toBe('CC0 1.0');
    expect(photoAttribution({ credit: '  ', licence: null })).toBeNull();
    expect(photoCaption({ credit: 'J. Muir', licence: 'All rights reserved' })).toBe(
      'Photo: J. Muir · All rights reserved',
    );
  });

  it('captions every thumbnail with its credit and licence', async () => {
    const photos = samplePhotos(2).map((photo, i) => ({ ...photo, licence: i ? 'CC0 1.0' : 'CC BY-SA 4.0' }));
    renderWithProviders(<PhotoGallery scientificName="Acer rubrum" photos={photos} />);
    const list = await screen.findByRole('list', { name: 'Photos of Acer rubrum' });
    expect(within(list).getByText('Photo: Photographer 1 · CC BY-SA 4.0')).toBeInTheDocument();
    expect(within(list).getByText('Photo: Photographer 2 · CC0 1.0')).toBeInTheDocument();
  });
});

describe('Reviewed on (issue 23.5)', () => {
  it('shows the date of the section’s review, and nothing for a section never reviewed', () => {
    const reviews = [{ section: 'photos', reviewedAt: '2030-01-02T10:00:00.000Z' }];
    renderWithProviders(
      <>
        <ReviewedOn reviews={reviews} section="photos" />
        <ReviewedOn reviews={reviews} section="names" />
      </>,
    );
    expect(screen.getByText('Reviewed on January 2, 2030')).toBeInTheDocument();
    expect(document.querySelector('[data-reviewed="names"]')).toBeNull();
  });
});
