import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { useLengthDisplay } from '@/lib/length-display';
import { siteInWords } from '@/lib/site-words';
import { SITE_PRINT_COUNT, useSiteOptions, useSiteRecommendations } from '../hooks/use-site';
import { SiteCard } from './site-card';
import classes from './site.module.css';

/** A site's top trees with their reasons and warnings, laid out for paper (print.css). */
export function SitePrintPage({ siteQuery }: { siteQuery: string }) {
  const { data, loading, failure } = useSiteRecommendations(siteQuery, 1, SITE_PRINT_COUNT);
  const [choices, lengths, t] = [useSiteOptions(), useLengthDisplay(), useT()];
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.sitePrint" />
      <Group justify="space-between" data-print="hide">
        <Anchor component={Link} to={paths.site.href(siteQuery)}>
          {t('site.print.back')}
        </Anchor>
        <Button onClick={() => window.print()}>{t('site.print.print')}</Button>
      </Group>
      <Title order={1}>{t('site.print.title')}</Title>
      {data ? (
        <Text>
          {t('site.print.summary', {
            zip: data.zip,
            zone: data.zoneText,
            region: data.regionLabel,
            site: siteInWords(siteQuery, choices, { withZip: false, lengths, t }),
            total: data.totalResults,
            shown: data.results.length,
          })}
        </Text>
      ) : null}
      {loading && !data ? <Loader aria-label={t('site.print.loading')} /> : null}
      {failure ? <Text role="alert">{failure}</Text> : null}
      <ol className={classes.printList} aria-label={t('site.print.title')}>
        {data?.results.map((result, index) => (
          <li key={result.treeId}>
            <SiteCard result={result} rank={index + 1} />
          </li>
        ))}
      </ol>
    </Stack>
  );
}
