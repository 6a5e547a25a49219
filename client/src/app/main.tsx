import './styles';
import './global.css';
import './mantine-theme.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { asLocale, DEFAULT_LOCALE, DEFAULT_UNITS, type Locale, type Units } from '@selectree/rules';
import { paths } from '@/config/paths';
import { loadCatalogue } from '@/i18n/i18n';
import { loadAllMantineStyles } from '@/lib/all-styles';
import { getSessionToken } from '@/lib/auth';
import { setClientLoader } from '@/lib/graphql/client-loader';
import type { Prefetch } from '@/features/search/hooks/use-search-results';
import { GraphqlSlot, requestKey, type AskLight, type QueryRequest } from '@/lib/graphql/graphql-slot';
import { PageResults, type PageResultRecord } from '@/lib/graphql/page-results';
import { usePageQuery } from '@/lib/graphql/use-query';
import { markHydrated, markHydrating, useHydrated } from '@/lib/use-hydrated';
import { AppProvider, type AppGraphql } from './provider';
import { createRoutes, type ClientSource, type WarmUp } from './router';
import { readSsrState, type SsrState } from './ssr-contract';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * The screens of the page's matched routes, loaded now, so hydration renders what the server did;
 * answers their warm-ups (app/router.tsx WarmUp) with the routes' params.
 */
async function loadMatchedRoutes(routes: RouteObject[], client: ApolloClient | null): Promise<(() => void)[]> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, screen, { lazy: undefined });
    }),
  );
  // Warm-ups prepare Apollo Client's first reads: a page hydrated without it has none to prepare.
  if (!client) return [];
  return matches.flatMap(({ route, params }) => {
    const warmUp = (route as { warmUp?: WarmUp }).warmUp;
    return warmUp ? [() => warmUp(client, params, new URLSearchParams(window.location.search))] : [];
  });
}

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Marks the document once React has rendered (or hydrated) the page and the parts that wait for it
 * (useHydrated) have rendered too: `<html data-hydrated>`. Until then a server-rendered page's
 * buttons do nothing; the browser journeys wait for it after each full page load (e2e/helpers.ts).
 * The app's last component: its first effect runs after every other of the first commit, and ends
 * the hydration for useHydrated.
 */
function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    markHydrated();
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

/**
 * The page's language: the one the server rendered it in (its `<html lang>`); for the plain app
 * shell, chosen here by the server's rule (@selectree/rules chooseLocale: ?lang=, the cookie, the
 * browser's languages), in a chunk of its own that server-rendered pages never load.
 */
async function pageLocale(serverRendered: boolean): Promise<Locale> {
  if (serverRendered) return asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const { browserLocale } = await import('@/i18n/browser-locale');
  const locale = browserLocale();
  document.documentElement.lang = locale;
  return locale;
}

/** The page's units of length: those the server rendered it in (its state), else the server's rule here. */
async function pageUnits(ssr: SsrState | null): Promise<Units> {
  if (ssr) return ssr.units ?? DEFAULT_UNITS;
  const { browserUnits } = await import('@/i18n/browser-locale');
  return browserUnits();
}

/** Apollo Client's chunk (app/apollo-runtime.ts), fetched once whichever part asks first. */
const fetchRuntime = () => import('./apollo-runtime');
let runtime: ReturnType<typeof fetchRuntime> | null = null;
function loadRuntime() {
  // A second try at once (a dropped connection); a second failure is forgotten, so the next need asks again.
  runtime ??= fetchRuntime()
    .catch(() => fetchRuntime())
    .catch((error: unknown) => {
      runtime = null;
      throw error;
    });
  return runtime;
}

/**
 * How the app reaches GraphQL (app/provider.tsx AppGraphql), the router's client, and how a query
 * is asked ahead of its screen (the results page's search).
 */
type Graphql = { app: AppGraphql; routes: ClientSource; client: ApolloClient | null; prefetch: Prefetch };

/** A query a light page has no answer to, asked without Apollo Client (its code a chunk of its own). */
const askLight: AskLight = (document, variables) =>
  import('@/lib/graphql/light-fetch').then(({ fetchLight }) => fetchLight(document, variables));

/**
 * A light page (its state carries `results`: app/router.tsx LIGHT_SCREENS) hydrates without Apollo
 * Client, from what its queries answered on the server; the client loads on the first query it has
 * no answer to, or with the first lazy part that uses Apollo's hooks (lib/graphql/client-loader.ts).
 * Any other page starts with Apollo Client, its cache restored from the page's state. Should the
 * Apollo chunk fail to load, the app starts as a page with no answers: its screens show their own
 * loading and error states, and ask for the client again as they need it.
 */
