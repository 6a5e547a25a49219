import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function SearchListsRoute() {
  return <ComingSoonPage title="Search Tree Lists" />;
}
