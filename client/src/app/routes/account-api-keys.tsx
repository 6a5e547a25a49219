import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/settings';
import { ScreenTitle } from '@/components/ui/screen-title';
import { useT } from '@/i18n/i18n';
import { ApiKeysTable } from '@/features/admin/components/api-keys-table';
import { IssueApiKeyForm } from '@/features/admin/components/issue-api-key-form';

/** The REST API's reference (a page the server answers), named by its address. */
const API_DOCS = '/api/docs';

/** /account/api-keys (admins): keys for external clients of the REST API, their usage, issue and revoke. */
export default function AccountApiKeysRoute() {
  const t = useT();
  const docs = (
    <Anchor key="docs" href={API_DOCS}>
      {API_DOCS}
    </Anchor>
  );
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.apiKeys" />
      <div>
        <Title order={1}>{t('settings.apiKeys.title')}</Title>
        <Text c="dimmed">{t.rich('settings.apiKeys.intro', { docs })}</Text>
      </div>
      <Title order={2} size="h3">
        {t('settings.apiKeys.issue')}
      </Title>
      <IssueApiKeyForm />
      <Title order={2} size="h3">
        {t('settings.apiKeys.keys')}
      </Title>
      <ApiKeysTable />
    </Stack>
  );
}
