import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { REGION_STORAGE_KEY } from '@/lib/region';
import classes from './results-first-paint.module.css';

/**
 * The attribute naming the element the server's inline script fills with the results' first paint
 * (server/src/web/first-paint.ts, held to this by server/src/web/first-paint.test.ts).
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Never changes: React neither hydrates nor rewrites what the script put in the element. */
const NOTHING = { __html: '' };

type ResultsFirstPaintProps = {
  /** The screen may render (useHydratedLater): until then the server's frame, with `loader`. */
  ready: boolean;
  loader: ReactNode;
  /** The live screen; it calls `onSettled` once it shows its answer (or its error). */
  children: (onSettled: () => void) => ReactNode;
};

/**
 * The results page's first paint (docs/performance.md, "The results' first paint"). Its terms are
 * in the URL's hash, which the server never sees, so the server renders the page's frame with an
 * empty element here. The page's first-paint script (server/src/web/first-paint.ts) sends the hash to the server
 * and puts the screen it renders for it (the same components, the anonymous view) in that element,
 * before the app's scripts have loaded. React leaves the element's content alone while hydrating
 * (dangerouslySetInnerHTML, never changed), and the live screen renders hidden until it has its
 * answer, then takes the element's place in one commit: no blank frame and no shift between them.
 *
 * The element is inert: its controls are the server's markup without the app's handlers, and a
 * tick or a tap there would be lost when the live screen replaces it.
 *
 * When the element is still empty at hydration (a page rendered in the browser, a first paint not
 * arrived or refused), it is marked closed (the script's late answer is dropped) and the live
 * screen shows at once, with its loading state, as without it.
 */
export function ResultsFirstPaint({ ready, loader, children }: ResultsFirstPaintProps) {
  const slot = useRef<HTMLDivElement>(null);
  // null until the screen may render: whether the element holds a first paint then.
  const [filled, setFilled] = useState<boolean | null>(null);
  const [settled, setSettled] = useState(false);
  useLayoutEffect(() => {
    if (!ready || filled !== null) return;
    const element = slot.current;
    const painted = Boolean(element?.firstChild);
    if (element && !painted) element.setAttribute('data-closed', '');
    setFilled(painted);
  }, [ready, filled]);
  const onSettled = useCallback(() => setSettled(true), []);
  // The live screen's element, made once: this component's own switches (the element filled or not,
  // the screen settled) then leave the screen alone instead of rendering it again, its page of cards
  // included, in a blocking update (on a 4x slower CPU, 30 cards were ~180 ms of one long task at
  // the swap).
  const screen = useMemo(() => children(onSettled), [children, onSettled]);
  // The attribute's value is the tab's region's sessionStorage key, for the script to send.
  const slotProps = { [FIRST_PAINT_ATTRIBUTE]: REGION_STORAGE_KEY };
  return (
    <>
      {settled || filled === false ? null : (
        <div
          ref={slot}
          className={classes.slot}
          // Nothing in it works before the live screen replaces it: a tick or a tap there would be
          // lost, so it takes none (and the loader below stays what assistive technology reads).
          inert
          {...slotProps}
          dangerouslySetInnerHTML={NOTHING}
          suppressHydrationWarning
        />
      )}
      {ready ? <div hidden={filled !== false && !settled}>{screen}</div> : loader}
    </>
  );
}

/** For the live screen: calls `onSettled` once `settled` (its answer or its error is shown). */
export function useWhenSettled(settled: boolean, onSettled: (() => void) | undefined): void {
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
}
