import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@/lib/graphql/use-query';
import { useEffect } from 'react';
import { FeaturedTreeDocument, type FeaturedTreeQuery, type Region } from '@/generated/graphql';
import { logError } from '@/lib/logger';

export type FeaturedTree = NonNullable<FeaturedTreeQuery['featuredTree']>;

/**
 * The featured tree of a regional edition. A failure is logged, not shown: the spec keeps featured
 * content quiet when the server does not answer.
 */
export function useFeaturedTree(region: Region) {
  const { data, loading, error } = useQuery(FeaturedTreeDocument, { variables: { region } });

  useEffect(() => {
    if (error) logError('featured tree query failed', error);
  }, [error]);

  return { tree: data?.featuredTree ?? null, loading, error };
}

/** Starts the same query ahead of render (the home route's loader); the hook then finds it cached or in flight. */
export function prefetchFeaturedTree(client: ApolloClient, region: Region) {
  return client.query({ query: FeaturedTreeDocument, variables: { region } });
}
