import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@/lib/graphql/use-query';
import { useEffect } from 'react';
import { FeaturedQuoteDocument } from '@/generated/graphql';
import { logError } from '@/lib/logger';

/** The home page's quote. A failure is logged and the quote simply stays away. */
export function useFeaturedQuote() {
  const { data, loading, error } = useQuery(FeaturedQuoteDocument);

  useEffect(() => {
    if (error) logError('featured quote query failed', error);
  }, [error]);

  return { quote: data?.featuredQuote ?? null, loading, error };
}

/** Starts the same query ahead of render (the home route's loader). */
export function prefetchFeaturedQuote(client: ApolloClient) {
  return client.query({ query: FeaturedQuoteDocument });
}
