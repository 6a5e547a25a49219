import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function DonationRoute() {
  return <ComingSoonPage title="Support SelecTree" />;
}
