import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/admin';
import { ScreenTitle } from '@/components/ui/screen-title';
import { InviteForm } from '@/features/admin/components/invite-form';
import { useT } from '@/i18n/i18n';

/** /account/invite (admins): invite someone by e-mail. */
export default function AccountInviteRoute() {
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.inviteUser" />
      <div>
        <Title order={1}>{t('admin.inviteTitle')}</Title>
        <Text c="dimmed">{t('admin.inviteIntro')}</Text>
      </div>
      <InviteForm />
    </Stack>
  );
}
