/**
 * What the server-rendered page and the browser agree on: app/entry-server.tsx writes the state,
 * app/main.tsx reads it. Small and free of server code: the first page's entry imports it.
 */
import type { Units } from '@selectree/rules';
import type { PageResultRecord } from '@/lib/graphql/page-results';
export { SIGNED_IN_COOKIE } from '@/lib/session-store';

/** The id of the `<script type="application/json">` holding the page's state (never executed: CSP-safe). */
export const SSR_STATE_ID = 'selectree-ssr';

/** What the server renders into the page for the browser to start from. */
export type SsrState = {
  /**
   * The Apollo cache after rendering (ApolloClient#extract), on a page that hydrates with Apollo
   * Client; absent from a light page (app/router.tsx LIGHT_SCREENS), which carries `results`.
   */
  apollo?: Record<string, unknown>;
  /** What a light page's queries answered, by operation and variables (lib/graphql/page-results.ts). */
  results?: PageResultRecord;
  /** The router's loader data by route id (loaders do not run again on hydration). */
  loaderData: Record<string, unknown>;
  /** The units the page's lengths were rendered in (absent from an older server's page: imperial). */
  units?: Units;
};

/** JSON safe inside a <script> element: no `<` survives, so neither `</script>` nor `<!--` can. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a server-rendered page carries, or null (the plain app shell, or unreadable state). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
