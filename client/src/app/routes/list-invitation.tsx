import '@mantine/core/styles/Checkbox.layer.css';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ScreenTitle } from '@/components/ui/screen-title';
import { SignupForm } from '@/features/accounts/components/signup-form';
import { ListInvitationSummary } from '@/features/lists/components/list-invitation-summary';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';

/** /list-invitation?token: an invitation to collaborate on a list, and the sign-up it leads to (issue 21.10). */
export default function ListInvitationRoute() {
  const [params] = useSearchParams();
  const t = useT();
  return (
    <Stack gap="md" py="md" maw={560}>
      <ScreenTitle name="titles.listInvitation" />
      <Title order={1}>{t('lists.invitation.title')}</Title>
      <ListInvitationSummary token={params.get('token') ?? ''}>
        {(email) => <SignupForm email={email} />}
      </ListInvitationSummary>
    </Stack>
  );
}
