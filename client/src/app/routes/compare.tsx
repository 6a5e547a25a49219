import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '../print.css';
import type { ApolloClient } from '@apollo/client';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { removeCompareId } from '@/features/compare-selection/use-compare-selection';
import { parseCompareIds } from '@/features/compare/compare-ids';
import { CompareMessage, ComparePage } from '@/features/compare/components/compare-page';
import { compareTreesQuery } from '@/features/compare/hooks/use-compare-trees';
import { AddToList } from '@/features/lists/components/add-to-list';
import { useT } from '@/i18n/i18n';
import { warmQuery } from '@/lib/graphql/warm-query';
import 'virtual:icu-messages/comparePage';

/** Before hydration (app/router.tsx WarmUp): the comparison's query, as ComparePage's first render asks it. */
export function warmUp(client: ApolloClient, _params: unknown, search: URLSearchParams) {
  const parsed = parseCompareIds(search);
  if (parsed.ok) warmQuery(client, compareTreesQuery(parsed.ids));
}

/** /compare?ids=1,2,3: 2 to 4 trees side by side; the address is the comparison (shareable). */
export default function CompareRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const parsed = parseCompareIds(searchParams);
  if (!parsed.ok) return <CompareMessage message={parsed.message} />;

  const remove = (id: number) => {
    removeCompareId(id);
    navigate(paths.compare.href(parsed.ids.filter((other) => other !== id)));
  };
  return (
    <ComparePage
      key={parsed.ids.join(',')}
      ids={parsed.ids}
      onRemove={remove}
      actions={(treeIds) => (
        <AddToList treeIds={treeIds} treeLabel={t('comparePage.theseTrees', { count: treeIds.length })} />
      )}
    />
  );
}
