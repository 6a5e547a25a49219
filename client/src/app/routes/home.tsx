import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HeartIcon } from '@/components/ui/icons';
import { LinkCards, type LinkCard } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { paths, SEARCH_BY_CHARACTERISTICS_ID } from '@/config/paths';
import { FeaturedQuote } from '@/features/quotes/components/featured-quote';
import { NameSearch } from '@/features/search/components/name-search';
import { SearchByCharacteristics } from '@/features/search/components/search-by-characteristics';
import { FeaturedTree } from '@/features/trees/components/featured-tree';
import { regionLabels, useRegion } from '@/lib/region';
import classes from './home.module.css';

const quickLinks: LinkCard[] = [
  {
    label: 'Find trees for my site',
    description: 'Describe your planting site once: every tree that fits, ranked, with the reasons.',
    to: paths.site.href(),
  },
  {
    label: 'Tree Lists',
    description: 'Lists of trees curated by cities, schools and growers.',
    to: paths.searchLists.href(),
  },
  {
    label: 'Glossary',
    description: 'What the tree characteristics mean, with pictures.',
    to: paths.glossary.href(),
  },
  { label: 'Appraisals', description: 'Appraisal groups and replacement tree sizes.', to: paths.appraisals.href() },
  {
    label: 'Search by characteristics',
    description: 'Height, shape, flowers, site and more.',
    to: `#${SEARCH_BY_CHARACTERISTICS_ID}`,
  },
];

/** Home: / (California) and /pacificislands; the route decides the region. */
export default function HomeRoute() {
  const [region] = useRegion();
  const place = region === 'PACIFIC_ISLANDS' ? 'the Pacific Islands' : 'California';

  return (
    <Stack gap="xl">
      <PageTitle title={region === 'PACIFIC_ISLANDS' ? regionLabels.PACIFIC_ISLANDS : undefined} />
      <Stack gap="xs" maw={760}>
        <Title order={1}>Find the right tree for the right place</Title>
        <Text size="lg">
          SelecTree helps you choose trees that will thrive in {place}: search by name, or describe your site and the
          tree you have in mind.
        </Text>
      </Stack>

      <NameSearch region={region} />

      <div className={classes.columns}>
        <div>
          <FeaturedTree region={region} />
        </div>
        <div>
          <Stack gap="lg">
            <FeaturedQuote />
            <LinkCards label="Quick links" links={quickLinks} />
            <Stack gap={6} className={classes.donate}>
              <Text fw={700}>Keep SelecTree growing</Text>
              <Text size="sm">SelecTree is free to use. Gifts pay for new species, photos and research.</Text>
              <Button component={Link} to={paths.donation.href()} color="bark" leftSection={<HeartIcon />} mt={4}>
                Donate
              </Button>
            </Stack>
          </Stack>
        </div>
      </div>

      <section id={SEARCH_BY_CHARACTERISTICS_ID} aria-labelledby="search-by-char-heading" className={classes.search}>
        <Title order={2} id="search-by-char-heading">
          Search by characteristics
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Describe the tree and the site: every filter you set must match, and any of the values chosen within one
          filter will do.
        </Text>
        <SearchByCharacteristics region={region} />
      </section>
    </Stack>
  );
}
