import { Anchor, Button, Checkbox, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MODAL_HASH, paths } from '@/config/paths';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { verifyAccountSchema, type VerifyAccountValues } from '../forms/account-schemas';
import { useVerifyAccount } from '../hooks/use-signup';
import { FormAlert } from './form-alert';
import { requestFailureText } from './request-failure-text';
import { UserAgreement } from './user-agreement';

/**
 * /verify-account?token: the user agreement, a required agree checkbox, 'Verify Account'. A verified
 * account continues at /reset-password with the password token the server answers.
 */
export function VerifyAccountForm({ token }: { token: string }) {
  const [navigate, location, t] = [useNavigate(), useLocation(), useT()];
  const { verify, loading } = useVerifyAccount();
  const [problem, setProblem] = useState<{ message: string; linkRefused: boolean } | null>(null);
  const formik = useFormik<VerifyAccountValues>({
    initialValues: { agreed: false },
    validationSchema: verifyAccountSchema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        const answer = await verify(token, values.agreed);
        if (answer.ok) {
          if (answer.message) void notify({ message: answer.message, color: 'green' });
          if (answer.passwordToken) navigate(paths.resetPassword.href(answer.passwordToken), { replace: true });
          else navigate({ pathname: paths.home.href(), hash: AUTH_MODAL_HASH }, { replace: true });
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, ['agreed'] as const);
        helpers.setErrors(fieldErrors);
        const tokenError = answer.errors.find((error) => error.field === 'token');
        if (tokenError) setProblem({ message: tokenError.message, linkRefused: true });
        else if (other.length) setProblem({ message: other.join(' '), linkRefused: false });
      } catch (error) {
        setProblem({ message: requestFailureText(error, t), linkRefused: false });
      }
    },
  });

  const agreedError = formik.submitCount > 0 ? formik.errors.agreed : undefined;
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <UserAgreement />
        <Checkbox
          name="agreed"
          label={t('accounts.agree')}
          required
          checked={formik.values.agreed}
          onChange={(event) => void formik.setFieldValue('agreed', event.currentTarget.checked)}
          error={agreedError}
        />
        {problem && <FormAlert color="red" messages={[problem.message]} />}
        {problem?.linkRefused && (
          <Anchor
            component={Link}
            to={{ pathname: location.pathname, search: location.search, hash: AUTH_MODAL_HASH }}
            state={{ authView: 'verify' }}
          >
            {t('accounts.newLink')}
          </Anchor>
        )}
        <Button type="submit" disabled={!formik.values.agreed} loading={loading || formik.isSubmitting} w="fit-content">
          {t('accounts.verifyAccount')}
        </Button>
      </Stack>
    </form>
  );
}
