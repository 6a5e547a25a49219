import '@mantine/core/styles/Alert.layer.css';
import { Alert, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { EmailChangeLink } from '@/features/accounts/components/email-change-link';

/** /cancel-email-change?token: the link sent to the old address cancels (or undoes) the change. */
export default function CancelEmailChangeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Stack gap="md" py="md">
      <PageTitle title="Cancel E-mail Change" />
      <Title order={1}>Cancel E-mail Change</Title>
      {token ? (
        <EmailChangeLink kind="cancel" token={token} />
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          This page needs the link from your e-mail.
        </Alert>
      )}
    </Stack>
  );
}
