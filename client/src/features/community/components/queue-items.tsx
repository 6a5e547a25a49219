import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { editSection, when, type Decide, type QueuePhotoItem, type QueueReportItem } from '../queue-model';
import classes from './community.module.css';
import { CurrentGallery } from './current-gallery';
import { QueueDecision, type DecisionAction } from './queue-decision';

const PHOTO_ACTIONS: DecisionAction[] = [
  { decision: 'approve', label: 'Approve' },
  { decision: 'approve_first', label: 'Approve and set as first photo', variant: 'light' },
  {
    decision: 'reject',
    label: 'Reject',
    color: 'red.9',
    variant: 'outline',
    note: { label: 'Reason (the contributor reads it)', required: true },
  },
];

const REPORT_ACTIONS: DecisionAction[] = [
  { decision: 'resolve', label: 'Resolve', note: { label: 'Note', required: false } },
  { decision: 'dismiss', label: 'Dismiss', color: 'gray', variant: 'outline' },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" className={classes.wrap}>
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function TreeLink({ treeId, treeName }: { treeId: number; treeName: string }) {
  return (
    <Anchor component={Link} to={paths.treeDetail.href(treeId)} fw={600}>
      <em>{treeName}</em>
    </Anchor>
  );
}

/** A pending photo at full size, its details and decisions, beside the tree's gallery today. */
export function QueuePhotoCard({ item, decide }: { item: QueuePhotoItem; decide: Decide }) {
  const headingId = `queue-item-${item.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-queue-item={item.id}>
      <div className={classes.queueItem}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            Photo of <TreeLink treeId={item.treeId} treeName={item.treeName} />
          </Title>
          <img
            src={photoUrl(item.link)}
            srcSet={photoSrcSet(item.link, item.widths)}
            sizes="(max-width: 48em) 100vw, 700px"
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            alt={`${item.attributeName} of ${item.treeName}, sent by ${item.contributor ?? 'a contributor'}`}
            className={classes.queuePhoto}
          />
          <Stack gap={2}>
            <Fact label="Shows">{item.attributeName}</Fact>
            <Fact label="Credit">{item.credit}</Fact>
            <Fact label="Licence">{item.licence}</Fact>
            {item.place ? <Fact label="Place">{item.place}</Fact> : null}
            {item.takenAt ? <Fact label="Taken">{String(item.takenAt)}</Fact> : null}
            <Fact label="Sent">
              {when(item.createdAt)}
              {item.contributor ? ` by ${item.contributor}` : ''}
            </Fact>
          </Stack>
          <QueueDecision itemId={item.id} actions={PHOTO_ACTIONS} decide={decide} />
        </Stack>
        <CurrentGallery treeId={item.treeId} treeName={item.treeName} />
      </div>
    </Paper>
  );
}

/** A problem report: its tree and section, what is wrong, the way to the edit screen, decisions. */
export function QueueReportCard({ item, decide }: { item: QueueReportItem; decide: Decide }) {
  const headingId = `queue-item-${item.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-queue-item={item.id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            Report on <TreeLink treeId={item.treeId} treeName={item.treeName} />
          </Title>
          <Badge variant="light" data-section={item.section}>
            {item.sectionLabel}
          </Badge>
        </Group>
        <Text className={classes.wrap} style={{ whiteSpace: 'pre-wrap' }}>
          {item.message}
        </Text>
        <Stack gap={2}>
          {item.source ? <Fact label="Source">{item.source}</Fact> : null}
          <Fact label="Sent">
            {when(item.createdAt)} by {item.contributor ?? 'an anonymous visitor'}
          </Fact>
        </Stack>
        <Anchor component={Link} to={paths.treeEdit.href(item.treeId, editSection(item.section))} fw={600}>
          Open the edit screen at this section
        </Anchor>
        <QueueDecision itemId={item.id} actions={REPORT_ACTIONS} decide={decide} />
      </Stack>
    </Paper>
  );
}
