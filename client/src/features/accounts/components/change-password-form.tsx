import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/settings';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { passwordPayloadFailure, passwordRequestFailure, type PasswordFailure } from '../forms/password-failure';
import { newPasswordReady } from '../forms/password-ready';
import { passwordMessageText } from '../forms/password-text';
import { changePasswordSchema, type ChangePasswordValues } from '../forms/password-schema';
import { useChangePassword } from '../hooks/use-password';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Submit is disabled until the current password is given, §5 passes and the confirmation matches. */
export function changePasswordReady(values: ChangePasswordValues): boolean {
  return values.currentPassword !== '' && newPasswordReady(values);
}

/** /account: change password (the server ends the user's other sessions). */
export function ChangePasswordForm() {
  const { change, loading } = useChangePassword();
  const t = useT();
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await change(values);
        if (answer.ok) {
          helpers.resetForm({ values: EMPTY });
          void notify({ message: t('settings.password.changed'), color: 'green' });
          return;
        }
        helpers.setErrors(toErrorMap(answer.errors, FIELDS).fieldErrors);
        setFailure(passwordPayloadFailure(answer.errors, t));
      } catch (error) {
        setFailure(passwordRequestFailure(error, t));
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('settings.password.label')}>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t('settings.password.current')}
          autoComplete="current-password"
          required
          {...fieldProps(formik, 'currentPassword')}
          error={passwordMessageText(t, fieldProps(formik, 'currentPassword').error)}
        />
        <NewPasswordFields formik={formik} />
        {failure && <FormAlert color="red" title={failure.title} messages={failure.messages} />}
        <Group>
          <Button type="submit" disabled={!changePasswordReady(formik.values)} loading={loading || formik.isSubmitting}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
