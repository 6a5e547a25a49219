import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { NewTreePage } from '@/features/tree-edit/components/new-tree-page';
import { TreeEditPage } from '@/features/tree-edit/components/tree-edit-page';

/** /tree-detail/{id}/edit (roles 2, 3); /tree-detail/new/edit is the header's ADD TREE. */
export default function TreeEditRoute() {
  const { treeName } = useParams();
  if (treeName === 'new') return <NewTreePage />;
  const id = Number(treeName);
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  // Keyed: "Go to tree" opens another tree's screen afresh (its form, autosave and history).
  return <TreeEditPage key={id} treeId={id} />;
}
