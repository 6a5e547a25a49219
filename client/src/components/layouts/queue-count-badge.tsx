import { useQuery } from '@/lib/graphql/use-query';
import { VisuallyHidden } from '@mantine/core';
import { EditorQueueCountDocument } from '@/generated/graphql';
import { useT } from '@/i18n/i18n';
import { canAccess, useViewer } from '@/lib/auth';
import classes from './queue-count-badge.module.css';

/** How often an open page asks again how many items wait (editors take them in within a minute). */
export const QUEUE_COUNT_POLL_MS = 60_000;

/** The number of queue items waiting, for editors and admins; nothing when none wait. */
export function QueueCountBadge() {
  const viewer = useViewer();
  const t = useT();
  const editor = canAccess(viewer, 'editor');
  const { data } = useQuery(EditorQueueCountDocument, {
    skip: !editor,
    fetchPolicy: 'cache-and-network',
    pollInterval: QUEUE_COUNT_POLL_MS,
  });
  const count = data?.editorQueueCount ?? 0;
  if (!editor || count <= 0) return null;
  return (
    <span className={classes.badge} data-testid="queue-count">
      {count}
      <VisuallyHidden> {t('header.queueWaiting', { count })}</VisuallyHidden>
    </span>
  );
}
