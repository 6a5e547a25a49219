import { createHash } from 'node:crypto';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_EVENT, FIRST_PAINT_PENDING } from './first-paint';

/**
 * A server-rendered page fetches the app's scripts after its first paint, not alongside it
 * (docs/performance.md, "Scripts after the first paint").
 *
 * The page is already readable when it arrives: its markup, its stylesheet, its first image. The
 * scripts only make it interactive. Named in the head, the entry and its imports (about 160 kB)
 * competed with the stylesheet and the page's main image for a slow link, and their evaluation ran
 * before the paint. Instead, the page ends with this small inline script. It waits for the first
 * paint, for the page's main image (the one marked fetchpriority="high") and for the images the head
 * preloads (the region banner, a background) to load, or fail, then for two more frames, and only
 * then gives the images written to come after it their addresses and adds the entry's module
 * script. Nothing is waited on past FALLBACK_MS, nor in a hidden tab,
 * whose frames do not come.
 *
 * The text never changes, so the Content-Security-Policy names it by its hash (ENTRY_LOADER_HASH,
 * app.ts) and stays closed to every other inline script. The entry's address is read from the
 * element's data-entry attribute.
 */
const FALLBACK_MS = 2500;

/**
 * An image asked for only after the main one (client/src/lib/deferred-image.ts, held to these by
 * entry-loader.test.ts): the loader gives it its addresses as it adds the scripts.
 */
export const DEFERRED_SRC_ATTRIBUTE = 'data-deferred-src';
export const DEFERRED_SRCSET_ATTRIBUTE = 'data-deferred-srcset';

export const ENTRY_LOADER = [
  '(()=>{',
  'const{entry,manifest}=document.currentScript.dataset;let started=false;',
  'const start=()=>{if(started)return;started=true;',
  // The images asked for after the main one (client/src/lib/deferred-image.ts): their addresses in.
  `for(const i of document.querySelectorAll('img[${DEFERRED_SRC_ATTRIBUTE}]')){`,
  `const set=i.getAttribute('${DEFERRED_SRCSET_ATTRIBUTE}');if(set!==null)i.setAttribute('srcset',set);`,
  `if(!i.hasAttribute('src'))i.setAttribute('src',i.getAttribute('${DEFERRED_SRC_ATTRIBUTE}'))}`,
  "const s=document.createElement('script');",
  "s.type='module';s.crossOrigin='';s.src=entry;document.head.append(s);",
  "if(manifest){const m=document.createElement('link');m.rel='manifest';m.href=manifest;document.head.append(m)}};",
  `if(document.visibilityState==='hidden')return start();setTimeout(start,${FALLBACK_MS});`,
  // Two frames after the first paint and the main image: a background picture (the region
  // banner) is painted a frame after its element.
  'const frames=(n)=>n?requestAnimationFrame(()=>frames(n-1)):setTimeout(start);',
  // The images the head preloads by address (the region banner, painted as a background) count as
  // the main image does: done when their request has ended (a resource timing entry), else on load.
  // (A photo's preload names a srcset only; its <img> is the main image above.)
  'const preloads=document.querySelectorAll(\'link[rel="preload"][as="image"][href]\');',
  'let waiting=2+preloads.length;const ready=()=>{if(--waiting===0)frames(2)};',
  "for(const p of preloads){if(performance.getEntriesByName(p.href).length)ready();else{p.addEventListener('load',ready);p.addEventListener('error',ready)}}",
  "if(PerformanceObserver.supportedEntryTypes.includes('paint'))",
  "new PerformanceObserver((list,observer)=>{observer.disconnect();ready()}).observe({type:'paint',buffered:true});",
  'else ready();',
  "const loaded=(img)=>{if(img&&!img.complete){img.addEventListener('load',ready);img.addEventListener('error',ready)}else ready()};",
  'loaded(document.querySelector(\'img[fetchpriority="high"]\'));',
  // The results page's first paint (first-paint.ts), while on its way: its first photo is the hero.
  `if(document.documentElement.hasAttribute('${FIRST_PAINT_PENDING}')){waiting++;`,
  `document.addEventListener('${FIRST_PAINT_EVENT}',()=>loaded(document.querySelector('[${FIRST_PAINT_ATTRIBUTE}] img')),{once:true})}`,
  '})()',
].join('');

/** The CSP source that allows ENTRY_LOADER and no other inline script. */
export const ENTRY_LOADER_HASH = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

/** The entry's module script as Vite writes it into index.html's head. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The web app manifest's link (vite-plugin-pwa). */
const MANIFEST_TAG = /<link rel="manifest" href="([^"]+)">/;

/**
 * `page` with the entry's module script moved from the head to the loader at the end of the body,
 * and the web app manifest's link with it: the browser fetches the manifest and its icon as soon as
 * it sees the link, and on a slow link those two requests came before the page's largest paint. The
 * app is installable once its service worker runs, which the scripts register anyway. A page
 * without an entry (a template the build did not write) is left as it is.
 */
export function loadEntryAfterPaint(page: string): string {
  const entry = ENTRY_TAG.exec(page)?.[1];
  if (!entry || !page.includes('</body>')) return page;
  const manifest = MANIFEST_TAG.exec(page)?.[1];
  const data = `data-entry="${entry}"${manifest ? ` data-manifest="${manifest}"` : ''}`;
  return page
    .replace(ENTRY_TAG, '')
    .replace(MANIFEST_TAG, '')
    .replace('</body>', () => `<script ${data}>${ENTRY_LOADER}</script></body>`);
}
