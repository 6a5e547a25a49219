import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createApolloClient } from '@/lib/apollo-client';
import { useNotificationsHostRequested } from '@/lib/notify';
import { theme } from './theme';

const NotificationsHost = lazy(() => import('@/components/ui/notifications-host'));

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
};

/** Everything a screen expects around it: GraphQL client, theme, toasts. */
export function AppProvider({ children, apolloClient }: AppProviderProps) {
  const [client] = useState(() => apolloClient ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} forceColorScheme="light">
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
