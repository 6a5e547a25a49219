import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/upload';
import { useT, type Translate } from '@/i18n/i18n';
import type { SubmitOutcome, SubmitProblem } from '../hooks/use-upload';
import { UPLOAD_MESSAGES } from '../upload-file';
import { ChangeTable, changeLines } from './change-list';

/** After 'Submit Changes to Database': what the server changed and left unchanged, or why it refused (nothing written). */
export function UploadReportView({ outcome }: { outcome: SubmitOutcome }) {
  const t = useT();
  if (!outcome.ok) {
    const refused = outcome.report?.refused ?? [];
    return (
      <Alert color="red" title={t(UPLOAD_MESSAGES.alert)} role="alert">
        <Stack gap="xs">
          <Text size="sm">{outcome.message}</Text>
          {refused.length > 1 ? (
            <List size="sm" spacing={2}>
              {refused.slice(0, 20).map((p, i) => (
                <List.Item key={i}>{problemText(t, p)}</List.Item>
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
        {t('upload.reportTitle')}
      </Title>
      <Text role="status">
        {t('upload.reportCounts', { changed: report.changed.length, unchanged: report.unchanged })}
        {erasures ? t('upload.reportErased', { count: erasures }) : ''}
        {report.notes.length ? t('upload.reportNotes', { count: report.notes.length }) : ''}
      </Text>
      <ChangeTable lines={lines} label={t('upload.changedFields')} footnote={t('upload.reportFootnote')} />
    </Stack>
  );
}

/** 'Row 4, family: is not a name ("x")' or 'The file: …': one refusal of the server. */
function problemText(t: Translate, p: SubmitProblem): string {
  const where =
    p.row === null
      ? t('upload.theFile')
      : p.column
        ? t('upload.rowAndColumn', { row: p.row, column: p.column })
        : t('upload.row', { row: p.row });
  if (!p.value) return t('upload.problem', { where, reason: p.reason });
  return t('upload.problemValue', { where, reason: p.reason, value: p.value.slice(0, 60) });
}
