import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
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
  const [choices, lengths] = [useSiteOptions(), useLengthDisplay()];
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.sitePrint" />
      <Group justify="space-between" data-print="hide">
        <Anchor component={Link} to={paths.site.href(siteQuery)}>
          Back to the site
        </Anchor>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <Title order={1}>Top trees for this site</Title>
      {data ? (
        <Text>
          ZIP {data.zip} (USDA zone {data.zoneText}, {data.regionLabel}) ·{' '}
          {siteInWords(siteQuery, choices, { withZip: false, lengths })} · {data.totalResults.toLocaleString('en-US')}{' '}
          trees not known to fail; the first {data.results.length} below.
        </Text>
      ) : null}
      {loading && !data ? <Loader aria-label="Loading the trees" /> : null}
      {failure ? <Text role="alert">{failure}</Text> : null}
      <ol className={classes.printList} aria-label="Top trees for this site">
        {data?.results.map((result, index) => (
          <li key={result.treeId}>
            <SiteCard result={result} rank={index + 1} />
          </li>
        ))}
      </ol>
    </Stack>
  );
}
