import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { fieldProps } from '@/lib/form-fields';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { ADMIN_MESSAGES, inviteSchema, type InviteValues } from '../forms/admin-schemas';
import { useInviteUser } from '../hooks/use-invite';

const EMPTY: InviteValues = { email: '', firstName: '', lastName: '' };

/** /account/invite: e-mail (required), first and last name; the invitee gets a 72-hour link. */
export function InviteForm() {
  const { invite, loading } = useInviteUser();
  const formik = useFormik<InviteValues>({
    initialValues: EMPTY,
    validationSchema: inviteSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await invite(values);
        if (answer.ok) {
          helpers.resetForm({ values: EMPTY });
          void notify({ message: ADMIN_MESSAGES.inviteSent, color: 'green' });
          return;
        }
        // The reason (e-mail taken, invalid) lands beside the field; the toast is the spec's.
        helpers.setErrors(toErrorMap(answer.errors, ['email', 'firstName', 'lastName'] as const).fieldErrors);
      } catch (error) {
        logError('invitation failed', error);
      }
      void notify({ message: ADMIN_MESSAGES.inviteFailed, color: 'red' });
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Invite a user">
      <Stack gap="sm" maw={560}>
        <TextInput label="Email" type="email" required autoComplete="off" {...fieldProps(formik, 'email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" {...fieldProps(formik, 'firstName')} />
          <TextInput label="Last name" autoComplete="off" {...fieldProps(formik, 'lastName')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={loading || formik.isSubmitting} disabled={!formik.values.email.trim()}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
