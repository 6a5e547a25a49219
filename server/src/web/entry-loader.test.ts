import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { DEFERRED_SRC_ATTRIBUTE, DEFERRED_SRCSET_ATTRIBUTE, ENTRY_LOADER, loadEntryAfterPaint } from './entry-loader';

/** The names the client's tree page writes (client/src/lib/deferred-image.ts), loaded by path. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const clientNames = require(path.join(REPO_ROOT, 'client/src/lib/deferred-image.ts')) as {
  DEFERRED_SRC_ATTRIBUTE: string;
  DEFERRED_SRCSET_ATTRIBUTE: string;
};

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
/** An image with its attributes, as the loader sees it. */
class StandInImage {
  constructor(readonly attributes: Map<string, string>) {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

function runLoader(page: {
  preloads: { href: string; ended: boolean }[];
  heroComplete?: boolean;
  deferred?: StandInImage[];
}) {
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
    querySelectorAll: (selector: string) =>
      selector.includes('rel="preload"')
        ? preloads
        : selector === `img[${DEFERRED_SRC_ATTRIBUTE}]`
          ? (page.deferred ?? [])
          : [],
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
    /** A preload's event, or with -1 the main image's. */
    fire: (index: number, type: 'load' | 'error') => {
      listeners.get(index < 0 ? hero! : preloads[index])?.get(type)?.();
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

  it('gives the images written to come after the main one their addresses as it adds the entry, not before', () => {
    // The client writes the names the loader reads.
    expect(clientNames.DEFERRED_SRC_ATTRIBUTE).toBe(DEFERRED_SRC_ATTRIBUTE);
    expect(clientNames.DEFERRED_SRCSET_ATTRIBUTE).toBe(DEFERRED_SRCSET_ATTRIBUTE);
    const withSet = new StandInImage(
      new Map([
        [DEFERRED_SRC_ATTRIBUTE, '/photos/2.jpg'],
        [DEFERRED_SRCSET_ATTRIBUTE, '/photos/2-320.webp 320w'],
      ]),
    );
    const plain = new StandInImage(new Map([[DEFERRED_SRC_ATTRIBUTE, '/photos/3.jpg']]));
    const page = runLoader({ preloads: [], heroComplete: false, deferred: [withSet, plain] });
    page.paint();
    expect(withSet.getAttribute('src')).toBeNull(); // the main image is still loading
    expect(page.added).toEqual([]);
    page.fire(-1, 'load');
    expect(page.added).toEqual(['/assets/main-1.js']);
    expect([withSet.getAttribute('src'), withSet.getAttribute('srcset')]).toEqual([
      '/photos/2.jpg',
      '/photos/2-320.webp 320w',
    ]);
    expect([plain.getAttribute('src'), plain.hasAttribute('srcset')]).toEqual(['/photos/3.jpg', false]);
  });
});
