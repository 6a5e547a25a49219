/**
 * The server renderer (built by `vite build --ssr` into client/dist-ssr, loaded by the server's
 * server/src/web/ssr.ts): renders the anonymous view of a public page for a URL, with its data, so
 * the page paints its content (the LCP photo) before any JavaScript has run. The browser then
 * hydrates it (app/main.tsx) from the state serialised here.
 */
import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { Observable } from 'rxjs';
import { DEFAULT_LOCALE, DEFAULT_UNITS, type Locale, type Units } from '@selectree/rules';
import { loadCatalogue } from '@/i18n/i18n';
import { createServerApolloClient } from '@/lib/apollo-client';
import type { PageResultRecord } from '@/lib/graphql/page-results';
import { useApolloQueryHook } from '@/lib/graphql/query-bridges';
import { recordingQueryHook } from '@/lib/graphql/use-query';
import { prefetchSearchResults } from '@/features/search/hooks/use-search-results';
import { parseResultsLocation } from '@/features/search/search-url';
import { DEFAULT_REGION } from '@/lib/region';
import { AppProvider } from './provider';
import { createRoutes, isLightPage } from './router';
import { serializeSsrState, SIGNED_IN_COOKIE, SSR_STATE_ID } from './ssr-contract';

export { SIGNED_IN_COOKIE, SSR_STATE_ID };

/** One GraphQL operation, as the server's executor takes it. */
export type GraphQLRequest = { query: string; variables: Record<string, unknown>; operationName?: string };
export type GraphQLResult = { data?: Record<string, unknown> | null; errors?: readonly unknown[] };
export type Execute = (request: GraphQLRequest) => Promise<GraphQLResult>;

export type RenderResult =
  /** `modules`: the source files of the rendered screens (their stylesheets go in the page's head). */
  | { kind: 'page'; status: number; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a page the server renders (a restricted screen, a page whose data failed): send the app shell. */
  | { kind: 'shell'; reason: string };

/** Paths whose screens only signed-in visitors may open, or that carry one-time tokens: never rendered. */
const CLIENT_ONLY = new Set([
  '/my-list-page',
  '/account',
  '/reset-password',
  '/verify-account',
  '/confirm-email',
  '/cancel-email-change',
]);

/** Runs the page's operations through `execute`; the names of those that failed go in `failures`. */
function executorLink(execute: Execute, failures: string[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            if (result.errors?.length) failures.push(operation.operationName ?? 'operation');
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            failures.push(operation.operationName ?? 'operation');
            observer.error(error);
          });
      }),
  );
}

/** How a screen is rendered: its query hook and client, the request's signal, language and units. */
type PrerenderOptions = {
  hook: typeof useApolloQueryHook;
  client: ReturnType<typeof createServerApolloClient>;
  signal: AbortSignal | undefined;
  locale: Locale;
  units: Units;
};

/** `screen` in the app's providers, rendered once its queries have answered; the client is stopped after. */
async function prerender(screen: ReactNode, { hook, client, signal, locale, units }: PrerenderOptions) {
  const rendered = await prerenderStatic({
    tree: (
      <StrictMode>
        <AppProvider graphql={{ hook, client }} locale={locale} units={units}>
          {screen}
        </AppProvider>
      </StrictMode>
    ),
    context: { client },
    signal,
    renderFunction: (tree) => prerenderToNodeStream(tree, { signal }),
    maxRerenders: 10,
  });
  client.stop();
  return rendered;
}

/**
 * Renders `url` (path and query; browsers never send the hash) anonymously, in `locale` (the
 * server chose it: @selectree/rules chooseLocale). `execute` runs the page's GraphQL operations; any
 * error in them makes this answer `shell` rather than render an error. Lengths are shown in `units`
 * (the server chose them: chooseUnits), which the page's state passes on to the browser.
 */
