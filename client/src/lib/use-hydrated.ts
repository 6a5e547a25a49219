import { useSyncExternalStore } from 'react';

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
