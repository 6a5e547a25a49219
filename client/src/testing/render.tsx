import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { theme } from '@/app/theme';
import type { FeaturedQuoteQuery, FeaturedTreeQuery, Region } from '@/generated/graphql';
import { FeaturedQuoteDocument, FeaturedTreeDocument } from '@/generated/graphql';
import type { Locale, Units } from '@selectree/rules';
import { I18nProvider } from '@/i18n/i18n';
import { useApolloQueryHook } from '@/lib/graphql/query-bridges';
import { QueryHookProvider } from '@/lib/graphql/use-query';
import { UnitsProvider } from '@/lib/units';

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

/**
 * For test files that render the whole app with its lazy screens: a busy machine makes the first
 * imports slow. Call once at the top of the file.
 */
export function setWholeAppTimeouts() {
  vi.setConfig({ testTimeout: 20_000 });
  configure({ asyncUtilTimeout: 8_000 });
}

export function createTestApolloClient(mocks: Mocks = []) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  });
}

type ProvidersProps = { children: ReactElement; client: ApolloClient; locale?: Locale; units?: Units };

function Providers({ children, client, locale, units }: ProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <QueryHookProvider hook={useApolloQueryHook}>
        {/* env="test": no transitions, no portals, so menus and dialogs render in place at once. */}
        <I18nProvider locale={locale}>
          <UnitsProvider units={units}>
            <MantineProvider theme={theme} env="test">
              {children}
            </MantineProvider>
          </UnitsProvider>
        </I18nProvider>
      </QueryHookProvider>
    </ApolloProvider>
  );
}

type RenderRouteOptions = {
  mocks?: Mocks;
  /** History before the visited path (for Back). */
  history?: string[];
  /** The route table to render (default: the app's), built around the test's Apollo client. */
  routes?: (client: ApolloClient) => RouteObject[];
  /** The page's language (its catalogue loaded first: `await loadCatalogue(locale)`). */
  locale?: Locale;
};

/** Renders the real route table (shell, lazy screens, error boundaries) at `path`. */
export function renderRoute(
  path: string,
  { mocks = [], history = [], routes = createRoutes, locale }: RenderRouteOptions = {},
) {
  const client = createTestApolloClient(mocks);
  const entries = [...history, path];
  const router = createMemoryRouter(routes(client), { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <Providers client={client} locale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}

/** Renders one component inside the providers and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], path = '/', locale, units }: { mocks?: Mocks; path?: string; locale?: Locale; units?: Units } = {},
) {
  const client = createTestApolloClient(mocks);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Providers client={client} locale={locale} units={units}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}

/* Canned GraphQL answers for the home page. */

export const sampleTree: NonNullable<FeaturedTreeQuery['featuredTree']> = {
  __typename: 'Tree',
  id: 42,
  scientificName: 'Quercus agrifolia',
  commonName: 'COAST LIVE OAK',
  memoExcerpt: 'A signature tree of the coast.',
  photos: [
    { __typename: 'Photo', id: 2, link: 'quercus/second.jpg', credit: 'Second Credit', sequence: 2, widths: [] },
    { __typename: 'Photo', id: 1, link: 'quercus/cover.jpg', credit: 'Matt Ritter', sequence: 1, widths: [] },
  ],
};

export const sampleQuote: NonNullable<FeaturedQuoteQuery['featuredQuote']> = {
  __typename: 'FeaturedQuote',
  id: 1,
  quote: 'He who plants a tree plants a hope.',
  author: 'Lucy Larcom',
};

export function featuredTreeMock(
  region: Region,
  featuredTree: FeaturedTreeQuery['featuredTree'] | Error,
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: FeaturedTreeDocument, variables: { region } },
    ...(featuredTree instanceof Error ? { error: featuredTree } : { result: { data: { featuredTree } } }),
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function featuredQuoteMock(
  featuredQuote: FeaturedQuoteQuery['featuredQuote'] | Error,
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: FeaturedQuoteDocument },
    ...(featuredQuote instanceof Error ? { error: featuredQuote } : { result: { data: { featuredQuote } } }),
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Both home queries answering with data (what most shell tests need). */
export const homeMocks = (region: Region = 'CALIFORNIA'): Mocks => [
  featuredTreeMock(region, sampleTree),
  featuredQuoteMock(sampleQuote),
];
