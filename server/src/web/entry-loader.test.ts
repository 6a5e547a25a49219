import { ENTRY_LOADER, loadEntryAfterPaint } from './entry-loader';

// The head as `npm run build` writes it (Vite's entry tag, vite-plugin-pwa's manifest link).
const BUILT =
  '<html><head><title>SelecTree</title><script type="module" crossorigin src="/assets/main-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/main-1.css"><link rel="manifest" href="/manifest.webmanifest"></head>' +
  '<body><div id="root"><main></main></div></body></html>';

describe('loadEntryAfterPaint', () => {
  it('takes the entry and the manifest out of the head and ends the body with the loader that adds them', () => {
    expect(loadEntryAfterPaint(BUILT)).toBe(
      '<html><head><title>SelecTree</title><link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>' +
        '<body><div id="root"><main></main></div>' +
        `<script data-entry="/assets/main-1.js" data-manifest="/manifest.webmanifest">${ENTRY_LOADER}</script></body></html>`,
    );
  });

  it('leaves a page without the entry as it is', () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadEntryAfterPaint(page)).toBe(page);
  });

  it('is plain script text: it names no address of its own and reads both from its attributes', () => {
    expect(ENTRY_LOADER).not.toMatch(/\/assets\/|webmanifest|<\/script/i);
    expect(ENTRY_LOADER).toContain('document.currentScript.dataset');
    expect(() => new Function(ENTRY_LOADER)).not.toThrow(); // it parses
  });
});
