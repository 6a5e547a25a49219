import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrated, markHydrating, useHydrated } from './use-hydrated';

/** Each render's value, in order. */
let seen: boolean[] = [];

function Probe({ label }: { label: string }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{`${label}: ${hydrated ? 'browser' : 'server'}`}</p>;
}

/** The app's shape (app/main.tsx): the page, then the marker whose first effect ends the hydration. */
function Page({ later }: { later?: boolean }) {
  return (
    <>
      <Probe label="page" />
      {later ? <Probe label="later" /> : null}
      <EndOfHydration />
    </>
  );
}

function EndOfHydration() {
  useEffect(() => markHydrated(), []);
  return null;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  markHydrated();
  seen = [];
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server, and true at once in a page rendered only in the browser', () => {
    expect(renderToString(<Probe label="page" />)).toContain('page: server');
    render(<Probe label="page" />);
    expect(screen.getByText('page: browser')).toBeInTheDocument();
    expect(seen).toEqual([false, true]);
  });

  it('hydrates as the server rendered it, then turns true once; a part mounted later is true from its first render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    seen = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    markHydrating();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    errors.mockRestore();
    expect(screen.getByText('page: browser')).toBeInTheDocument();
    expect(seen).toEqual([false, true]);

    seen = [];
    act(() => root!.render(<Page later />));
    expect(screen.getByText('later: browser')).toBeInTheDocument();
    // The new part's one render is already true; the page's own render stays true.
    expect(seen).toEqual([true, true]);
  });

  it('while a page hydrates, its browser snapshot is the server one: React finds nothing to render again at once', () => {
    // (A store whose snapshot differs after hydration makes React render its users again
    // synchronously, walking the whole page.) Here the value turns true by the hook's own state.
    markHydrating();
    render(<Probe label="page" />);
    expect(seen).toEqual([false, true]);
  });
});
