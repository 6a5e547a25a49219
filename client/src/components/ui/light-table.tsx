import '@mantine/core/styles/Table.layer.css';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

type LightTableProps = ComponentPropsWithoutRef<'table'> & {
  verticalSpacing?: Spacing;
  horizontalSpacing?: Spacing;
  withTableBorder?: boolean;
};

const joined = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * The markup and classes of Mantine's Table and its parts (its stylesheet draws them), without the
 * component: Mantine's Table module carries its ScrollContainer, and with it ScrollArea and the
 * direction provider (four files, ~7 kB compressed and their headers) on the compare and site pages,
 * which scroll their tables with CSS. Row borders on, as Mantine's default. light-table.test.tsx
 * holds the markup to Mantine's.
 */
export function LightTable({
  verticalSpacing,
  horizontalSpacing,
  withTableBorder,
  className,
  style,
  ...rest
}: LightTableProps) {
  const vars = {
    ...(horizontalSpacing ? { '--table-horizontal-spacing': `var(--mantine-spacing-${horizontalSpacing})` } : {}),
    // Mantine's default vertical spacing is 7 px.
    '--table-vertical-spacing': verticalSpacing
      ? `var(--mantine-spacing-${verticalSpacing})`
      : 'calc(0.4375rem * var(--mantine-scale))',
    ...style,
  } as CSSProperties;
  return (
    <table
      {...rest}
      style={vars}
      className={joined(className, 'm_b23fa0ef mantine-Table-table')}
      data-with-table-border={withTableBorder || undefined}
    />
  );
}

LightTable.Thead = function Thead({ className, ...rest }: ComponentPropsWithoutRef<'thead'>) {
  return <thead {...rest} className={joined('m_b242d975 mantine-Table-thead', className)} />;
};
LightTable.Tbody = function Tbody({ className, ...rest }: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody {...rest} className={joined('m_b2404537 mantine-Table-tbody', className)} />;
};
LightTable.Tr = function Tr({ className, ...rest }: ComponentPropsWithoutRef<'tr'>) {
  return <tr {...rest} className={joined('m_4e7aa4fd mantine-Table-tr', className)} data-with-row-border="true" />;
};
LightTable.Th = function Th({ className, ...rest }: ComponentPropsWithoutRef<'th'>) {
  return <th {...rest} className={joined('m_4e7aa4f3 mantine-Table-th', className)} />;
};
LightTable.Td = function Td({ className, ...rest }: ComponentPropsWithoutRef<'td'>) {
  return <td {...rest} className={joined('m_4e7aa4ef mantine-Table-td', className)} />;
};
