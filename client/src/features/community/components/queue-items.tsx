import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/community';
import { useT, type MessageKey, type Translate } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { editSection, when, type Decide, type QueuePhotoItem, type QueueReportItem } from '../queue-model';
import classes from './community.module.css';
import { CurrentGallery } from './current-gallery';
import { QueueDecision, type DecisionAction } from './queue-decision';

/** The decisions of a photo and of a report, their labels in `t`'s language. */
const photoActions = (t: Translate): DecisionAction[] => [
  { decision: 'approve', label: t('community.decision.approve') },
  { decision: 'approve_first', label: t('community.decision.approveFirst'), variant: 'light' },
  {
    decision: 'reject',
    label: t('community.decision.reject'),
    color: 'red.9',
    variant: 'outline',
    note: { label: t('community.decision.rejectReason'), required: true },
  },
];

const reportActions = (t: Translate): DecisionAction[] => [
  {
    decision: 'resolve',
    label: t('community.decision.resolve'),
    note: { label: t('community.decision.note'), required: false },
  },
  { decision: 'dismiss', label: t('community.decision.dismiss'), color: 'gray', variant: 'outline' },
];

function Fact({ name, children }: { name: MessageKey; children: ReactNode }) {
  const t = useT();
  return (
    <Text size="sm" className={classes.wrap}>
      <Text span fw={600} size="sm">
        {t('community.queue.factLine', { label: t(name) })}
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
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-queue-item={item.id}>
      <div className={classes.queueItem}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t.rich('community.queue.photoOf', {
              tree: <TreeLink key="tree" treeId={item.treeId} treeName={item.treeName} />,
            })}
          </Title>
          <img
            src={photoUrl(item.link)}
            srcSet={photoSrcSet(item.link, item.widths)}
            sizes="(max-width: 48em) 100vw, 700px"
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            alt={t('community.queue.photoAlt', {
              shows: item.attributeName,
              tree: item.treeName,
              contributor: item.contributor ?? t('community.queue.aContributor'),
            })}
            className={classes.queuePhoto}
          />
          <Stack gap={2}>
            <Fact name="community.queue.fact.shows">{item.attributeName}</Fact>
            <Fact name="community.queue.fact.credit">{item.credit}</Fact>
            <Fact name="community.queue.fact.licence">{item.licence}</Fact>
            {item.place ? <Fact name="community.queue.fact.place">{item.place}</Fact> : null}
            {item.takenAt ? <Fact name="community.queue.fact.taken">{String(item.takenAt)}</Fact> : null}
            <Fact name="community.queue.fact.sent">
              {item.contributor
                ? t('community.queue.sentBy', { when: when(item.createdAt, t.locale), who: item.contributor })
                : when(item.createdAt, t.locale)}
            </Fact>
          </Stack>
          <QueueDecision itemId={item.id} actions={photoActions(t)} decide={decide} />
        </Stack>
        <CurrentGallery treeId={item.treeId} treeName={item.treeName} />
      </div>
    </Paper>
  );
}

/** A problem report: its tree and section, what is wrong, the way to the edit screen, decisions. */
export function QueueReportCard({ item, decide }: { item: QueueReportItem; decide: Decide }) {
  const headingId = `queue-item-${item.id}`;
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-queue-item={item.id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {t.rich('community.queue.reportOn', {
              tree: <TreeLink key="tree" treeId={item.treeId} treeName={item.treeName} />,
            })}
          </Title>
          <Badge variant="light" data-section={item.section}>
            {item.sectionLabel}
          </Badge>
        </Group>
        <Text className={classes.wrap} style={{ whiteSpace: 'pre-wrap' }}>
          {item.message}
        </Text>
        <Stack gap={2}>
          {item.source ? <Fact name="community.queue.fact.source">{item.source}</Fact> : null}
          <Fact name="community.queue.fact.sent">
            {t('community.queue.sentBy', {
              when: when(item.createdAt, t.locale),
              who: item.contributor ?? t('community.queue.anonymous'),
            })}
          </Fact>
        </Stack>
        <Anchor component={Link} to={paths.treeEdit.href(item.treeId, editSection(item.section))} fw={600}>
          {t('community.queue.openEdit')}
        </Anchor>
        <QueueDecision itemId={item.id} actions={reportActions(t)} decide={decide} />
      </Stack>
    </Paper>
  );
}
