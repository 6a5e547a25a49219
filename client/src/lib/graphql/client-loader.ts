/**
 * Lazy parts that use Apollo's hooks, on a page hydrated without Apollo Client (issue 24): each is
 * loaded together with the client (`withClient`), so when it renders, Apollo's context holds the
 * client (app/provider.tsx). In an app started with Apollo Client the client is already there and
 * `withClient` adds nothing. Free of Apollo Client at run time: the page's entry imports it.
 */
import type { ApolloClient } from '@apollo/client';
import { loadAllMantineStyles } from '@/lib/all-styles';

type LoadClient = () => Promise<ApolloClient | null>;

let loadClient: LoadClient = () => Promise.resolve(null);

/** Set once by the app's start (app/main.tsx) on a page hydrated without Apollo Client. */
export function setClientLoader(load: LoadClient): void {
  loadClient = load;
}

/**
 * A lazy part's module, resolved once Apollo Client is loaded too, and Mantine's whole sheet (these
 * parts are the interactive ones: dialogs, menus, forms; lib/all-styles.ts), all fetched at once.
 */
export function withClient<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadClient(), loadAllMantineStyles()]).then(([loaded]) => loaded);
}
