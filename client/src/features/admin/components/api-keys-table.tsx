import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/admin';
import { PSEUDO_LOCALE } from '@selectree/rules';
import { useT, type Translate } from '@/i18n/i18n';
import { notify } from '@/lib/notify';
import { useApiKeys, useRevokeApiKey, type AdminApiKey } from '../hooks/use-api-keys';
import { adminRequestFailureText } from '../request-failure';
import { AdminTable, SkeletonRows } from './admin-table';

/** Columns; on phones only the key, its requests and the action (the others from the sm breakpoint). */
const COLUMNS = [
  { label: 'admin.keys.col.key', wide: false },
  { label: 'admin.keys.col.owner', wide: true },
  { label: 'admin.keys.col.requests', wide: false },
  { label: 'admin.keys.col.lastUsed', wide: true },
  { label: 'admin.status', wide: true },
  { label: null, wide: false },
] as const;

const intlLocale = (t: Translate) => (t.locale === PSEUDO_LOCALE ? 'en' : t.locale);
const dateText = (t: Translate, value: unknown) =>
  value ? new Date(String(value)).toLocaleString(intlLocale(t)) : t('admin.keys.never');

function KeyRow({ apiKey, onRevoke }: { apiKey: AdminApiKey; onRevoke: (key: AdminApiKey) => void }) {
  const t = useT();
  const issued = dateText(t, apiKey.createdAt);
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
            {t('admin.keys.revoked')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {apiKey.ownerEmail}
        </Text>
        <Text size="xs" c="dimmed">
          {apiKey.issuedByEmail
            ? t('admin.keys.issuedBy', { when: issued, email: apiKey.issuedByEmail })
            : t('admin.keys.issued', { when: issued })}
        </Text>
      </Table.Td>
      <Table.Td>{apiKey.requestCount.toLocaleString(intlLocale(t))}</Table.Td>
      <Table.Td visibleFrom="sm">{dateText(t, apiKey.lastUsedAt)}</Table.Td>
      <Table.Td visibleFrom="sm">
        {apiKey.revokedAt ? (
          <>
            <Badge color="gray" variant="light">
              {t('admin.keys.revoked')}
            </Badge>
            <Text size="xs" c="dimmed">
              {dateText(t, apiKey.revokedAt)}
            </Text>
          </>
        ) : (
          <Badge color="forest" variant="light">
            {t('admin.keys.active')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {!apiKey.revokedAt && (
          <Button size="xs" variant="light" color="red" onClick={() => onRevoke(apiKey)}>
            {t('admin.keys.revoke')}
            <VisuallyHidden> {apiKey.name}</VisuallyHidden>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The confirmation before a revoke: it cannot be undone, and the key's holder is cut off at once. */
function RevokeDialog({ apiKey, onClose }: { apiKey: AdminApiKey | null; onClose: () => void }) {
  const [{ revoke, loading }, t] = [useRevokeApiKey(), useT()];
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!apiKey) return;
    try {
      await revoke(apiKey.id);
      void notify({ message: t('admin.keys.revokedToast', { name: apiKey.name }), color: 'green' });
      close();
    } catch (failure) {
      setError(adminRequestFailureText(failure, t('admin.keys.revokeFailed')));
    }
  };
  return (
    <Modal opened={!!apiKey} onClose={close} title={t('admin.keys.revokeTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('admin.keys.revokeText', { name: apiKey?.name, prefix: apiKey?.prefix, owner: apiKey?.ownerEmail })}
        </Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('admin.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()}>
            {t('admin.keys.revokeKey')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function bodyRows(t: Translate, keys: AdminApiKey[], loading: boolean, onRevoke: (key: AdminApiKey) => void) {
  if (loading) return <SkeletonRows columns={COLUMNS} count={3} />;
  if (keys.length === 0)
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS.length}>
          <Text c="dimmed" size="sm">
            {t('admin.keys.none')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  return keys.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={onRevoke} />);
}

/** Every key with its usage; revoking asks first. */
export function ApiKeysTable() {
  const [{ keys, loading, error }, t] = [useApiKeys(), useT()];
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  if (error && !loading && keys.length === 0)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('admin.keys.loadFailed')}
      </Alert>
    );
  return (
    <>
      <AdminTable label={t('admin.keys.table')} columns={COLUMNS} minWidth={320} busy={loading}>
        {bodyRows(t, keys, loading, setRevoking)}
      </AdminTable>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
