import '@mantine/core/styles/Alert.layer.css';
import { Alert, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { EmailChangeLink } from '@/features/accounts/components/email-change-link';

/** /confirm-email?token: the link sent to a new address makes it the account's. */
export default function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Stack gap="md" py="md">
      <PageTitle title="Confirm E-mail Address" />
      <Title order={1}>Confirm E-mail Address</Title>
      {token ? (
        <EmailChangeLink kind="confirm" token={token} />
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          This page needs the link from your e-mail.
        </Alert>
      )}
    </Stack>
  );
}
