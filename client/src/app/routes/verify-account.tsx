import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { AUTH_MODAL_HASH } from '@/config/paths';
import { VerifyAccountForm } from '@/features/accounts/components/verify-account-form';

/** /verify-account?token: the user agreement, then 'Verify Account'. */
export default function VerifyAccountRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  return (
    <Stack gap="md" py="md">
      <PageTitle title="Verify Account" />
      <Title order={1}>Verify Account</Title>
      {token ? (
        <>
          <Text>Please read the user agreement, then verify your account to choose your password.</Text>
          <VerifyAccountForm token={token} />
        </>
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          This page needs the link from your verification e-mail.{' '}
          <Anchor
            component={Link}
            to={{ pathname: location.pathname, hash: AUTH_MODAL_HASH }}
            state={{ authView: 'verify' }}
          >
            Send me a new link
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
