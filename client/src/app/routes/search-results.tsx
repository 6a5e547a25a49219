import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import 'virtual:icu-messages/results';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LightAlert } from '@/components/ui/light-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { paths, SEARCH_BY_CHARACTERISTICS_ID } from '@/config/paths';
import { CompareCheckbox, CompareLink } from '@/features/compare-selection/components/compare-picker';
import { AddToList } from '@/features/lists/components/add-to-list';
import { ResultsFirstPaint, useWhenSettled } from '@/features/search/components/results-first-paint';
import { ResultsGallery, ResultsGallerySkeleton } from '@/features/search/components/results-gallery';
import { ResultsPagination } from '@/components/ui/results-pagination';
import { ResultsToolbar } from '@/features/search/components/results-toolbar';
import { useSearchResults } from '@/features/search/hooks/use-search-results';
import { restrictsNothing } from '@/features/search/search-filter';
import { storeFilter, storeOptions } from '@/features/search/search-storage';
import {
  parseResultsLocation,
  withOptions,
  type ResultsRequest,
  type SearchOptions,
} from '@/features/search/search-url';
import type { Region } from '@/generated/graphql';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { withClient } from '@/lib/graphql/client-loader';
import { homeHrefFor, storeRegion, useRegion } from '@/lib/region';
import { useHydratedLater } from '@/lib/use-hydrated';
import classes from './search-results.module.css';

/** Signed-in viewers only: its code (list hooks, the list form) stays off a visitor's page. */
const LazySavedSearchControls = lazy(() =>
  withClient(import('@/features/lists/components/saved-search-controls')).then((m) => ({
    default: m.SavedSearchControls,
  })),
);
const SavedSearchControls = (props: ComponentProps<typeof LazySavedSearchControls>) => (
  <Suspense fallback={null}>
    <LazySavedSearchControls {...props} />
  </Suspense>
);

/**
 * /search-results: the result gallery of a name search or a search by characteristics. Everything
 * is in the URL (filters in `filterData`, page, page size, sort and term in the hash), so every
 * page can be reloaded and shared.
 */
export default function SearchResultsRoute() {
  // The term, page and sort are in the hash, which the server never receives: a server-rendered
  // results page is the page shell with this loader (and the first paint the server renders for
  // the hash, once asked: ResultsFirstPaint), and the results render once hydrated (in a
  // transition: time-sliced, not one long task).
  return (
    <ResultsFirstPaint ready={useHydratedLater()} loader={<PageLoader />}>
      {(onSettled) => <SearchResults onSettled={onSettled} />}
    </ResultsFirstPaint>
  );
}

/** The URL is the truth: the edition, the filters and the options it holds become the tab's. */
function useStoredFromUrl(request: ResultsRequest, region: Region) {
  useEffect(() => {
    storeRegion(region);
    storeOptions(request.options);
    if (request.kind === 'characteristics') storeFilter(request.filter);
  }, [region, request]);
}

/**
 * The screen of a results URL. `onSettled` is called once it shows the search's answer or error
 * (ResultsFirstPaint shows it then). The server renders it alone for a first paint
 * (app/entry-server.tsx renderFirstPaint).
 */
