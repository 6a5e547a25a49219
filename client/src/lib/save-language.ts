import type { ApolloClient } from '@apollo/client';
import type { AccountLanguage } from '@selectree/rules';
import { SetLanguageDocument } from './generated/graphql';
import { logError } from './logger';
import { getViewer, updateViewer } from './session-store';

/**
 * Saves the header switch's choice as the signed-in account's language (docs/i18n.md "The
 * account's language"), and the account page's setting. Loaded only when a signed-in visitor
 * switches: not on the first page. Resolves true when the account has it.
 */
export async function saveLanguage(client: ApolloClient, language: AccountLanguage): Promise<boolean> {
  try {
    const { data } = await client.mutate({ mutation: SetLanguageDocument, variables: { language } });
    const problem = data?.setLanguage.errors[0];
    const viewer = getViewer();
    if (problem) logError('the language was not saved', new Error(problem.message));
    else if (viewer && data?.setLanguage.user?.id === viewer.id) updateViewer({ ...viewer, language });
    return !problem && !!data?.setLanguage.user;
  } catch (error) {
    logError('the language was not saved', error);
    return false;
  }
}
