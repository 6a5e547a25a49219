import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { useLoadedApolloClient } from '@/lib/graphql/apollo-context';
import { useApolloClientWhenNeeded } from '@/lib/graphql/use-mutation';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import type { OutboxChange } from '@/lib/outbox-rules';
import { TreeCardFieldsFragmentDoc } from '@/features/lists/generated/graphql';

/** Whether a list change should go to the outbox rather than the server now: no network. */
export const offlineNow = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Queues a list change made offline in the signed-in user's outbox (lib/user-store.ts) and reads the
 * list again: offline it is answered from the user's store with the outbox applied, so the change
 * shows at once. Resolves to whether it was kept (false: not signed in, or the device keeps nothing).
 */
export function useOfflineQueue() {
  const viewer = useViewer();
  const loaded = useLoadedApolloClient();
  const apolloClient = useApolloClientWhenNeeded();
  const t = useT();
  const queue = async (change: OutboxChange, listName: string): Promise<boolean> => {
    if (!viewer) return false;
    try {
      const { queueChange } = await import('@/lib/user-store');
      await queueChange(viewer.id, change, listName);
    } catch (error) {
      logError('queueing an offline change failed', error);
      void notify({ message: t('lists.outbox.notKept'), color: 'red' });
      return false;
    }
    void notify({ message: t('lists.outbox.queued'), color: 'blue' });
    await apolloClient()
      .then((client) => client.refetchQueries({ include: ['ListDetail'] }))
      .catch(() => undefined);
    return true;
  };
  /**
   * The card the app already holds for a tree (so a tree added offline shows its photo and names);
   * none on a page whose Apollo Client is not loaded (its cache holds nothing yet).
   */
  const cardOf = (treeId: number) =>
    loaded?.cache.readFragment({ id: `TreeCard:${treeId}`, fragment: TreeCardFieldsFragmentDoc }) ?? null;
  return { queue, cardOf };
}
