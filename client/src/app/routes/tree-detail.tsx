import '@mantine/core/styles/DataList.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '../print.css';
import type { ApolloClient } from '@apollo/client';
import { Navigate, useParams, type Params } from 'react-router-dom';
import { ContributePhotos } from '@/features/community/components/contribute-photos';
import { ReportProblemLink, reportSection } from '@/features/community/components/report-problem-link';
import { CompareToggle } from '@/features/compare-selection/components/compare-toggle';
import { AddToList } from '@/features/lists/components/add-to-list';
import { WhyNotLink } from '@/features/site/components/why-not-link';
import { parseTreeName } from '@/features/trees/detail/by-name';
import { TreeByName } from '@/features/trees/detail/components/tree-by-name';
import { TreeBySlug } from '@/features/trees/detail/components/tree-by-slug';
import { TreeDetail, TreeNotFound } from '@/features/trees/detail/components/tree-detail';
import { treeDetailQuery } from '@/features/trees/detail/hooks/use-tree-detail';
import { warmQuery } from '@/lib/graphql/warm-query';

/** /tree-detail/{treeName}: a tree by id, or the by-name rules for a hyphenated name or a genus; /tree/{slug}: by slug. */
export default function TreeDetailRoute() {
  const { treeName = '', slug } = useParams();
  if (slug !== undefined) return <TreeBySlug slug={slug}>{(id) => <TreePage id={id} />}</TreeBySlug>;
  const target = parseTreeName(treeName);

  switch (target.kind) {
    case 'id':
      return <TreePage id={target.id} />;
    case 'name':
      return <TreeByName key={target.name} name={target.name} />;
    case 'redirect':
      return <Navigate to={target.href} replace />;
    case 'none':
      return <TreeNotFound />;
  }
}

/** Before hydration (app/router.tsx WarmUp): the tree's query, as TreePage's first render asks it. */
export function warmUp(client: ApolloClient, params: Params, _search?: URLSearchParams) {
  const target = parseTreeName(params.treeName ?? '');
  if (target.kind === 'id') warmQuery(client, treeDetailQuery(target.id));
}

/** A tree's page with the visitor's actions (compare, lists, why not?) and community extras. */
function TreePage({ id }: { id: number }) {
  return (
    <TreeDetail
      key={id}
      id={id}
      actions={(tree) => (
        <>
          <CompareToggle treeId={tree.id} treeName={tree.scientificName} />
          <AddToList treeIds={[tree.id]} treeLabel={tree.scientificName} size="sm" />
          <WhyNotLink treeId={tree.id} />
        </>
      )}
      // Sample trees are read-only (the services refuse contributions and reports on them).
      extras={(tree) =>
        tree.isDemo
          ? undefined
          : {
              reportLink: (section, label) => (
                <ReportProblemLink
                  treeId={tree.id}
                  treeName={tree.scientificName}
                  section={reportSection(section)}
                  sectionLabel={label}
                />
              ),
              photoActions: <ContributePhotos treeId={tree.id} />,
            }
      }
    />
  );
}
