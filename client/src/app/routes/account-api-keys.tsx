import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ScreenTitle } from '@/components/ui/screen-title';
import { ApiKeysTable } from '@/features/admin/components/api-keys-table';
import { IssueApiKeyForm } from '@/features/admin/components/issue-api-key-form';

/** /account/api-keys (admins): keys for external clients of the REST API, their usage, issue and revoke. */
export default function AccountApiKeysRoute() {
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.apiKeys" />
      <div>
        <Title order={1}>API keys</Title>
        <Text c="dimmed">
          Keys for external clients of the REST API (its reference: <Anchor href="/api/docs">/api/docs</Anchor>). A
          client sends its key in the X-API-Key header and gets its own budget of requests per hour. A revoked key is
          refused at once.
        </Text>
      </div>
      <Title order={2} size="h3">
        Issue a key
      </Title>
      <IssueApiKeyForm />
      <Title order={2} size="h3">
        Keys
      </Title>
      <ApiKeysTable />
    </Stack>
  );
}
