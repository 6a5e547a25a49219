import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/settings';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { AccountDetailsForm } from '@/features/accounts/components/account-details-form';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { LanguageSetting } from '@/features/accounts/components/language-setting';
import { NotificationSetting } from '@/features/accounts/components/notification-setting';
import { MyContributions } from '@/features/community/components/my-contributions';
import { useT, type MessageKey, type Translate } from '@/i18n/i18n';
import { canAccess, useViewer } from '@/lib/auth';

const ROLE_KEYS: Record<string, MessageKey> = {
  User: 'settings.role.User',
  Editor: 'settings.role.Editor',
  Admin: 'settings.role.Admin',
};
/** The account's role in `t`'s language (a role this client does not know, as the server names it). */
const roleLabel = (t: Translate, role: string) => (ROLE_KEYS[role] ? t(ROLE_KEYS[role]) : role);

/** A section of the page; `name` makes its heading's id (the title changes with the language). */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `account-${name}`;
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
  const [viewer, t] = [useViewer(), useT()];
  if (!viewer) return null; // the route guard sends visitors home
  const admin = canAccess(viewer, 'admin');
  return (
    <Stack gap="lg" maw={820} py="md">
      <ScreenTitle name="titles.myAccount" />
      <div>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">
          {viewer.roleName
            ? t('settings.loggedInAsRole', { email: viewer.email, role: roleLabel(t, viewer.roleName) })
            : t('settings.loggedInAs', { email: viewer.email })}
        </Text>
      </div>
      <Section name="account-details" title={t('settings.section.details')}>
        <AccountDetailsForm viewer={viewer} />
      </Section>
      <Section name="change-password" title={t('settings.section.password')}>
        <ChangePasswordForm />
      </Section>
      <Section name="e-mail-notifications" title={t('settings.section.notifications')}>
        <NotificationSetting viewer={viewer} />
      </Section>
      <Section name="language" title={t('settings.section.language')}>
        <LanguageSetting viewer={viewer} />
      </Section>
      <Section name="my-contributions" title={t('settings.section.contributions')}>
        <MyContributions />
      </Section>
      {admin && (
        <Section name="administration" title={t('settings.section.admin')}>
          <Group gap="lg">
            <Anchor component={Link} to={paths.accountUsers.href()}>
              {t('settings.admin.users')}
            </Anchor>
            <Anchor component={Link} to={paths.accountInvite.href()}>
              {t('settings.admin.invite')}
            </Anchor>
            <Anchor component={Link} to={paths.email.href()}>
              {t('settings.admin.email')}
            </Anchor>
            <Anchor component={Link} to={paths.accountApiKeys.href()}>
              {t('settings.admin.apiKeys')}
            </Anchor>
          </Group>
        </Section>
      )}
    </Stack>
  );
}
