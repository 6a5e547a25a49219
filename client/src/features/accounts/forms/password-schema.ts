import { object, ref, string, type InferType } from 'yup';
import { PASSWORD_MESSAGES, passwordRuleMessages } from './password-rules';
import { CURRENT_PASSWORD_REQUIRED } from './password-text';

/**
 * A new password: one yup test per §5 rule, each with its exact message, so validating with
 * `abortEarly: false` yields exactly the messages `passwordRuleMessages` (and the server) give.
 */
const breaks = (message: string) => (value: string | undefined) => !passwordRuleMessages(value ?? '').includes(message);

export const newPasswordField = () =>
  string()
    .default('')
    .test('uppercase', PASSWORD_MESSAGES.uppercase, breaks(PASSWORD_MESSAGES.uppercase))
    .test('lowercase', PASSWORD_MESSAGES.lowercase, breaks(PASSWORD_MESSAGES.lowercase))
    .test('number', PASSWORD_MESSAGES.number, breaks(PASSWORD_MESSAGES.number))
    .test('special', PASSWORD_MESSAGES.special, breaks(PASSWORD_MESSAGES.special))
    .test('min-length', PASSWORD_MESSAGES.minLength, breaks(PASSWORD_MESSAGES.minLength))
    .test('passphrase', PASSWORD_MESSAGES.passphrase, breaks(PASSWORD_MESSAGES.passphrase))
    .test('max-length', PASSWORD_MESSAGES.maxLength, breaks(PASSWORD_MESSAGES.maxLength));

const confirmationField = () =>
  string()
    .default('')
    .oneOf([ref('newPassword')], PASSWORD_MESSAGES.match);

/** /reset-password: a new password and its confirmation. */
export const newPasswordSchema = object({
  newPassword: newPasswordField(),
  confirmPassword: confirmationField(),
});

export type NewPasswordValues = InferType<typeof newPasswordSchema>;

/** /account, change password: the current password too. */
export const changePasswordSchema = object({
  currentPassword: string().default('').required(CURRENT_PASSWORD_REQUIRED),
  newPassword: newPasswordField(),
  confirmPassword: confirmationField(),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
