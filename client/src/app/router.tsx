import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { prefetchFeaturedQuote } from '@/features/quotes/hooks/use-featured-quote';
import { prefetchFeaturedTree } from '@/features/trees/hooks/use-featured-tree';
import type { Region } from '@/generated/graphql';
import { withMessages } from '@/i18n/registry';
import type { Access } from '@/lib/auth';
import { withClient } from '@/lib/graphql/client-loader';
import { PageLoader } from '@/components/ui/page-loader';
import { RequireAccess } from './require-access';
import { RootErrorBoundary, RootLayout, RouteErrorBoundary } from './root-layout';
import NotFoundRoute from './routes/not-found';

/**
 * What a screen may do before a server-rendered page is hydrated, each in a task of its own
 * (app/main.tsx): the work its first render would otherwise do inside hydration's longest task
 * (warmQuery, lib/apollo-client.ts). Given the route's params and the address's query; must not
 * change what renders.
 */
export type WarmUp = (client: ApolloClient, params: Params, search: URLSearchParams) => void;

type PageModule = { default: ComponentType; warmUp?: WarmUp };

/**
 * The screens a server-rendered page may hydrate without Apollo Client (issue 24; docs/performance.md,
 * "Hydrating public pages without Apollo Client"): they read GraphQL only through the screens'
 * useQuery (lib/graphql/use-query.tsx), and load whatever else uses Apollo's hooks with the client
 * (`withClient`). Every other screen is loaded together with the client.
 */
export const LIGHT_SCREENS: ReadonlySet<string> = new Set([
  'home',
  'tree-detail',
  'compare',
  'search-results',
  'list-detail',
  'site',
]);

type RouteHandle = { module?: string; light?: boolean };

/**
 * A route whose screen is its own chunk, fetched the first time the route is visited. `handle.module`
 * names its source, so a server-rendered page can link the screen's stylesheets (server/src/web/ssr.ts).
 * The screen's messages in the page's language (the namespaces its code registered) are fetched
 * before it renders, on the server too (docs/i18n.md).
 */
const page = (module: string, load: () => Promise<PageModule>) => {
  const light = LIGHT_SCREENS.has(module);
  return {
    handle: { module: `src/app/routes/${module}.tsx`, light } satisfies RouteHandle,
    lazy: async () => {
      const screen = await withMessages(light ? load() : withClient(load()));
      return { Component: screen.default, warmUp: screen.warmUp };
    },
  };
};

/**
 * Whether the page at `pathname` may hydrate without Apollo Client: every matched route that has a
 * screen has a light one (the shell's layout routes have none).
 */
export function isLightPage(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const screens = matches.filter((match) => (match.route.handle as RouteHandle | undefined)?.module !== undefined);
  return screens.length > 0 && screens.every((match) => (match.route.handle as RouteHandle).light === true);
}

/**
 * The app's Apollo Client for the router's loaders: the client, or (a page hydrated without it) how
 * to load it.
 */
export type ClientSource = ApolloClient | (() => Promise<ApolloClient>);

const clientOf = (source: ClientSource): Promise<ApolloClient> =>
  typeof source === 'function' ? source() : Promise.resolve(source);

/** Screens only some visitors may open; anyone else is sent to / (spec: detail-editing-accounts §2). */
const restricted = (access: Access, children: RouteObject[]): RouteObject => ({
  element: <RequireAccess access={access} />,
  children,
});

const loadHome = () => import('./routes/home');

/** How long the home route waits for its data before rendering with skeletons instead. */
const HOME_DATA_WAIT_MS = 1000;

/**
 * The home page's queries start with the route, in parallel with its code, instead of after it has
 * rendered. The route waits for them briefly, so it usually renders complete at once (no skeleton
 * flash, earlier LCP); failures are left to the page's own states (logged, calm empty state).
 */
