import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TREE_IMAGE } from '@/lib/photo-url';
import { PlainTreeImage } from './plain-tree-image';
import { TreeImage } from './tree-image';

const PHOTO = '/photos/7/640.webp';
const SRCSET = '/photos/7/320.webp 320w, /photos/7/640.webp 640w';

/** Both tree images: the photo, the drawing when it is missing or broken; offline, TreeImage says so. */
describe.each([
  ['PlainTreeImage', PlainTreeImage],
  ['TreeImage', TreeImage],
])('%s', (_name, Image) => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the photo with its sources, and the drawing without them once it fails', () => {
    render(<Image src={PHOTO} srcSet={SRCSET} alt="Quercus" width={640} height={480} />);
    const img = screen.getByRole('img', { name: 'Quercus' });
    expect(img).toHaveAttribute('src', PHOTO);
    expect(img).toHaveAttribute('srcset', SRCSET);
    expect(img).not.toHaveAttribute('data-fallback');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_TREE_IMAGE);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it('shows the drawing when there is no photo', () => {
    render(<Image src={null} alt="Quercus" width={640} height={480} />);
    expect(screen.getByRole('img', { name: 'Quercus' })).toHaveAttribute('src', DEFAULT_TREE_IMAGE);
  });
});

describe('TreeImage offline', () => {
  it('a photo that fails with the network cut says "Photo not available offline"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<TreeImage src={PHOTO} alt="Quercus" width={640} height={480} />);
    fireEvent.error(screen.getByRole('img', { name: 'Quercus' }));
    expect(await screen.findByRole('img', { name: 'Photo not available offline' })).toBeInTheDocument();
  });

  it('PlainTreeImage (the first page) keeps to the drawing offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PlainTreeImage src={PHOTO} alt="Quercus" width={640} height={480} />);
    const img = screen.getByRole('img', { name: 'Quercus' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_TREE_IMAGE);
  });
});
