import { useState } from 'react';
import { useT, type Translate } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { isGraphQLErrors } from '@/lib/graphql/graphql-errors';
import { useMutation } from '@/lib/graphql/use-mutation';
import { useQuery } from '@/lib/graphql/use-query';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import {
  DeleteSiteDocument,
  MySitesDocument,
  RenameSiteDocument,
  SaveSiteDocument,
  SiteOptionsDocument,
  SiteRecommendationsDocument,
  WhyNotDocument,
  type SavedSiteFieldsFragment,
} from '../generated/graphql';
import type { SiteChoices } from '../components/site-form';
import type { SiteResult } from '../components/site-card';
import { siteInputOfQuery } from '@/lib/site-input';
import { graphqlErrorText } from '@/lib/error-messages';
import { toErrorMap, type ApiFieldError } from '@/lib/to-error-map';
import type { SiteWord } from '@/lib/site-words';
import { choiceLabel, type SiteChoiceKind } from '../site-texts';
import { SITE_FIELD_NAMES, SITE_FIELDS, type SiteFieldErrors } from '../site-field-errors';

export type SavedSite = SavedSiteFieldsFragment;

/** Cards per results page on /site, and on its print view. */
export const SITE_PAGE_SIZE = 24;
export const SITE_PRINT_COUNT = 30;

/** The server's explanation of a refusal (it names the field), or a general sentence; in `t`'s language. */
export function siteFailure(error: unknown, t: Translate): string {
  if (isGraphQLErrors(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (first && code !== 'INTERNAL_SERVER_ERROR' && code !== 'UNAVAILABLE') return graphqlErrorText(first);
  }
  return t('site.loadFailed');
}

/**
 * A refusal's errors for the form's typed fields (the server names them as its REST parameters,
 * `strip_width`), each in the page's language: the server's message for the field, without the
 * field's name before it; or the code's message in a language other than English.
 */
export function siteRefusedFields(error: unknown): SiteFieldErrors {
  if (!isGraphQLErrors(error)) return {};
  const first = error.errors[0];
  const list = first?.extensions?.fieldErrors;
  if (!first || first.extensions?.code !== 'BAD_USER_INPUT' || !Array.isArray(list)) return {};
  const fields = toErrorMap(list as ApiFieldError[], SITE_FIELDS, SITE_FIELD_NAMES).fieldErrors;
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field,
      graphqlErrorText({ message, extensions: first.extensions }),
    ]),
  );
}

/** The form's vocabularies' query, as useSiteOptions asks it. */
export const siteOptionsQuery = { query: SiteOptionsDocument, fetchPolicy: 'cache-first' as const };

/** A site's page of ranked trees' query, as useSiteRecommendations asks it. */
export const siteRecommendationsQuery = (siteQuery: string, page: number, resultsPerPage = SITE_PAGE_SIZE) => ({
  query: SiteRecommendationsDocument,
  variables: { site: siteInputOfQuery(siteQuery), page, resultsPerPage },
});

/** The form's vocabularies from the server (null until they arrive), labelled in the page's language. */
export function useSiteOptions(): SiteChoices | null {
  const { query, ...options } = siteOptionsQuery;
  const { data } = useQuery(query, options);
  const t = useT();
  if (!data) return null;
  const { goals, sun, water, soil } = data.siteOptions;
  const labelled = (kind: SiteChoiceKind, words: readonly SiteWord[]) =>
    words.map(({ value, label }) => ({ value, label: choiceLabel(t, kind, value, label) }));
  return {
    goals: labelled('goals', goals),
    sun: labelled('sun', sun),
    water: labelled('water', water),
    soil: labelled('soil', soil),
  };
}

export type SiteRecommendations = ReturnType<typeof useSiteRecommendations>;

/** A site's ranked trees ('' = nothing to ask yet); the previous answer stays while the next loads. */
export function useSiteRecommendations(siteQuery: string, page: number, resultsPerPage = SITE_PAGE_SIZE) {
  const { query, variables } = siteRecommendationsQuery(siteQuery, page, resultsPerPage);
  const { data, previousData, loading, error } = useQuery(query, { variables, skip: !siteQuery });
  const answer = (data ?? previousData)?.siteRecommendations;
  const site = answer?.site;
  const t = useT();
  return {
    loading,
    failure: error ? siteFailure(error, t) : null,
    /** The refusal's errors for the form's fields (the failure says them too, with the fields' names). */
    refusedFields: siteRefusedFields(error),
    data:
      answer && site && !error
        ? {
            zip: site.zip,
            zoneText: site.usdaZone,
            regionLabel: t('site.region', { region: site.region }),
            totalResults: answer.totalResults,
            fitsCount: answer.fitsCount,
            results: answer.pageResults as SiteResult[],
          }
        : null,
  };
}

export function useWhyNot(siteQuery: string, treeId: number) {
  const { data, loading, error } = useQuery(WhyNotDocument, {
    variables: { treeId, site: siteInputOfQuery(siteQuery) },
    skip: !siteQuery,
  });
  const t = useT();
  return { answer: data?.whyNot ?? null, loading, failure: error ? siteFailure(error, t) : null };
}

export function useMySites() {
  const viewer = useViewer();
  const { data, loading, error, refetch } = useQuery(MySitesDocument, {
    skip: !viewer,
    fetchPolicy: 'cache-and-network',
  });
  return { sites: data?.mySites ?? null, loading, error, refetch };
}

const REFETCH_MY_SITES = ['MySites'];

/** A write with its field error for the form and a toast either way; resolves true when it worked. */
function useSiteWrite() {
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const run = async (call: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await call();
      void notify({ message: done, color: 'green' });
      return true;
    } catch (failure) {
      logError('site write failed', failure);
      const message = siteFailure(failure, t);
      setError(message);
      void notify({ message, color: 'red' });
      return false;
    }
  };
  return { error, run, t };
}

export function useSaveSite() {
  const [mutate, { loading }] = useMutation(SaveSiteDocument, { refetchQueries: REFETCH_MY_SITES });
  const { error, run, t } = useSiteWrite();
  const save = (name: string, siteQuery: string) =>
    run(
      () => mutate({ variables: { name, site: siteInputOfQuery(siteQuery) } }),
      t('site.save.saved', { name: name.trim() }),
    );
  return { save, saving: loading, error };
}

export function useRenameSite() {
  const [mutate, { loading }] = useMutation(RenameSiteDocument, { refetchQueries: REFETCH_MY_SITES });
  const { error, run, t } = useSiteWrite();
  const rename = (site: SavedSite, name: string) =>
    run(
      () => mutate({ variables: { id: site.id, name, version: site.version } }),
      t('site.save.renamed', { name: name.trim() }),
    );
  return { rename, saving: loading, error };
}

export function useDeleteSite() {
  const [mutate] = useMutation(DeleteSiteDocument, { refetchQueries: REFETCH_MY_SITES });
  const { run, t } = useSiteWrite();
  return (site: SavedSite) =>
    run(
      () => mutate({ variables: { id: site.id, version: site.version } }),
      t('site.save.deleted', { name: site.name }),
    );
}
