import { Button, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import 'virtual:icu-messages/settings';
import { useT } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { passwordPayloadFailure, passwordRequestFailure, type PasswordFailure } from '../forms/password-failure';
import { newPasswordReady } from '../forms/password-ready';
import { newPasswordSchema, type NewPasswordValues } from '../forms/password-schema';
import { useResetPassword } from '../hooks/use-password';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** /reset-password?token: choose a new password; then logged in and sent home (spec §2, §4). */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { reset, loading } = useResetPassword();
  const t = useT();
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await reset(token, values.newPassword, values.confirmPassword);
        if (answer.ok) {
          void notify({ message: t('settings.msg.loggedIn'), color: 'green' });
          navigate(paths.home.href(), { replace: true });
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
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <NewPasswordFields formik={formik} />
        {failure && <FormAlert color="red" title={failure.title} messages={failure.messages} />}
        <Button type="submit" disabled={!newPasswordReady(formik.values)} loading={loading || formik.isSubmitting}>
          {t('settings.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
