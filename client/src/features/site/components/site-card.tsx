import { Anchor, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LightBadge } from '@/components/ui/light-badge';
import { paths } from '@/config/paths';
import { SiteNotes } from '@/components/ui/site-notes';
import { useT } from '@/i18n/i18n';
import { useLengthDisplay } from '@/lib/length-display';
import { constraintLabel, siteNotes, type SiteTextData } from '../site-texts';
import classes from './site.module.css';

/** A ranked tree for a site, as the cards show it (GraphQL siteRecommendations' pageResults). */
export interface SiteResult {
  treeId: number;
  scientificName: string;
  commonName: string | null;
  /** 'fits': checked against every constraint; 'unknown': some could not be checked. */
  fit: string;
  score: number;
  reasons: readonly string[];
  warnings: readonly string[];
  /** reasons and warnings as codes and arguments (worded here in the page's language and units). */
  reasonTexts?: readonly SiteTextData[] | null;
  warningTexts?: readonly SiteTextData[] | null;
  unknown: readonly string[];
}

type SiteCardProps = {
  result: SiteResult;
  rank: number;
  /** Compare and add-to-list, composed by the screen. */
  actions?: ReactNode;
};

/** One ranked tree: its names, whether it is known to fit, its reasons, warnings and unknowns. */
export function SiteCard({ result, rank, actions }: SiteCardProps) {
  const known = result.fit === 'fits';
  const wording = { t: useT(), lengths: useLengthDisplay() };
  const { t } = wording;
  const name = result.scientificName;
  return (
    <Card component="article" withBorder padding="sm" className={classes.card} aria-label={result.scientificName}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('site.card.rank', { rank })}
          </Text>
          <Anchor component={Link} to={paths.treeDetail.href(result.treeId)} fw={700} fs="italic">
            {result.scientificName}
          </Anchor>
          {result.commonName ? <Text size="sm">{result.commonName}</Text> : null}
        </div>
        <LightBadge
          color={known ? 'forest' : 'gray'}
          textColor={known ? 'forest.9' : 'dark.6'}
          style={{ flex: 'none' }}
        >
          {known ? t('site.card.fits') : t('site.card.fitUnknown')}
        </LightBadge>
      </Group>
      <SiteNotes
        kind="reason"
        notes={siteNotes(result.reasons, result.reasonTexts, wording)}
        label={t('site.card.reasons', { name })}
      />
      <SiteNotes
        kind="warning"
        notes={siteNotes(result.warnings, result.warningTexts, wording)}
        label={t('site.card.warnings', { name })}
      />
      <SiteNotes
        kind="unknown"
        notes={result.unknown.map((constraint) => constraintLabel(t, constraint))}
        label={t('site.card.unknown', { name })}
      />
      {actions ? <div className={`${classes.actions} ${classes.noPrint}`}>{actions}</div> : null}
    </Card>
  );
}
