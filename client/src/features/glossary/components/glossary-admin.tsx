import { useApolloClient } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { DELETE_ENTRY_CONFIRM, DELETE_PHOTO_CONFIRM, GLOSSARY_MESSAGES } from '../forms/glossary-schemas';
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add term</Button>
      <EntryFormModal opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Runs a change; its failure is logged and told with the spec's toast. */
async function attempt(work: () => Promise<unknown>, done: string, failed: string) {
  try {
    await work();
    void notify({ message: done, color: 'green' });
  } catch (error) {
    logError(failed, error);
    void notify({ message: failed, color: 'red' });
  }
}

export function EntryTools({ entry }: { entry: GlossaryEntry }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'photo' | null>(null);
  const deleteEntry = useDeleteEntry();
  const client = useApolloClient();
  const close = () => setDialog(null);
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => setDialog('edit')} aria-label={`Edit ${entry.term}`}>
        Edit
      </Button>
      <Button size="xs" variant="light" onClick={() => setDialog('photo')} aria-label={`Add photo to ${entry.term}`}>
        Add photo
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => setDialog('delete')}
        aria-label={`Delete ${entry.term}`}
      >
        Delete
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
        title={`Delete “${entry.term}”`}
        message={DELETE_ENTRY_CONFIRM}
        confirmLabel="Delete"
        onConfirm={() =>
          attempt(() => deleteEntry(entry.id), GLOSSARY_MESSAGES.deleted, GLOSSARY_MESSAGES.deleteFailed)
        }
        onClose={close}
      />
    </Group>
  );
}

export function PhotoTools({ photo, term }: { photo: GlossaryPhoto; term: string }) {
  const [dialog, setDialog] = useState<'text' | 'delete' | null>(null);
  const deletePhoto = useDeletePhoto();
  const close = () => setDialog(null);
  return (
    <Group gap="xs" mt={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setDialog('text')}
        aria-label={`Edit text of photo (${term})`}
      >
        Edit text
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        c="red.9"
        onClick={() => setDialog('delete')}
        aria-label={`Delete photo (${term})`}
      >
        Delete photo
      </Button>
      <PhotoTextModal photo={photo} opened={dialog === 'text'} onClose={close} />
      <ConfirmModal
        opened={dialog === 'delete'}
        title="Delete photo"
        message={DELETE_PHOTO_CONFIRM}
        confirmLabel="Delete"
        onConfirm={() =>
          attempt(() => deletePhoto(photo.id), GLOSSARY_MESSAGES.photoDeleted, GLOSSARY_MESSAGES.deletePhotoFailed)
        }
        onClose={close}
      />
    </Group>
  );
}
