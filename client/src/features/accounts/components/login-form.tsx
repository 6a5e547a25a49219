import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { loginSchema, type LoginValues } from '../forms/account-schemas';
import { useLogin } from '../hooks/use-login';

/** The login view of the dialog. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [{ login, loading }, t] = [useLogin(), useT()];
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      if (await login(values.email, values.password)) onLoggedIn();
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('accounts.email')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...fieldProps(formik, 'email')}
        />
        <PasswordInput
          label={t('accounts.password')}
          autoComplete="current-password"
          required
          {...fieldProps(formik, 'password')}
        />
        <Button type="submit" loading={loading || formik.isSubmitting} fullWidth mt="xs">
          {t('accounts.logIn')}
        </Button>
      </Stack>
    </form>
  );
}
