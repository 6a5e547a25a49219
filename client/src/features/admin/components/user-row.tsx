import { Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/admin';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/notify';
import { adminRequestFailureText } from '../request-failure';
import { useChangeRole, type AdminUser } from '../hooks/use-users';

type Role = { id: number; name: string };

/** A user in the table; its role cell is in view state, or in edit state with a role picker. */
export function UserRow({ user, roles }: { user: AdminUser; roles: readonly Role[] }) {
  const [{ changeRole, loading }, t] = [useChangeRole(), useT()];
  const [editing, setEditing] = useState(false);
  const [roleId, setRoleId] = useState(user.roleId);
  const [error, setError] = useState<string | null>(null);
  const name = `${user.firstName} ${user.lastName}`.trim();

  const startEditing = () => {
    setRoleId(user.roleId);
    setError(null);
    setEditing(true);
  };

  const save = async () => {
    setError(null);
    if (roleId === user.roleId) {
      setEditing(false);
      return;
    }
    try {
      const answer = await changeRole(user.id, roleId);
      if (answer.ok) {
        setEditing(false);
        const role = t('admin.roleName', { role: answer.user.roleName });
        void notify({ message: t('admin.roleChanged', { email: user.email, role }), color: 'green' });
      } else {
        setError(answer.errors[0]?.message ?? t('admin.roleFailed'));
      }
    } catch (failure) {
      setError(adminRequestFailureText(failure, t('admin.roleFailed')));
    }
  };

  return (
    <Table.Tr data-state={editing ? 'edit' : 'view'}>
      <Table.Td data-label="User">
        <Text size="sm" fw={600}>
          {name || '—'}
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td data-label="Organization" visibleFrom="sm">
        {user.organization || '—'}
      </Table.Td>
      <Table.Td data-label="Status" visibleFrom="sm">
        <Badge color={user.verified ? 'forest' : 'gray'} variant="light">
          {t(user.verified ? 'admin.verified' : 'admin.pending')}
        </Badge>
      </Table.Td>
      <Table.Td data-label="Role">
        {editing ? (
          <NativeSelect
            aria-label={t('admin.roleOf', { email: user.email })}
            value={String(roleId)}
            onChange={(event) => setRoleId(Number(event.currentTarget.value))}
            data={roles.map((role) => ({ value: String(role.id), label: t('admin.roleName', { role: role.name }) }))}
            error={error}
            size="xs"
            miw={120}
          />
        ) : (
          <Text size="sm">{t('admin.roleName', { role: user.roleName })}</Text>
        )}
      </Table.Td>
      <Table.Td data-label="Actions">
        {editing ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              onClick={() => void save()}
              loading={loading}
              aria-label={t('admin.saveRoleOf', { email: user.email })}
            >
              {t('admin.save')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(false)}
              disabled={loading}
              aria-label={t('admin.cancelRoleOf', { email: user.email })}
            >
              {t('admin.cancel')}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="light"
            onClick={startEditing}
            disabled={roles.length === 0}
            aria-label={t('admin.changeRoleOf', { email: user.email })}
          >
            {t('admin.changeRole')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
