import { List, Paper, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';

/** The user agreement accepted when an account is verified. */
export function UserAgreement() {
  const t = useT();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      mah={320}
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      aria-labelledby="user-agreement-title"
    >
      <Title order={2} size="h4" id="user-agreement-title" mb="xs">
        {t('accounts.agreement.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('accounts.agreement.intro')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('accounts.agreement.advice')}</List.Item>
        <List.Item>{t('accounts.agreement.own')}</List.Item>
        <List.Item>{t('accounts.agreement.content')}</List.Item>
        <List.Item>{t('accounts.agreement.data')}</List.Item>
        <List.Item>{t('accounts.agreement.delete')}</List.Item>
      </List>
    </Paper>
  );
}
