import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function AccountRoute() {
  return <ComingSoonPage title="My Account" />;
}
