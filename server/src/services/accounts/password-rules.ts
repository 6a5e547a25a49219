import type { FieldError } from '../../errors';

import { PASSWORD_MESSAGES, passwordRuleMessages } from '@selectree/rules';

/** The password rules of the spec (§5) are the shared rules package's (`@selectree/rules`, passwords.ts). */
export {
  PASSPHRASE_MIN_LENGTH,
  PASSWORD_CLASS_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordRuleMessages,
} from '@selectree/rules';

/** Field errors for a new password and its confirmation (field names as the GraphQL inputs name them). */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  fields = { password: 'newPassword', confirmation: 'confirmPassword' },
): FieldError[] {
  const errors: FieldError[] = passwordRuleMessages(password).map((message) => ({ field: fields.password, message }));
  if (password !== confirmation) errors.push({ field: fields.confirmation, message: PASSWORD_MESSAGES.match });
  return errors;
}
