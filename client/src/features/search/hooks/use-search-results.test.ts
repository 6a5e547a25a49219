import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCaughtUp } from './use-search-results';

/** Every value the hook returned, render by render. */
function track(initial: { value: object | undefined; request: string }) {
  const seen: (object | undefined)[] = [];
  const hook = renderHook(
    ({ value, request }) => {
      const shown = useCaughtUp(value, request);
      seen.push(shown);
      return shown;
    },
    { initialProps: initial },
  );
  return { seen, hook };
}

describe('useCaughtUp (the results page shows an answer once a deferred render has caught up)', () => {
  it('a new object for the same search keeps the shown answer until it renders: never undefined between', async () => {
    const first = { cards: [1, 2] };
    const updated = { cards: [1, 2] };
    const { seen, hook } = track({ value: first, request: 'oak|1' });
    expect(hook.result.current).toBe(first);
    seen.length = 0;
    await act(async () => hook.rerender({ value: updated, request: 'oak|1' }));
    expect(seen).not.toContain(undefined);
    expect(seen).toContain(first);
    expect(hook.result.current).toBe(updated);
  });

  it('another search never shows the older answer: undefined until its own renders', async () => {
    const oak = { cards: [1] };
    const pine = { cards: [2] };
    const { seen, hook } = track({ value: oak, request: 'oak|1' });
    seen.length = 0;
    await act(async () => hook.rerender({ value: pine, request: 'pine|1' }));
    expect(seen).not.toContain(oak);
    expect(seen[0]).toBeUndefined();
    expect(hook.result.current).toBe(pine);
  });

  it('the first answer of a search renders in the deferred pass (the urgent one still shows loading)', async () => {
    const { seen, hook } = track({ value: undefined, request: 'oak|1' });
    const answer = { cards: [1] };
    seen.length = 0;
    await act(async () => hook.rerender({ value: answer, request: 'oak|1' }));
    expect(seen[0]).toBeUndefined();
    expect(hook.result.current).toBe(answer);
  });
});
