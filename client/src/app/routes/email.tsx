import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/admin';
import { ScreenTitle } from '@/components/ui/screen-title';
import { BulkEmailForm } from '@/features/admin/components/bulk-email-form';
import { useT } from '@/i18n/i18n';

/** /email (admins): send an e-mail to all users, the test group, or one address. */
export default function EmailRoute() {
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.sendEmail" />
      <div>
        <Title order={1}>{t('admin.emailTitle')}</Title>
        <Text c="dimmed">{t('admin.emailIntro')}</Text>
      </div>
      <BulkEmailForm />
    </Stack>
  );
}