async function startGraphql(ssr: SsrState | null): Promise<Graphql> {
  const pageMode = (record: PageResultRecord): Graphql => {
    const slot = new GraphqlSlot(
      new PageResults(record),
      () => loadRuntime().then((loaded) => loaded.loadGraphql()),
      askLight,
    );
    const loadClient = () => slot.loadClient();
    setClientLoader(loadClient);
    const prefetch: Prefetch = (document, variables) =>
      slot.ask({
        document: document as QueryRequest['document'],
        options: { variables },
        key: requestKey({ variables }),
      });
    return { app: { hook: usePageQuery, slot }, routes: loadClient, client: null, prefetch };
  };
  if (ssr?.results) return pageMode(ssr.results);
  try {
    const { createBrowserClient, useApolloQueryHook } = await loadRuntime();
    const client = createBrowserClient(ssr?.apollo);
    const prefetch: Prefetch = (query, variables) => void client.query({ query, variables }).catch(() => {});
    return { app: { hook: useApolloQueryHook, client }, routes: client, client, prefetch };
  } catch {
    return pageMode({});
  }
}

async function start(root: HTMLElement) {
  // A server-rendered page (server/src/web/ssr.ts) is the anonymous view: hydrated only for an
  // anonymous visitor (a signed-in one is normally sent the plain shell; see SIGNED_IN_COOKIE).
  const ssr = getSessionToken() ? null : readSsrState();
  // Every Mantine component's styles: at once on a page that starts with Apollo Client; a light
  // page fetches them with its first lazy part that needs them (lib/all-styles.ts).
  if (!ssr?.results) void loadAllMantineStyles();
  // The results page's search (its terms are in the hash: the server rendered only the page's
  // frame) is asked as early as may be: its code, and on a light page the code that asks without
  // Apollo Client, fetched now, side by side, rather than one after the other once the app starts.
  const resultsPage = window.location.pathname === paths.searchResults.path;
  const searchCode = resultsPage ? import('@/features/search/hooks/use-search-results') : null;
  if (resultsPage && ssr?.results) void import('@/lib/graphql/light-fetch').catch(() => {});
  const graphqlReady = startGraphql(ssr);
  const [locale, units] = await Promise.all([
    pageLocale(ssr !== null).catch(() => DEFAULT_LOCALE),
    pageUnits(ssr).catch(() => DEFAULT_UNITS),
  ]);
  // Spanish (or the pseudo-locale): its catalogue, a chunk of its own, fetched beside the screen's code.
  const catalogue = loadCatalogue(locale).catch(() => {});
  const graphql = await graphqlReady;
  const apolloClient = graphql.client;
  const routes = createRoutes(graphql.routes);
  // Asked now, beside the screen's code, instead of once the page has hydrated.
  void searchCode
    ?.then(({ prefetchSearchResults }) => prefetchSearchResults(graphql.prefetch, window.location))
    .catch(() => {});
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <AppProvider graphql={graphql.app} locale={locale} units={units}>
        <RouterProvider router={router} />
      </AppProvider>
      <HydrationMarker />
    </StrictMode>
  );
  await catalogue;
  if (!ssr) {
    createRoot(root).render(app(createBrowserRouter(routes)));
    return;
  }
  let warmUps: (() => void)[];
  try {
    warmUps = await loadMatchedRoutes(routes, apolloClient);
  } catch {
    // A screen's chunk did not load: render from scratch (the router shows its error page).
    createRoot(root).render(app(createBrowserRouter(routes)));
    return;
  }
  // Work the first render would do in hydration's one longest task, each piece in a task of its own
  // first: the screens' queries (their documents' transforms, the cache reads). What Total Blocking
  // Time counts is each task's time over 50 ms. (Numbers are written without an Intl object:
  // @selectree/rules' number-format.ts.)
  for (const warmUp of warmUps) {
    await nextTask();
    try {
      warmUp();
    } catch {
      // Only a head start: the render does the same work, and shows its own states.
    }
  }
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: ssr.loaderData } });
  // In a transition, hydration is time-sliced (React yields to the browser every few ms) instead of
  // one long task of the whole page at the default, blocking priority (1-3 s at 4x CPU: the pages'
  // Total Blocking Time). The page is already painted; an input meanwhile hydrates its part first.
  markHydrating();
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

void start(container);

// The service worker (issue 27.1): registered after the page has loaded, its code a chunk of its own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./pwa-register').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
