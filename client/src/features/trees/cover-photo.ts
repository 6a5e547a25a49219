import type { FeaturedTree } from './hooks/use-featured-tree';

type Photo = FeaturedTree['photos'][number];

/** The photo shown first for a tree: the lowest sequence number (the curators' order). */
export function coverPhoto(photos: readonly Photo[]): Photo | null {
  let best: Photo | null = null;
  for (const photo of photos) {
    if (!best || photo.sequence < best.sequence) best = photo;
  }
  return best;
}
