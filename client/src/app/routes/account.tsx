import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { AccountDetailsForm } from '@/features/accounts/components/account-details-form';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { NotificationSetting } from '@/features/accounts/components/notification-setting';
import { MyContributions } from '@/features/community/components/my-contributions';
import { canAccess, useViewer } from '@/lib/auth';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /account (signed in): own details, password, e-mail setting; admins also find their pages here. */
export default function AccountRoute() {
  const viewer = useViewer();
  if (!viewer) return null; // the route guard sends visitors home
  return (
    <Stack gap="lg" maw={820} py="md">
      <ScreenTitle name="titles.myAccount" />
      <div>
        <Title order={1}>My Account</Title>
        <Text c="dimmed">
          Logged in as {viewer.email}
          {viewer.roleName ? ` (${viewer.roleName})` : ''}
        </Text>
      </div>
      <Section title="Account details">
        <AccountDetailsForm viewer={viewer} />
      </Section>
      <Section title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section title="E-mail notifications">
        <NotificationSetting viewer={viewer} />
      </Section>
      <Section title="My contributions">
        <MyContributions />
      </Section>
      {canAccess(viewer, 'admin') && (
        <Section title="Administration">
          <Group gap="lg">
            <Anchor component={Link} to={paths.accountUsers.href()}>
              Manage users
            </Anchor>
            <Anchor component={Link} to={paths.accountInvite.href()}>
              Invite a user
            </Anchor>
            <Anchor component={Link} to={paths.email.href()}>
              Send e-mail
            </Anchor>
            <Anchor component={Link} to={paths.accountApiKeys.href()}>
              API keys
            </Anchor>
          </Group>
        </Section>
      )}
    </Stack>
  );
}
