import { describe, expect, it } from 'vitest';
import { createStylesLoader } from './all-styles';

/** A sheet whose fetch the test settles by hand. */
function fakeSheet() {
  const fetches: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const fetchSheet = () =>
    new Promise<void>((resolve, reject) => {
      fetches.push({ resolve, reject });
    });
  return { fetches, loader: createStylesLoader(fetchSheet) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a stylesheet fetched with the first lazy part that needs it (lib/all-styles.ts)', () => {
  it('is not fetched until a part needs it, then once for every part', async () => {
    const { fetches, loader } = fakeSheet();
    expect(fetches).toHaveLength(0);
    const menu = loader.withSheet(Promise.resolve('menu'));
    const dialog = loader.withSheet(Promise.resolve('dialog'));
    expect(fetches).toHaveLength(1);
    fetches[0].resolve();
    await expect(Promise.all([menu, dialog])).resolves.toEqual(['menu', 'dialog']);
    await loader.withSheet(Promise.resolve('again'));
    expect(fetches).toHaveLength(1);
  });

  it('a part resolves only once its sheet has loaded', async () => {
    const { fetches, loader } = fakeSheet();
    let shown = false;
    void loader.withSheet(Promise.resolve('part')).then(() => (shown = true));
    await settled();
    expect(shown).toBe(false);
    fetches[0].resolve();
    await settled();
    expect(shown).toBe(true);
  });

  it('a sheet that fails does not hold the part back, and is fetched again for the next part', async () => {
    const { fetches, loader } = fakeSheet();
    const part = loader.withSheet(Promise.resolve('part'));
    fetches[0].reject(new Error('Unable to preload CSS'));
    await expect(part).resolves.toBe('part');
    const next = loader.withSheet(Promise.resolve('next'));
    expect(fetches).toHaveLength(2);
    fetches[1].resolve();
    await expect(next).resolves.toBe('next');
  });
});
