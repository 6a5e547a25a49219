import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { TreeDetail } from '../fields';
import 'virtual:icu-messages/tree';
import 'virtual:icu-messages/vocab';
import { useT } from '@/i18n/i18n';
import { championTreeSearchHref, CITATIONS_URL, citationText } from '../links';
import classes from './tree-detail.module.css';

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" className={classes.printUrl} data-print-url>
      {children} <ExternalLinkIcon />
    </Anchor>
  );
}

/** How to cite the page, and SelecTree's sources. */
function CiteThisPage() {
  const t = useT();
  return (
    <div>
      <Title order={3} className={classes.groupTitle}>
        {t('tree.cite')}
      </Title>
      <Text size="sm" className={classes.citation} data-testid="citation">
        {citationText()}
      </Text>
      <Text size="sm" mt={4}>
        <ExternalAnchor href={CITATIONS_URL}>{t('tree.citations')}</ExternalAnchor>
      </Text>
    </div>
  );
}

/** External resources, the champion-tree register, the appraisal statement and how to cite the page. */
export function References({ tree }: { tree: TreeDetail }) {
  const t = useT();
  return (
    <Card component="section" aria-labelledby="more-information" withBorder padding="lg" className={classes.card}>
      <Title order={2} id="more-information" className={classes.cardTitle}>
        {t('tree.moreInformation')}
      </Title>
      <Stack gap="md">
        <div>
          <Title order={3} className={classes.groupTitle}>
            {t('tree.externalResources')}
          </Title>
          {tree.externalResources.length ? (
            <List size="sm" spacing={4} className={classes.resources} aria-label={t('tree.externalResources')}>
              {tree.externalResources.map((resource) => (
                <List.Item key={resource.href}>
                  <ExternalAnchor href={resource.href}>{resource.name}</ExternalAnchor>{' '}
                  <Text span size="xs" c="dimmed">
                    ({resource.host})
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" className={classes.noData} data-no-data>
              {t('vocab.noData')}
            </Text>
          )}
        </div>
        <div>
          <Title order={3} className={classes.groupTitle}>
            {t('tree.championTrees')}
          </Title>
          <Text size="sm">
            <ExternalAnchor href={championTreeSearchHref(tree.scientificName)}>
              {t('tree.championSearch')}
            </ExternalAnchor>
          </Text>
        </div>
        <div>
          <Title order={3} className={classes.groupTitle}>
            {t('tree.appraisals')}
          </Title>
          <Text size="sm">
            <Anchor component={Link} to={paths.appraisals.href()}>
              {t('tree.appraisalStatement')}
            </Anchor>
          </Text>
        </div>
        <CiteThisPage />
      </Stack>
    </Card>
  );
}
