import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { NameSuggestionsDocument, type NameSuggestionsQuery, type Region } from '@/generated/graphql';
import { logError } from '@/lib/logger';

export type NameSuggestion = NameSuggestionsQuery['nameSuggestions'][number];

/** Spec §5 and §9: ask once 1 or more characters are typed, after a 500 ms pause; keep 100. */
export const SUGGESTION_MIN_CHARS = 1;
export const SUGGESTION_DEBOUNCE_MS = 500;
export const SUGGESTIONS_KEPT = 100;

type Answer = { term: string; suggestions: NameSuggestion[] };

/**
 * Name suggestions for what is typed. A request leaves only after the visitor pauses for
 * SUGGESTION_DEBOUNCE_MS; each keystroke makes every earlier request stale, so an answer that
 * arrives out of order is dropped and only the latest request's answer is shown. Failures are
 * logged (spec §8: search failures are not shown); the box then simply offers nothing.
 */
export function useNameSuggestions(term: string, region: Region) {
  const client = useApolloClient();
  const latestRequest = useRef(0);
  const [answer, setAnswer] = useState<Answer>({ term: '', suggestions: [] });
  const [pendingTerm, setPendingTerm] = useState<string | null>(null);
  const trimmed = term.trim();

  useEffect(() => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    if (trimmed.length < SUGGESTION_MIN_CHARS) return;

    const timer = window.setTimeout(() => {
      setPendingTerm(trimmed);
      client
        .query({ query: NameSuggestionsDocument, variables: { term: trimmed, region } })
        .then(({ data }) => {
          if (request !== latestRequest.current) return;
          setAnswer({ term: trimmed, suggestions: (data?.nameSuggestions ?? []).slice(0, SUGGESTIONS_KEPT) });
        })
        .catch((error: unknown) => {
          if (request !== latestRequest.current) return;
          logError('name suggestions query failed', error);
          setAnswer({ term: trimmed, suggestions: [] });
        })
        .finally(() => {
          if (request === latestRequest.current) setPendingTerm(null);
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [client, trimmed, region]);

  // While the visitor types on (or deletes back), the last answer stays until the next arrives; an
  // answer about some other word (the box was cleared and refilled) is not shown.
  const key = trimmed.toLowerCase();
  const answered = answer.term.toLowerCase();
  const related = key.startsWith(answered) || answered.startsWith(key);
  const active = trimmed.length >= SUGGESTION_MIN_CHARS && related;
  return {
    /** The latest answer's suggestions (kept while the next one is on its way); none for an empty box. */
    suggestions: active ? answer.suggestions : [],
    /** The term those suggestions answer. */
    answeredTerm: active ? answer.term : '',
    loading: trimmed.length >= SUGGESTION_MIN_CHARS && pendingTerm !== null,
  };
}
