import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteNotes } from '@/components/ui/site-notes';
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
  return (
    <Card component="article" withBorder padding="sm" className={classes.card} aria-label={result.scientificName}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            No. {rank}
          </Text>
          <Anchor component={Link} to={paths.treeDetail.href(result.treeId)} fw={700} fs="italic">
            {result.scientificName}
          </Anchor>
          {result.commonName ? <Text size="sm">{result.commonName}</Text> : null}
        </div>
        <Badge
          variant="light"
          color={known ? 'forest' : 'gray'}
          c={known ? 'forest.9' : 'dark.6'}
          style={{ flex: 'none' }}
        >
          {known ? 'Fits' : 'Fit unknown'}
        </Badge>
      </Group>
      <SiteNotes kind="reason" notes={result.reasons} label={`Why ${result.scientificName} suits the site`} />
      <SiteNotes kind="warning" notes={result.warnings} label={`Warnings for ${result.scientificName}`} />
      <SiteNotes kind="unknown" notes={result.unknown} label={`Not checked for ${result.scientificName}`} />
      {actions ? <div className={`${classes.actions} ${classes.noPrint}`}>{actions}</div> : null}
    </Card>
  );
}
