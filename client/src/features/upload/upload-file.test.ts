import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/i18n/i18n';
import {
  checkFile,
  cleanHeader,
  decodeBytes,
  tooLargeMessage,
  parseCsvText,
  problemMap,
  sortByTreeId,
  toUploadBody,
  withCell,
  withHeader,
  UPLOAD_MESSAGES,
} from './upload-file';

const file = (name: string, content = 'tree_id\n1\n', type = '') => new File([content], name, { type });

describe('the file input (spec §5, §8)', () => {
  it('no file: Enter a valid file', () => {
    expect(checkFile(null)).toBe('Enter a valid file');
    expect(checkFile(undefined)).toBe(translatorFor('en')(UPLOAD_MESSAGES.noFile));
  });

  it('not a csv: Please input a csv file', () => {
    expect(checkFile(file('trees.xlsx', 'x', 'application/vnd.ms-excel'))).toBe('Please input a csv file');
    expect(checkFile(file('trees.json', '[]', 'application/json'))).toBe('Please input a csv file');
    expect(checkFile(file('trees.csv.exe'))).toBe('Please input a csv file');
  });

  it('a .csv by name or a CSV by type is accepted; an empty one is not a valid file', () => {
    expect(checkFile(file('Trees.CSV'))).toBeNull();
    expect(checkFile(file('export', 'tree_id\n1', 'text/csv'))).toBeNull();
    expect(checkFile(file('empty.csv', ''))).toBe('Enter a valid file');
  });
});

describe('parsing in the browser', () => {
  it('reads quoted cells with commas, quotes and line breaks (RFC 4180), and a byte-order mark', () => {
    const parsed = parseCsvText('\uFEFFTree ID,Memo,Family\r\n1,"<p>Tall, ""broad""\r\nand old</p>",Fagaceae\r\n');
    expect(parsed).toEqual({
      ok: true,
      file: { header: ['tree id', 'memo', 'family'], rows: [['1', '<p>Tall, "broad"\r\nand old</p>', 'Fagaceae']] },
    });
  });

  it('lower-cases the header names and strips their tags (spec §5)', () => {
    expect(cleanHeader('<b>Scientific <i>Name</i></b> ')).toBe('scientific name');
    expect(cleanHeader('\uFEFFTREE_ID')).toBe('tree_id');
  });

  it('sorts the rows by tree_id, rows without a numeric id last, in file order', () => {
    const parsed = parseCsvText('tree_id,family\n10,a\n2,b\nx,c\n1,d\n,e\n');
    expect(parsed.ok && parsed.file.rows).toEqual([
      ['1', 'd'],
      ['2', 'b'],
      ['10', 'a'],
      ['x', 'c'],
      ['', 'e'],
    ]);
    expect(sortByTreeId(['family'], [['b'], ['a']])).toEqual([['b'], ['a']]);
  });

  it('refuses broken quoting, naming the row', () => {
    const parsed = parseCsvText('tree_id,memo\n1,ok\n2,"never closed\n3,x\n');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/^The file is not valid CSV \(row \d+\): /);
  });

  it('refuses an empty file and a file of column names only', () => {
    expect(parseCsvText('')).toEqual({ ok: false, error: 'The file is empty' });
    expect(parseCsvText('\n\n')).toEqual({ ok: false, error: 'The file is empty' });
    expect(parseCsvText('tree_id,family\n')).toEqual({
      ok: false,
      error: 'The file has only the column names: there are no rows to upload',
    });
  });

  it('keeps ragged rows as they are, for the server to refuse by row', () => {
    const parsed = parseCsvText('tree_id,family\n1\n2,b,extra\n');
    expect(parsed.ok && parsed.file.rows).toEqual([['1'], ['2', 'b', 'extra']]);
  });

  it('keeps formula-looking and script cells as text (the server neutralises and sanitises)', () => {
    const parsed = parseCsvText('tree_id,memo\n1,"=HYPERLINK(""x"")"\n2,<script>alert(1)</script>\n');
    expect(parsed.ok && parsed.file.rows).toEqual([
      ['1', '=HYPERLINK("x")'],
      ['2', '<script>alert(1)</script>'],
    ]);
  });

  it('parses 2,000 rows of 80 columns', () => {
    const header = Array.from({ length: 80 }, (_, i) => `c${i}`);
    const lines = [
      header.join(','),
      ...Array.from({ length: 2000 }, (_, r) => [2000 - r, ...header.slice(1).map(() => 'v')].join(',')),
    ];
    const parsed = parseCsvText(lines.join('\n').replace(/^c0/, 'tree_id'));
    expect(parsed.ok && parsed.file.rows.length).toBe(2000);
    expect(parsed.ok && parsed.file.rows[0][0]).toBe('1');
  });
});

