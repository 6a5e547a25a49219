import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/ui';
import { useT } from '@/i18n/i18n';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** "Are you sure?" before something that cannot be undone (the spec's confirmations, verbatim). */
export function ConfirmModal({ opened, title, message, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button
          // red.8: white text on it meets WCAG AA contrast (Mantine's default red does not).
          color="red.8"
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
