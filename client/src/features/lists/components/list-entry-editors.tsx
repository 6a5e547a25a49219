import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { useListEntrySaves, type EntrySave } from '../hooks/use-list-editing';
import type { ListEntry } from '../hooks/use-lists';
import { LIST_CLIENT_MESSAGES as M, NOTE_MAX, quantityOf } from '../list-rules';
import classes from './lists.module.css';
import { NoteText, QuantityText } from './list-entry-values';

const label = (entry: ListEntry) => entry.card.commonName ?? entry.card.scientificName;

type EditorProps = { listId: number; entry: ListEntry; listName?: string };

/**
 * What a versioned editor of a tree row keeps (issue 21.2): the version it started from, and after a
 * refused save the other person's value it loaded. The typed value is never thrown away.
 */
function useVersionedEdit<T>(entry: ListEntry, valueOf: (entry: ListEntry) => T, listName = '') {
  const [base, setBase] = useState({ version: entry.version, theirs: null as T | null });
  const [conflict, setConflict] = useState<string | null>(null);
  const saves = useListEntrySaves(listName);
  return {
    saves,
    version: base.version,
    theirs: base.theirs,
    conflict,
    start: () => {
      setBase({ version: entry.version, theirs: null });
      setConflict(null);
    },
    /** Resolves to true when saved; a conflict stays on screen until the other version is loaded. */
    settle: (result: EntrySave) => {
      if (result.outcome === 'conflict') setConflict(result.message);
      return result.outcome === 'saved';
    },
    loadTheirs: async () => {
      const fresh = await saves.loadEntry(entry.card.id);
      if (!fresh) return;
      setBase({ version: fresh.version, theirs: valueOf(fresh) });
      setConflict(null);
    },
  };
}

type What = 'note' | 'quantity';

function ConflictNotice({ message, onLoad, what }: { message: string; onLoad: () => void; what: What }) {
  const t = useT();
  return (
    <Alert color="orange" role="alert" p="xs">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-xs" variant="light" color="orange" onClick={onLoad}>
          {t('lists.entry.loadTheirs', { what })}
        </Button>
      </Stack>
    </Alert>
  );
}

function TheirValue({ children, onUse, what }: { children: ReactNode; onUse: () => void; what: What }) {
  const t = useT();
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t.rich('lists.entry.their', { what, value: children })}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onUse}>
        {t('lists.entry.useTheirs')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('lists.entry.keepsYours')}
      </Text>
    </Group>
  );
}

/** A tree's note on the list, edited in place (issue 21.2: versioned; a refused save keeps the typed note). */
function NoteEditor({ listId, listName, entry }: EditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(entry.note ?? '');
  const edit = useVersionedEdit(entry, (fresh) => fresh.note ?? '', listName);
  const tooLong = draft.length > NOTE_MAX;
  const t = useT();

  if (!editing)
    return (
      <Group gap="xs" align="baseline">
        <NoteText note={entry.note} />
        <Button
          size="compact-xs"
          variant="subtle"
          className={classes.noPrint}
          onClick={() => {
            setDraft(entry.note ?? '');
            edit.start();
            setEditing(true);
          }}
        >
          {/* Named by its own words, the visible ones first (axe label-content-name-mismatch). */}
          {entry.note ? t('lists.entry.editNote') : t('lists.entry.addNote')}
          <VisuallyHidden>
            {t(entry.note ? 'lists.entry.editNoteOn' : 'lists.entry.addNoteTo', { name: label(entry) })}
          </VisuallyHidden>
        </Button>
      </Group>
    );
  return (
    <Stack gap={4} className={classes.noPrint}>
      <Textarea
        label={t('lists.entry.noteOn', { name: label(entry) })}
        autosize
        minRows={2}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={tooLong ? M.noteTooLong(NOTE_MAX) : undefined}
        description={t('lists.entry.length', { length: draft.length, max: NOTE_MAX })}
        data-autofocus
        autoFocus
      />
      {edit.conflict ? (
        <ConflictNotice message={edit.conflict} what="note" onLoad={() => void edit.loadTheirs()} />
      ) : null}
      {edit.theirs !== null ? (
        <TheirValue what="note" onUse={() => setDraft(edit.theirs ?? '')}>
          {edit.theirs || t('lists.entry.none')}
        </TheirValue>
      ) : null}
      <Group gap="xs">
        <Button
          size="compact-sm"
          loading={edit.saves.loading}
          disabled={tooLong}
          onClick={async () => {
            if (edit.settle(await edit.saves.note(listId, entry, draft, edit.version))) setEditing(false);
          }}
        >
          {t('lists.entry.saveNote')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setEditing(false)}>
          {t('lists.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A tree's quantity on the list (issue 21.9): shown to all, printed, edited in place by editors (versioned). */
function QuantityEditor({ listId, entry }: EditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useVersionedEdit(entry, (fresh) => fresh.quantity);
  const typed = draft ?? String(entry.quantity);
  const value = quantityOf(typed);
  const changed = draft !== null && value !== entry.quantity;
  const t = useT();

  return (
    <Stack gap={4}>
      <QuantityText quantity={entry.quantity} className={classes.printOnly} />
      <Group gap="xs" align="flex-start" wrap="nowrap" className={classes.noPrint}>
        <TextInput
          label={t('lists.entry.quantity')}
          aria-label={t('lists.entry.quantityOf', { name: label(entry) })}
          size="xs"
          w={96}
          inputMode="numeric"
          value={typed}
          onFocus={() => {
            if (draft === null) edit.start();
          }}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={draft !== null && value === null ? M.badQuantity : undefined}
        />
        {changed ? (
          <Button
            size="compact-sm"
            mt={22}
            loading={edit.saves.loading}
            disabled={value === null}
            aria-label={t('lists.entry.saveQuantityOf', { name: label(entry) })}
            onClick={async () => {
              if (value !== null && edit.settle(await edit.saves.quantity(listId, entry.card.id, value, edit.version)))
                setDraft(null);
            }}
          >
            {t('lists.save')}
          </Button>
        ) : null}
      </Group>
      {edit.conflict ? (
        <ConflictNotice message={edit.conflict} what="quantity" onLoad={() => void edit.loadTheirs()} />
      ) : null}
      {edit.theirs !== null && changed ? (
        <TheirValue what="quantity" onUse={() => setDraft(null)}>
          {edit.theirs}
        </TheirValue>
      ) : null}
    </Stack>
  );
}

/** A row's quantity and note for someone who may edit the list (list-entry-text.tsx loads this on first use). */
export default function EntryEditors({ listId, listName, entry }: EditorProps) {
  return (
    <>
      <QuantityEditor listId={listId} entry={entry} />
      <NoteEditor listId={listId} listName={listName} entry={entry} />
    </>
  );
}
