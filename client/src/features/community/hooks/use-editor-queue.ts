import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useT, type Translate } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import type { EditorQueueViewProps } from '../components/editor-queue-view';
import { DecideQueueItemDocument, EditorQueueDocument, type QueueItemFieldsFragment } from '../generated/graphql';
import { sectionLabel, type Decide, type QueuePhotoItem, type QueueReportItem } from '../queue-model';
import { failureText } from './failure-text';

const photoItem = (item: QueueItemFieldsFragment): QueuePhotoItem => ({
  kind: 'photo',
  id: item.id,
  treeId: item.treeId,
  treeName: item.treeName,
  createdAt: item.createdAt,
  status: item.status,
  contributor: item.contributor?.name ?? null,
  link: item.photoLink ?? '',
  widths: item.widths ?? [],
  width: item.width ?? null,
  height: item.height ?? null,
  licence: item.licence ?? '',
  credit: item.credit ?? '',
  attributeName: item.attributeName ?? '',
  place: item.place ?? null,
  takenAt: item.takenAt ?? null,
});

const reportItem = (item: QueueItemFieldsFragment, t: Translate): QueueReportItem => ({
  kind: 'report',
  id: item.id,
  treeId: item.treeId,
  treeName: item.treeName,
  createdAt: item.createdAt,
  status: item.status,
  contributor: item.contributor?.name ?? null,
  section: item.section ?? '',
  sectionLabel: sectionLabel(t, item.section ?? ''),
  message: item.message ?? '',
  source: item.source ?? null,
});

/**
 * The queue's pending photos and reports (oldest first, as the API orders them) and the decision
 * action. After a decision (or a refusal: someone else decided first) the queue, the header count
 * and the galleries beside the photos are asked again.
 */
export function useEditorQueue(): EditorQueueViewProps {
  const { data, error, refetch } = useQuery(EditorQueueDocument, { fetchPolicy: 'cache-and-network' });
  const [decideItem] = useMutation(DecideQueueItemDocument);
  const t = useT();
  const decide: Decide = useCallback(
    async (id, decision, note) => {
      try {
        await decideItem({
          variables: { id, decision, note },
          refetchQueries: ['EditorQueue', 'EditorQueueCount', 'QueueTreeGallery'],
          awaitRefetchQueries: true,
        });
      } catch (failure) {
        logError('deciding a queue item', failure);
        throw new Error(failureText(failure, t('community.decision.failedRetry')));
      }
    },
    [decideItem, t],
  );
  const photos = useMemo(() => data?.photos.map(photoItem) ?? null, [data]);
  const reports = useMemo(() => data?.reports.map((item) => reportItem(item, t)) ?? null, [data, t]);
  return { photos, reports, failed: Boolean(error && !data), retry: refetch, decide };
}
