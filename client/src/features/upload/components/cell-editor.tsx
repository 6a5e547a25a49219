import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/upload';
import { useT } from '@/i18n/i18n';

interface CellEditorProps {
  /** Spreadsheet row number (the column names are row 1). */
  row: number;
  column: string;
  value: string;
  problems: string[] | undefined;
  onSave: (value: string) => void;
  onClose: () => void;
}

/** The popup that edits one cell of the preview (spec §2). */
export function CellEditor({ row, column, value, problems, onSave, onClose }: CellEditorProps) {
  const [[draft, setDraft], t] = [useState(value), useT()];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('upload.rowAndColumn', { row, column })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('upload.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <Stack gap="sm">
          {problems?.length ? (
            <Text c="red.9" size="sm" role="note">
              {problems.join(' ')}
            </Text>
          ) : null}
          <Textarea
            label={t('upload.value')}
            description={t('upload.valueDescription')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={12}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('upload.cancel')}
            </Button>
            <Button type="submit">{t('upload.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
