import '@mantine/core/styles/Alert.layer.css';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { ResultsPagination } from '@/components/ui/results-pagination';
import type { ReactNode } from 'react';
import { SITE_PAGE_SIZE, useSiteRecommendations } from '../hooks/use-site';
import { SiteCard, type SiteResult } from './site-card';
import classes from './site.module.css';

type SiteResultsProps = {
  /** The site's query ('' while the form is not ready or typing has not paused). */
  siteQuery: string;
  page: number;
  pageHref: (page: number) => string;
  /** Compare and add-to-list for a card, composed by the route. */
  cardActions?: (result: SiteResult) => ReactNode;
  /** Under the cards (the compare bar), composed by the route. */
  footer?: ReactNode;
};

const treesWord = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'tree' : 'trees'}`;

/** The live count and the ranked cards of a site, with compare and add-to-list on each card. */
export function SiteResults({ siteQuery, page, pageHref, cardActions, footer }: SiteResultsProps) {
  const { data, loading, failure } = useSiteRecommendations(siteQuery, page);
  const total = data?.totalResults ?? null;
  return (
    <>
      <Group gap="xs" aria-live="polite" role="status" data-testid="site-count">
        {loading ? <Loader size="xs" aria-hidden="true" /> : null}
        {failure ? null : total === null ? (
          <Text>Counting the trees that fit…</Text>
        ) : (
          <Text fw={700}>
            {treesWord(total)} not known to fail this site
            {data && data.fitsCount < total ? ` (${data.fitsCount.toLocaleString('en-US')} known to fit)` : ''}
          </Text>
        )}
      </Group>
      {data?.zoneText ? (
        <Text size="sm">
          ZIP {data.zip} → USDA zone {data.zoneText} · {data.regionLabel}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" title="This site cannot be searched" role="alert">
          {failure}
        </Alert>
      ) : null}
      {data?.results.length ? (
        <ol className={classes.cards} aria-label="Trees for this site, best first">
          {data.results.map((result, index) => (
            <li key={result.treeId}>
              <SiteCard
                result={result}
                rank={(page - 1) * SITE_PAGE_SIZE + index + 1}
                actions={cardActions?.(result)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {total !== null && total > SITE_PAGE_SIZE ? (
        <ResultsPagination
          activePage={page}
          totalPages={Math.ceil(total / SITE_PAGE_SIZE)}
          pageHref={pageHref}
          label="Result pages"
        />
      ) : null}
      {footer}
    </>
  );
}
