import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { withClient } from '@/lib/graphql/client-loader';
import type { ListEntry } from '../hooks/use-lists';
import { NoteText, QuantityText } from './list-entry-values';

/** The editors' code (Mantine's text inputs, the versioned saves) only for someone who may edit the list. */
const EntryEditors = lazy(() => withClient(import('./list-entry-editors')));

/** The quantity and note as everyone reads them (and as the editors show them until one is opened). */
function EntryText({ entry }: { entry: ListEntry }) {
  return (
    <>
      <QuantityText quantity={entry.quantity} />
      <Group gap="xs" align="baseline">
        <NoteText note={entry.note} />
      </Group>
    </>
  );
}

type EntryFieldsProps = { list: { id: number; name: string; canEdit: boolean }; entry: ListEntry };

/**
 * A list row's quantity and note (issues 21.2, 21.9): text for a visitor or follower; for someone
 * who may edit the list, the in-place editors (list-entry-editors.tsx), fetched the first time such
 * a row is shown, the text standing in meanwhile.
 */
export function EntryFields({ list, entry }: EntryFieldsProps) {
  if (!list.canEdit) return <EntryText entry={entry} />;
  return (
    <Suspense fallback={<EntryText entry={entry} />}>
      <EntryEditors listId={list.id} listName={list.name} entry={entry} />
    </Suspense>
  );
}
