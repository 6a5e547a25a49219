import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useFormik, type FormikProps } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { toErrorMap } from '@/lib/to-error-map';
import { signupIncomplete, signupSchema, type SignupValues } from '../forms/account-schemas';
import { useSignup } from '../hooks/use-signup';
import { FormAlert } from './form-alert';
import { requestFailureText } from './request-failure-text';

const FIELDS = ['firstName', 'lastName', 'email', 'emailNotifications'] as const;

/** The sign-up form's fields: names, e-mail (read-only when an invitation gave it), news. */
function SignupFields({ formik, email }: { formik: FormikProps<SignupValues>; email?: string }) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('accounts.firstName')}
        autoComplete="given-name"
        required
        data-autofocus
        {...fieldProps(formik, 'firstName')}
      />
      <TextInput
        label={t('accounts.lastName')}
        autoComplete="family-name"
        required
        {...fieldProps(formik, 'lastName')}
      />
      <TextInput
        label={t('accounts.email')}
        type="email"
        autoComplete="email"
        required
        readOnly={email !== undefined}
        {...fieldProps(formik, 'email')}
      />
      <Checkbox
        label={t('accounts.news')}
        name="emailNotifications"
        checked={formik.values.emailNotifications}
        onChange={(event) => void formik.setFieldValue('emailNotifications', event.currentTarget.checked)}
      />
    </>
  );
}

/**
 * Sign-up: names and e-mail (the password is chosen after the e-mailed link proves the address).
 * Submit stays disabled while a required field is blank. `email`: the address an invitation was
 * sent to (a list invitation, issue 21.10), given and not editable.
 */
export function SignupForm({ email }: { email?: string } = {}) {
  const [{ signup, loading }, t] = [useSignup(), useT()];
  const [sent, setSent] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const formik = useFormik<SignupValues>({
    initialValues: { firstName: '', lastName: '', email: email ?? '', emailNotifications: false },
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      setProblems([]);
      try {
        const answer = await signup(values);
        if (answer.ok) {
          setSent(true);
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, FIELDS);
        helpers.setErrors(fieldErrors);
        setProblems(other.length || Object.keys(fieldErrors).length ? other : [t('accounts.msg.unknownIssue')]);
      } catch (error) {
        setProblems([requestFailureText(error, t)]);
      }
    },
  });

  if (sent) return <FormAlert color="green" messages={[t('accounts.msg.verificationSent')]} />;

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="sm">
        <SignupFields formik={formik} email={email} />
        <FormAlert color="red" messages={problems} />
        <Button
          type="submit"
          fullWidth
          mt="xs"
          disabled={signupIncomplete(formik.values)}
          loading={loading || formik.isSubmitting}
        >
          {t('accounts.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
