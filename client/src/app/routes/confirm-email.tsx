import '@mantine/core/styles/Alert.layer.css';
import { EmailChangeLinkPage } from '@/features/accounts/components/email-change-link';

/** /confirm-email?token: the link sent to a new address makes it the account's. */
export default function ConfirmEmailRoute() {
  return <EmailChangeLinkPage kind="confirm" />;
}
