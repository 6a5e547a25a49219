import { Navigate } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { byNameDestination } from '../by-name';
import { useTreesByName } from '../hooks/use-trees-by-name';

/** /tree-detail/{hyphenated-name}: looks the name up, then replaces this address with the answer. */
export function TreeByName({ name }: { name: string }) {
  const { matches, loading, error } = useTreesByName(name);
  if (loading) return <PageLoader />;
  if (error || !matches) return <ErrorPage />;
  const destination = byNameDestination(name, matches);
  return <Navigate to={destination.href} state={destination.state} replace />;
}
