import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { TreeDetailDocument } from '@/features/trees/detail/generated/graphql';
import { logError } from '@/lib/logger';

/** One tree with everything its detail page shows; `tree` is null when there is no such tree. */
export function useTreeDetail(id: number) {
  const { data, loading, error } = useQuery(TreeDetailDocument, { variables: { id } });

  useEffect(() => {
    if (error) logError('tree detail query failed', error);
  }, [error]);

  return { tree: data?.tree ?? null, loading: loading && !data, error };
}
