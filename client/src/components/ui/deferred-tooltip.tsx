import { cloneElement, lazy, Suspense, useState, type PointerEvent, type ReactElement } from 'react';

const Tooltip = lazy(() => import('./tooltip'));

type DeferredTooltipProps = {
  label: string;
  /** One element that takes pointer handlers (a span around an icon). */
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent) => void }>;
};

/**
 * Mantine's Tooltip (with its arrow) whose code, and the positioning engine under it (~20 kB as
 * sent), is fetched the first time a mouse points at the element: a page with many of them (result
 * cards) does not load it for visitors who never hover. Like Mantine's default, it opens on hover
 * only; the first hover opens it as soon as its code has arrived.
 */
export function DeferredTooltip({ label, children }: DeferredTooltipProps) {
  const [wanted, setWanted] = useState<'no' | 'loaded' | 'hovered'>('no');
  if (wanted === 'no') {
    return cloneElement(children, {
      onPointerEnter: (event: PointerEvent) => setWanted(event.pointerType === 'mouse' ? 'hovered' : 'loaded'),
    });
  }
  return (
    <Suspense fallback={children}>
      <Tooltip label={label} withArrow defaultOpened={wanted === 'hovered'}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
