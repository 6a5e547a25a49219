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

/** The loader run against a page of stand-ins: what it waits for before it adds the entry. */
function runLoader(page: { preloads: { href: string; ended: boolean }[]; heroComplete?: boolean }) {
  const listeners = new Map<object, Map<string, () => void>>();
  const element = () => {
    const handlers = new Map<string, () => void>();
    const node = { addEventListener: (type: string, handler: () => void) => handlers.set(type, handler) };
    listeners.set(node, handlers);
    return node;
  };
  const preloads = page.preloads.map((preload) => Object.assign(element(), { href: preload.href }));
  const hero = page.heroComplete === undefined ? null : Object.assign(element(), { complete: page.heroComplete });
  const added: string[] = [];
  const timers: (() => void)[] = [];
  let paint: (() => void) | null = null;
  const document = {
    currentScript: { dataset: { entry: '/assets/main-1.js' } },
    visibilityState: 'visible',
    documentElement: { hasAttribute: () => false },
    head: { append: (node: { src?: string }) => added.push(node.src ?? 'link') },
    createElement: () => ({}),
    querySelector: (selector: string) => (selector.includes('fetchpriority') ? hero : null),
    querySelectorAll: (selector: string) => (selector.includes('rel="preload"') ? preloads : []),
    addEventListener: () => {},
  };
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe() {
      paint = () => this.callback([], { disconnect: () => {} });
    }
  }
  const ended = new Set(page.preloads.filter((preload) => preload.ended).map((preload) => preload.href));
  const performance = { getEntriesByName: (name: string) => (ended.has(name) ? [{}] : []) };
  // Frames and zero-delay timers run when the test says; the fallback (2.5 s) never comes.
  const setTimeout = (callback: () => void, ms?: number) => (ms ? 0 : timers.push(callback));
  const requestAnimationFrame = (callback: () => void) => timers.push(callback);
  new Function('document', 'PerformanceObserver', 'performance', 'setTimeout', 'requestAnimationFrame', ENTRY_LOADER)(
    document,
    PaintObserver,
    performance,
    setTimeout,
    requestAnimationFrame,
  );
  const flush = () => {
    for (let round = 0; round < 10; round++) timers.splice(0).forEach((timer) => timer());
  };
  return {
    added,
    paint: () => {
      paint?.();
      flush();
    },
    fire: (index: number, type: 'load' | 'error') => {
      listeners.get(preloads[index])?.get(type)?.();
      flush();
    },
  };
}

describe('the entry loader', () => {
  it('adds the entry once the page has painted, when no image is pending', () => {
    const page = runLoader({ preloads: [{ href: 'http://x/images/banner.svg', ended: true }] });
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(['/assets/main-1.js']);
  });

  it('waits for an image the head preloads (the region banner) to load, or fail', () => {
    const page = runLoader({ preloads: [{ href: 'http://x/images/banner.svg', ended: false }] });
    page.paint();
    expect(page.added).toEqual([]);
    page.fire(0, 'load');
    expect(page.added).toEqual(['/assets/main-1.js']);

    const failing = runLoader({ preloads: [{ href: 'http://x/a.svg', ended: false }], heroComplete: true });
    failing.paint();
    failing.fire(0, 'error');
    expect(failing.added).toEqual(['/assets/main-1.js']);
  });
});
