import {
  AddSearchResultToListDocument,
  AddTreesToListDocument,
  BanListDocument,
  BanUserDocument,
  DeleteListDocument,
  DuplicateListDocument,
  FollowListDocument,
  LeaveListDocument,
  ListDetailDocument,
  MyListsDocument,
  NewListShareKeyDocument,
  RemoveTreeFromListDocument,
  SearchListsDocument,
  type ListDetailQuery,
  type ListSearchInput,
  type ListSummaryFieldsFragment,
  type Region,
  type TreeSort,
} from '@/features/lists/generated/graphql';
import { useViewer } from '@/lib/auth';
import { useMutation } from '@/lib/graphql/use-mutation';
import { useQuery } from '@/lib/graphql/use-query';
import { LIST_CLIENT_MESSAGES } from '../list-rules';
import { withListToast } from './list-outcome';
import { offlineNow, useOfflineQueue } from './use-offline-queue';

export type ListSummary = ListSummaryFieldsFragment;
export type ListDetail = ListDetailQuery['list'];
export type ListEntry = ListDetail['trees'][number];

/** My Lists (every list I have a role on); `all: false` keeps the lists I can add trees to. */
export function useMyLists(all: boolean, options: { skip?: boolean } = {}) {
  const viewer = useViewer();
  const { data, loading, error, refetch } = useQuery(MyListsDocument, {
    variables: { all },
    skip: !viewer || options.skip,
    fetchPolicy: 'cache-and-network',
  });
  return { lists: data?.myLists ?? null, loading, error, refetch };
}

/** A list's query, as useListDetail asks it. */
export function listDetailQuery(id: number, sort: TreeSort | null, shareKey: string | null) {
  return { query: ListDetailDocument, variables: { id, sort, shareKey }, fetchPolicy: 'cache-and-network' as const };
}

/** `shareKey`: the ?key= of the page's address (a link-viewable list's link). */
export function useListDetail(id: number, sort: TreeSort | null, shareKey: string | null = null) {
  const { query, ...options } = listDetailQuery(id, sort, shareKey);
  const { data, previousData, loading, error, refetch } = useQuery(query, options);
  return { list: (data ?? previousData)?.list ?? null, loading, error, refetch };
}

