import { ConfirmModal } from '@/components/ui/confirm-modal';
import { removalFor } from '../list-filters';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';

type RemoveListConfirmProps = {
  list: { name: string; callerRole?: string | null } | null;
  onConfirm: (how: 'delete' | 'unfollow') => Promise<unknown>;
  onClose: () => void;
};

/** The confirmation before the owner deletes a list, or a follower or collaborator leaves it. */
export function RemoveListConfirm({ list, onConfirm, onClose }: RemoveListConfirmProps) {
  const removal = removalFor(list?.callerRole);
  const t = useT();
  const name = list?.name ?? '';
  return (
    <ConfirmModal
      opened={list !== null && removal !== null}
      title={
        removal?.how === 'delete'
          ? t('lists.confirm.deleteTitle')
          : t('lists.confirm.leaveTitle', { role: list?.callerRole ?? '' })
      }
      message={
        removal?.how === 'delete' ? t('lists.confirm.deleteText', { name }) : t('lists.confirm.leaveText', { name })
      }
      confirmLabel={removal?.label ?? ''}
      onConfirm={() => (removal ? onConfirm(removal.how) : Promise.resolve())}
      onClose={onClose}
    />
  );
}
