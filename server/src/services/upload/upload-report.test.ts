import { summarise, type UploadReport } from './upload-report';

/** The refusal sentence the admin reads (REST `message`, the page's 'Data Upload failed' alert). */
const refused = (reason: string, extra: Partial<UploadReport> = {}): Omit<UploadReport, 'message'> => ({
  status: 'refused',
  runId: 1,
  kind: 'trees',
  fileName: null,
  rows: 2,
  changed: [],
  changes: 0,
  erasures: 0,
  unchanged: 0,
  refused: [{ row: 3, treeId: 2, column: 'height_low', columnIndex: 1, value: 'tall', reason }],
  notes: [],
  ...extra,
});

it('names the row, tree, column and value, then says nothing was changed', () => {
  expect(summarise(refused('is not a whole number'))).toBe(
    'Row 3, tree 2, column height_low: is not a whole number (value "tall"). Nothing was changed.',
  );
  expect(summarise(refused('is not a whole number'), true)).toMatch(/\. Nothing can be written until it is fixed\.$/);
});

it("a reason that ends its own sentence takes no second full stop (the spec's '...separately!')", () => {
  const mixed = refused('Please upload tree characteristics and climate zone information separately!');
  mixed.refused = [
    { row: 1, treeId: null, column: null, columnIndex: null, value: null, reason: mixed.refused[0].reason },
  ];
  expect(summarise(mixed)).toBe(
    'Row 1: Please upload tree characteristics and climate zone information separately! Nothing was changed.',
  );
});