export function SearchResults({ onSettled }: { onSettled?: () => void }) {
  const { search, hash } = useLocation();
  const [navigate, viewer, t] = [useNavigate(), useViewer(), useT()];
  const [storedRegion] = useRegion();
  const request = useMemo(() => parseResultsLocation(search, hash), [search, hash]);
  const region = (request.kind !== 'invalid' ? request.region : null) ?? storedRegion;
  const state = useSearchResults(request, region);
  const { options } = request;
  useWhenSettled(state.status !== 'loading', onSettled);
  useStoredFromUrl(request, region);

  const hrefWith = (changes: Partial<SearchOptions>) => withOptions(request, search, { ...options, ...changes });
  const refineHref = `${homeHrefFor(region)}#${SEARCH_BY_CHARACTERISTICS_ID}`;
  const heading = request.kind === 'name' ? t('results.headingFor', { term: request.term }) : t('results.heading');

  if (state.status === 'data' && state.results.totalResults === 1 && state.results.cards.length === 1) {
    return <Navigate to={paths.treeDetail.href(state.results.cards[0].id)} replace />;
  }

  const savedSearchControls =
    viewer && request.kind !== 'invalid' ? (
      <SavedSearchControls
        queryData={
          request.kind === 'name'
            ? JSON.stringify({ searchTerm: request.term })
            : (new URLSearchParams(search).get('filterData') ?? '{}')
        }
        resultTotal={state.status === 'data' ? state.results.totalResults : 0}
        region={region}
        restrictsNothing={request.kind === 'characteristics' && restrictsNothing(request.filter)}
        onLoad={(queryData) => navigate(paths.searchResults.href(queryData))}
        onClear={() => {
          storeFilter({});
          navigate(refineHref);
        }}
      />
    ) : null;

  const refine = viewer ? null : (
    <Anchor component={Link} to={refineHref} fw={600}>
      {t('results.refine')}
    </Anchor>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t('results.pageTitle')} />
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={1}>{heading}</Title>
        {refine}
      </Group>
      {savedSearchControls}

      {state.status === 'error' ? (
        <LightAlert color="gray" title={t('results.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.message ?? t('results.errorText')}</Text>
            <Group gap="sm">
              {state.message ? null : (
                <Button size="xs" variant="default" onClick={state.retry}>
                  {t('results.tryAgain')}
                </Button>
              )}
              <Button size="xs" variant="light" component={Link} to={refineHref}>
                {t('results.change')}
              </Button>
            </Group>
          </Stack>
        </LightAlert>
      ) : null}

      {state.status === 'loading' ? (
        <>
          <Text c="dimmed">{t('results.searching')}</Text>
          <ResultsGallerySkeleton count={Math.min(options.resultsPerPage, 12)} />
        </>
      ) : null}

      {state.status === 'data' && state.results.totalResults === 0 ? (
        <Stack gap="xs" align="flex-start" className={classes.empty}>
          <Title order={2} size="h3">
            {t('results.none')}
          </Title>
          <Text c="dimmed">{t('results.noneHint')}</Text>
        </Stack>
      ) : null}

      {state.status === 'data' && state.results.totalResults > 0 ? (
        <ResultsView
          totalResults={state.results.totalResults}
          resolvedZip={state.results.resolvedZip}
          options={options}
          cards={state.results.cards}
          hrefWith={hrefWith}
          onSortChange={(sort) => navigate(hrefWith({ sort, activePage: 1 }))}
        />
      ) : null}
    </Stack>
  );
}

type ResultsViewProps = {
  totalResults: number;
  resolvedZip: { zip: string; usdaZone: string } | null;
  options: SearchOptions;
  cards: Parameters<typeof ResultsGallery>[0]['cards'];
  hrefWith: (changes: Partial<SearchOptions>) => string;
  onSortChange: (sort: SearchOptions['sort']) => void;
};

function ResultsView({ totalResults, resolvedZip, options, cards, hrefWith, onSortChange }: ResultsViewProps) {
  const totalPages = Math.max(1, Math.ceil(totalResults / options.resultsPerPage));
  const first = (options.activePage - 1) * options.resultsPerPage + 1;
  const last = first + cards.length - 1;
  const t = useT();
  return (
    <>
      <Stack gap={4}>
        <Text fw={600} size="lg" role="status">
          {t('results.found', { count: totalResults })}
        </Text>
        {cards.length ? (
          <Text size="sm" c="dimmed">
            {t('results.showing', { first, last, page: options.activePage, pages: totalPages })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('results.compareHint')}
        </Text>
        {resolvedZip ? (
          <Text size="sm">{t('results.zipZone', { zip: resolvedZip.zip, zone: resolvedZip.usdaZone })}</Text>
        ) : null}
      </Stack>
      <ResultsToolbar
        resultsPerPage={options.resultsPerPage}
        sort={options.sort}
        perPageHref={(resultsPerPage) => hrefWith({ resultsPerPage, activePage: 1 })}
        onSortChange={onSortChange}
      />
      {cards.length ? (
        <ResultsGallery
          cards={cards}
          cardActions={(card) => (
            <div className={classes.cardActions}>
              <CompareCheckbox treeId={card.id} treeName={card.scientificName} />
              <AddToList treeIds={[card.id]} treeLabel={card.scientificName} />
            </div>
          )}
        />
      ) : (
        <Text>
          {t('results.noSuchPage', { page: options.activePage, pages: totalPages })}{' '}
          <Anchor component={Link} to={hrefWith({ activePage: totalPages })}>
            {t('results.goToPage', { page: totalPages })}
          </Anchor>
        </Text>
      )}
      <ResultsPagination
        activePage={options.activePage}
        totalPages={totalPages}
        pageHref={(activePage) => hrefWith({ activePage })}
      />
      <CompareLink className={classes.compareBar} />
    </>
  );
}
