import { StatusPage } from './status-page';

export const DEFAULT_ERROR_MESSAGE = "It seems like we've encountered an unexpected error.";

/**
 * The error page (spec wording): heading, message, a Back button and a Home link. Still English:
 * importing the translator here (or in status-page.tsx) makes the build split the entry's i18n code
 * into a chunk of its own (one more script on the first page), see docs/i18n.md.
 */
export function ErrorPage({ message = DEFAULT_ERROR_MESSAGE }: { message?: string }) {
  return (
    <StatusPage title="Error" heading="We're Sorry!" homeVariant="subtle">
      {message}
    </StatusPage>
  );
}
