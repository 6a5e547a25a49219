import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { toErrorMap } from '@/lib/to-error-map';
import { emailOnlySchema, type EmailOnlyValues } from '../forms/account-schemas';
import type { FormAnswer } from '../hooks/use-signup';
import { FormAlert } from './form-alert';

type EmailRequestFormProps = {
  intro: string;
  submitLabel: string;
  send: (email: string) => Promise<FormAnswer>;
  loading: boolean;
  /** Shown when the server accepted the request. */
  sentMessage: string;
  /** Shown when the request failed outright. */
  failureMessage: (error: unknown) => string;
};

/** One e-mail field and a request (password recovery, resend verification). */
export function EmailRequestForm({
  intro,
  submitLabel,
  send,
  loading,
  sentMessage,
  failureMessage,
}: EmailRequestFormProps) {
  const [outcome, setOutcome] = useState<{ color: 'green' | 'red'; message: string } | null>(null);
  const t = useT();
  const formik = useFormik<EmailOnlyValues>({
    initialValues: { email: '' },
    validationSchema: emailOnlySchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        const answer = await send(values.email);
        if (answer.ok) {
          setOutcome({ color: 'green', message: sentMessage });
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, ['email'] as const);
        helpers.setErrors(fieldErrors);
        if (other.length) setOutcome({ color: 'red', message: other.join(' ') });
      } catch (error) {
        setOutcome({ color: 'red', message: failureMessage(error) });
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <TextInput
          label={t('accounts.email')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...fieldProps(formik, 'email')}
        />
        {outcome && <FormAlert color={outcome.color} messages={[outcome.message]} />}
        <Button type="submit" fullWidth mt="xs" loading={loading || formik.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
