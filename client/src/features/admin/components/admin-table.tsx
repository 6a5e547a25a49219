import { Skeleton, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import 'virtual:icu-messages/admin';
import { useT, type MessageKey } from '@/i18n/i18n';

/**
 * A column of an admin table (its heading's message; null: the actions column, named for screen
 * readers only); a `wide` one shows from the sm breakpoint only (phones keep the rest).
 */
export interface AdminColumn {
  readonly label: MessageKey | null;
  readonly wide: boolean;
}

const shownFrom = (column: AdminColumn) => (column.wide ? 'sm' : undefined);

/** The admin screens' table (users, API keys): a labelled, scrollable table with one head row. */
export function AdminTable(props: {
  label: string;
  columns: readonly AdminColumn[];
  minWidth: number;
  busy: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={props.minWidth} type="native" pos="relative">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.label ?? ''} visibleFrom={shownFrom(column)}>
                {column.label ? t(column.label) : <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={props.busy}>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Placeholder rows while an admin table loads. */
export function SkeletonRows({ columns, count }: { columns: readonly AdminColumn[]; count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Table.Tr key={index}>
      {columns.map((column) => (
        <Table.Td key={column.label ?? ''} visibleFrom={shownFrom(column)}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
