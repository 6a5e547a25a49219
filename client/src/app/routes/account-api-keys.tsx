import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/admin';
import { ScreenTitle } from '@/components/ui/screen-title';
import { ApiKeysTable } from '@/features/admin/components/api-keys-table';
import { IssueApiKeyForm } from '@/features/admin/components/issue-api-key-form';
import { useT } from '@/i18n/i18n';

/** /account/api-keys (admins): keys for external clients of the REST API, their usage, issue and revoke. */
export default function AccountApiKeysRoute() {
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.apiKeys" />
      <div>
        <Title order={1}>{t('admin.keys.title')}</Title>
        <Text c="dimmed">{t.rich('admin.keys.intro', { docs: <Anchor href="/api/docs">/api/docs</Anchor> })}</Text>
      </div>
      <Title order={2} size="h3">
        {t('admin.keys.issueHeading')}
      </Title>
      <IssueApiKeyForm />
      <Title order={2} size="h3">
        {t('admin.keys.keysHeading')}
      </Title>
      <ApiKeysTable />
    </Stack>
  );
}
