import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select, Table, UnstyledButton, type ComboboxData } from '@mantine/core';
import { memo, useMemo } from 'react';
import 'virtual:icu-messages/upload';
import { useT, type Translate } from '@/i18n/i18n';
import { EMPTY_CELL, cellKey, type ProblemMap, type UploadRows } from '../upload-file';
import type { UploadChoices } from '../hooks/use-upload';
import classes from './upload.module.css';

interface PreviewTableProps {
  file: UploadRows;
  choices: UploadChoices;
  problems: ProblemMap;
  /** The data rows shown (a page of the file). */
  first: number;
  count: number;
  onHeader: (column: number, name: string) => void;
  onCell: (row: number, column: number) => void;
}

/**
 * The editable preview (spec §2): header cells are dropdowns of the recognised names (the server's
 * two lists) to remap a column; a cell opens the editor; empty cells show '___'; the cells the
 * server refuses are marked, with its reason as the cell's description.
 */
export function PreviewTable({ file, choices, problems, first, count, onHeader, onCell }: PreviewTableProps) {
  const rows = file.rows.slice(first, first + count);
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={Math.max(600, file.header.length * 170)} type="native">
      <Table
        withTableBorder
        withColumnBorders
        striped="even"
        className={classes.table}
        aria-label={t('upload.preview')}
      >
        <Table.Thead>
          <HeaderRow header={file.header} choices={choices} problems={problems.header} onHeader={onHeader} />
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, offset) => {
            const index = first + offset;
            const rowProblems = problems.cells.get(cellKey(index, -1));
            return (
              <Table.Tr key={index} data-problem={rowProblems ? 'true' : undefined}>
                <Table.Th scope="row" className={classes.rowNumber} title={rowProblems?.join('\n')}>
                  {index + 2}
                </Table.Th>
                {file.header.map((name, column) => {
                  const value = row[column] ?? '';
                  const reasons = problems.cells.get(cellKey(index, column));
                  return (
                    <Table.Td key={column} className={classes.cell} data-problem={reasons ? 'true' : undefined}>
                      <UnstyledButton
                        className={classes.cellButton}
                        onClick={() => onCell(index, column)}
                        aria-label={cellLabel(
                          t,
                          index + 2,
                          name || t('upload.columnNumber', { number: column + 1 }),
                          value,
                          reasons,
                        )}
                        title={reasons?.join('\n')}
                      >
                        {value === '' ? <span className={classes.empty}>{EMPTY_CELL}</span> : value.slice(0, 120)}
                      </UnstyledButton>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "Row 3, family: Rosaceae. Problem: …": a preview cell's name for screen readers. */
function cellLabel(t: Translate, row: number, column: string, value: string, reasons: string[] | undefined) {
  const where = t('upload.rowAndColumn', { row, column });
  const shown = value === '' ? t('upload.emptyValue') : value.slice(0, 80);
  if (!reasons) return t('upload.cellLabel', { where, value: shown });
  return t('upload.cellLabelProblem', { where, value: shown, problems: reasons.join('; ') });
}

/** The dropdown names: tree fields, climate zone fields, and a header of the file that is neither. */
function useOptions(choices: UploadChoices): { data: ComboboxData; byLower: Map<string, string> } {
  const t = useT();
  return useMemo(() => {
    const byLower = new Map<string, string>();
    const group = (label: string, names: { name: string }[]) => ({
      group: label,
      items: names
        .map((n) => n.name)
        .filter((name) => {
          if (byLower.has(name.toLowerCase())) return false;
          byLower.set(name.toLowerCase(), name);
          return true;
        }),
    });
    return {
      data: [
        group(t('upload.treeFields'), choices.treeFields),
        group(t('upload.climateFields'), choices.climateZoneFields),
      ],
      byLower,
    };
  }, [choices, t]);
}

const HeaderRow = memo(function HeaderRow({
  header,
  choices,
  problems,
  onHeader,
}: {
  header: string[];
  choices: UploadChoices;
  problems: Map<number, string[]>;
  onHeader: (column: number, name: string) => void;
}) {
  const { data, byLower } = useOptions(choices);
  const t = useT();
  return (
    <Table.Tr>
      <Table.Th className={classes.rowNumber}>{t('upload.rowHeading')}</Table.Th>
      {header.map((name, column) => {
        const known = byLower.get(name.toLowerCase());
        const reasons = problems.get(column);
        const options: ComboboxData = known
          ? data
          : [{ group: t('upload.inTheFile'), items: [name || ' '] }, ...(data as [])];
        return (
          <Table.Th key={column} className={classes.headerCell}>
            <Select
              size="xs"
              searchable
              allowDeselect={false}
              data={options}
              value={known ?? (name || ' ')}
              onChange={(value) => value && onHeader(column, value)}
              aria-label={t('upload.columnName', { number: column + 1 })}
              error={reasons?.join('; ')}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={280}
            />
          </Table.Th>
        );
      })}
    </Table.Tr>
  );
});