const homeLoader = (source: ClientSource, region: Region) => async () => {
  const queries = clientOf(source)
    .then((client) => Promise.allSettled([prefetchFeaturedTree(client, region), prefetchFeaturedQuote(client)]))
    .catch(() => {}); // Apollo Client did not load: the page's own states show it
  await Promise.race([queries, new Promise((resolve) => setTimeout(resolve, HOME_DATA_WAIT_MS))]);
  return null;
};

/** The screens only signed-in users, editors or admins may open. */
const restrictedScreens: RouteObject[] = [
  restricted('user', [
    { path: paths.myLists.path, ...page('my-lists', () => import('./routes/my-lists')) },
    { path: paths.account.path, ...page('account', () => import('./routes/account')) },
    { path: paths.mySites.path, ...page('my-sites', () => import('./routes/my-sites')) },
  ]),
  restricted('editor', [
    { path: paths.treeEdit.path, ...page('tree-edit', () => import('./routes/tree-edit')) },
    { path: paths.download.path, ...page('download', () => import('./routes/download')) },
    { path: paths.editorWork.path, ...page('editor-work', () => import('./routes/editor-work')) },
    { path: paths.editorQueue.path, ...page('editor-queue', () => import('./routes/editor-queue')) },
  ]),
  restricted('admin', [
    { path: paths.accountInvite.path, ...page('account-invite', () => import('./routes/account-invite')) },
    { path: paths.accountUsers.path, ...page('account-users', () => import('./routes/account-users')) },
    {
      path: paths.accountApiKeys.path,
      ...page('account-api-keys', () => import('./routes/account-api-keys')),
    },
    { path: paths.upload.path, ...page('upload', () => import('./routes/upload')) },
    { path: paths.email.path, ...page('email', () => import('./routes/email')) },
  ]),
];

export const createRoutes = (client: ClientSource): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Errors thrown by a screen render inside the page shell; the shell shows while a chunk loads.
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: PageLoader,
        children: [
          { path: paths.home.path, loader: homeLoader(client, 'CALIFORNIA'), ...page('home', loadHome) },
          { path: paths.pacificIslands.path, loader: homeLoader(client, 'PACIFIC_ISLANDS'), ...page('home', loadHome) },
          { path: paths.searchResults.path, ...page('search-results', () => import('./routes/search-results')) },
          { path: paths.searchLists.path, ...page('search-lists', () => import('./routes/search-lists')) },
          { path: paths.list.path, ...page('list-detail', () => import('./routes/list-detail')) },
          { path: paths.treeDetail.path, ...page('tree-detail', () => import('./routes/tree-detail')) },
          { path: paths.treeBySlug.path, ...page('tree-detail', () => import('./routes/tree-detail')) },
          { path: paths.appraisals.path, ...page('appraisals', () => import('./routes/appraisals')) },
          { path: paths.donation.path, ...page('donation', () => import('./routes/donation')) },
          { path: paths.glossary.path, ...page('glossary', () => import('./routes/glossary')) },
          { path: paths.resetPassword.path, ...page('reset-password', () => import('./routes/reset-password')) },
          { path: paths.verifyAccount.path, ...page('verify-account', () => import('./routes/verify-account')) },
          { path: paths.confirmEmail.path, ...page('confirm-email', () => import('./routes/confirm-email')) },
          {
            path: paths.cancelEmailChange.path,
            ...page('cancel-email-change', () => import('./routes/cancel-email-change')),
          },
          { path: paths.listInvitation.path, ...page('list-invitation', () => import('./routes/list-invitation')) },
          { path: paths.error.path, ...page('error', () => import('./routes/error')) },
          { path: paths.selectree.path, ...page('selectree', () => import('./routes/selectree')) },
          { path: paths.compare.path, ...page('compare', () => import('./routes/compare')) },
          { path: paths.offline.path, ...page('offline', () => import('./routes/offline')) },
          { path: paths.site.path, ...page('site', () => import('./routes/site')) },
          { path: paths.sitePrint.path, ...page('site-print', () => import('./routes/site-print')) },
          ...restrictedScreens,
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];
