import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/List.layer.css';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Pagination,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import 'virtual:icu-messages/upload';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ScreenTitle } from '@/components/ui/screen-title';
import { useT } from '@/i18n/i18n';
import {
  useDryRun,
  useSubmitUpload,
  useUploadChoices,
  type DryRunReport,
  type SubmitOutcome,
  type UploadChoices,
} from '../hooks/use-upload';
import {
  checkFile,
  cellKey,
  cleanHeader,
  dataRowOf,
  parseCsvText,
  readFileText,
  problemMap,
  showMegabytes,
  tooLargeMessage,
  withCell,
  withHeader,
  type FileEncoding,
  type UploadRows,
} from '../upload-file';
import { CellEditor } from './cell-editor';
import { ChangeTable, changeLines, describeChanges } from './change-list';
import { PreviewTable } from './preview-table';
import { UploadReportView } from './upload-report';
import classes from './upload.module.css';

/** Rows a page of the preview (a 2,000-row file is 80 pages, each quick to draw). */
export const PREVIEW_PAGE_SIZE = 25;

/** /upload (admins): a CSV of tree data, previewed and edited, checked by the server, then submitted. */
export function UploadPage() {
  const [{ choices, error, loading, retry }, t] = [useUploadChoices(), useT()];
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.upload" />
      <Title order={1}>{t('upload.title')}</Title>
      {/* overflowWrap: a long unbroken run (the pseudo-locale's padding) wraps rather than widening a phone's page. */}
      <Text style={{ overflowWrap: 'anywhere' }}>{t('upload.intro')}</Text>
      {choices ? (
        <UploadForm choices={choices} />
      ) : error && !loading ? (
        <LoadFailedAlert title={t('upload.loadFailed')} onRetry={retry} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label={t('upload.loading')}>
          <Skeleton height={60} />
          <Skeleton height={240} />
        </Stack>
      )}
    </Stack>
  );
}

