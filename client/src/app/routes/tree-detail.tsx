import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function TreeDetailRoute() {
  return <ComingSoonPage title="Tree Detail" />;
}
