import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale, Units } from '@selectree/rules';
import { I18nProvider, withMessages } from '@/i18n/i18n';
import { ApolloContextProvider } from '@/lib/graphql/apollo-context';
import type { GraphqlSlot } from '@/lib/graphql/graphql-slot';
import { QueryHookProvider, type QueryHook } from '@/lib/graphql/use-query';
import { useNotificationsHostRequested } from '@/lib/notify';
import { UnitsProvider } from '@/lib/units';
import { MANTINE_PROVIDER_PROPS } from './theme';
import { withStyles } from '@/lib/all-styles';

const NotificationsHost = lazy(() => withStyles(withMessages(import('@/components/ui/notifications-host'))));

/** Mounts the toast host the first time a toast is shown (keeps it off the first page). */
function DeferredNotifications() {
  const requested = useNotificationsHostRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/**
 * How the app's screens reach GraphQL, fixed for the app's life (lib/graphql/use-query.tsx):
 * - with Apollo Client from the start: Apollo's useQuery as `hook` and the `client` (the one the
 *   router's loaders also use);
 * - a light page hydrated without it (app/main.tsx): the page's useQuery as `hook` and its `slot`,
 *   which loads the client on the first query the page has no answer to.
 */
export type AppGraphql = { hook: QueryHook; client: ApolloClient } | { hook: QueryHook; slot: GraphqlSlot };

const NO_CLIENT = () => null;
const noSubscription = () => () => {};

type AppProviderProps = {
  children: ReactNode;
  graphql: AppGraphql;
  /** The page's language (its catalogue loaded already); English by default. */
  locale?: Locale;
  /** The units lengths are shown in (the server's choice, or chooseUnits in the browser); imperial by default. */
  units?: Units;
};

/** Everything a screen expects around it: GraphQL client, language, theme, toasts. */
export function AppProvider({ children, graphql, locale, units }: AppProviderProps) {
  const slot = 'slot' in graphql ? graphql.slot : undefined;
  // Apollo's context holds the client from the start, or from when the slot has loaded it.
  const loaded = useSyncExternalStore(
    slot?.subscribe ?? noSubscription,
    slot ? () => slot.current?.client ?? null : NO_CLIENT,
    NO_CLIENT,
  );
  const client = 'client' in graphql ? graphql.client : loaded;
  return (
    <ApolloContextProvider client={client}>
      <QueryHookProvider hook={graphql.hook} slot={slot}>
        <I18nProvider locale={locale}>
          <UnitsProvider units={units}>
            <MantineProvider {...MANTINE_PROVIDER_PROPS}>
              <DeferredNotifications />
              {children}
            </MantineProvider>
          </UnitsProvider>
        </I18nProvider>
      </QueryHookProvider>
    </ApolloContextProvider>
  );
}