export async function render(
  url: string,
  execute: Execute,
  signal?: AbortSignal,
  locale: Locale = DEFAULT_LOCALE,
  units: Units = DEFAULT_UNITS,
): Promise<RenderResult> {
  await loadCatalogue(locale);
  const failures: string[] = [];
  const client = createServerApolloClient(executorLink(execute, failures));
  const routes = createRoutes(client);
  const request = new Request(new URL(url, 'http://selectree.local'), { signal });
  const { pathname } = new URL(request.url);
  if ([...CLIENT_ONLY].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return { kind: 'shell', reason: 'client-only route' };
  const matches = matchRoutes(routes, pathname) ?? [];
  if (matches.some((match) => (match.route as { element?: unknown }).element !== undefined))
    return { kind: 'shell', reason: 'restricted route' };

  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (context.errors) return { kind: 'shell', reason: 'route error' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const notFound = matches.at(-1)?.route.path === '*';
  // A light page (router.tsx LIGHT_SCREENS) hydrates without Apollo Client: it carries what its
  // screens' queries answered (lib/graphql/page-results.ts), recorded as they render, instead of
  // Apollo's cache.
  const light = isLightPage(routes, pathname);
  const record: PageResultRecord = {};
  const hook = light ? recordingQueryHook(useApolloQueryHook, record) : useApolloQueryHook;

  const { result, aborted } = await prerender(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    { hook, client, signal, locale, units },
  );
  if (aborted) return { kind: 'shell', reason: 'aborted' };
  if (failures.length) return { kind: 'shell', reason: `GraphQL errors in ${failures.join(', ')}` };
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    modules: matches.flatMap((match) => (match.route.handle as { module?: string } | undefined)?.module ?? []),
    html: result,
    state: serializeSsrState({
      ...(light ? { results: record } : { apollo: client.extract() as Record<string, unknown> }),
      loaderData: context.loaderData as Record<string, unknown>,
      units,
    }),
  };
}

/** What a rendered screen starts with that is not its markup. */
const FIRST_PAINT_PREFIX =
  /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>|<style data-mantine-styles="[^"]*">[^<]*<\/style>)+/;

/** Where a results page's first paint is asked for: the page's path, query string and hash. */
const RESULTS_PATH = /^\/search-results(?=[?#]|$)/;

/**
 * The results screen for `at` (a results page's path, query and hash, as its first-paint script
 * sends them: features/search/components/results-first-paint.tsx), rendered alone and anonymously,
 * or null when there is nothing to show before the app does: not a results address, an invalid
 * search, a search that failed or leads straight to one tree, or a tab whose stored region
 * (`storedRegion`, the script's sessionStorage value) is not the one the server would assume.
 */
export async function renderFirstPaint(
  at: string,
  storedRegion: string,
  execute: Execute,
  signal?: AbortSignal,
  locale: Locale = DEFAULT_LOCALE,
  units: Units = DEFAULT_UNITS,
): Promise<{ html: string } | null> {
  if (!RESULTS_PATH.test(at)) return null;
  const { pathname, search, hash } = new URL(at, 'http://selectree.local');
  const request = parseResultsLocation(search, hash);
  if (request.kind === 'invalid' || (!request.region && storedRegion && storedRegion !== DEFAULT_REGION)) return null;
  const [{ SearchResults }] = await Promise.all([import('./routes/search-results'), loadCatalogue(locale)]);
  const failures: string[] = [];
  const client = createServerApolloClient(executorLink(execute, failures));
  // The search first, as the browser's entry asks it: the screen then renders once, from the cache.
  const asked: Promise<unknown>[] = [];
  prefetchSearchResults((query, variables) => asked.push(client.query({ query, variables })), { search, hash });
  await Promise.allSettled(asked);
  const { result, aborted } = await prerender(
    <StaticRouter location={{ pathname, search, hash }}>
      <SearchResults />
    </StaticRouter>,
    { hook: useApolloQueryHook, client, signal, locale, units },
  );
  // Ahead of the markup: what React hoists (the <title>, preloads) and Mantine's CSS variables. The
  // page has its own; the script puts only the screen's markup in it.
  const html = result.replace(FIRST_PAINT_PREFIX, '');
  // A search leading to one tree renders only its <Navigate>: nothing.
  if (aborted || failures.length || !html.trim()) return null;
  return { html };
}