describe('the preview', () => {
  const base = {
    header: ['tree_id', 'family'],
    rows: [
      ['1', 'a'],
      ['2', 'b'],
    ],
  };

  it('edits a cell and a header without changing the previous state', () => {
    const edited = withHeader(withCell(base, 1, 1, 'c'), 1, 'Family');
    expect(edited).toEqual({
      header: ['tree_id', 'Family'],
      rows: [
        ['1', 'a'],
        ['2', 'c'],
      ],
    });
    expect(base.rows[1][1]).toBe('b');
    expect(toUploadBody(edited)).toEqual([
      ['tree_id', 'Family'],
      ['1', 'a'],
      ['2', 'c'],
    ]);
  });

  it('puts the server’s refusals on their cells (its rows: header 1, first data row 2)', () => {
    const map = problemMap([
      { row: 3, columnIndex: 2, reason: 'is not a whole number' },
      { row: 3, columnIndex: 2, reason: 'again' },
      { row: 4, columnIndex: null, reason: 'has 2 cells but the header has 3' },
      { row: 1, columnIndex: 1, reason: 'unknown column "colour"' },
      {
        row: 1,
        columnIndex: null,
        reason: 'Please upload tree characteristics and climate zone information separately!',
      },
    ]);
    expect(map.cells.get('1:2')).toEqual(['is not a whole number', 'again']);
    expect(map.cells.get('2:-1')).toEqual(['has 2 cells but the header has 3']);
    expect(map.header.get(1)).toEqual(['unknown column "colour"']);
    expect(map.file).toEqual(['Please upload tree characteristics and climate zone information separately!']);
  });
});

/** The server's CSV reader (a path the client's type checker does not follow). */
const SERVER_CSV = new URL('../../../../server/src/import/csv.ts', import.meta.url).pathname;

describe('issue 20.14: encodings and the size limit', () => {
  const win1252 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x72, 0xe9, 0x67, 0x69, 0x6f, 0x6e]);

  it('issue 20.14: bytes that are not UTF-8 are read as Windows-1252 ("Café région", never "Caf\uFFFD r\uFFFDgion")', () => {
    expect(decodeBytes(win1252)).toEqual({ text: 'Café région', encoding: 'Windows-1252' });
    // Windows-1252's own letters beyond Latin-1: the curly quote and the euro sign.
    expect(decodeBytes(new Uint8Array([0x93, 0x80, 0x94]))).toEqual({ text: '“€”', encoding: 'Windows-1252' });
  });

  it('issue 20.14: UTF-8 with or without a byte-order mark is read as UTF-8', () => {
    const utf8 = new TextEncoder().encode('Café région');
    expect(decodeBytes(utf8)).toEqual({ text: 'Café région', encoding: 'UTF-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Native Range\nCafé région\n')]);
    expect(decodeBytes(withBom).encoding).toBe('UTF-8');
    expect(parseCsvText(decodeBytes(withBom).text)).toEqual({
      ok: true,
      file: { header: ['native range'], rows: [['Café région']] },
    });
  });

  it('issue 20.14: the page decodes every byte as the server’s importer does (server/src/import/csv.ts decodeText)', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_CSV)) as {
      decodeText: (bytes: Uint8Array) => { text: string; encoding: string };
    };
    const samples = [
      ...Array.from({ length: 128 }, (_, i) => new Uint8Array([0x41, 0x80 + i, 0x42])),
      win1252,
      new TextEncoder().encode('Café région “quoted” – ok'),
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('tree_id,memo')]),
    ];
    for (const bytes of samples) {
      const ours = decodeBytes(bytes);
      const theirs = server.decodeText(bytes);
      expect([ours.text, ours.encoding.toLowerCase()]).toEqual([theirs.text, theirs.encoding]);
    }
  });

  it('issue 20.14: a file over the server’s limit is refused, saying both sizes', () => {
    const limit = 20 * 1024 * 1024;
    expect(tooLargeMessage(limit, limit)).toBeNull();
    expect(tooLargeMessage(50 * 1024 * 1024, limit)).toBe(
      'The file is 50 MB: the largest upload is 20 MB. Split the file into smaller ones.',
    );
    expect(tooLargeMessage(limit + 200_000, limit)).toMatch(/^The file is 20\.2 MB: the largest upload is 20 MB\./);
  });
});
