/**
 * Every Mantine component's styles (`@mantine/core/styles.layer.css`, ~41 kB gzip: menus, dialogs,
 * tables, inputs, ...), in Mantine's cascade layer, so the app's own CSS modules always win.
 *
 * A page that starts with Apollo Client (a restricted screen, a signed-in visitor's shell) fetches
 * them at start (app/main.tsx). A light page (app/router.tsx LIGHT_SCREENS) does not: its screens
 * import the few component sheets they render, and the whole sheet arriving after the first paint
 * made the browser restyle and lay out the whole page again (issue 24: 90-135 ms of main thread on
 * the results page, unthrottled). There, the sheet is fetched with the first lazy part that needs
 * it: `withStyles` around the part's import (and `withClient`, lib/graphql/client-loader.ts, which
 * covers every part that loads with Apollo Client), so the part renders only once its styles apply.
 */

/** A loader of one stylesheet: fetched once; a failure is forgotten (the next need asks again). */
export function createStylesLoader(fetchSheet: () => Promise<unknown>) {
  let sheet: Promise<void> | null = null;
  /** Never rejects: a part whose sheet failed still shows, and the next part asks again. */
  const load = (): Promise<void> => {
    sheet ??= fetchSheet().then(
      () => undefined,
      () => {
        sheet = null;
      },
    );
    return sheet;
  };
  /** A lazy part's module, resolved once the sheet applies too (both fetched at once). */
  const withSheet = <T>(module: Promise<T>): Promise<T> => Promise.all([module, load()]).then(([loaded]) => loaded);
  return { load, withSheet };
}

const all = createStylesLoader(() => import('@mantine/core/styles.layer.css'));

/** Fetches Mantine's whole sheet, once. */
export const loadAllMantineStyles = all.load;

/** A lazy part's module, resolved once Mantine's whole sheet applies too (both fetched at once). */
export const withStyles = all.withSheet;
