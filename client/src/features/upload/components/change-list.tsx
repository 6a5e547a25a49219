import '@mantine/core/styles/Table.layer.css';
import { Table, Text } from '@mantine/core';
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

/** The server's changed rows as lines, field by field, the erasures first (issue 21.3), otherwise in file order. */
export function changeLines(changed: readonly ChangedRow[]): ChangeLine[] {
  const lines = changed.flatMap((change): ChangeLine[] =>
    change.created
      ? [{ row: change.row, treeId: change.treeId, field: 'new tree', before: null, after: null, erases: false }]
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
export function describeChanges(changes: number, erasures: number): string {
  const n = `${changes.toLocaleString('en-US')} ${changes === 1 ? 'change' : 'changes'}`;
  return `${n}, of which ${erasures.toLocaleString('en-US')} ${erasures === 1 ? 'erases' : 'erase'} a stored value`;
}

const SHOWN = 200;

/**
 * The changes as a table (Tree with its row in the file, Field, Before, After) that fits a phone's
 * width (long values wrap), in a region of its own that scrolls when the list is long. An erasure
 * is marked in words ("Erased") and colour, never colour alone.
 */
export function ChangeTable({ lines, label, footnote }: { lines: ChangeLine[]; label: string; footnote: string }) {
  if (!lines.length) return null;
  return (
    <>
      <div className={classes.reportScroll} tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
        <Table withTableBorder striped="even" aria-label={label} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tree ID (row)</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.slice(0, SHOWN).map((line, i) => (
              <Table.Tr key={i} data-erases={line.erases ? 'true' : undefined} className={classes.changeRow}>
                <Table.Td>
                  {line.treeId} <span className={classes.changeRowNumber}>(row {line.row})</span>
                </Table.Td>
                <Table.Td className={classes.changeValue}>{line.field}</Table.Td>
                <Table.Td className={classes.changeValue}>{line.before ?? '—'}</Table.Td>
                <Table.Td className={classes.changeValue}>
                  {line.erases ? <strong className={classes.erased}>Erased</strong> : (line.after ?? '—')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {lines.length > SHOWN ? (
        <Text size="sm">
          The first {SHOWN} of {lines.length.toLocaleString('en-US')} changes (the erasures first); {footnote}
        </Text>
      ) : null}
    </>
  );
}
