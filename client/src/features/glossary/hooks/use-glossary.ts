import { useQuery } from '@apollo/client/react';
import { GlossaryDocument, type GlossaryEntryFieldsFragment } from '../generated/graphql';

export type GlossaryEntry = GlossaryEntryFieldsFragment;
export type GlossaryPhoto = GlossaryEntry['photos'][number];

/** Every glossary entry A to Z with its photos (the four states are the page's). */
export function useGlossary() {
  const { data, loading, error, refetch } = useQuery(GlossaryDocument, { notifyOnNetworkStatusChange: true });
  return { entries: data?.glossary ?? null, loading: loading && !data, error, refetch };
}
