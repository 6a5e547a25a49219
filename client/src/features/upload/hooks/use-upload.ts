import { useMutation } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { UploadDryRunDocument, type UploadDryRunMutation } from '@/features/upload/generated/graphql';
import { useT, type Translate } from '@/i18n/i18n';
import { getSessionToken } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { notify, updateNotification } from '@/lib/notify';
import {
  UPLOAD_MESSAGES as M,
  UPLOAD_TIMEOUT_MS,
  UPLOAD_TOAST_MS,
  bodyBytes,
  showMegabytes,
  tooLargeMessage,
  toUploadBody,
  type UploadRows,
} from '../upload-file';

export type DryRunReport = UploadDryRunMutation['uploadTreeData'];

export interface UploadFieldName {
  name: string;
  field: string;
}
export interface UploadChoices {
  treeFields: UploadFieldName[];
  climateZoneFields: UploadFieldName[];
  limits: { maxRows: number; maxColumns: number; maxCellLength: number; maxBodyBytes: number };
}

const authHeaders = (): Record<string, string> => {
  const token = getSessionToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

async function fetchChoices(): Promise<{ choices: UploadChoices | null; error: boolean; loading: boolean }> {
  try {
    const response = await fetch('/api/upload-file', { method: 'POST', headers: authHeaders() });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { choices: (await response.json()) as UploadChoices, error: false, loading: false };
  } catch (error) {
    logError('upload choices failed', error);
    return { choices: null, error: true, loading: false };
  }
}

/** Spec §7: POST /api/upload-file when the page opens: the field lists the header dropdowns offer. */
export function useUploadChoices() {
  const [state, setState] = useState<{ choices: UploadChoices | null; error: boolean; loading: boolean }>({
    choices: null,
    error: false,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    void fetchChoices().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);
  const retry = useCallback(async () => {
    setState({ choices: null, error: false, loading: true });
    setState(await fetchChoices());
  }, []);
  return { ...state, retry };
}

/**
 * The server's check of the preview as it stands (the upload mutation with dryRun: nothing is
 * written), asked again 600 ms after the last edit. Its refusals are what the page marks.
 * `fileId` changes with each file chosen, so a report of the previous file is never shown.
 */
export function useDryRun(file: UploadRows | null, fileName: string | null, fileId: number, maxBodyBytes: number) {
  const current = useMemo(() => ({ file, fileId }), [file, fileId]);
  const [debounced] = useDebouncedValue(current, 600);
  const [run, { loading }] = useMutation(UploadDryRunDocument);
  const latest = useRef(0);
  const t = useT();
  const [answer, setAnswer] = useState<{ fileId: number; report: DryRunReport | null; failure: string | null } | null>(
    null,
  );
  // Larger than the server takes: said at once, never sent (the server would answer 413).
  const tooLarge = useMemo(
    () => (debounced.file ? tooLargeMessage(bodyBytes(debounced.file), maxBodyBytes, t) : null),
    [debounced.file, maxBodyBytes, t],
  );
  useEffect(() => {
    const { file: rows, fileId: id } = debounced;
    if (!rows || tooLarge) return;
    const ask = ++latest.current;
    run({ variables: { rows: toUploadBody(rows), fileName } })
      .then((result) => {
        const report = result.data?.uploadTreeData;
        if (ask === latest.current && report) setAnswer({ fileId: id, report, failure: null });
      })
      .catch((failure: unknown) => {
        logError('upload check failed', failure);
        // The page never stays on "Checking…": a failed check says why (a 413 as the size limit).
        if (ask === latest.current)
          setAnswer({ fileId: id, report: null, failure: checkFailure(t, failure, maxBodyBytes) });
      });
  }, [debounced, fileName, run, maxBodyBytes, tooLarge, t]);
  if (tooLarge && debounced.file === file) return { report: null, failure: tooLarge, checking: false };
  const mine = file && answer?.fileId === fileId ? answer : null;
  return { report: mine?.report ?? null, failure: mine?.failure ?? null, checking: loading || debounced.file !== file };
}

/** What the page says when the server's check fails: the size limit for a 413 (a JSON or an HTML body), else that it failed. */
function checkFailure(t: Translate, failure: unknown, maxBodyBytes: number): string {
  const status = (failure as { statusCode?: unknown } | null)?.statusCode;
  const text = failure instanceof Error ? failure.message : '';
  if (status === 413 || /\b413\b/.test(text)) return tooLargeAnswer(t, maxBodyBytes);
  return t('upload.checkFailed');
}

/** A 413's message when its body says none (an HTML page from a proxy or an older server). */
export const tooLargeAnswer = (t: Translate, maxBodyBytes: number) =>
  t('upload.tooLargeAnswer', { limit: showMegabytes(maxBodyBytes, t) });

/** The REST report of POST /api/tree/start-upload-file (frozen snake_case names). */
export interface SubmitProblem {
  row: number | null;
  tree_id: number | null;
  column: string | null;
  column_index: number | null;
  value: string | null;
  reason: string;
}
export interface SubmitReport {
  status: 'written' | 'refused' | 'dry_run';
  message: string;
  run_id: number | null;
  rows: number;
  unchanged: number;
  changed: {
    row: number;
    tree_id: number;
    created: boolean;
    fields: { field: string; before: string | null; after: string | null; erases?: boolean }[];
  }[];
  changes?: number;
  erasures?: number;
  refused: SubmitProblem[];
  notes: SubmitProblem[];
}
export type SubmitOutcome =
  { ok: true; report: SubmitReport } | { ok: false; message: string; report: SubmitReport | null };

/**
 * 'Submit Changes to Database': POST /api/tree/start-upload-file (spec §7: the rows, column names
 * first; 300000 ms timeout), with the spec's toasts ('Upload In Progress', then 'Upload Sucessfully
 * Processed!' or 'Upload Failed or Took too long!', closing after 5 s) and the bytes sent as progress.
 */
export function useSubmitUpload(maxBodyBytes: number) {
  const [progress, setProgress] = useState<number | null>(null);
  const t = useT();
  const submit = useCallback(
    async (file: UploadRows, fileName: string | null): Promise<SubmitOutcome> => {
      const tooLarge = tooLargeMessage(bodyBytes(file), maxBodyBytes, t);
      if (tooLarge) return { ok: false, message: tooLarge, report: null };
      const id = await notify({ message: t(M.inProgress), loading: true, autoClose: false, withCloseButton: false });
      setProgress(0);
      const outcome = await send(t, toUploadBody(file), fileName, setProgress, maxBodyBytes);
      setProgress(null);
      await updateNotification({
        id,
        message: t(outcome.ok ? M.success : M.failed),
        color: outcome.ok ? 'green' : 'red',
        loading: false,
        autoClose: UPLOAD_TOAST_MS,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': t('upload.closeMessage') },
      });
      return outcome;
    },
    [maxBodyBytes, t],
  );
  return { submit, progress };
}

function send(
  t: Translate,
  rows: string[][],
  fileName: string | null,
  onProgress: (percent: number) => void,
  maxBodyBytes: number,
): Promise<SubmitOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const query = fileName ? `?fileName=${encodeURIComponent(fileName.slice(0, 200))}` : '';
    xhr.open('POST', `/api/tree/start-upload-file${query}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('content-type', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const failed = (message: string, report: SubmitReport | null = null) => resolve({ ok: false, message, report });
    xhr.onload = () => {
      const body = readJson(xhr.responseText);
      if (xhr.status === 200 && body?.status === 'written') return resolve({ ok: true, report: body as SubmitReport });
      // A 413 may come back as an HTML page: the limit is said either way.
      const fallback =
        xhr.status === 413
          ? tooLargeAnswer(t, maxBodyBytes)
          : t('upload.serverAnswered', { status: String(xhr.status) });
      failed(body?.message ?? fallback, body?.report ?? null);
    };
    xhr.onerror = () => failed(t('upload.unreachable'));
    xhr.ontimeout = () => failed(t('upload.timedOut'));
    xhr.send(JSON.stringify(rows));
  });
}

type ResponseBody = Partial<SubmitReport> & { message?: string; report?: SubmitReport };
function readJson(text: string): ResponseBody | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as ResponseBody) : null;
  } catch {
    return null;
  }
}
