import type { CsvTable } from './csv';
import { normaliseRows } from './normalise-rows';

const table = (headers: string[], values: Record<string, string>[]): CsvTable => ({
  headers,
  rows: values.map((v, i) => ({ rowNumber: i + 2, line: i + 2, values: v })),
  encoding: 'utf-8',
});

describe('normaliseRows', () => {
  it('names a missing required column (the first of its alternatives) and reads no row', () => {
    const normalise = jest.fn();
    const result = normaliseRows(table(['zip'], [{ zip: '1' }]), [['zipcode', 'zip'], 'usda_zone'], normalise);
    expect(result).toEqual({
      rows: [],
      issues: [],
      errors: [{ row: 1, treeId: null, column: 'usda_zone', value: null, message: 'the file has no usda_zone column' }],
    });
    expect(normalise).not.toHaveBeenCalled();
  });

  it('keeps the rows the normaliser returns, and every issue and error in file order', () => {
    const result = normaliseRows(table(['a'], [{ a: 'x' }, { a: '' }, { a: 'y' }]), ['a'], (row) =>
      row.values.a
        ? { row: row.values.a, issues: [], errors: [] }
        : {
            row: null,
            issues: [{ row: row.rowNumber, treeId: null, column: 'a', value: '', reason: 'unknown_term' as const }],
            errors: [{ row: row.rowNumber, treeId: null, column: 'a', value: '', message: 'is empty' }],
          },
    );
    expect(result.rows).toEqual(['x', 'y']);
    expect(result.issues.map((i) => i.row)).toEqual([3]);
    expect(result.errors.map((e) => e.row)).toEqual([3]);
  });
});
