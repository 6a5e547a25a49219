import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the render
 * after (and at once in a page rendered only in the browser). What the server cannot know (the URL's
 * hash, browser APIs) waits for it, so hydration sees the same markup the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
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
