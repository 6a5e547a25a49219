import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/ui/error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { canAccess, useViewer } from '@/lib/auth';
import type { TreeDetail as TreeDetailModel } from '../fields';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { useTreeDetail } from '../hooks/use-tree-detail';
import { TreeDetailView, type DetailExtras } from './tree-detail-view';

/** Spec §8: the detail page's message when there is no such tree (its English is in the `tree` namespace). */
export const TREE_NOT_FOUND_MESSAGE = 'There are no trees found that match that query.';

type TreeDetailProps = {
  id: number;
  /** Actions the screen adds beside Edit and Print (given the loaded tree). */
  actions?: (tree: TreeDetailModel) => ReactNode;
  /** Report links and photo actions the screen adds to the sections (given the loaded tree). */
  extras?: (tree: TreeDetailModel) => DetailExtras | undefined;
};

/** /tree-detail/{id}: a spinner, then the tree, or the error page. */
export function TreeDetail({ id, actions, extras }: TreeDetailProps) {
  const { tree, loading, error } = useTreeDetail(id);
  const viewer = useViewer();

  if (loading) return <PageLoader />;
  if (error) return <ErrorPage />;
  if (!tree) return <TreeNotFound />;
  return (
    <TreeDetailView
      tree={tree}
      canEdit={canAccess(viewer, 'editor')}
      actions={actions?.(tree)}
      extras={extras?.(tree)}
    />
  );
}

export function TreeNotFound() {
  return <ErrorPage message={useT()('tree.notFound')} />;
}
