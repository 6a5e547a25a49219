import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function ListDetailRoute() {
  return <ComingSoonPage title="Tree List" />;
}
