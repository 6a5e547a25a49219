import { MantineProvider, Table } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markupShape } from '@/testing/markup-shape';
import { LightTable } from './light-table';

/** Mantine's Table, typed as ours: the same parts, drawn by Mantine. */
const MantineTable = Table as unknown as typeof LightTable;

/** The compare table's props: spacing, roles, classes, a style. */
function CompareLike({ T }: { T: typeof LightTable }) {
  return (
    <T
      role="table"
      className="compare"
      style={{ color: 'red' }}
      data-count={2}
      aria-label="2 trees"
      verticalSpacing="xs"
      horizontalSpacing="sm"
    >
      <T.Thead role="rowgroup" className="head">
        <T.Tr role="row">
          <T.Td role="cell">corner</T.Td>
          <T.Th role="columnheader" scope="col" className="tree">
            Quercus
          </T.Th>
        </T.Tr>
      </T.Thead>
      <T.Tbody role="rowgroup">
        <T.Tr role="row" data-row="height">
          <T.Th role="rowheader" scope="row">
            Height
          </T.Th>
          <T.Td role="cell">40 ft</T.Td>
        </T.Tr>
      </T.Tbody>
    </T>
  );
}

/** The site page's "Why not?" table: a border, the default spacing. */
function WhyNotLike({ T }: { T: typeof LightTable }) {
  return (
    <T className="why" withTableBorder>
      <T.Tbody>
        <T.Tr>
          <T.Th scope="row">Zone</T.Th>
          <T.Td>9-11</T.Td>
        </T.Tr>
      </T.Tbody>
    </T>
  );
}

const drawn = (Example: typeof CompareLike, T: typeof LightTable) =>
  markupShape(
    render(
      <MantineProvider>
        <Example T={T} />
      </MantineProvider>,
    ).container.querySelector('table')!,
  );

describe('LightTable', () => {
  it.each([
    ['the compare table', CompareLike],
    ['the "Why not?" table', WhyNotLike],
  ])('draws what Mantine’s Table draws (%s)', (_name, Example) => {
    expect(drawn(Example, LightTable)).toEqual(drawn(Example, MantineTable));
  });
});
