import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import type { Decide, QueuePhotoItem, QueueReportItem } from '../queue-model';
import { QueuePhotoCard, QueueReportCard } from './queue-items';

export type EditorQueueViewProps = {
  photos: readonly QueuePhotoItem[] | null;
  reports: readonly QueueReportItem[] | null;
  failed: boolean;
  retry: () => unknown;
  decide: Decide;
};

function QueueSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {empty ? (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed">{empty}</Text>
        </Paper>
      ) : (
        children
      )}
    </Stack>
  );
}

/**
 * /editor (roles 2, 3): what the community sent, waiting for a decision: photos oldest first at
 * full size beside the tree's gallery, then problem reports with their section.
 */
export function EditorQueueView({ photos, reports, failed, retry, decide }: EditorQueueViewProps) {
  const loading = !failed && (photos === null || reports === null);
  const t = useT();
  return (
    <Stack gap="lg" maw={1100} mx="auto" p="md" w="100%">
      <ScreenTitle name="titles.reviewQueue" />
      <div>
        <Title order={1}>{t('community.queue.title')}</Title>
        <Text c="dimmed">
          {t.rich('community.queue.intro', {
            link: (
              <Anchor key="link" component={Link} to={paths.editorWork.href()} underline="always">
                {t('community.queue.introLink')}
              </Anchor>
            ),
          })}
        </Text>
      </div>
      {failed ? <LoadFailedAlert title={t('community.queue.loadFailed')} onRetry={retry} /> : null}
      {loading ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('community.queue.loading')}>
          <Skeleton height={32} width={260} />
          <Skeleton height={320} />
        </Stack>
      ) : null}
      {photos ? (
        <QueueSection
          id="queue-photos"
          title={t('community.queue.photos', { count: photos.length })}
          empty={photos.length ? null : t('community.queue.noPhotos')}
        >
          {photos.map((item) => (
            <QueuePhotoCard key={item.id} item={item} decide={decide} />
          ))}
        </QueueSection>
      ) : null}
      {reports ? (
        <QueueSection
          id="queue-reports"
          title={t('community.queue.reports', { count: reports.length })}
          empty={reports.length ? null : t('community.queue.noReports')}
        >
          {reports.map((item) => (
            <QueueReportCard key={item.id} item={item} decide={decide} />
          ))}
        </QueueSection>
      ) : null}
    </Stack>
  );
}
