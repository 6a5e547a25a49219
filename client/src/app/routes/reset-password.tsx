import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import 'virtual:icu-messages/settings';
import { ScreenTitle } from '@/components/ui/screen-title';
import { useT } from '@/i18n/i18n';
import { AUTH_MODAL_HASH } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** /reset-password?token: a new password; then logged in and sent home. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.resetPassword" />
      <Title order={1}>{t('settings.reset.title')}</Title>
      {token ? (
        <>
          <Text>{t('settings.reset.intro')}</Text>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          {t('settings.link.needsLink')}{' '}
          <Anchor
            component={Link}
            to={{ pathname: location.pathname, hash: AUTH_MODAL_HASH }}
            state={{ authView: 'password_recovery' }}
          >
            {t('settings.reset.requestNew')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
