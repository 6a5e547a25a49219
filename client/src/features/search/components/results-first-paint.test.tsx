import { act, render, screen } from '@testing-library/react';
import { Profiler, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { REGION_STORAGE_KEY } from '@/lib/region';
import { useHydratedLater } from '@/lib/use-hydrated';
import { FIRST_PAINT_ATTRIBUTE, ResultsFirstPaint, useWhenSettled } from './results-first-paint';

/** Gives the live screen its answer (set by the mounted screen); counts the screen's renders. */
const live = { answer: (_done: boolean) => {}, renders: 0 };
const countRender = () => {
  live.renders += 1;
};

function LiveScreen({ onSettled }: { onSettled: () => void }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    live.answer = setDone;
  }, []);
  useWhenSettled(done, onSettled);
  return <p>{done ? 'live answer' : 'live loading'}</p>;
}

/** The results route's shape (app/routes/search-results.tsx). */
function Route() {
  return (
    <ResultsFirstPaint ready={useHydratedLater()} loader={<p>page loader</p>}>
      {(onSettled) => (
        <Profiler id="live screen" onRender={countRender}>
          <LiveScreen onSettled={onSettled} />
        </Profiler>
      )}
    </ResultsFirstPaint>
  );
}

const visible = (text: string) => {
  const element = screen.queryByText(text);
  return Boolean(element) && !element!.closest('[hidden]');
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's page for the route, with `firstPaint` put in the element as the script does (or left empty). */
async function hydrateServerPage(firstPaint: string | null) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Route />);
  const slot = container.querySelector<HTMLElement>(`[${FIRST_PAINT_ATTRIBUTE}]`)!;
  if (firstPaint !== null) slot.innerHTML = firstPaint;
  await act(async () => {
    root = hydrateRoot(container, <Route />);
  });
  return { container, slot };
}

describe('ResultsFirstPaint', () => {
  it('the server page holds an empty element naming the region key, and the loader', () => {
    const html = renderToString(<Route />);
    expect(html).toContain(`${FIRST_PAINT_ATTRIBUTE}="${REGION_STORAGE_KEY}"></div>`);
    expect(html).toContain('page loader');
    expect(html).not.toContain('live');
  });

  it('keeps the first paint through hydration and swaps in the live screen once it has its answer', async () => {
    const { slot } = await hydrateServerPage('<p>first paint</p>');
    expect(slot.hasAttribute('inert')).toBe(true); // the server's markup takes no input
    // Hydrated, the live screen renders but stays hidden while it loads: the first paint is what shows.
    expect(visible('first paint')).toBe(true);
    expect(screen.getByText('live loading').closest('[hidden]')).not.toBeNull();
    expect(slot.isConnected).toBe(true);
    const rendersBeforeAnswer = live.renders;
    act(() => live.answer(true));
    expect(slot.isConnected).toBe(false);
    expect(screen.queryByText('first paint')).toBeNull();
    expect(visible('live answer')).toBe(true);
    // The swap renders the screen once, for its own answer: the switch from the first paint to the
    // live screen does not render the screen (a page of cards) again.
    expect(live.renders - rendersBeforeAnswer).toBe(1);
  });

  it('an element still empty at hydration is closed (a late answer is dropped) and the live screen shows at once', async () => {
    const { slot } = await hydrateServerPage(null);
    expect(slot.hasAttribute('data-closed')).toBe(true);
    expect(slot.isConnected).toBe(false);
    expect(visible('live loading')).toBe(true);
    expect(screen.queryByText('page loader')).toBeNull();
  });

  it('a page rendered in the browser shows the live screen with its loading state, no element', () => {
    render(<Route />);
    expect(visible('live loading')).toBe(true);
    expect(document.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`)).toBeNull();
  });
});
