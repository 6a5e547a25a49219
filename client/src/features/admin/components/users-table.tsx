import { Alert, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import 'virtual:icu-messages/admin';
import { useT } from '@/i18n/i18n';
import { useRoles, useUsers, USERS_PAGE_SIZE } from '../hooks/use-users';
import { AdminTable, SkeletonRows } from './admin-table';
import { UserRow } from './user-row';

/** Columns; on phones only the user, the role and the action (the others from the sm breakpoint). */
const COLUMNS = [
  { label: 'admin.col.user', wide: false },
  { label: 'admin.col.organization', wide: true },
  { label: 'admin.status', wide: true },
  { label: 'admin.col.role', wide: false },
  { label: null, wide: false },
] as const;

/** /account/users: every account, a search by e-mail, and an inline role change per row. */
export function UsersTable() {
  const [[search, setSearch], t] = [useState(''), useT()];
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const { users, loading, error, hasNext } = useUsers(debounced, page);
  const { roles } = useRoles();

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  let body;
  if (loading) {
    body = <SkeletonRows columns={COLUMNS} count={5} />;
  } else if (users.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS.length}>
          <Text c="dimmed" size="sm">
            {debounced.trim() ? t('admin.noUserMatches', { search: debounced.trim() }) : t('admin.noUsers')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = users.map((user) => <UserRow key={user.id} user={user} roles={roles} />);
  }

  const first = (page - 1) * USERS_PAGE_SIZE + 1;
  return (
    <>
      <TextInput
        type="search"
        label={t('admin.searchByEmail')}
        placeholder={t('admin.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maw={420}
      />
      {error && !loading && users.length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {t('admin.usersFailed')}
        </Alert>
      ) : (
        <AdminTable label={t('admin.users')} columns={COLUMNS} minWidth={340} busy={loading}>
          {body}
        </AdminTable>
      )}
      {(page > 1 || hasNext) && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('admin.usersRange', { first, last: first + users.length - 1 })}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('admin.previous')}
            </Button>
            <Button variant="default" size="xs" disabled={!hasNext} onClick={() => setPage(page + 1)}>
              {t('admin.next')}
            </Button>
          </Group>
        </Group>
      )}
    </>
  );
}
