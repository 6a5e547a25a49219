import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import 'virtual:icu-messages/admin';
import { useT } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { translatedFieldProps } from '@/lib/translated-field-props';
import { ADMIN_MESSAGES, inviteSchema, type InviteValues } from '../forms/admin-schemas';
import { useInviteUser } from '../hooks/use-invite';

const EMPTY: InviteValues = { email: '', firstName: '', lastName: '' };

/** /account/invite: e-mail (required), first and last name; the invitee gets a 72-hour link. */
export function InviteForm() {
  const [{ invite, loading }, t] = [useInviteUser(), useT()];
  const formik = useFormik<InviteValues>({
    initialValues: EMPTY,
    validationSchema: inviteSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await invite(values);
        if (answer.ok) {
          helpers.resetForm({ values: EMPTY });
          void notify({ message: t(ADMIN_MESSAGES.inviteSent), color: 'green' });
          return;
        }
        // The reason (e-mail taken, invalid) lands beside the field; the toast is the spec's.
        helpers.setErrors(toErrorMap(answer.errors, ['email', 'firstName', 'lastName'] as const).fieldErrors);
      } catch (error) {
        logError('invitation failed', error);
      }
      void notify({ message: t(ADMIN_MESSAGES.inviteFailed), color: 'red' });
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('admin.inviteForm')}>
      <Stack gap="sm" maw={560}>
        <TextInput
          label={t('admin.inviteEmail')}
          type="email"
          required
          autoComplete="off"
          {...translatedFieldProps(formik, 'email', t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('admin.firstName')}
            autoComplete="off"
            {...translatedFieldProps(formik, 'firstName', t)}
          />
          <TextInput label={t('admin.lastName')} autoComplete="off" {...translatedFieldProps(formik, 'lastName', t)} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={loading || formik.isSubmitting} disabled={!formik.values.email.trim()}>
            {t('admin.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
