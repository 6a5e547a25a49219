import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the browser is hydrating a server-rendered page: from app/main.tsx's `markHydrating()`,
 * just before it hydrates, until the first commit's effects have run (`markHydrated()`, by the app's
 * last effect). Outside a hydration (a page rendered only in the browser, tests) it stays false.
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

export function markHydrated(): void {
  hydrating = false;
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the render
 * after (and at once in a page rendered only in the browser, or in a part mounted after the page
 * hydrated). What the server cannot know (the URL's hash, browser APIs) waits for it, so hydration
 * sees the same markup the server wrote.
 *
 * The switch after a hydration is a transition: React renders it in slices of ~5 ms between which
 * the browser answers input. A store whose browser snapshot differs from its server snapshot would
 * make React render again synchronously once hydrated, walking the whole page in one long task (on
 * a 4x slower CPU, 60-70 ms of the first task after hydration on the tree and site pages). Here the
 * browser snapshot equals the server's while the page hydrates, so React finds nothing changed, and
 * the state below turns true in a transition, every component's in the same one.
 */
export function useHydrated(): boolean {
  const outsideHydration = useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!outsideHydration && !after) startTransition(() => setAfter(true));
  }, [outsideHydration, after]);
  return outsideHydration || after;
}

/**
 * useHydrated for a large subtree (a page of result cards): after hydration it turns true in a
 * transition, so React renders the subtree in slices of ~5 ms between which the browser answers
 * input, instead of one long task (useHydrated's switch is a synchronous re-render: 30 cards were
 * one task of 0.7-1 s on a 4× slower CPU). In a page rendered only in the browser it is true at once.
 */
export function useHydratedLater(): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(hydrated);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
