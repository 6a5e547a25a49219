import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { fieldProps } from '@/lib/form-fields';
import { loginSchema, type LoginValues } from '../forms/account-schemas';
import { useLogin } from '../hooks/use-login';

/** The login view of the dialog. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { login, loading } = useLogin();
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
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...fieldProps(formik, 'email')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...fieldProps(formik, 'password')} />
        <Button type="submit" loading={loading || formik.isSubmitting} fullWidth mt="xs">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
