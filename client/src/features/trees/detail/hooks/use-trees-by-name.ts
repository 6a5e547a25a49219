import { useQuery } from '@/lib/graphql/use-query';
import { useEffect } from 'react';
import { TreesByNameDocument } from '@/features/trees/detail/generated/graphql';
import { logError } from '@/lib/logger';

/** The trees a name (hyphens as spaces) names: the detail-by-name lookup. */
export function useTreesByName(name: string) {
  const { data, loading, error } = useQuery(TreesByNameDocument, { variables: { name } });

  useEffect(() => {
    if (error) logError('tree detail by name lookup failed', error);
  }, [error]);

  return { matches: data?.treesByName ?? null, loading: loading && !data, error };
}
