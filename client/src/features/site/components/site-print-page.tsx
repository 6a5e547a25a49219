import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { useLengthDisplay } from '@/lib/length-display';
import { readSite } from '@/lib/site-url';
import { siteInWords } from '@/lib/site-words';
import { SITE_PRINT_COUNT, useSiteOptions, useSiteRecommendations } from '../hooks/use-site';
import { siteFieldErrors, type SiteFieldErrors } from '../site-field-errors';
import { useSiteZipZone } from './site-zip-zone';
import { SiteCard } from './site-card';
import classes from './site.module.css';

/** A site's top trees with their reasons and warnings, laid out for paper (print.css). */
export function SitePrintPage({ siteQuery }: { siteQuery: string }) {
  const { data, loading, failure, refusedFields } = useSiteRecommendations(siteQuery, 1, SITE_PRINT_COUNT);
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
      {failure ? <PrintFailure siteQuery={siteQuery} failure={failure} refusedFields={refusedFields} /> : null}
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

type PrintFailureProps = { siteQuery: string; failure: string; refusedFields: SiteFieldErrors };

/**
 * Why there are no trees to print: a refused site's errors, each worded as the site page's field
 * shows it ("No USDA zone is known for ZIP code 12345."), not as the API's "zip: …" text; else
 * the refusal or failure as the site page says it.
 */
function PrintFailure({ siteQuery, failure, refusedFields }: PrintFailureProps) {
  const [t, lengths] = [useT(), useLengthDisplay()];
  const site = readSite(new URLSearchParams(siteQuery));
  // As on the site page: a ZIP the table has no zone for is said in the page's language.
  const zipMissing = useSiteZipZone(site.zip.trim()).status === 'missing';
  const errors = Object.values(siteFieldErrors({ site, zipMissing, refused: refusedFields, t, lengths }));
  if (!errors.length) return <Text role="alert">{failure}</Text>;
  return (
    <div role="alert">
      <Text>{t('site.print.refused')}</Text>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
