import { StatusPage } from './status-page';

/** Any path the site does not know. */
export function NotFoundPage() {
  return (
    <StatusPage title="Page not found" heading="Page Not Found" homeVariant="filled">
      We looked high and low, but there is no page at this address. It may have moved, or the link may be mistyped.
    </StatusPage>
  );
}
