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
import { useT, type MessageKey } from '@/i18n/i18n';
import { useRegion } from '@/lib/region';
import classes from './home.module.css';

const quickLinks: { label: MessageKey; description: MessageKey; to: string }[] = [
  { label: 'home.siteLabel', description: 'home.siteText', to: paths.site.href() },
  { label: 'nav.treeLists', description: 'home.listsText', to: paths.searchLists.href() },
  { label: 'footer.glossary', description: 'home.glossaryText', to: paths.glossary.href() },
  { label: 'footer.appraisals', description: 'home.appraisalsText', to: paths.appraisals.href() },
  {
    label: 'home.searchByCharacteristics',
    description: 'home.searchByCharacteristicsText',
    to: `#${SEARCH_BY_CHARACTERISTICS_ID}`,
  },
];

/** Home: / (California) and /pacificislands; the route decides the region. */
export default function HomeRoute() {
  const [region] = useRegion();
  const t = useT();
  const links: LinkCard[] = quickLinks.map((link) => ({
    label: t(link.label),
    description: t(link.description),
    to: link.to,
  }));

  return (
    <Stack gap="xl">
      <PageTitle
        title={t('region.name', { region })}
        full={region === 'PACIFIC_ISLANDS' ? undefined : t('home.pageTitle')}
      />
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg">{t('home.intro', { region })}</Text>
      </Stack>

      <NameSearch region={region} />

      <div className={classes.columns}>
        <div>
          <FeaturedTree region={region} />
        </div>
        <div>
          <Stack gap="lg">
            <FeaturedQuote />
            <LinkCards label={t('home.quickLinks')} links={links} />
            <Stack gap={6} className={classes.donate}>
              <Text fw={700}>{t('home.donateTitle')}</Text>
              <Text size="sm">{t('home.donateText')}</Text>
              <Button component={Link} to={paths.donation.href()} color="bark" leftSection={<HeartIcon />} mt={4}>
                {t('header.donate')}
              </Button>
            </Stack>
          </Stack>
        </div>
      </div>

      <section id={SEARCH_BY_CHARACTERISTICS_ID} aria-labelledby="search-by-char-heading" className={classes.search}>
        <Title order={2} id="search-by-char-heading">
          {t('home.searchByCharacteristics')}
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          {t('home.characteristicsIntro')}
        </Text>
        <SearchByCharacteristics region={region} />
      </section>
    </Stack>
  );
}
