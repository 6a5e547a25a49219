import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { removalFor } from '../list-filters';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** "Are you sure?" before deleting or unfollowing a list. */
export function ConfirmModal({ opened, title, message, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              onClose();
            }
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

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
