import { accountLanguageOf, isAccountLanguage, LOCALES, type AccountLanguage } from '@selectree/rules';
import { User } from '../../entities';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { getUser } from '../shared/users';

/**
 * The account's language (issue 28, docs/i18n.md "The account's language"): 'en' or 'es'. The
 * interface switches to it on sign-in; e-mails to the account are written in it.
 */
export const LANGUAGE_INVALID_MESSAGE = `language must be one of: ${LOCALES.join(', ')}`;

/** setLanguage: the signed-in user's own language; anything but 'en' or 'es' changes nothing. */
export async function setLanguage(ctx: RequestContext, input: { language: unknown }): Promise<User> {
  const viewer = authorize(ctx.viewer, 'account');
  if (!isAccountLanguage(input.language)) {
    throw new ValidationError(LANGUAGE_INVALID_MESSAGE, [{ field: 'language', message: LANGUAGE_INVALID_MESSAGE }]);
  }
  await ctx.db.getRepository(User).update({ id: viewer.id }, { language: input.language });
  return getUser(ctx.db, viewer.id);
}

/** The language of an account made during this request (sign-up, invitation): the request's. */
export function newAccountLanguage(ctx: Pick<RequestContext, 'locale'>): AccountLanguage {
  return accountLanguageOf(ctx.locale);
}
