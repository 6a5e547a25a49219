import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ListInvitationDocument } from '@/features/lists/generated/graphql';
import { describeListFailure } from '../hooks/list-outcome';
import { LIST_CLIENT_MESSAGES as M } from '../list-rules';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';

/**
 * The invitation a /list-invitation?token link carries (issue 21.10): who invited which address to
 * which list; `children(email)` is what to do with it (the sign-up form, composed by the route).
 */
export function ListInvitationSummary({ token, children }: { token: string; children: (email: string) => ReactNode }) {
  const { data, loading, error } = useQuery(ListInvitationDocument, { variables: { token }, skip: !token });
  const t = useT();
  if (loading) return <Skeleton height={80} />;
  const invitation = data?.listInvitation;
  if (!invitation) {
    const failure = error ? describeListFailure(error) : null;
    return (
      <Alert color="red" variant="light" role="alert" maw={560}>
        {failure?.unreachable ? M.noConnection : (failure?.message ?? t('lists.invitation.needsLink'))}
      </Alert>
    );
  }
  return (
    <>
      <Text>
        {t.rich('lists.invitation.text', {
          invitedBy: invitation.invitedBy,
          email: <strong>{invitation.email}</strong>,
          list: invitation.listName,
        })}
      </Text>
      {children(invitation.email)}
    </>
  );
}
