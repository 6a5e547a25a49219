import { useQuery } from '@/lib/graphql/use-query';
import { useEffect } from 'react';
import { TreeDetailDocument } from '@/features/trees/detail/generated/graphql';
import { logError } from '@/lib/logger';

/** A tree's query, as useTreeDetail asks it. */
export const treeDetailQuery = (id: number) => ({ query: TreeDetailDocument, variables: { id } });

/** One tree with everything its detail page shows; `tree` is null when there is no such tree. */
export function useTreeDetail(id: number) {
  const { query, variables } = treeDetailQuery(id);
  const { data, loading, error } = useQuery(query, { variables });

  useEffect(() => {
    if (error) logError('tree detail query failed', error);
  }, [error]);

  return { tree: data?.tree ?? null, loading: loading && !data, error };
}