function UploadForm({ choices }: { choices: UploadChoices }) {
  const [file, setFile] = useState<UploadRows | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [encoding, setEncoding] = useState<FileEncoding | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ row: number; column: number } | null>(null);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [[submitting, setSubmitting], t] = [useState(false), useT()];
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [fileId, setFileId] = useState(0);
  const { maxBodyBytes } = choices.limits;
  const { report: check, failure, checking } = useDryRun(file, fileName, fileId, maxBodyBytes);
  const { submit, progress } = useSubmitUpload(maxBodyBytes);
  const problems = useMemo(() => problemMap(check?.refused ?? []), [check]);

  const choose = useCallback(
    async (chosen: File | null) => {
      setOutcome(null);
      setFile(null);
      setPage(1);
      // Larger than the server takes: said before anything is read or sent (issue 20.14).
      const refusal = checkFile(chosen, t) ?? (chosen ? tooLargeMessage(chosen.size, maxBodyBytes, t) : null);
      setFileError(refusal);
      if (refusal || !chosen) return setFileName(null);
      const read = await readFileText(chosen, t);
      const parsed = parseCsvText(read.text, t);
      if (!parsed.ok) return setFileError(parsed.error);
      setEncoding(read.encoding);
      setFileName(chosen.name);
      setFileId((id) => id + 1);
      setFile(parsed.file);
    },
    [maxBodyBytes, t],
  );
  const change = (next: UploadRows) => {
    setOutcome(null);
    setFile(next);
  };
  const onHeader = useCallback(
    (column: number, name: string) => setFile((current) => current && withHeader(current, column, cleanHeader(name))),
    [],
  );
  const showRow = (row: number, column: number | null) => {
    setPage(Math.floor(dataRowOf(row) / PREVIEW_PAGE_SIZE) + 1);
    if (column !== null && column >= 0) setEditing({ row: dataRowOf(row), column });
  };
  const onSubmit = async () => {
    if (!file) return;
    setSubmitting(true);
    const result = await submit(file, fileName);
    setSubmitting(false);
    setOutcome(result);
    // Written: the server's check runs again, so the line above the preview says what is stored now.
    if (result.ok) setFile((current) => current && { ...current });
    requestAnimationFrame(() => outcomeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  };

  // A file the server's check accepts is written only after the confirmation (its changes and erasures
  // counted); one it refuses is sent as it is, and the server refuses it (the spec's failure toast).
  const onSubmitClick = () => (check?.status === 'DryRun' ? setConfirming(true) : void onSubmit());
  const lines = useMemo(() => (check?.status === 'DryRun' ? changeLines(check.changed) : []), [check]);

  const pages = file ? Math.max(1, Math.ceil(file.rows.length / PREVIEW_PAGE_SIZE)) : 0;
  return (
    <Stack gap="md">
      <FileInput
        label={t('upload.fileLabel')}
        placeholder={t('upload.filePlaceholder')}
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
        maw={480}
        description={t('upload.fileDescription', { limit: showMegabytes(maxBodyBytes, t) })}
      />
      {file ? (
        <>
          <Text size="sm">{t(encoding === 'Windows-1252' ? 'upload.readAs1252' : 'upload.readAsUtf8')}</Text>
          <CheckSummary check={check} failure={failure} checking={checking} rows={file.rows.length} onShow={showRow} />
          {lines.length && check ? (
            <Stack gap="xs" aria-labelledby="upload-changes-title">
              <Title order={2} size="h4" id="upload-changes-title">
                {t('upload.changesTitle')}
              </Title>
              <Text size="sm">
                {t(check.erasures ? 'upload.changesErasuresFirst' : 'upload.changesLine', {
                  summary: describeChanges(check.changes, check.erasures, t),
                })}
              </Text>
              <ChangeTable lines={lines} label={t('upload.changesTitle')} footnote={t('upload.changesFootnote')} />
            </Stack>
          ) : null}
          {problems.file.length ? (
            <Alert color="red" title={t('upload.fileProblems')} role="alert">
              <List size="sm">
                {problems.file.map((reason, i) => (
                  <List.Item key={i}>{reason}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {/* The answer to a submit, above the preview (the sticky bar below keeps only the button). */}
          <div ref={outcomeRef} className={classes.outcome}>
            {outcome ? <UploadReportView outcome={outcome} /> : null}
          </div>
          <PreviewTable
            file={file}
            choices={choices}
            problems={problems}
            first={(page - 1) * PREVIEW_PAGE_SIZE}
            count={PREVIEW_PAGE_SIZE}
            onHeader={onHeader}
            onCell={(row, column) => setEditing({ row, column })}
          />
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              siblings={1}
              aria-label={t('upload.previewPages')}
              getControlProps={(control) => ({ 'aria-label': t('upload.controlPage', { control }) })}
              getItemProps={(item) => ({ 'aria-label': t('upload.page', { number: item }) })}
            />
          ) : null}
          <Stack gap="xs" className={classes.actions}>
            {progress !== null ? (
              <Stack gap={4}>
                <Progress
                  value={progress}
                  striped
                  animated={progress === 100}
                  aria-label={t('upload.progress')}
                  size="lg"
                />
                <Text size="sm" aria-live="polite">
                  {progress < 100 ? t('upload.sending', { percent: progress }) : t('upload.writing')}
                </Text>
              </Stack>
            ) : null}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">
                {t('upload.fileLine', { name: fileName, rows: file.rows.length, columns: file.header.length })}
              </Text>
              <Button
                onClick={onSubmitClick}
                loading={submitting}
                disabled={!failure && (checking || !check)}
                title={checking ? t('upload.waiting') : undefined}
              >
                {t('upload.submit')}
              </Button>
            </Group>
          </Stack>
        </>
      ) : null}
      {check?.status === 'DryRun' ? (
        <ConfirmModal
          opened={confirming}
          title={t('upload.confirmTitle')}
          message={t('upload.changesLine', { summary: describeChanges(check.changes, check.erasures, t) })}
          confirmLabel={t('upload.confirm')}
          onConfirm={async () => void onSubmit()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {editing && file ? (
        <CellEditor
          key={cellKey(editing.row, editing.column)}
          row={editing.row + 2}
          column={file.header[editing.column] || t('upload.columnNumber', { number: editing.column + 1 })}
          value={file.rows[editing.row][editing.column] ?? ''}
          problems={problems.cells.get(cellKey(editing.row, editing.column))}
          onClose={() => setEditing(null)}
          onSave={(value) => {
            change(withCell(file, editing.row, editing.column, value));
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The server's check of the preview: problems to fix (each a link to its cell), or what the upload would do. */
function CheckSummary({
  check,
  failure,
  checking,
  rows,
  onShow,
}: {
  check: DryRunReport | null;
  failure: string | null;
  checking: boolean;
  rows: number;
  onShow: (row: number, column: number | null) => void;
}) {
  const t = useT();
  if (failure) {
    return (
      <Alert color="red" title={t('upload.cannotCheck')} role="alert">
        {failure}
      </Alert>
    );
  }
  if (!check) return <Text size="sm">{t('upload.checking', { rows })}</Text>;
  const cells = check.refused.filter((p) => p.row !== null && p.row > 1);
  if (check.status === 'Refused') {
    return (
      <Alert color="red" title={t('upload.problems', { count: check.refused.length })}>
        <Stack gap={4}>
          <Text size="sm">{check.message}</Text>
          {cells.length ? (
            <List size="sm" spacing={2}>
              {cells.slice(0, 10).map((p, i) => (
                <List.Item key={i}>
                  <Button variant="subtle" size="compact-sm" onClick={() => onShow(p.row!, p.columnIndex ?? null)}>
                    {p.column
                      ? t('upload.rowAndColumn', { row: p.row, column: p.column })
                      : t('upload.row', { row: p.row })}
                  </Button>{' '}
                  {p.reason}
                </List.Item>
              ))}
            </List>
          ) : null}
          {checking ? <Text size="sm">{t('upload.checkingAgain')}</Text> : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Text size="sm" role="status">
      {checking
        ? t('upload.checkingAgain')
        : t('upload.checked', { changed: check.changed.length, unchanged: check.unchanged })}
    </Text>
  );
}
