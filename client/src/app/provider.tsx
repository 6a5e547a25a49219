import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Locale, Units } from '@selectree/rules';
import { I18nProvider, withMessages } from '@/i18n/i18n';
import { createApolloClient } from '@/lib/apollo-client';
import { useApolloQueryHook } from '@/lib/graphql/query-bridges';
import { QueryHookProvider } from '@/lib/graphql/use-query';
import { useNotificationsHostRequested } from '@/lib/notify';
import { UnitsProvider } from '@/lib/units';
import { theme } from './theme';

const NotificationsHost = lazy(() => withMessages(import('@/components/ui/notifications-host')));

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

type AppProviderProps = {
  children: ReactNode;
  /** The client the router's loaders also use (main.tsx); tests pass one over a mock link. */
  apolloClient?: ApolloClient;
  /** The page's language (its catalogue loaded already); English by default. */
  locale?: Locale;
  /** The units lengths are shown in (the server's choice, or chooseUnits in the browser); imperial by default. */
  units?: Units;
};

/** Everything a screen expects around it: GraphQL client, language, theme, toasts. */
export function AppProvider({ children, apolloClient, locale, units }: AppProviderProps) {
  const [client] = useState(() => apolloClient ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      {/* The screens' useQuery (lib/graphql/use-query.tsx): Apollo's own, the app having started with it. */}
      <QueryHookProvider hook={useApolloQueryHook}>
        <I18nProvider locale={locale}>
          <UnitsProvider units={units}>
            <MantineProvider theme={theme} forceColorScheme="light">
              <DeferredNotifications />
              {children}
            </MantineProvider>
          </UnitsProvider>
        </I18nProvider>
      </QueryHookProvider>
    </ApolloProvider>
  );
}
