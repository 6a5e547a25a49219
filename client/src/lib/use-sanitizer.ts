import { useEffect, useState } from 'react';
import type * as SanitizeHtml from './sanitize-html';

type Sanitizer = typeof SanitizeHtml;

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/**
 * Loads the sanitiser (DOMPurify, ~10 kB compressed) on demand, so it stays out of the first page's
 * JavaScript budget (docs/performance.md, 170 kB). Call it as early as the data that needs it is asked
 * for: the two then load side by side.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./sanitize-html').then((module) => (loaded = module));
  return loading;
}

/** The sanitiser once loaded (at once when it already is), null until then. */
export function useSanitizer(): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    void loadSanitizer().then((module) => {
      if (live) setSanitizer(module);
    });
    return () => {
      live = false;
    };
  }, [sanitizer]);
  return sanitizer;
}