export function useSearchLists(input: ListSearchInput) {
  const { data, previousData, loading, error, refetch } = useQuery(SearchListsDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  return { page: (data ?? previousData)?.searchLists ?? null, loading, error, refetch };
}

const REFETCH_MY_LISTS = ['MyLists'];

/** Adds trees to a list, with the spec's messages ('Successfully added to list: X', 'Failed to Add X to Y'). */
export function useAddTreesToList() {
  const [mutate, { loading }] = useMutation(AddTreesToListDocument, { refetchQueries: ['ListDetail'] });
  const offline = useOfflineQueue();
  const add = async (list: { id: number; name: string }, treeIds: number[], treeLabel: string) => {
    if (offlineNow()) {
      // Issue 27.4: kept in the outbox, one entry a tree, sent on reconnect.
      for (const treeId of treeIds) {
        const card = offline.cardOf(treeId);
        const label = treeIds.length === 1 ? treeLabel : (card?.commonName ?? card?.scientificName ?? `Tree ${treeId}`);
        await offline.queue({ kind: 'add', listId: list.id, treeId, label, card }, list.name);
      }
      return null;
    }
    return withListToast(
      () => mutate({ variables: { listId: list.id, treeIds } }),
      (result) => result.data?.addTreesToList.message ?? null,
      LIST_CLIENT_MESSAGES.addFailed(treeLabel, list.name),
    );
  };
  return { add, loading };
}

/**
 * "Save result as list": every tree of the search (its filterData) added to a list; the server
 * resolves the trees from the search itself (at most ADD_TREES_MAX).
 */
export function useAddSearchResultToList() {
  const [mutate, { loading }] = useMutation(AddSearchResultToListDocument, { refetchQueries: ['ListDetail'] });
  const addResult = (list: { id: number; name: string }, queryData: string, region: Region, label: string) =>
    withListToast(
      () => mutate({ variables: { listId: list.id, queryData, region } }),
      (result) => result.data?.addSearchResultToList.message ?? null,
      LIST_CLIENT_MESSAGES.addFailed(label, list.name),
    );
  return { addResult, loading };
}

export function useRemoveTreeFromList() {
  const [mutate, { loading }] = useMutation(RemoveTreeFromListDocument, { refetchQueries: ['ListDetail'] });
  const offline = useOfflineQueue();
  const remove = async (list: { id: number; name: string }, tree: { id: number; label: string }) => {
    if (offlineNow()) {
      await offline.queue({ kind: 'remove', listId: list.id, treeId: tree.id, label: tree.label }, list.name);
      return null;
    }
    return withListToast(
      () => mutate({ variables: { listId: list.id, treeId: tree.id } }),
      (result) => result.data?.removeTreeFromList.message ?? null,
      LIST_CLIENT_MESSAGES.removeTreeFailed(tree.label, list.name),
    );
  };
  return { remove, loading };
}

/** Deleting (the owner: 'Removed X') or unfollowing/leaving (a follower or collaborator: 'Successfully Unfollowed!'); else 'Remove Failed'. */
export function useRemoveList() {
  const [remove] = useMutation(DeleteListDocument, { refetchQueries: REFETCH_MY_LISTS });
  const [leave] = useMutation(LeaveListDocument, { refetchQueries: REFETCH_MY_LISTS });
  return (list: { id: number }, how: 'delete' | 'unfollow') =>
    withListToast(
      async () =>
        how === 'delete'
          ? (await remove({ variables: { id: list.id } })).data?.deleteList.message
          : (await leave({ variables: { id: list.id } })).data?.leaveList.message,
      (message) => message ?? null,
      LIST_CLIENT_MESSAGES.removeFailed,
    );
}

export function useFollowList() {
  const [mutate, { loading }] = useMutation(FollowListDocument, {
    refetchQueries: [...REFETCH_MY_LISTS, 'ListDetail'],
  });
  const follow = (listId: number, value: boolean, shareKey: string | null = null) =>
    withListToast(
      () => mutate({ variables: { listId, follow: value, shareKey } }),
      (result) => result.data?.followList.message ?? null,
      value ? LIST_CLIENT_MESSAGES.followFailed : LIST_CLIENT_MESSAGES.unfollowFailed,
    );
  return { follow, loading };
}

export function useDuplicateList() {
  const [mutate, { loading }] = useMutation(DuplicateListDocument, { refetchQueries: REFETCH_MY_LISTS });
  /** Resolves to the copy (to open its edit dialog), or null. */
  const duplicate = async (listId: number, shareKey: string | null = null) => {
    const result = await withListToast(
      () => mutate({ variables: { id: listId, shareKey } }),
      () => null,
      LIST_CLIENT_MESSAGES.duplicateFailed,
    );
    return result?.data?.duplicateList.list ?? null;
  };
  return { duplicate, loading };
}

/** The owner gives a link-viewable list a new link; the old one stops working. */
export function useNewShareKey() {
  const [mutate, { loading }] = useMutation(NewListShareKeyDocument, { refetchQueries: ['ListDetail'] });
  const renew = (listId: number) =>
    withListToast(
      () => mutate({ variables: { listId } }),
      (result) => result.data?.newListShareKey.message ?? null,
      LIST_CLIENT_MESSAGES.newLinkFailed,
    );
  return { renew, loading };
}

/** Site admins: ban or unban a list, or every list of its owner. */
export function useBans() {
  const [banListMutation] = useMutation(BanListDocument, { refetchQueries: ['SearchLists'] });
  const [banUserMutation] = useMutation(BanUserDocument, { refetchQueries: ['SearchLists'] });
  const banList = (listId: number, banned: boolean) =>
    withListToast(
      () => banListMutation({ variables: { listId, banned } }),
      (result) => result.data?.banList.message ?? null,
      LIST_CLIENT_MESSAGES.banFailed(banned),
    );
  const banUser = (userId: number, banned: boolean) =>
    withListToast(
      () => banUserMutation({ variables: { userId, banned } }),
      (result) => result.data?.banUser ?? null,
      LIST_CLIENT_MESSAGES.banFailed(banned),
    );
  return { banList, banUser };
}
