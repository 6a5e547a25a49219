import { useQuery } from '@/lib/graphql/use-query';
import { useEffect } from 'react';
import { CompareTreesDocument, type CompareTreeFieldsFragment } from '@/features/compare/generated/graphql';
import { logError } from '@/lib/logger';

export type CompareTree = CompareTreeFieldsFragment;

/** The query of a comparison (2 to 4 ids), as useCompareTrees asks it. */
export function compareTreesQuery(ids: readonly number[]) {
  const [a = 0, b = 0, c = 0, d = 0] = ids;
  return { query: CompareTreesDocument, variables: { a, b, c, d, withC: ids.length > 2, withD: ids.length > 3 } };
}

/** The trees of a comparison (2 to 4 ids) in one request; each is null when there is no such tree. */
export function useCompareTrees(ids: readonly number[]) {
  const { query, variables } = compareTreesQuery(ids);
  const { data, loading, error } = useQuery(query, { variables });

  useEffect(() => {
    if (error) logError('compare trees query failed', error);
  }, [error]);

  const trees: (CompareTree | null)[] | null = data
    ? [data.a ?? null, data.b ?? null, data.c ?? null, data.d ?? null].slice(0, ids.length)
    : null;
  return { trees, loading: loading && !data, error };
}
