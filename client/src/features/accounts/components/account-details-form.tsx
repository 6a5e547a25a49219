import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { Viewer } from '@/lib/auth';
import { fieldProps } from '@/lib/form-fields';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { accountDetailsSchemaFor, emailChanges, type AccountDetailsValues } from '../forms/account-schemas';
import { useEditAccount } from '../hooks/use-account';
import { ACCOUNT_TEXT } from '../messages';
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

/**
 * /account: first name, last name, e-mail, post nominal, organization. A new e-mail address asks for
 * the current password and only becomes pending: the link sent to it makes it the account's.
 */
export function AccountDetailsForm({ viewer }: { viewer: Viewer }) {
  const { save, loading } = useEditAccount();
  const [problems, setProblems] = useState<string[]>([]);
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
          const message = changing ? ACCOUNT_TEXT.emailChangePending(values.email.trim()) : ACCOUNT_TEXT.accountSaved;
          void notify({ message, color: 'green' });
          // The address stays the account's until the link is opened: the notice below shows the new one.
          if (changing) helpers.resetForm({ values: { ...values, email: viewer.email, currentPassword: '' } });
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, FIELDS);
        helpers.setErrors(fieldErrors);
        setProblems(other);
      } catch (error) {
        setProblems([requestFailureText(error)]);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Account details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" required {...fieldProps(formik, 'firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...fieldProps(formik, 'lastName')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...fieldProps(formik, 'email')} />
          <TextInput
            label="Post nominal"
            description="Letters after your name, such as ISA Certified Arborist"
            {...fieldProps(formik, 'postNominal')}
          />
          <TextInput label="Organization" autoComplete="organization" {...fieldProps(formik, 'organization')} />
          {emailChanges(formik.values.email, viewer.email) && (
            <PasswordInput
              label="Current password"
              description="Needed to change your e-mail address"
              autoComplete="current-password"
              required
              {...fieldProps(formik, 'currentPassword')}
            />
          )}
        </SimpleGrid>
        <PendingEmailNotice viewer={viewer} />
        <FormAlert color="red" messages={problems} />
        <Group>
          <Button type="submit" loading={loading || formik.isSubmitting} disabled={!formik.dirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
