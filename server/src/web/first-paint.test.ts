import { createHash } from 'node:crypto';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { ENTRY_LOADER } from './entry-loader';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_EVENT,
  FIRST_PAINT_PATH,
  FIRST_PAINT_PENDING,
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_SCRIPT_HASH,
  FirstPaintCache,
  firstPaintScriptFor,
  sendFirstPaint,
  type FirstPaintContext,
} from './first-paint';

describe('the first-paint script', () => {
  it('is plain script text, allowed by its hash', () => {
    expect(() => new Function(FIRST_PAINT_SCRIPT)).not.toThrow(); // it parses
    expect(FIRST_PAINT_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(FIRST_PAINT_SCRIPT).toContain(`fetch('${FIRST_PAINT_PATH}?'`);
    expect(FIRST_PAINT_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`,
    );
  });

  it("goes in a page whose markup holds the element, with the element's region key; in no other page", () => {
    expect(firstPaintScriptFor(`<main><div class="x" ${FIRST_PAINT_ATTRIBUTE}="selectree.region"></div></main>`)).toBe(
      `<script data-region-key="selectree.region">${FIRST_PAINT_SCRIPT}</script>`,
    );
    expect(firstPaintScriptFor('<main><div class="x"></div></main>')).toBe('');
  });

  it("the entry's loader waits for it while it is pending, then for its first photo", () => {
    expect(ENTRY_LOADER).toContain(`hasAttribute('${FIRST_PAINT_PENDING}')`);
    expect(ENTRY_LOADER).toContain(`addEventListener('${FIRST_PAINT_EVENT}'`);
    expect(ENTRY_LOADER).toContain(`[${FIRST_PAINT_ATTRIBUTE}] img`);
    expect(FIRST_PAINT_SCRIPT).toContain(`new Event('${FIRST_PAINT_EVENT}')`);
  });
});

describe('sendFirstPaint', () => {
  /** An app answering FIRST_PAINT_PATH with `context`, and a GET of it. */
  async function answer(context: Partial<FirstPaintContext>, query: string) {
    const app = express();
    app.get(FIRST_PAINT_PATH, (req, res) =>
      sendFirstPaint(req, res, {
        render: async () => ({ html: '<div>cards</div>' }),
        signedIn: false,
        vary: ['Accept-Language'],
        timeoutMs: 1000,
        ...context,
      }),
    );
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${FIRST_PAINT_PATH}?${query}`);
      return { status: response.status, body: await response.text(), headers: response.headers };
    } finally {
      server.close();
    }
  }

  it('answers the rendered screen with the address and the stored region it was asked for', async () => {
    const asked: string[][] = [];
    const ok = await answer(
      {
        render: async (at, region) => {
          asked.push([at, region]);
          return { html: '<div>cards</div>' };
        },
      },
      `at=${encodeURIComponent('/search-results#searchTerm=oak')}&region=CALIFORNIA`,
    );
    expect(ok).toMatchObject({ status: 200, body: '<div>cards</div>' });
    expect(asked).toEqual([['/search-results#searchTerm=oak', 'CALIFORNIA']]);
    expect(ok.headers.get('cache-control')).toBe('private, no-cache');
    expect(ok.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('answers 204, and renders nothing, when there is nothing to show or it fails', async () => {
    const at = `at=${encodeURIComponent('/search-results#searchTerm=oak')}`;
    const cases: [string, Partial<FirstPaintContext>, string][] = [
      ['signed in', { signedIn: true }, at],
      ['no address', {}, 'region=CALIFORNIA'],
      ['an address too long', {}, `at=${'x'.repeat(5000)}`],
      ['nothing rendered', { render: async () => null }, at],
      ['the renderer fails', { render: async () => Promise.reject(new Error('boom')) }, at],
      ['too slow', { render: () => new Promise(() => {}), timeoutMs: 50 }, at],
    ];
    for (const [name, context, query] of cases) {
      const { status, body } = await answer(context, query);
      expect({ name, status, body }).toEqual({ name, status: 204, body: '' });
    }
  });
});

describe('FirstPaintCache', () => {
  const renderer = {};
  const counting = () => {
    const calls: string[] = [];
    const render = (html: string | null) => async () => {
      calls.push(html ?? 'null');
      return html === null ? null : { html };
    };
    return { calls, render };
  };

  it('renders an address once per catalogue version and renderer', async () => {
    const cache = new FirstPaintCache();
    const { calls, render } = counting();
    const v1 = { version: '1', renderer };
    expect(await cache.get(v1, 'oak', render('oak v1'))).toEqual({ html: 'oak v1' });
    expect(await cache.get({ version: '1', renderer }, 'oak', render('again'))).toEqual({ html: 'oak v1' });
    expect(await cache.get({ version: '2', renderer }, 'oak', render('oak v2'))).toEqual({ html: 'oak v2' });
    expect(await cache.get({ version: '2', renderer: {} }, 'oak', render('oak, new build'))).toEqual({
      html: 'oak, new build',
    });
    expect(calls).toEqual(['oak v1', 'oak v2', 'oak, new build']);
  });

  it('keeps nothing while the version is unknown, nothing that was not rendered, nor a render older than a write', async () => {
    const cache = new FirstPaintCache();
    const { calls, render } = counting();
    await cache.get({ version: null, renderer }, 'oak', render('a'));
    await cache.get({ version: null, renderer }, 'oak', render('b'));
    await cache.get({ version: '1', renderer }, 'none', render(null));
    await cache.get({ version: '1', renderer }, 'none', render(null));
    // A write lands while 'slow' renders: its answer is not kept under either version.
    let finish: (value: { html: string }) => void = () => {};
    const slow = cache.get({ version: '1', renderer }, 'slow', () => new Promise((resolve) => (finish = resolve)));
    await cache.get({ version: '2', renderer }, 'other', render('other'));
    finish({ html: 'slow v1?' });
    await slow;
    expect(await cache.get({ version: '2', renderer }, 'slow', render('slow v2'))).toEqual({ html: 'slow v2' });
    expect(calls).toEqual(['a', 'b', 'null', 'null', 'other', 'slow v2']);
  });

  it('lets the least recently used go past its limit', async () => {
    const cache = new FirstPaintCache(2);
    const { calls, render } = counting();
    const v = { version: '1', renderer };
    await cache.get(v, 'a', render('a'));
    await cache.get(v, 'b', render('b'));
    await cache.get(v, 'a', render('a again')); // a is now the most recent
    await cache.get(v, 'c', render('c')); // b goes
    await cache.get(v, 'a', render('a third'));
    await cache.get(v, 'b', render('b again'));
    expect(calls).toEqual(['a', 'b', 'c', 'b again']);
  });
});
