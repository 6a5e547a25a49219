import { Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { adminRequestFailureText } from '../request-failure';
import { useChangeRole, type AdminUser } from '../hooks/use-users';

type Role = { id: number; name: string };

/** A user in the table; its role cell is in view state, or in edit state with a role picker. */
export function UserRow({ user, roles }: { user: AdminUser; roles: readonly Role[] }) {
  const { changeRole, loading } = useChangeRole();
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
        void notify({ message: `${user.email} is now ${answer.user.roleName}.`, color: 'green' });
      } else {
        setError(answer.errors[0]?.message ?? 'The role could not be changed.');
      }
    } catch (failure) {
      setError(adminRequestFailureText(failure, 'The role could not be changed.'));
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
        {user.verified ? (
          <Badge color="forest" variant="light">
            Verified
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Pending
          </Badge>
        )}
      </Table.Td>
      <Table.Td data-label="Role">
        {editing ? (
          <NativeSelect
            aria-label={`Role of ${user.email}`}
            value={String(roleId)}
            onChange={(event) => setRoleId(Number(event.currentTarget.value))}
            data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
            error={error}
            size="xs"
            miw={120}
          />
        ) : (
          <Text size="sm">{user.roleName}</Text>
        )}
      </Table.Td>
      <Table.Td data-label="Actions">
        {editing ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => void save()} loading={loading} aria-label={`Save role of ${user.email}`}>
              Save
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(false)}
              disabled={loading}
              aria-label={`Cancel role change of ${user.email}`}
            >
              Cancel
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="light"
            onClick={startEditing}
            disabled={roles.length === 0}
            aria-label={`Change role of ${user.email}`}
          >
            Change role
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
