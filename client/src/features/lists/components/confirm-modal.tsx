import { ConfirmModal } from '@/components/ui/confirm-modal';
import { removalFor } from '../list-filters';

type RemoveListConfirmProps = {
  list: { name: string; callerRole?: string | null } | null;
  onConfirm: (how: 'delete' | 'unfollow') => Promise<unknown>;
  onClose: () => void;
};

/** The confirmation before the owner deletes a list, or a follower or collaborator leaves it. */
export function RemoveListConfirm({ list, onConfirm, onClose }: RemoveListConfirmProps) {
  const removal = removalFor(list?.callerRole);
  return (
    <ConfirmModal
      opened={list !== null && removal !== null}
      title={removal?.how === 'delete' ? 'Delete this list?' : `${removal?.label ?? ''} this list?`}
      message={
        removal?.how === 'delete'
          ? `“${list?.name ?? ''}” and its trees, notes and sharing will be deleted for everyone. This cannot be undone.`
          : `“${list?.name ?? ''}” will no longer be in your lists.`
      }
      confirmLabel={removal?.label ?? ''}
      onConfirm={() => (removal ? onConfirm(removal.how) : Promise.resolve())}
      onClose={onClose}
    />
  );
}
