import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { EditorQueuePage } from '@/features/community/components/editor-queue-page';

/** /editor (roles 2 and 3): contributed photos and problem reports waiting for a decision. */
export default function EditorQueueRoute() {
  return <EditorQueuePage />;
}
