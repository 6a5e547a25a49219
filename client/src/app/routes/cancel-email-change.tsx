import '@mantine/core/styles/Alert.layer.css';
import { EmailChangeLinkPage } from '@/features/accounts/components/email-change-link';

/** /cancel-email-change?token: the link sent to the old address cancels (or undoes) the change. */
export default function CancelEmailChangeRoute() {
  return <EmailChangeLinkPage kind="cancel" />;
}
