/**
 * Which pages hydrate without Apollo Client (issue 24; docs/performance.md, "Hydrating public pages
 * without Apollo Client"), and that every other screen's code waits for the client.
 */
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { setClientLoader } from '@/lib/graphql/client-loader';
import { createRoutes, isLightPage } from './router';

const noClient = () => Promise.reject(new Error('the tests load no client through the router'));
const routes = createRoutes(noClient);

/** The route (with a lazy screen) that answers `pathname`. */
function screenRoute(pathname: string): RouteObject {
  const find = (list: RouteObject[]): RouteObject | undefined => {
    for (const route of list) {
      if (route.path === pathname && typeof route.lazy === 'function') return route;
      const inner = route.children && find(route.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const route = find(routes);
  if (!route) throw new Error(`no screen route at ${pathname}`);
  return route;
}

/** Whether `promise` has settled after the pending imports and microtasks have run. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return settled;
}

afterEach(() => setClientLoader(() => Promise.resolve(null)));

describe('light pages', () => {
  it('are the home pages, a tree page, compare, the search results, a list and the site page', () => {
    for (const pathname of [
      paths.home.href(),
      paths.pacificIslands.href(),
      paths.treeDetail.href(31),
      paths.treeDetail.href('quercus-agrifolia'),
      paths.compare.href([1, 2]),
      paths.searchResults.path,
      paths.list.href(7),
      paths.site.path,
    ])
      expect(isLightPage(routes, pathname.split('?')[0]), pathname).toBe(true);
  });

  it('are not the list search, glossary, restricted or unknown pages', () => {
    for (const pathname of [paths.searchLists.path, paths.glossary.path, paths.myLists.path, '/no-such-page'])
      expect(isLightPage(routes, pathname), pathname).toBe(false);
  });

  it("a light screen's code loads without the client; any other waits for it", async () => {
    const lazyAt = (path: string) => screenRoute(path).lazy as () => Promise<unknown>;
    // Both screens' code fetched once first, so below only the client can hold either back.
    await Promise.all([lazyAt(paths.home.path)(), lazyAt(paths.glossary.path)()]);
    let release: (client: ApolloClient | null) => void = () => {};
    const client = new Promise<ApolloClient | null>((resolve) => (release = resolve));
    setClientLoader(() => client);

    const home = lazyAt(paths.home.path)();
    const glossary = lazyAt(paths.glossary.path)();
    await expect(home).resolves.toMatchObject({ Component: expect.any(Function) });
    expect(await settledSoon(glossary)).toBe(false);

    release(null);
    await expect(glossary).resolves.toMatchObject({ Component: expect.any(Function) });
  }, 20_000);
});
