import { fireEvent, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { I18nProvider } from '@/i18n/i18n';
import { DEFERRED_SRC_ATTRIBUTE, DEFERRED_SRCSET_ATTRIBUTE } from '@/lib/deferred-image';
import { renderWithProviders } from '@/testing/render';
import { samplePhotos } from '../testing/sample-tree';
import { PhotoGallery, SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from './photo-gallery';

const NAME = 'Quercus agrifolia';

function renderGallery(count = 3) {
  return renderWithProviders(<PhotoGallery scientificName={NAME} photos={samplePhotos(count)} />);
}

const dialog = () => screen.getByRole('dialog');
const dialogTitle = () => within(dialog()).getByRole('heading').textContent;
const shownImage = () => within(dialog()).getByRole('img') as HTMLImageElement;
// Keys go to whatever has focus (inside the dialog) and bubble to the window, as in a browser.
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const swipe = (from: number, to: number) => {
  const stage = screen.getByTestId('gallery-stage');
  fireEvent.touchStart(stage, { changedTouches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to, clientY: 100 }] });
};

describe('photo gallery', () => {
  it("says 'No images found for {scientific name}' without photos", async () => {
    renderGallery(0);
    expect(await screen.findByText(`No images found for ${NAME}`)).toBeInTheDocument();
  });

  it('shows the photos in their sequence order, and opens one in a dialog', async () => {
    renderGallery(3);
    const thumbs = within(await screen.findByRole('list', { name: `Photos of ${NAME}` })).getAllByRole('img');
    // samplePhotos gives the last photo the lowest sequence number.
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/photos/quercus/photo-3.jpg',
      '/photos/quercus/photo-2.jpg',
      '/photos/quercus/photo-1.jpg',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Open photo 2 of 3/ }));
    await screen.findByRole('dialog'); // its code is fetched when a photo is first opened
    expect(dialogTitle()).toBe(`${NAME}: photo 2 of 3`);
    expect(shownImage()).toHaveAttribute('src', '/photos/quercus/photo-2.jpg');
    expect(within(dialog()).getByText('Photo: Photographer 2 · CC BY 4.0')).toBeInTheDocument();
  });

  it('the server writes the photos after the first with their addresses aside (asked for once the first has painted)', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <MantineProvider theme={theme}>
        <I18nProvider>
          <PhotoGallery
            scientificName={NAME}
            photos={samplePhotos(3).map((photo) => ({ ...photo, widths: [320, 640] }))}
          />
        </I18nProvider>
      </MantineProvider>,
    );
    const images = [...page.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute(DEFERRED_SRC_ATTRIBUTE)])).toEqual([
      ['/photos/quercus/photo-3.jpg', null],
      [null, '/photos/quercus/photo-2.jpg'],
      [null, '/photos/quercus/photo-1.jpg'],
    ]);
    expect(images.map((img) => img.hasAttribute('srcset'))).toEqual([true, false, false]);
    expect(images[1]!.getAttribute(DEFERRED_SRCSET_ATTRIBUTE)).toBe(
      '/photos/quercus/photo-2-320.webp 320w, /photos/quercus/photo-2-640.webp 640w',
    );
  });

  it('in the browser, every photo has its addresses once rendered', async () => {
    const headBefore = new Set(document.head.children);
    renderWithProviders(
      <PhotoGallery scientificName={NAME} photos={samplePhotos(2).map((photo) => ({ ...photo, widths: [320] }))} />,
    );
    const thumbs = within(await screen.findByRole('list', { name: `Photos of ${NAME}` })).getAllByRole('img');
    expect(thumbs.map((img) => [img.getAttribute('src'), img.getAttribute('srcset')])).toEqual([
      ['/photos/quercus/photo-2.jpg', '/photos/quercus/photo-2-320.webp 320w'],
      ['/photos/quercus/photo-1.jpg', '/photos/quercus/photo-1-320.webp 320w'],
    ]);
    // This first photo's preload stays in the document's head: not for the next test to find.
    [...document.head.children].filter((element) => !headBefore.has(element)).forEach((element) => element.remove());
  });

  it('asks for the first photo ahead of the page (a preload React puts in the head), and only the first', async () => {
    renderGallery(3);
    const thumbs = within(await screen.findByRole('list', { name: `Photos of ${NAME}` })).getAllByRole('img');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      [thumbs[0]!.getAttribute('src'), 'high'],
    ]);
  });

  it('arrow keys move between photos and wrap around; Escape closes', async () => {
    renderGallery(3);
    fireEvent.click(await screen.findByRole('button', { name: /Open photo 1 of 3/ }));
    await screen.findByRole('dialog'); // its code is fetched when a photo is first opened
    press('ArrowRight');
    expect(dialogTitle()).toBe(`${NAME}: photo 2 of 3`);
    press('ArrowRight');
    press('ArrowRight');
    expect(dialogTitle()).toBe(`${NAME}: photo 1 of 3`);
    press('ArrowLeft');
    expect(dialogTitle()).toBe(`${NAME}: photo 3 of 3`);
    expect(shownImage()).toHaveAttribute('src', '/photos/quercus/photo-1.jpg');
    press('Escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('previous and next buttons wrap around; the close button closes', async () => {
    renderGallery(2);
    fireEvent.click(await screen.findByRole('button', { name: /Open photo 2 of 2/ }));
    await screen.findByRole('dialog'); // its code is fetched when a photo is first opened
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(dialogTitle()).toBe(`${NAME}: photo 1 of 2`);
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(dialogTitle()).toBe(`${NAME}: photo 2 of 2`);
    fireEvent.click(screen.getByRole('button', { name: 'Close gallery' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a swipe of more than 200 px moves; a shorter one does not', async () => {
    renderGallery(3);
    fireEvent.click(await screen.findByRole('button', { name: /Open photo 1 of 3/ }));
    await screen.findByRole('dialog'); // its code is fetched when a photo is first opened
    swipe(300, 300 - SWIPE_THRESHOLD_PX); // exactly 200 px: not enough
    expect(dialogTitle()).toBe(`${NAME}: photo 1 of 3`);
    swipe(300, 50); // 250 px to the left: next
    expect(dialogTitle()).toBe(`${NAME}: photo 2 of 3`);
    swipe(20, 260); // 240 px to the right: previous
    swipe(20, 260); // and around to the last
    expect(dialogTitle()).toBe(`${NAME}: photo 3 of 3`);
  });

  it('removes thumbnails that fail to load; with none left, says no images were found', async () => {
    renderGallery(2);
    const list = await screen.findByRole('list', { name: `Photos of ${NAME}` });
    fireEvent.error(within(list).getAllByRole('img')[0]);
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Open photo 1 of 1/ })).toBeInTheDocument();
    fireEvent.error(within(list).getAllByRole('img')[0]);
    expect(screen.getByText(`No images found for ${NAME}`)).toBeInTheDocument();
  });

  it('replaces a photo that fails in the dialog with a broken-image picture', async () => {
    renderGallery(2);
    fireEvent.click(await screen.findByRole('button', { name: /Open photo 1 of 2/ }));
    await screen.findByRole('dialog'); // its code is fetched when a photo is first opened
    fireEvent.error(shownImage());
    expect(within(dialog()).getByRole('img', { name: 'This photo could not be loaded' })).toBeInTheDocument();
    press('ArrowRight');
    expect(shownImage()).toHaveAttribute('src', '/photos/quercus/photo-1.jpg');
  });
});

describe('gallery helpers', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('a swipe must be more than 200 px', () => {
    expect(swipeDirection(0, 200)).toBe(0);
    expect(swipeDirection(0, 201)).toBe(-1);
    expect(swipeDirection(300, 99)).toBe(1);
    expect(swipeDirection(300, 100)).toBe(0);
  });
});
