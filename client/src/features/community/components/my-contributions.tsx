import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@mantine/core';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';

import { useMyContributions } from '../hooks/use-my-contributions';
import { MyContributionsList } from './my-contributions-list';

/** My Account's "My contributions": loads what the user sent, then lists it. */
export function MyContributions() {
  const [{ items, failed, retry }, t] = [useMyContributions(), useT()];
  if (failed) return <LoadFailedAlert title={t('community.mine.loadFailed')} onRetry={retry} />;
  if (!items) return <Skeleton height={80} aria-label={t('community.mine.loading')} />;
  return <MyContributionsList items={items} />;
}
