import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function TreeEditRoute() {
  const { treeName } = useParams();
  return <ComingSoonPage title={`Edit Tree #${treeName ?? ''}`} />;
}
