import { useApolloClient } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/glossaryEdit';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useT, type MessageKey } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { GLOSSARY_MESSAGES } from '../forms/glossary-schemas';
import { GlossaryDocument } from '../generated/graphql';
import type { GlossaryEntry, GlossaryPhoto } from '../hooks/use-glossary';
import { useDeleteEntry, useDeletePhoto } from '../hooks/use-glossary-edits';
import { EntryFormModal } from './entry-form-modal';
import { PhotoTextModal, PhotoUploadModal } from './photo-forms';

/**
 * The glossary's editing tools (?adminView=true, roles 2 and 3), loaded only for them: add a term;
 * per entry edit, delete (asks first), add a photo; per photo edit its text, delete (asks first).
 */

export function AddEntryButton() {
  const [[open, setOpen], t] = [useState(false), useT()];
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('glossaryEdit.addTerm')}</Button>
      <EntryFormModal opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Runs a change; its failure is logged and told with the spec's toast (`say`: in the page's language). */
async function attempt(
  work: () => Promise<unknown>,
  done: MessageKey,
  failed: MessageKey,
  say: (key: MessageKey) => string,
) {
  try {
    await work();
    void notify({ message: say(done), color: 'green' });
  } catch (error) {
    logError(failed, error);
    void notify({ message: say(failed), color: 'red' });
  }
}

export function EntryTools({ entry }: { entry: GlossaryEntry }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'photo' | null>(null);
  const [deleteEntry, client, t] = [useDeleteEntry(), useApolloClient(), useT()];
  const close = () => setDialog(null);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        onClick={() => setDialog('edit')}
        aria-label={t('glossaryEdit.editNamed', { term: entry.term })}
      >
        {t('glossaryEdit.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => setDialog('photo')}
        aria-label={t('glossaryEdit.addPhotoTo', { term: entry.term })}
      >
        {t('glossaryEdit.addPhoto')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => setDialog('delete')}
        aria-label={t('glossaryEdit.deleteNamed', { term: entry.term })}
      >
        {t('glossaryEdit.delete')}
      </Button>
      <EntryFormModal opened={dialog === 'edit'} entry={entry} onClose={close} />
      <PhotoUploadModal
        entryId={entry.id}
        term={entry.term}
        opened={dialog === 'photo'}
        onClose={close}
        onUploaded={() => client.refetchQueries({ include: [GlossaryDocument] })}
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('glossaryEdit.deleteTitle', { term: entry.term })}
        message={t(GLOSSARY_MESSAGES.deleteEntryConfirm)}
        confirmLabel={t('glossaryEdit.delete')}
        onConfirm={() =>
          attempt(() => deleteEntry(entry.id), GLOSSARY_MESSAGES.deleted, GLOSSARY_MESSAGES.deleteFailed, t)
        }
        onClose={close}
      />
    </Group>
  );
}

export function PhotoTools({ photo, term }: { photo: GlossaryPhoto; term: string }) {
  const [dialog, setDialog] = useState<'text' | 'delete' | null>(null);
  const [deletePhoto, t] = [useDeletePhoto(), useT()];
  const close = () => setDialog(null);
  return (
    <Group gap="xs" mt={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setDialog('text')}
        aria-label={t('glossaryEdit.editTextOf', { term })}
      >
        {t('glossaryEdit.editText')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        c="red.9"
        onClick={() => setDialog('delete')}
        aria-label={t('glossaryEdit.deletePhotoOf', { term })}
      >
        {t('glossaryEdit.deletePhoto')}
      </Button>
      <PhotoTextModal photo={photo} opened={dialog === 'text'} onClose={close} />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('glossaryEdit.deletePhoto')}
        message={t(GLOSSARY_MESSAGES.deletePhotoConfirm)}
        confirmLabel={t('glossaryEdit.delete')}
        onConfirm={() =>
          attempt(() => deletePhoto(photo.id), GLOSSARY_MESSAGES.photoDeleted, GLOSSARY_MESSAGES.deletePhotoFailed, t)
        }
        onClose={close}
      />
    </Group>
  );
}
