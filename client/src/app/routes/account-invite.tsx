import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import { ScreenTitle } from '@/components/ui/screen-title';
import { InviteForm } from '@/features/admin/components/invite-form';

/** /account/invite (admins): invite someone by e-mail. */
export default function AccountInviteRoute() {
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.inviteUser" />
      <div>
        <Title order={1}>Invite a User</Title>
        <Text c="dimmed">
          The person receives an e-mail with a link (valid 72 hours) to accept the user agreement and choose a password.
        </Text>
      </div>
      <InviteForm />
    </Stack>
  );
}
