import 'virtual:icu-messages/accounts';
import type { MessageKey, Translate } from '@/i18n/i18n';
import { PASSWORD_MESSAGES } from './password-rules';

/** The current password's check on the change-password form (its schema keeps the English). */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

/**
 * The password checks (§5, the shared rules' exact English, as the server words them) in `t`'s
 * language when shown; password-text.test.ts holds the English messages to the rules'.
 */
export const PASSWORD_KEYS: Record<keyof typeof PASSWORD_MESSAGES, MessageKey> = {
  uppercase: 'accounts.pw.uppercase',
  lowercase: 'accounts.pw.lowercase',
  number: 'accounts.pw.number',
  special: 'accounts.pw.special',
  minLength: 'accounts.pw.minLength',
  passphrase: 'accounts.pw.passphrase',
  match: 'accounts.pw.match',
  maxLength: 'accounts.pw.maxLength',
};

/** A password check in the page's language; any other message (the server's own) as it came. */
export function passwordMessageText(t: Translate, message: string): string;
export function passwordMessageText(t: Translate, message: string | undefined): string | undefined;
export function passwordMessageText(t: Translate, message: string | undefined): string | undefined {
  if (message === CURRENT_PASSWORD_REQUIRED) return t('accounts.pw.currentRequired');
  const rule = (Object.keys(PASSWORD_MESSAGES) as (keyof typeof PASSWORD_MESSAGES)[]).find(
    (key) => PASSWORD_MESSAGES[key] === message,
  );
  return rule ? t(PASSWORD_KEYS[rule]) : message;
}
