import '@mantine/core/styles/Table.layer.css';
import { Table, Text } from '@mantine/core';
import 'virtual:icu-messages/upload';
import { translatorFor, useT, type Translate } from '@/i18n/i18n';
import classes from './upload.module.css';

/** One change as the preview and the report list it: a field of a tree (before → after), or a new tree. */
export interface ChangeLine {
  row: number;
  treeId: number;
  field: string;
  before: string | null;
  after: string | null;
  /** The server's word: the change clears a stored value. */
  erases: boolean;
}

interface ChangedRow {
  row: number;
  treeId: number;
  created: boolean;
  fields: readonly { field: string; before: string | null; after: string | null; erases?: boolean | null }[];
}

/** A created tree's line has this field (shown as `upload.newTree`). */
const NEW_TREE = 'new tree';

/** The server's changed rows as lines, field by field, the erasures first (issue 21.3), otherwise in file order. */
export function changeLines(changed: readonly ChangedRow[]): ChangeLine[] {
  const lines = changed.flatMap((change): ChangeLine[] =>
    change.created
      ? [{ row: change.row, treeId: change.treeId, field: NEW_TREE, before: null, after: null, erases: false }]
      : change.fields.map((f) => ({
          row: change.row,
          treeId: change.treeId,
          field: f.field,
          before: f.before,
          after: f.after,
          erases: f.erases === true,
        })),
  );
  return [...lines.filter((l) => l.erases), ...lines.filter((l) => !l.erases)];
}

/** "3 changes, of which 1 erases a stored value" (the preview's summary and the Submit confirmation). */
export function describeChanges(changes: number, erasures: number, t: Translate = translatorFor('en')): string {
  return t('upload.describeChanges', { changes, erasures });
}

const SHOWN = 200;

/**
 * The changes as a table (Tree with its row in the file, Field, Before, After) that fits a phone's
 * width (long values wrap), in a region of its own that scrolls when the list is long. An erasure
 * is marked in words ("Erased") and colour, never colour alone.
 */
export function ChangeTable({ lines, label, footnote }: { lines: ChangeLine[]; label: string; footnote: string }) {
  const t = useT();
  if (!lines.length) return null;
  return (
    <>
      <div className={classes.reportScroll} tabIndex={0} role="region" aria-label={t('upload.scrollable', { label })}>
        <Table withTableBorder striped="even" aria-label={label} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('upload.treeIdRow')}</Table.Th>
              <Table.Th>{t('upload.field')}</Table.Th>
              <Table.Th>{t('upload.before')}</Table.Th>
              <Table.Th>{t('upload.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.slice(0, SHOWN).map((line, i) => (
              <Table.Tr key={i} data-erases={line.erases ? 'true' : undefined} className={classes.changeRow}>
                <Table.Td>
                  {line.treeId}{' '}
                  <span className={classes.changeRowNumber}>{t('upload.rowNumber', { row: line.row })}</span>
                </Table.Td>
                <Table.Td className={classes.changeValue}>
                  {line.field === NEW_TREE ? t('upload.newTree') : line.field}
                </Table.Td>
                <Table.Td className={classes.changeValue}>{line.before ?? '—'}</Table.Td>
                <Table.Td className={classes.changeValue}>
                  {line.erases ? <strong className={classes.erased}>{t('upload.erased')}</strong> : (line.after ?? '—')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {lines.length > SHOWN ? (
        <Text size="sm">{t('upload.firstShown', { shown: SHOWN, total: lines.length, footnote })}</Text>
      ) : null}
    </>
  );
}
