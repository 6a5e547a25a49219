import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function AccountUsersRoute() {
  return <ComingSoonPage title="Users" />;
}
