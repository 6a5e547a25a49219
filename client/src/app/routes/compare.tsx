import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function CompareRoute() {
  return <ComingSoonPage title="Compare Trees" />;
}
