import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { ImportRejectedError, type RowError } from './issues';
import { windows1252Controls } from './mojibake';

/**
 * CSV input for every importer: a real CSV parser (quoted cells may span lines), UTF-8 with a
 * Windows-1252 fallback, header names normalised the way the upload page does (lower-cased, HTML
 * tags stripped; spaces become underscores), and rows numbered as a spreadsheet shows them.
 */

export type RawRow = Record<string, string>;

/** A row's cells by header: a null-prototype object, so a header named `__proto__` or `constructor` is a cell like any other. */
export function emptyRawRow(): RawRow {
  return Object.create(null) as RawRow;
}

export interface CsvRow {
  /** Spreadsheet row number: header = 1, first record = 2 (a multi-line cell is still one row). */
  rowNumber: number;
  /** Line of the file where the record starts (differs from rowNumber after multi-line cells). */
  line: number;
  values: RawRow;
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
  /** "utf-8" or "windows-1252" (when the bytes were not valid UTF-8). */
  encoding: string;
}

export type CsvInput = string | Buffer | Uint8Array | Readable;

export function normaliseHeader(header: string): string {
  return header
    .replace(/<[^>]*>/g, '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Decodes bytes as UTF-8, or as Windows-1252 when they are not valid UTF-8. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1252Controls(new TextDecoder('windows-1252').decode(bytes)), encoding: 'windows-1252' };
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Parses a whole CSV file. A row with a different number of cells than the header, or a file the
 * parser cannot read (an unclosed quote), rejects the import with the row named.
 * (Files are at most a few MB: the catalogue export is 3.6 MB, so reading it whole is fine, and it
 * lets the encoding be decided before parsing.)
 */
export async function readCsv(input: CsvInput): Promise<CsvTable> {
  let text: string;
  let encoding = 'utf-8';
  if (typeof input === 'string') text = input;
  else {
    const bytes = input instanceof Readable ? await readAll(input) : input;
    ({ text, encoding } = decodeText(bytes));
  }
  text = text.replace(/^\uFEFF/, '');

  // The synchronous parser: the text is in memory already, and it is several times faster than
  // the streaming one on the 3.6 MB export.
  let records: { record: string[]; line: number }[];
  try {
    const parsed = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    records = parsed.map((item) => ({ record: item.record, line: item.info.lines }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = (error as { lines?: number }).lines ?? null;
    throw new ImportRejectedError([
      {
        row: null,
        treeId: null,
        column: null,
        value: null,
        message: `the file is not valid CSV${line ? ` near line ${line}` : ''}: ${message}`,
      },
    ]);
  }
  if (records.length === 0) {
    throw new ImportRejectedError([
      { row: null, treeId: null, column: null, value: null, message: 'the file is empty' },
    ]);
  }

  const headers = records[0].record.map(normaliseHeader);
  const errors: RowError[] = [];
  const seen = new Set<string>();
  headers.forEach((header, index) => {
    if (header === '')
      errors.push({ row: 1, treeId: null, column: null, value: null, message: `column ${index + 1} has no header` });
    else if (seen.has(header))
      errors.push({ row: 1, treeId: null, column: header, value: null, message: 'column appears twice in the header' });
    seen.add(header);
  });

  const rows: CsvRow[] = [];
  records.slice(1).forEach(({ record }, index) => {
    const rowNumber = index + 2;
    // info.lines is the line the record ENDS on; the start is what the previous record ended on + 1.
    const line = records[index].line + 1;
    if (record.length !== headers.length) {
      errors.push({
        row: rowNumber,
        treeId: null,
        column: null,
        value: null,
        message: `has ${record.length} cells but the header has ${headers.length} (line ${line} of the file)`,
      });
      return;
    }
    const values = emptyRawRow();
    headers.forEach((header, i) => {
      values[header] = record[i];
    });
    rows.push({ rowNumber, line, values });
  });
  if (errors.length) throw new ImportRejectedError(errors);
  return { headers, rows, encoding };
}

/** Already-parsed rows (the admin upload sends JSON objects): same header normalisation and numbering. */
export function tableFromObjects(objects: readonly Record<string, unknown>[]): CsvTable {
  const headers: string[] = [];
  const rows = objects.map((object, index) => {
    const values = emptyRawRow();
    for (const [key, value] of Object.entries(object)) {
      const header = normaliseHeader(key);
      if (!headers.includes(header)) headers.push(header);
      values[header] = value === null || value === undefined ? '' : String(value);
    }
    return { rowNumber: index + 2, line: index + 2, values };
  });
  for (const row of rows) for (const header of headers) row.values[header] ??= '';
  return { headers, rows, encoding: 'utf-8' };
}
