import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { UsersTable } from '@/features/admin/components/users-table';

/** /account/users (admins): the users, a search by e-mail and inline role changes. */
export default function AccountUsersRoute() {
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.users" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Users</Title>
          <Text c="dimmed">
            Roles: User; Editor (edits trees and the glossary); Admin (also manages users and sends e-mail).
          </Text>
        </div>
        <Anchor component={Link} to={paths.accountInvite.href()}>
          Invite a user
        </Anchor>
      </Group>
      <UsersTable />
    </Stack>
  );
}
