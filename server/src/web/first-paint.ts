import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The results page's first paint (docs/performance.md, "The results' first paint").
 *
 * A results address keeps its term, page and sort in the hash (the spec's address), which browsers
 * never send, so the server renders only the page's frame, and before this the first card waited
 * for the app's scripts (about 150 kB), their start-up and the search. The frame holds an empty
 * element marked `data-first-paint` (client/src/features/search/components/results-first-paint.tsx),
 * and a small inline script at the top of the head sends the page's address, hash included, to
 * FIRST_PAINT_PATH. The server renders the results screen for it with the client's own components
 * (the anonymous view: entry-server.tsx renderFirstPaint) and the script puts that markup in the
 * element: the cards and their photos paint while the scripts are still on their way. The app then
 * hydrates around the element without touching it and swaps in its live screen once it has the
 * answer.
 *
 * Nothing is shown that the app would not show: the server answers 204 (no content) for a
 * signed-in visitor (their view differs), an address that is no search, a search that fails or
 * leads to one tree, or a tab whose stored region is not the default (the script sends it). The
 * script drops an answer that comes after the app has taken over (the element is then marked
 * `data-closed` or gone). Its text never changes, so the Content-Security-Policy allows it by its
 * hash (FIRST_PAINT_SCRIPT_HASH, app.ts), as the entry's loader.
 */
export const FIRST_PAINT_PATH = '/search-results/first-paint';
/** The element's attribute (results-first-paint.tsx FIRST_PAINT_ATTRIBUTE; first-paint.test.ts holds them together). */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The root element's attribute while the first paint is on its way; FIRST_PAINT_EVENT is sent on the document when it settles. */
export const FIRST_PAINT_PENDING = 'data-first-paint-pending';
export const FIRST_PAINT_EVENT = 'first-paint';

/**
 * In the page's head, ahead of its stylesheet (a script after a stylesheet waits for it), so the
 * request leaves as soon as the head is parsed. The answer goes in the element once the document is
 * parsed. The tab's stored region is read under the key the script's `data-region-key` names.
 */
export const FIRST_PAINT_SCRIPT = [
  '(()=>{',
  'if(!window.fetch)return;',
  "let region='';try{region=sessionStorage.getItem(document.currentScript.dataset.regionKey)||''}catch(e){}",
  'const at=location.pathname+location.search+location.hash;',
  'const root=document.documentElement;',
  `root.setAttribute('${FIRST_PAINT_PENDING}','');`,
  'const settle=(html)=>{',
  `const slot=document.querySelector('[${FIRST_PAINT_ATTRIBUTE}]');`,
  "if(html&&slot&&!slot.hasAttribute('data-closed')&&!slot.firstChild)slot.innerHTML=html;",
  `root.removeAttribute('${FIRST_PAINT_PENDING}');document.dispatchEvent(new Event('${FIRST_PAINT_EVENT}'))};`,
  `fetch('${FIRST_PAINT_PATH}?'+new URLSearchParams({at,region}))`,
  ".then((r)=>r.status===200?r.text():'').catch(()=>'')",
  ".then((html)=>document.readyState==='loading'?document.addEventListener('DOMContentLoaded',()=>settle(html),{once:true}):settle(html))",
  '})()',
].join('');

/** The CSP source that allows FIRST_PAINT_SCRIPT. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The script's tag, for a rendered page whose markup (`html`) holds the element (its attribute's
 * value is the sessionStorage key of the tab's region); else nothing.
 */
export function firstPaintScriptFor(html: string): string {
  const key = new RegExp(` ${FIRST_PAINT_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  return key === undefined ? '' : `<script data-region-key="${key}">${FIRST_PAINT_SCRIPT}</script>`;
}

/** What answering a first paint needs from the page renderer (web/ssr.ts). */
export type FirstPaintContext = {
  /** Renders the screen for the address and the tab's stored region, or null (nothing to show). */
  render: (at: string, storedRegion: string, signal: AbortSignal) => Promise<{ html: string } | null>;
  signedIn: boolean;
  /** The request headers the answer depends on (language, units). */
  vary: string[];
  timeoutMs: number;
};

const query = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');

/**
 * GET FIRST_PAINT_PATH?at=<path, query and hash>&region=<stored region>: the results screen's
 * markup (text/html), or 204. Never an error status: the page works without it.
 */
export function sendFirstPaint(req: Request, res: Response, context: FirstPaintContext): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  for (const field of new Set(['Cookie', ...context.vary])) res.vary(field);
  const at = query(req, 'at');
  if (context.signedIn || !at || at.length > 4096) {
    res.status(204).end();
    return;
  }
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`not rendered within ${context.timeoutMs} ms`)),
    context.timeoutMs,
  );
  const aborted = new Promise<null>((resolve) =>
    abort.signal.addEventListener('abort', () => resolve(null), { once: true }),
  );
  Promise.race([Promise.resolve().then(() => context.render(at, query(req, 'region'), abort.signal)), aborted])
    .then((result) => {
      if (!result) res.status(204).end();
      else res.status(200).type('html').send(result.html);
    })
    .catch((error: unknown) => {
      req.log?.warn({ err: error }, 'first paint failed: the page shows its own');
      if (!res.headersSent) res.status(204).end();
    })
    .finally(() => clearTimeout(timer));
}

/** What a cached first paint was rendered from: the catalogue's version and the renderer (a rebuild loads a new one). */
export type FirstPaintTag = { version: string | null; renderer: object | undefined };

/**
 * First paints already rendered, by address, stored region, language and units, for one catalogue
 * version and one renderer: a shared results link is rendered once per catalogue change, not per
 * visit (the anonymous view depends on nothing else). Only screens are kept, never a 204. Photos, names and zones are all in the
 * catalogue's version (migration 1795800000001), so a write empties it; while the version is
 * unknown (its connection down) nothing is kept. The least recently used go first past `limit`.
 */
export class FirstPaintCache {
  private readonly entries = new Map<string, { html: string }>();
  private tag: FirstPaintTag = { version: null, renderer: undefined };

  constructor(private readonly limit = 100) {}

  async get(
    tag: FirstPaintTag,
    key: string,
    render: () => Promise<{ html: string } | null>,
  ): Promise<{ html: string } | null> {
    if (tag.version === null) return render();
    if (tag.version !== this.tag.version || tag.renderer !== this.tag.renderer) {
      this.entries.clear();
      this.tag = tag;
    }
    if (this.entries.has(key)) {
      const hit = this.entries.get(key)!;
      this.entries.delete(key); // most recently used last
      this.entries.set(key, hit);
      return hit;
    }
    const rendered = await render();
    // Only a screen is kept (nothing rendered may be a timeout or a failure), and not if the
    // catalogue (or the renderer) changed while it rendered: it may be of either.
    if (rendered && this.tag === tag) {
      this.entries.set(key, rendered);
      if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    }
    return rendered;
  }
}
