import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@mantine/core';
import { useMyContributions } from '../hooks/use-my-contributions';
import { MyContributionsList } from './my-contributions-list';

/** My Account's "My contributions": loads what the user sent, then lists it. */
export function MyContributions() {
  const { items, failed, retry } = useMyContributions();
  if (failed) return <LoadFailedAlert title="Your contributions could not be loaded" onRetry={retry} />;
  if (!items) return <Skeleton height={80} aria-label="Loading your contributions" />;
  return <MyContributionsList items={items} />;
}
