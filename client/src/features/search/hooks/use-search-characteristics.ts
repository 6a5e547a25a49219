import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { SearchCharacteristicsDocument, type SearchCharacteristicsQuery } from '../generated/graphql';
import { logError } from '@/lib/logger';

export type SearchChoices = SearchCharacteristicsQuery['searchCharacteristics'];

/** The choices of the search-by-characteristics form (the server's vocabularies). */
export function useSearchCharacteristics() {
  const { data, loading, error, refetch } = useQuery(SearchCharacteristicsDocument);

  useEffect(() => {
    if (error) logError('search characteristics query failed', error);
  }, [error]);

  return { choices: data?.searchCharacteristics ?? null, loading, error, refetch };
}
