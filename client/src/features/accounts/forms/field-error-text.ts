import 'virtual:icu-messages/settings';
import type { MessageKey, Translate } from '@/i18n/i18n';
import { FIELD_MESSAGES } from './account-schemas';

/**
 * The account details form's checks in the page's language. The schema keeps the server's English
 * wordings (account-rules-sync.test.ts holds them together); they are put in `t`'s language when
 * shown. A message this table does not know (the server's own) shows as it came.
 */
const KEYS: Partial<Record<keyof typeof FIELD_MESSAGES, MessageKey>> = {
  firstNameRequired: 'settings.field.firstNameRequired',
  lastNameRequired: 'settings.field.lastNameRequired',
  emailRequired: 'settings.field.emailRequired',
  emailInvalid: 'settings.field.emailInvalid',
  currentPasswordForEmail: 'settings.field.currentPasswordForEmail',
};
/** The schema's field labels (its "… must be at most N characters"), as the form labels them. */
const LABELS: Record<string, MessageKey> = {
  'First name': 'settings.details.firstName',
  'Last name': 'settings.details.lastName',
  Email: 'settings.details.email',
  'Post nominal': 'settings.details.postNominal',
  Organization: 'settings.details.organization',
};

export function fieldErrorText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const known = (Object.keys(KEYS) as (keyof typeof KEYS)[]).find((key) => FIELD_MESSAGES[key] === message);
  if (known) return t(KEYS[known]!);
  const tooLong = /^(.+) must be at most (\d+) characters$/.exec(message);
  if (tooLong && LABELS[tooLong[1]])
    return t('settings.field.tooLong', { label: t(LABELS[tooLong[1]]), max: tooLong[2] });
  return message;
}
