import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function MyListsRoute() {
  return <ComingSoonPage title="MY LISTS" />;
}
