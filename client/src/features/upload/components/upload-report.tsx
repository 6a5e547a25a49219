import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type { SubmitOutcome } from '../hooks/use-upload';
import { UPLOAD_MESSAGES } from '../upload-file';
import classes from './upload.module.css';

const SHOWN = 200;

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
  const lines = report.changed.flatMap((change) =>
    change.created
      ? [{ change, field: 'new tree', before: null, after: null }]
      : change.fields.map((f) => ({ change, ...f })),
  );
  return (
    <Stack gap="sm" aria-labelledby="upload-report-title">
      <Title order={2} size="h3" id="upload-report-title">
        Upload report
      </Title>
      <Text role="status">
        {report.changed.length.toLocaleString('en-US')} {report.changed.length === 1 ? 'tree' : 'trees'} changed,{' '}
        {report.unchanged.toLocaleString('en-US')} unchanged, 0 refused.
        {report.notes.length ? ` ${report.notes.length} values were kept with a note.` : ''}
      </Text>
      {lines.length ? (
        // A region of its own, focusable, so the keyboard can scroll it sideways on a phone.
        <div className={classes.reportScroll} tabIndex={0} role="region" aria-label="Changed fields, scrollable">
          <Table withTableBorder striped="even" aria-label="Changed fields" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Tree ID</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.slice(0, SHOWN).map((line, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{line.change.row}</Table.Td>
                  <Table.Td>{line.change.tree_id}</Table.Td>
                  <Table.Td>{line.field}</Table.Td>
                  <Table.Td>{line.before ?? '—'}</Table.Td>
                  <Table.Td>{line.after ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : null}
      {lines.length > SHOWN ? (
        <Text size="sm">
          The first {SHOWN} of {lines.length.toLocaleString('en-US')} changed fields; every change is in each tree’s
          edit history.
        </Text>
      ) : null}
    </Stack>
  );
}
