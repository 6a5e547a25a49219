import { useQuery } from '@/lib/graphql/use-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { TreeBySlugDocument } from '@/features/trees/detail/generated/graphql';
import { logError } from '@/lib/logger';
import { TreeNotFound } from './tree-detail';

/**
 * /tree/{slug}: the tree a slug names. Its current slug shows the tree's page (`children(id)`); a
 * slug it had before a rename replaces this address with the current one (the server answers such
 * a request with a permanent redirect already; this covers navigation inside the app).
 */
export function TreeBySlug({ slug, children }: { slug: string; children: (id: number) => ReactNode }) {
  const { data, loading, error } = useQuery(TreeBySlugDocument, { variables: { slug } });
  useEffect(() => {
    if (error) logError('tree by slug lookup failed', error);
  }, [error]);
  if (loading && !data) return <PageLoader />;
  const tree = data?.treeBySlug;
  if (error) return <ErrorPage />;
  if (!tree) return <TreeNotFound />;
  if (tree.slug !== slug) return <Navigate to={paths.treeBySlug.href(tree.slug)} replace />;
  return <>{children(tree.id)}</>;
}
