import { useEditorQueue } from '../hooks/use-editor-queue';
import { EditorQueueView } from './editor-queue-view';

/** /editor: the queue's data and decisions (hooks/use-editor-queue.ts) around its view. */
export function EditorQueuePage() {
  return <EditorQueueView {...useEditorQueue()} />;
}
