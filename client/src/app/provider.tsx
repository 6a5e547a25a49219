import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '@/lib/apollo-client';
import { theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a client over a mock link; the app builds the real one. */
  apolloClient?: ApolloClient;
};

/** Everything a screen expects around it: GraphQL client, theme, toasts. */
export function AppProvider({ children, apolloClient }: AppProviderProps) {
  const [client] = useState(() => apolloClient ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} forceColorScheme="light">
        {/* Spec: toasts close after 4 seconds unless a screen says otherwise. */}
        <Notifications autoClose={4000} position="top-right" />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
