import { Readable } from 'node:stream';
import { normaliseHeader, readCsv, tableFromObjects } from './csv';
import { ImportRejectedError } from './issues';

describe('readCsv', () => {
  it('reads quoted cells that span lines and numbers rows like a spreadsheet', async () => {
    const table = await readCsv('"tree_id","memo"\n1,"first line\nsecond line"\n2,"plain"\n');
    expect(table.headers).toEqual(['tree_id', 'memo']);
    expect(table.rows).toEqual([
      { rowNumber: 2, line: 2, values: { tree_id: '1', memo: 'first line\nsecond line' } },
      { rowNumber: 3, line: 4, values: { tree_id: '2', memo: 'plain' } },
    ]);
  });

  it('normalises header names (case, tags, spaces, BOM)', async () => {
    expect(normaliseHeader('\uFEFF<b>Tree ID</b> ')).toBe('tree_id');
    const table = await readCsv(Buffer.from('\uFEFFTree_ID,Sunset Zone\n1,"1,2"\n'));
    expect(table.headers).toEqual(['tree_id', 'sunset_zone']);
  });

  it('reads a stream, and falls back to Windows-1252 for bytes that are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('tree_id,memo\n1,"caf'), Buffer.from([0xe9]), Buffer.from('"\n')]);
    const table = await readCsv(Readable.from([bytes]));
    expect(table.encoding).toBe('windows-1252');
    expect(table.rows[0].values.memo).toBe('café');
  });

  it('issue 20.14: Windows-1252 bytes 0x80-0x9F are their characters (“”, €, –), not C1 controls, on every runtime', async () => {
    // What Excel on Windows writes for: tree_id,memo / 1,“Café” – 5 €
    const bytes = Buffer.concat([
      Buffer.from('tree_id,memo\n1,'),
      Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]),
      Buffer.from('\n'),
    ]);
    const table = await readCsv(bytes);
    expect(table.encoding).toBe('windows-1252');
    expect(table.rows[0].values.memo).toBe('“Café” – 5 €');
  });

  it('issue 20.9: a header named __proto__ or constructor is a cell like any other (null-prototype rows)', async () => {
    const table = await readCsv('tree_id,__proto__,constructor\n1,a,b\n');
    expect(table.rows[0].values.__proto__).toBe('a');
    expect(table.rows[0].values.constructor).toBe('b');
    expect(Object.keys(table.rows[0].values)).toEqual(['tree_id', '__proto__', 'constructor']);
  });

  it('rejects a row with the wrong number of cells, naming it', async () => {
    await expect(readCsv('tree_id,memo\n1,a\n2,b,extra\n')).rejects.toThrow(/row 3: has 3 cells but the header has 2/);
  });

  it('rejects a file with an unclosed quote', async () => {
    await expect(readCsv('tree_id,memo\n1,"never closed\n')).rejects.toBeInstanceOf(ImportRejectedError);
  });

  it('rejects duplicate and empty headers', async () => {
    await expect(readCsv('tree_id,Tree ID\n1,2\n')).rejects.toThrow(/column appears twice/);
  });
});

it('tableFromObjects turns JSON rows into the same table shape', () => {
  const table = tableFromObjects([
    { Tree_ID: 3, Memo: null },
    { tree_id: '4', display: 1 },
  ]);
  expect(table.headers).toEqual(['tree_id', 'memo', 'display']);
  expect(table.rows[0]).toEqual({ rowNumber: 2, line: 2, values: { tree_id: '3', memo: '', display: '' } });
  expect(table.rows[1].values).toEqual({ tree_id: '4', display: '1', memo: '' });
});
