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
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ScreenTitle } from '@/components/ui/screen-title';
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

const TITLE = 'Upload Tree Data';
/** Rows a page of the preview (a 2,000-row file is 80 pages, each quick to draw). */
export const PREVIEW_PAGE_SIZE = 25;

/** /upload (admins): a CSV of tree data, previewed and edited, checked by the server, then submitted. */
export function UploadPage() {
  const { choices, error, loading, retry } = useUploadChoices();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.upload" />
      <Title order={1}>{TITLE}</Title>
      <Text>
        Upload a CSV file of tree data: a column named Tree ID, then the columns to change (a file downloaded from
        Download Tree Data works as it is). Tree characteristics and climate zone information go in separate files.
        Check the preview and the changes it would make (values it would erase are listed first), correct any marked
        cell, then submit: the file is written whole or not at all.
      </Text>
      {choices ? (
        <UploadForm choices={choices} />
      ) : error && !loading ? (
        <LoadFailedAlert title="The upload page could not be loaded" onRetry={retry} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the upload page">
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
  const [submitting, setSubmitting] = useState(false);
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
      const refusal = checkFile(chosen) ?? (chosen ? tooLargeMessage(chosen.size, maxBodyBytes) : null);
      setFileError(refusal);
      if (refusal || !chosen) return setFileName(null);
      const read = await readFileText(chosen);
      const parsed = parseCsvText(read.text);
      if (!parsed.ok) return setFileError(parsed.error);
      setEncoding(read.encoding);
      setFileName(chosen.name);
      setFileId((id) => id + 1);
      setFile(parsed.file);
    },
    [maxBodyBytes],
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
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
        maw={480}
        description={`At most ${showMegabytes(maxBodyBytes)}. UTF-8 or Windows-1252 (what Excel writes).`}
      />
      {file ? (
        <>
          <Text size="sm">
            {encoding === 'Windows-1252'
              ? 'Read as Windows-1252: the file is not UTF-8 (Excel on Windows saves CSV this way).'
              : 'Read as UTF-8.'}
          </Text>
          <CheckSummary check={check} failure={failure} checking={checking} rows={file.rows.length} onShow={showRow} />
          {lines.length && check ? (
            <Stack gap="xs" aria-labelledby="upload-changes-title">
              <Title order={2} size="h4" id="upload-changes-title">
                Changes to write
              </Title>
              <Text size="sm">
                {describeChanges(check.changes, check.erasures)}
                {check.erasures ? ': the erasures are listed first.' : '.'}
              </Text>
              <ChangeTable
                lines={lines}
                label="Changes to write"
                footnote="every one is written, and kept in each tree’s edit history."
              />
            </Stack>
          ) : null}
          {problems.file.length ? (
            <Alert color="red" title="This file cannot be uploaded as it is" role="alert">
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
              aria-label="Preview pages"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          ) : null}
          <Stack gap="xs" className={classes.actions}>
            {progress !== null ? (
              <Stack gap={4}>
                <Progress value={progress} striped animated={progress === 100} aria-label="Upload progress" size="lg" />
                <Text size="sm" aria-live="polite">
                  {progress < 100 ? `Sending the file: ${progress}%` : 'The server is checking and writing the rows…'}
                </Text>
              </Stack>
            ) : null}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">
                {fileName} · {file.rows.length.toLocaleString('en-US')} rows · {file.header.length} columns
              </Text>
              <Button
                onClick={onSubmitClick}
                loading={submitting}
                disabled={!failure && (checking || !check)}
                title={checking ? 'Waiting for the server’s check of the file' : undefined}
              >
                Submit Changes to Database
              </Button>
            </Group>
          </Stack>
        </>
      ) : null}
      {check?.status === 'DryRun' ? (
        <ConfirmModal
          opened={confirming}
          title="Write these changes to the database?"
          message={`${describeChanges(check.changes, check.erasures)}.`}
          confirmLabel="Write the changes"
          onConfirm={async () => void onSubmit()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {editing && file ? (
        <CellEditor
          key={cellKey(editing.row, editing.column)}
          row={editing.row + 2}
          column={file.header[editing.column] || `column ${editing.column + 1}`}
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
  if (failure) {
    return (
      <Alert color="red" title="The file cannot be checked" role="alert">
        {failure}
      </Alert>
    );
  }
  if (!check) return <Text size="sm">Checking the {rows.toLocaleString('en-US')} rows…</Text>;
  const cells = check.refused.filter((p) => p.row !== null && p.row > 1);
  if (check.status === 'Refused') {
    return (
      <Alert
        color="red"
        title={`${check.refused.length} ${check.refused.length === 1 ? 'problem' : 'problems'} to fix before this file can be written`}
      >
        <Stack gap={4}>
          <Text size="sm">{check.message}</Text>
          {cells.length ? (
            <List size="sm" spacing={2}>
              {cells.slice(0, 10).map((p, i) => (
                <List.Item key={i}>
                  <Button variant="subtle" size="compact-sm" onClick={() => onShow(p.row!, p.columnIndex ?? null)}>
                    Row {p.row}
                    {p.column ? `, ${p.column}` : ''}
                  </Button>{' '}
                  {p.reason}
                </List.Item>
              ))}
            </List>
          ) : null}
          {checking ? <Text size="sm">Checking again…</Text> : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Text size="sm" role="status">
      {checking
        ? 'Checking again…'
        : `Checked: no problems. ${check.changed.length.toLocaleString('en-US')} ${check.changed.length === 1 ? 'tree' : 'trees'} would change, ${check.unchanged.toLocaleString('en-US')} unchanged.`}
    </Text>
  );
}
