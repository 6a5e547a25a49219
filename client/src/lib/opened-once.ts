import { useState } from 'react';

/**
 * True from the first render in which `opened` is true, and from then on: a dialog whose code is
 * loaded on first use (React.lazy) is mounted only once it is wanted, and stays mounted afterwards
 * so it keeps its closing transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  // State derived during render (React's documented pattern): no extra commit, no effect.
  if (opened && !once) setOnce(true);
  return once || opened;
}
