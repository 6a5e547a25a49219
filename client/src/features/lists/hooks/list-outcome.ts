import { isGraphQLErrors, isServerError } from '@/lib/graphql/graphql-errors';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import type { ApiFieldError } from '@/lib/to-error-map';
import { LIST_CLIENT_MESSAGES } from '../list-rules';
import { graphqlErrorText } from '@/lib/error-messages';

/** Why a list call failed, in words the visitor may read (spec §8). */
export type ListFailure = {
  /** The server's own explanation (validation, no access, changed meanwhile), when it gave one. */
  message: string | null;
  /** The form fields the server refused, with its messages. */
  fieldErrors: ApiFieldError[];
  /** Nothing answered (offline, server down). */
  unreachable: boolean;
  code: string | null;
  /** The server's own words (English), to recognise a refusal whatever the page's language. */
  serverMessage?: string | null;
};

export function describeListFailure(error: unknown): ListFailure {
  if (isGraphQLErrors(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    const masked = code === 'INTERNAL_SERVER_ERROR' || code === 'UNAVAILABLE';
    const fields = first?.extensions?.fieldErrors;
    return {
      message: masked || !first?.message ? null : graphqlErrorText(first),
      fieldErrors: Array.isArray(fields) ? (fields as ApiFieldError[]) : [],
      unreachable: code === 'UNAVAILABLE',
      code,
      serverMessage: first?.message ?? null,
    };
  }
  const unreachable = error instanceof TypeError || (isServerError(error) && error.statusCode >= 500);
  return { message: null, fieldErrors: [], unreachable, code: null };
}

/**
 * Runs a list call and says how it went in a toast: the server's success message, or the spec's
 * failure title with the server's explanation ('Unknown error.' when it gave none). Resolves to
 * the call's result, or null when it failed.
 */
export async function withListToast<T>(
  call: () => Promise<T>,
  success: (result: T) => string | null,
  failureTitle: string,
): Promise<T | null> {
  try {
    const result = await call();
    const message = success(result);
    if (message) void notify({ message, color: 'green' });
    return result;
  } catch (error) {
    const failure = describeListFailure(error);
    if (!failure.message) logError(failureTitle, error);
    void notify({
      title: failureTitle,
      message: failure.unreachable
        ? LIST_CLIENT_MESSAGES.noConnection
        : (failure.message ?? LIST_CLIENT_MESSAGES.unknownError),
      color: 'red',
    });
    return null;
  }
}
