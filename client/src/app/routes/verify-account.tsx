import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { AUTH_MODAL_HASH } from '@/config/paths';
import { VerifyAccountForm } from '@/features/accounts/components/verify-account-form';

/** /verify-account?token: the user agreement, then 'Verify Account'. */
export default function VerifyAccountRoute() {
  const [params] = useSearchParams();
  const [location, t] = [useLocation(), useT()];
  const token = params.get('token') ?? '';
  return (
    <Stack gap="md" py="md">
      <PageTitle title={t('accounts.verifyAccount')} />
      <Title order={1}>{t('accounts.verifyAccount')}</Title>
      {token ? (
        <>
          <Text>{t('accounts.verifyIntro')}</Text>
          <VerifyAccountForm token={token} />
        </>
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          {t('accounts.needsLink')}{' '}
          <Anchor
            component={Link}
            to={{ pathname: location.pathname, hash: AUTH_MODAL_HASH }}
            state={{ authView: 'verify' }}
          >
            {t('accounts.sendNewLink')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
