import { MantineProvider, Table } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightTable } from './light-table';

/** Every element's tag, classes (sorted), attributes and text, in document order. */
function shape(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes]
      .filter(({ name }) => name !== 'class')
      .map(({ name, value }) => `${name}=${value}`)
      .sort();
    const text = element.children.length ? '' : (element.textContent ?? '');
    return `${element.tagName.toLowerCase()} .${[...element.classList].sort().join('.')} ${attributes.join(' ')} ${text}`;
  });
}

describe('LightTable', () => {
  it('draws what Mantine’s Table draws (the compare table’s props: spacing, roles, classes, style)', () => {
    const theirs = render(
      <MantineProvider>
        <Table
          role="table"
          className="compare"
          style={{ color: 'red' }}
          data-count={2}
          aria-label="2 trees"
          verticalSpacing="xs"
          horizontalSpacing="sm"
        >
          <Table.Thead role="rowgroup" className="head">
            <Table.Tr role="row">
              <Table.Td role="cell">corner</Table.Td>
              <Table.Th role="columnheader" scope="col" className="tree">
                Quercus
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            <Table.Tr role="row" data-row="height">
              <Table.Th role="rowheader" scope="row">
                Height
              </Table.Th>
              <Table.Td role="cell">40 ft</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </MantineProvider>,
    ).container.querySelector('table')!;
    const ours = render(
      <MantineProvider>
        <LightTable
          role="table"
          className="compare"
          style={{ color: 'red' }}
          data-count={2}
          aria-label="2 trees"
          verticalSpacing="xs"
          horizontalSpacing="sm"
        >
          <LightTable.Thead role="rowgroup" className="head">
            <LightTable.Tr role="row">
              <LightTable.Td role="cell">corner</LightTable.Td>
              <LightTable.Th role="columnheader" scope="col" className="tree">
                Quercus
              </LightTable.Th>
            </LightTable.Tr>
          </LightTable.Thead>
          <LightTable.Tbody role="rowgroup">
            <LightTable.Tr role="row" data-row="height">
              <LightTable.Th role="rowheader" scope="row">
                Height
              </LightTable.Th>
              <LightTable.Td role="cell">40 ft</LightTable.Td>
            </LightTable.Tr>
          </LightTable.Tbody>
        </LightTable>
      </MantineProvider>,
    ).container.querySelector('table')!;
    expect(shape(ours)).toEqual(shape(theirs));
  });

  it('draws what Mantine’s Table withTableBorder draws (the site page’s "Why not?" table)', () => {
    const theirs = render(
      <MantineProvider>
        <Table className="why" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Zone</Table.Th>
              <Table.Td>9-11</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </MantineProvider>,
    ).container.querySelector('table')!;
    const ours = render(
      <MantineProvider>
        <LightTable className="why" withTableBorder>
          <LightTable.Tbody>
            <LightTable.Tr>
              <LightTable.Th scope="row">Zone</LightTable.Th>
              <LightTable.Td>9-11</LightTable.Td>
            </LightTable.Tr>
          </LightTable.Tbody>
        </LightTable>
      </MantineProvider>,
    ).container.querySelector('table')!;
    expect(shape(ours)).toEqual(shape(theirs));
  });
});
