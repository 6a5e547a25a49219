import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MyContribution } from '../components/my-contributions-list';
import { MyContributionsDocument } from '../generated/graphql';
import { useT } from '@/i18n/i18n';
import { sectionLabel } from '../queue-model';

/** Everything the signed-in user sent, newest first, with its status and the editor's reason. */
export function useMyContributions(): { items: MyContribution[] | null; failed: boolean; retry: () => unknown } {
  const { data, error, refetch } = useQuery(MyContributionsDocument, { fetchPolicy: 'cache-and-network' });
  const t = useT();
  const items = useMemo(
    () =>
      data?.myContributions.map((item) => ({
        id: item.id,
        kind: item.kind === 'report' ? ('report' as const) : ('photo' as const),
        treeId: item.treeId,
        treeName: item.treeName,
        summary:
          item.kind === 'report'
            ? t('community.mine.reportOn', { section: sectionLabel(t, item.section ?? '') })
            : t('community.mine.photo', { shows: item.attributeName ?? '', licence: item.licence ?? '' }),
        status: item.status,
        note: item.reason ?? null,
        createdAt: item.createdAt,
      })) ?? null,
    [data, t],
  );
  return { items, failed: Boolean(error && !data), retry: refetch };
}
