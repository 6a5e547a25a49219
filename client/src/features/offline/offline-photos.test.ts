import { describe, expect, it } from 'vitest';
import type { OfflineTree } from './offline-copy';
import { firstPhotoSource, photoKey } from './offline-photos';

const tree = (images: { link: string }[], widths: number[][] = []): OfflineTree => ({
  detail: { treeId: 7, scientificName: 'Quercus lobata', commonName: 'Valley oak', images },
  names: [],
  memo_excerpt: null,
  extra: {
    isDemo: false,
    otherDisplayedCommonName: null,
    photos: widths.map((w) => ({ attributeName: null, width: null, height: null, widths: w })),
    synonyms: [],
  },
});

describe('firstPhotoSource (issue 27.5)', () => {
  it('takes the first photo at its smallest WebP width, kept under its JPEG link', () => {
    const source = firstPhotoSource(
      tree([{ link: 'trees/7/a.jpg' }, { link: 'trees/7/b.jpg' }], [[640, 320, 1280], [320]]),
    );
    expect(source).toEqual({ key: photoKey('trees/7/a.jpg'), url: `${location.origin}/photos/trees/7/a-320.webp` });
    expect(source?.key).toBe(`${location.origin}/photos/trees/7/a.jpg`);
  });

  it('takes the link itself for a photo without widths, and nothing for a tree without photos', () => {
    expect(firstPhotoSource(tree([{ link: 'legacy/oak.png' }]))?.url).toBe(`${location.origin}/photos/legacy/oak.png`);
    expect(firstPhotoSource(tree([]))).toBeNull();
  });
});
