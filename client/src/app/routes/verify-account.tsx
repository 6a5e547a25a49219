import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function VerifyAccountRoute() {
  return <ComingSoonPage title="Verify Account" />;
}
