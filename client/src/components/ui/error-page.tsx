import { StatusPage } from './status-page';

export const DEFAULT_ERROR_MESSAGE = "It seems like we've encountered an unexpected error.";

/** The error page (spec wording): heading, message, a Back button and a Home link. */
export function ErrorPage({ message = DEFAULT_ERROR_MESSAGE }: { message?: string }) {
  return (
    <StatusPage title="Error" heading="We're Sorry!" homeVariant="subtle">
      {message}
    </StatusPage>
  );
}
