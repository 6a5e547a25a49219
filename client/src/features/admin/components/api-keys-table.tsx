import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useApiKeys, useRevokeApiKey, type AdminApiKey } from '../hooks/use-api-keys';
import { adminRequestFailureText } from '../request-failure';
import { AdminTable, SkeletonRows } from './admin-table';

/** Columns; on phones only the key, its requests and the action (the others from the sm breakpoint). */
const COLUMNS = [
  { label: 'Key', wide: false },
  { label: 'Owner', wide: true },
  { label: 'Requests', wide: false },
  { label: 'Last used', wide: true },
  { label: 'Status', wide: true },
  { label: '', wide: false },
] as const;

const dateText = (value: unknown) => (value ? new Date(String(value)).toLocaleString() : 'never');

function KeyRow({ apiKey, onRevoke }: { apiKey: AdminApiKey; onRevoke: (key: AdminApiKey) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {apiKey.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {apiKey.prefix}…
        </Text>
        {apiKey.revokedAt ? (
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            Revoked
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {apiKey.ownerEmail}
        </Text>
        <Text size="xs" c="dimmed">
          issued {dateText(apiKey.createdAt)}
          {apiKey.issuedByEmail ? ` by ${apiKey.issuedByEmail}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>{apiKey.requestCount.toLocaleString()}</Table.Td>
      <Table.Td visibleFrom="sm">{dateText(apiKey.lastUsedAt)}</Table.Td>
      <Table.Td visibleFrom="sm">
        {apiKey.revokedAt ? (
          <>
            <Badge color="gray" variant="light">
              Revoked
            </Badge>
            <Text size="xs" c="dimmed">
              {dateText(apiKey.revokedAt)}
            </Text>
          </>
        ) : (
          <Badge color="forest" variant="light">
            Active
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {!apiKey.revokedAt && (
          <Button size="xs" variant="light" color="red" onClick={() => onRevoke(apiKey)}>
            Revoke<VisuallyHidden> {apiKey.name}</VisuallyHidden>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The confirmation before a revoke: it cannot be undone, and the key's holder is cut off at once. */
function RevokeDialog({ apiKey, onClose }: { apiKey: AdminApiKey | null; onClose: () => void }) {
  const { revoke, loading } = useRevokeApiKey();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!apiKey) return;
    try {
      await revoke(apiKey.id);
      void notify({ message: `The key “${apiKey.name}” is revoked.`, color: 'green' });
      close();
    } catch (failure) {
      setError(adminRequestFailureText(failure, 'The key could not be revoked. Please try again.'));
    }
  };
  return (
    <Modal opened={!!apiKey} onClose={close} title="Revoke this API key?">
      <Stack gap="sm">
        <Text size="sm">
          Requests with “{apiKey?.name}” ({apiKey?.prefix}…, held by {apiKey?.ownerEmail}) will be refused from now on.
          This cannot be undone: its holder will need a new key.
        </Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function bodyRows(keys: AdminApiKey[], loading: boolean, onRevoke: (key: AdminApiKey) => void) {
  if (loading) return <SkeletonRows columns={COLUMNS} count={3} />;
  if (keys.length === 0)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS.length}>
          <Text c="dimmed" size="sm">
            No API key has been issued yet.
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  return keys.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={onRevoke} />);
}

/** Every key with its usage; revoking asks first. */
export function ApiKeysTable() {
  const { keys, loading, error } = useApiKeys();
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  if (error && !loading && keys.length === 0)
    return (
      <Alert color="red" variant="light" role="alert">
        The API keys could not be loaded. Please try again later.
      </Alert>
    );
  return (
    <>
      <AdminTable label="API keys" columns={COLUMNS} minWidth={320} busy={loading}>
        {bodyRows(keys, loading, setRevoking)}
      </AdminTable>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
