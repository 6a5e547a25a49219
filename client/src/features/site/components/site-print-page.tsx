import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { readSite } from '@/lib/site-url';
import { SITE_PRINT_COUNT, useSiteOptions, useSiteRecommendations } from '../hooks/use-site';
import { SiteCard } from './site-card';
import type { SiteChoice, SiteChoices } from './site-form';
import classes from './site.module.css';

const labelOf = (choices: SiteChoice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;

/** The site in words for the paper (the vocabularies' labels from the server), not its raw query. */
function siteInWords(siteQuery: string, choices: SiteChoices | null): string {
  const site = readSite(new URLSearchParams(siteQuery));
  const words = [site.stripWidth ? `${site.stripWidth} ft planting strip` : 'Open ground'];
  if (site.overheadWires) words.push('overhead wires');
  if (site.sunset) words.push(`Sunset zone ${site.sunset}`);
  if (choices) {
    if (site.sun) words.push(`sun: ${labelOf(choices.sun, site.sun).toLowerCase()}`);
    if (site.water) words.push(`water: ${labelOf(choices.water, site.water).toLowerCase()}`);
    if (site.soil) words.push(`soil: ${labelOf(choices.soil, site.soil).toLowerCase()}`);
    if (site.goals.length)
      words.push(`ranked by ${site.goals.map((g) => labelOf(choices.goals, g).toLowerCase()).join(', ')}`);
  }
  if (site.includeInvasive) words.push('invasive trees shown');
  return words.join(' · ');
}

/** A site's top trees with their reasons and warnings, laid out for paper (print.css). */
export function SitePrintPage({ siteQuery }: { siteQuery: string }) {
  const { data, loading, failure } = useSiteRecommendations(siteQuery, 1, SITE_PRINT_COUNT);
  const choices = useSiteOptions();
  return (
    <Stack gap="md" py="md">
      <PageTitle title="Trees for my site (print)" />
      <Group justify="space-between" data-print="hide">
        <Anchor component={Link} to={paths.site.href(siteQuery)}>
          Back to the site
        </Anchor>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <Title order={1}>Top trees for this site</Title>
      {data ? (
        <Text>
          ZIP {data.zip} (USDA zone {data.zoneText}, {data.regionLabel}) · {siteInWords(siteQuery, choices)} ·{' '}
          {data.totalResults.toLocaleString('en-US')} trees not known to fail; the first {data.results.length} below.
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
