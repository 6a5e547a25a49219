import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SaveTreeDocument, TreeEditRecordDocument } from '@/features/tree-edit/generated/graphql';
import { logError } from '@/lib/logger';
import { changedFields, sameValue, type EditValues } from '../edit-schema';
import { statusAfterChange } from './save-status';
import { graphqlErrorText } from '@/lib/error-messages';

/** Spec §9: field saves are debounced by 500 ms. */
export const SAVE_DEBOUNCE_MS = 500;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'invalid' | 'conflict' | 'failed';

export interface TreeAutosave {
  status: SaveStatus;
  /** The server's refusal of a stale save (who changed the tree, when); autosave waits meanwhile. */
  conflict: string | null;
  /** The server's messages by field (a refused value stays on screen with its message). */
  serverErrors: Record<string, string>;
  /** Unsaved changes exist (the leave-page warning shows). */
  dirty: boolean;
  /** Saves now (Submit Form), without waiting for the debounce. */
  flush: () => Promise<void>;
  /** After a conflict: takes the other editor's values for every field not changed here, then saves mine. */
  loadTheirs: () => Promise<void>;
  version: number;
  /**
   * Runs a change made elsewhere on the page (taxa, photos, revert) between saves: pending field
   * saves go first, then the change, whose answer is the tree's new version (or a new record).
   */
  runBetweenSaves: (change: () => Promise<{ version: number; values?: EditValues } | null>) => Promise<void>;
}

function describe(error: unknown): { code: string | null; message: string; fields: Record<string, string> } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    const list = Array.isArray(first?.extensions?.fieldErrors)
      ? (first.extensions.fieldErrors as { field: string; message: string }[])
      : [];
    return {
      code,
      message: first ? graphqlErrorText(first) : '',
      fields: Object.fromEntries(list.map((e) => [e.field, e.message])),
    };
  }
  return { code: null, message: '', fields: {} };
}

/**
 * Saves the edit form as the editor types: 500 ms after the last change, only the fields that
 * differ from the last saved values (and pass the form's checks), one save at a time, each based on
 * the version the previous one answered. A stale save (another editor saved meanwhile) stops the
 * autosave with the server's message; the editor's values stay on screen until they choose to load
 * the other changes. Tree edit errors are logged (spec §8); field refusals show beside the field.
 */
