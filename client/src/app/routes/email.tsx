import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import { ScreenTitle } from '@/components/ui/screen-title';
import { BulkEmailForm } from '@/features/admin/components/bulk-email-form';

/** /email (admins): send an e-mail to all users, the test group, or one address. */
export default function EmailRoute() {
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.sendEmail" />
      <div>
        <Title order={1}>Send E-mail</Title>
        <Text c="dimmed">
          “All users” reaches verified accounts that chose to receive SelecTree e-mail. Try the test group first.
        </Text>
      </div>
      <BulkEmailForm />
    </Stack>
  );
}
