import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { fieldProps } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { passwordPayloadFailure, passwordRequestFailure, type PasswordFailure } from '../forms/password-failure';
import { newPasswordReady } from '../forms/password-ready';
import { changePasswordSchema, type ChangePasswordValues } from '../forms/password-schema';
import { useChangePassword } from '../hooks/use-password';
import { ACCOUNT_TEXT } from '../messages';
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
          void notify({ message: ACCOUNT_TEXT.passwordChanged, color: 'green' });
          return;
        }
        helpers.setErrors(toErrorMap(answer.errors, FIELDS).fieldErrors);
        setFailure(passwordPayloadFailure(answer.errors));
      } catch (error) {
        setFailure(passwordRequestFailure(error));
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...fieldProps(formik, 'currentPassword')}
        />
        <NewPasswordFields formik={formik} />
        {failure && <FormAlert color="red" title={failure.title} messages={failure.messages} />}
        <Group>
          <Button type="submit" disabled={!changePasswordReady(formik.values)} loading={loading || formik.isSubmitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
