import { EditorWorkPage } from '@/features/tree-edit/components/editor-work-page';

/** /editor/work (roles 2 and 3): drafts and recent edits, filterable by editor. */
export default function EditorWorkRoute() {
  return <EditorWorkPage />;
}
