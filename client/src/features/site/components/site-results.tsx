import { Group, Loader, Text } from '@mantine/core';
import { LightAlert } from '@/components/ui/light-alert';
import { ResultsPagination } from '@/components/ui/results-pagination';
import { useT } from '@/i18n/i18n';
import type { ReactNode } from 'react';
import { SITE_PAGE_SIZE, type SiteRecommendations } from '../hooks/use-site';
import { SiteCard, type SiteResult } from './site-card';
import classes from './site.module.css';
import 'virtual:icu-messages/site';

type SiteResultsProps = {
  /** The site's answer (the page asks it: a refusal of a field is shown at the field, not here). */
  answer: SiteRecommendations;
  page: number;
  pageHref: (page: number) => string;
  /** Compare and add-to-list for a card, composed by the route. */
  cardActions?: (result: SiteResult) => ReactNode;
  /** Under the cards (the compare bar), composed by the route. */
  footer?: ReactNode;
};

/** The live count and the ranked cards of a site, with compare and add-to-list on each card. */
export function SiteResults({ answer, page, pageHref, cardActions, footer }: SiteResultsProps) {
  const { data, loading, failure, refusedFields } = answer;
  const total = data?.totalResults ?? null;
  const t = useT();
  return (
    <>
      <Group gap="xs" aria-live="polite" role="status" data-testid="site-count">
        {loading ? <Loader size="xs" aria-hidden="true" /> : null}
        {failure ? null : total === null ? (
          <Text>{t('site.counting')}</Text>
        ) : (
          <Text fw={700}>
            {data && data.fitsCount < total
              ? t('site.countFits', { count: total, fits: data.fitsCount })
              : t('site.count', { count: total })}
          </Text>
        )}
      </Group>
      {data?.zoneText ? (
        <Text size="sm">{t('site.zoneLine', { zip: data.zip, zone: data.zoneText, region: data.regionLabel })}</Text>
      ) : null}
      {/* A refusal of the form's fields is shown next to them (site-field-errors.ts), not as the API words it. */}
      {failure && !Object.keys(refusedFields).length ? (
        <LightAlert color="red" title={t('site.cannotSearch')}>
          {failure}
        </LightAlert>
      ) : null}
      {data?.results.length ? (
        <ol className={classes.cards} aria-label={t('site.cardsLabel')}>
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
          label={t('site.pages')}
        />
      ) : null}
      {footer}
    </>
  );
}
