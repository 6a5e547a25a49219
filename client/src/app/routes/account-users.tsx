import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/admin';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { UsersTable } from '@/features/admin/components/users-table';
import { useT } from '@/i18n/i18n';

/** /account/users (admins): the users, a search by e-mail and inline role changes. */
export default function AccountUsersRoute() {
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.users" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('admin.usersTitle')}</Title>
          <Text c="dimmed">{t('admin.usersIntro')}</Text>
        </div>
        <Anchor component={Link} to={paths.accountInvite.href()}>
          {t('admin.inviteLink')}
        </Anchor>
      </Group>
      <UsersTable />
    </Stack>
  );
}
