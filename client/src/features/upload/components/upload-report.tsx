import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { SubmitOutcome } from '../hooks/use-upload';
import { UPLOAD_MESSAGES } from '../upload-file';
import { ChangeTable, changeLines } from './change-list';

/** After 'Submit Changes to Database': what the server changed and left unchanged, or why it refused (nothing written). */
export function UploadReportView({ outcome }: { outcome: SubmitOutcome }) {
  if (!outcome.ok) {
    const refused = outcome.report?.refused ?? [];
    return (
      <Alert color="red" title={UPLOAD_MESSAGES.alert} role="alert">
        <Stack gap="xs">
          <Text size="sm">{outcome.message}</Text>
          {refused.length > 1 ? (
            <List size="sm" spacing={2}>
              {refused.slice(0, 20).map((p, i) => (
                <List.Item key={i}>
                  {p.row === null ? 'The file' : `Row ${p.row}`}
                  {p.column ? `, ${p.column}` : ''}: {p.reason}
                  {p.value ? ` ("${p.value.slice(0, 60)}")` : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  const { report } = outcome;
  const lines = changeLines(report.changed.map((c) => ({ ...c, treeId: c.tree_id })));
  const erasures = lines.filter((l) => l.erases).length;
  return (
    <Stack gap="sm" aria-labelledby="upload-report-title">
      <Title order={2} size="h3" id="upload-report-title">
        Upload report
      </Title>
      <Text role="status">
        {report.changed.length.toLocaleString('en-US')} {report.changed.length === 1 ? 'tree' : 'trees'} changed,{' '}
        {report.unchanged.toLocaleString('en-US')} unchanged, 0 refused.
        {erasures
          ? ` ${erasures.toLocaleString('en-US')} stored ${erasures === 1 ? 'value was' : 'values were'} erased.`
          : ''}
        {report.notes.length ? ` ${report.notes.length} values were kept with a note.` : ''}
      </Text>
      <ChangeTable lines={lines} label="Changed fields" footnote="every change is in each tree’s edit history." />
    </Stack>
  );
}