export function useTreeAutosave(treeId: number, initial: { version: number; values: EditValues }): TreeAutosave {
  const formik = useFormikContext<EditValues>();
  const client = useApolloClient();
  const [saveTree] = useMutation(SaveTreeDocument);
  const saved = useRef<EditValues>(initial.values);
  const version = useRef(initial.version);
  const values = useRef(formik.values);
  const errors = useRef(formik.errors);
  useLayoutEffect(() => {
    values.current = formik.values;
    errors.current = formik.errors;
  }, [formik.values, formik.errors]);
  const rejected = useRef<EditValues>({});
  const running = useRef<Promise<void> | null>(null);
  const conflictRef = useRef<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [conflict, setConflict] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [versionShown, setVersionShown] = useState(initial.version);
  const [savedShown, setSavedShown] = useState<EditValues>(initial.values);

  /** Fields to send: changed, valid on the form, and not the value the server just refused. */
  const sendable = useCallback(
    () =>
      changedFields(values.current, saved.current).filter(
        (field) =>
          !errors.current[field] &&
          !(field in rejected.current && sameValue(rejected.current[field], values.current[field])),
      ),
    [],
  );

  const saveOnce = useCallback(async () => {
    const fields = sendable();
    if (!fields.length || conflictRef.current) return;
    const payload = Object.fromEntries(fields.map((field) => [field, values.current[field] ?? null]));
    setStatus('saving');
    try {
      const result = await saveTree({ variables: { id: treeId, version: version.current, values: payload } });
      const record = result.data?.saveTree;
      if (!record) return;
      version.current = record.version;
      setVersionShown(record.version);
      const stored = record.values as EditValues;
      saved.current = stored;
      setSavedShown(stored);
      for (const field of fields) {
        delete rejected.current[field];
        // The screen still shows what was sent: show the stored form (sanitised, trimmed).
        if (sameValue(values.current[field], payload[field]) && !sameValue(stored[field], payload[field])) {
          void formik.setFieldValue(field, stored[field], false);
        }
      }
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))));
      // The detail page reads the tree again next time.
      client.cache.evict({ id: client.cache.identify({ __typename: 'Tree', id: treeId }) });
    } catch (error) {
      const failure = describe(error);
      logError('saving a tree', error);
      if (failure.code === 'CONFLICT') {
        conflictRef.current = failure.message;
        setConflict(failure.message);
        setStatus('conflict');
        return;
      }
      if (failure.code === 'BAD_USER_INPUT') {
        for (const field of Object.keys(failure.fields)) rejected.current[field] = payload[field];
        if (!Object.keys(failure.fields).length) for (const field of fields) rejected.current[field] = payload[field];
        setServerErrors((current) => ({ ...current, ...failure.fields, _form: failure.message }));
        setStatus('invalid');
        return;
      }
      setStatus('failed');
    }
  }, [client, formik, saveTree, sendable, treeId]);

  const flush = useCallback(async () => {
    // One save at a time; changes made while one ran are saved next, on the version it answered.
    do {
      while (running.current) await running.current;
      const run = saveOnce();
      running.current = run;
      await run;
      running.current = null;
      if (conflictRef.current) return;
    } while (sendable().length);
    const left = changedFields(values.current, saved.current);
    setStatus((current) => (current === 'saving' ? (left.length ? 'invalid' : 'saved') : current));
  }, [saveOnce, sendable]);

  useEffect(() => {
    // Compared with the saved values, not with 'touched': a value set back is nothing to save.
    const unsaved = changedFields(formik.values, saved.current);
    setStatus((current) => statusAfterChange(current, unsaved.length));
    if (!unsaved.length) {
      setServerErrors((current) => (Object.keys(current).length ? {} : current));
      return;
    }
    const timer = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [formik.values, flush]);

  const loadTheirs = useCallback(async () => {
    const { data } = await client.query({
      query: TreeEditRecordDocument,
      variables: { id: treeId },
      fetchPolicy: 'network-only',
    });
    const record = data?.treeEditRecord;
    if (!record) return;
    const mine = changedFields(values.current, saved.current);
    const theirs = record.values as EditValues;
    saved.current = theirs;
    setSavedShown(theirs);
    version.current = record.version;
    setVersionShown(record.version);
    for (const field of Object.keys(theirs)) {
      if (!mine.includes(field)) void formik.setFieldValue(field, theirs[field], false);
    }
    conflictRef.current = null;
    setConflict(null);
    setStatus(mine.length ? 'pending' : 'saved');
    if (mine.length) await flush();
  }, [client, flush, formik, treeId]);

  const runBetweenSaves = useCallback(
    async (change: () => Promise<{ version: number; values?: EditValues } | null>) => {
      await flush();
      while (running.current) await running.current;
      const outcome = await change();
      if (!outcome) return;
      version.current = outcome.version;
      setVersionShown(outcome.version);
      if (outcome.values) {
        const mine = changedFields(values.current, saved.current);
        saved.current = outcome.values;
        setSavedShown(outcome.values);
        for (const field of Object.keys(outcome.values)) {
          if (!mine.includes(field)) void formik.setFieldValue(field, outcome.values[field], false);
        }
      }
      client.cache.evict({ id: client.cache.identify({ __typename: 'Tree', id: treeId }) });
    },
    [client, flush, formik, treeId],
  );

  const dirty = status !== 'saved' || changedFields(formik.values, savedShown).length > 0;
  return { status, conflict, serverErrors, dirty, flush, loadTheirs, runBetweenSaves, version: versionShown };
}
