import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function AccountInviteRoute() {
  return <ComingSoonPage title="Invite a User" />;
}
