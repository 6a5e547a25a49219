import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MyContribution } from '../components/my-contributions-list';
import { MyContributionsDocument } from '../generated/graphql';
import { SECTION_LABELS } from '../queue-model';

/** Everything the signed-in user sent, newest first, with its status and the editor's reason. */
export function useMyContributions(): { items: MyContribution[] | null; failed: boolean; retry: () => unknown } {
  const { data, error, refetch } = useQuery(MyContributionsDocument, { fetchPolicy: 'cache-and-network' });
  const items = useMemo(
    () =>
      data?.myContributions.map((item) => ({
        id: item.id,
        kind: item.kind === 'report' ? ('report' as const) : ('photo' as const),
        treeId: item.treeId,
        treeName: item.treeName,
        summary:
          item.kind === 'report'
            ? `Report on ${SECTION_LABELS[item.section ?? ''] ?? item.section}`
            : `Photo (${item.attributeName}, ${item.licence})`,
        status: item.status,
        note: item.reason ?? null,
        createdAt: item.createdAt,
      })) ?? null,
    [data],
  );
  return { items, failed: Boolean(error && !data), retry: refetch };
}
