import { PasswordInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { PASSWORD_MESSAGES } from '../forms/password-rules';
import { passwordMessageText } from '../forms/password-text';
import { PasswordRulesHint } from './password-rules-hint';

type Values = { newPassword: string; confirmPassword: string };

/** New password + confirmation, with the live §5 rules and 'Passwords must match'. */
export function NewPasswordFields<V extends Values>({ formik }: { formik: FormikProps<V> }) {
  const { newPassword, confirmPassword } = formik.values;
  const t = useT();
  const newField = fieldProps(formik, 'newPassword');
  const confirmField = fieldProps(formik, 'confirmPassword');
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  // The rules list shows every broken rule; a server error about the field (other than a rule) shows too.
  const ruleMessages = Object.values(PASSWORD_MESSAGES) as string[];
  const serverError = newField.error && !ruleMessages.includes(newField.error) ? newField.error : undefined;
  return (
    <>
      <PasswordInput
        label={t('accounts.newPassword')}
        autoComplete="new-password"
        required
        {...newField}
        error={passwordMessageText(t, serverError)}
        aria-describedby="new-password-rules"
      />
      <PasswordRulesHint id="new-password-rules" password={newPassword} />
      <PasswordInput
        label={t('accounts.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirmField}
        error={passwordMessageText(t, mismatch ? PASSWORD_MESSAGES.match : confirmField.error)}
      />
    </>
  );
}
