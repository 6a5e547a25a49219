import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function SearchResultsRoute() {
  return <ComingSoonPage title="Search Results" />;
}
