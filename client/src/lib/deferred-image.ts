/**
 * Images a server-rendered page asks for only after its largest one (docs/performance.md, "Photos
 * after the first"). The tree page's photos after the first are written with their addresses in
 * these attributes instead of `src` and `srcset`; the page's entry loader
 * (server/src/web/entry-loader.ts ENTRY_LOADER, which waits for the main photo to load and paint)
 * copies them in as it adds the app's scripts, before hydration. On a slow link the first photo
 * then has the connection to itself instead of sharing it with the photos below it.
 *
 * The server's test (entry-loader.test.ts) holds the loader to these names.
 */
export const DEFERRED_SRC_ATTRIBUTE = 'data-deferred-src';
export const DEFERRED_SRCSET_ATTRIBUTE = 'data-deferred-srcset';

/** The attributes of an image asked for after the page's largest one (no `src`/`srcSet` props). */
export function deferredImageProps(src: string, srcSet: string | undefined): Record<string, string> {
  return srcSet
    ? { [DEFERRED_SRC_ATTRIBUTE]: src, [DEFERRED_SRCSET_ATTRIBUTE]: srcSet }
    : { [DEFERRED_SRC_ATTRIBUTE]: src };
}

/**
 * Gives a deferred image its addresses (the app runs, so the loader has started: nothing to wait
 * for). React renders neither `src` nor `srcset` for it, so this also follows an address that
 * changed since. `srcset` first: with `src` set first, the browser would start on that file.
 */
export function showDeferredImage(img: HTMLImageElement | null): void {
  if (!img) return;
  const src = img.getAttribute(DEFERRED_SRC_ATTRIBUTE);
  if (src === null) return;
  const srcSet = img.getAttribute(DEFERRED_SRCSET_ATTRIBUTE);
  if (img.getAttribute('srcset') !== srcSet) {
    if (srcSet === null) img.removeAttribute('srcset');
    else img.setAttribute('srcset', srcSet);
  }
  if (img.getAttribute('src') !== src) img.setAttribute('src', src);
}
