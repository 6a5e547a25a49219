import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormik, type FormikProps } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/settings';
import { useT, type Translate } from '@/i18n/i18n';
import type { Viewer } from '@/lib/auth';
import { fieldProps } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { fieldErrorText } from '../forms/field-error-text';
import { accountDetailsSchemaFor, emailChanges, type AccountDetailsValues } from '../forms/account-schemas';
import { useEditAccount } from '../hooks/use-account';
import { PendingEmailNotice } from './pending-email-notice';
import { FormAlert } from './form-alert';
import { requestFailureText } from './request-failure-text';

const FIELDS = ['firstName', 'lastName', 'email', 'postNominal', 'organization', 'currentPassword'] as const;

const valuesOf = (viewer: Viewer): AccountDetailsValues => ({
  firstName: viewer.firstName,
  lastName: viewer.lastName,
  email: viewer.email,
  postNominal: viewer.postNominal ?? '',
  organization: viewer.organization ?? '',
  currentPassword: '',
});

/** A field's props with its check's message in `t`'s language. */
const inLanguage = <P extends { error?: string }>(t: Translate, props: P): P => ({
  ...props,
  error: fieldErrorText(t, props.error),
});

/** The details' fields; the current password only while the e-mail address is being changed. */
function DetailsFields({ formik, viewer }: { formik: FormikProps<AccountDetailsValues>; viewer: Viewer }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('settings.details.firstName')}
        autoComplete="given-name"
        required
        {...inLanguage(t, fieldProps(formik, 'firstName'))}
      />
      <TextInput
        label={t('settings.details.lastName')}
        autoComplete="family-name"
        required
        {...inLanguage(t, fieldProps(formik, 'lastName'))}
      />
      <TextInput
        label={t('settings.details.email')}
        type="email"
        autoComplete="email"
        required
        {...inLanguage(t, fieldProps(formik, 'email'))}
      />
      <TextInput
        label={t('settings.details.postNominal')}
        description={t('settings.details.postNominalHint')}
        {...inLanguage(t, fieldProps(formik, 'postNominal'))}
      />
      <TextInput
        label={t('settings.details.organization')}
        autoComplete="organization"
        {...inLanguage(t, fieldProps(formik, 'organization'))}
      />
      {emailChanges(formik.values.email, viewer.email) && (
        <PasswordInput
          label={t('settings.details.currentPassword')}
          description={t('settings.details.currentPasswordHint')}
          autoComplete="current-password"
          required
          {...inLanguage(t, fieldProps(formik, 'currentPassword'))}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * /account: first name, last name, e-mail, post nominal, organization. A new e-mail address asks for
 * the current password and only becomes pending: the link sent to it makes it the account's.
 */
export function AccountDetailsForm({ viewer }: { viewer: Viewer }) {
  const { save, loading } = useEditAccount();
  const [problems, setProblems] = useState<string[]>([]);
  const t = useT();
  const formik = useFormik<AccountDetailsValues>({
    initialValues: valuesOf(viewer),
    enableReinitialize: true,
    validationSchema: accountDetailsSchemaFor(viewer.email),
    onSubmit: async (values, helpers) => {
      setProblems([]);
      try {
        const answer = await save(values);
        if (answer.ok) {
          const changing = emailChanges(values.email, viewer.email);
          const message = changing
            ? t('settings.details.emailPending', { email: values.email.trim() })
            : t('settings.details.saved');
          void notify({ message, color: 'green' });
          // The address stays the account's until the link is opened: the notice below shows the new one.
          if (changing) helpers.resetForm({ values: { ...values, email: viewer.email, currentPassword: '' } });
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, FIELDS);
        helpers.setErrors(fieldErrors);
        setProblems(other);
      } catch (error) {
        setProblems([requestFailureText(error, t)]);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('settings.details.label')}>
      <Stack gap="sm">
        <DetailsFields formik={formik} viewer={viewer} />
        <PendingEmailNotice viewer={viewer} />
        <FormAlert color="red" messages={problems} />
        <Group>
          <Button type="submit" loading={loading || formik.isSubmitting} disabled={!formik.dirty}>
            {t('settings.details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
