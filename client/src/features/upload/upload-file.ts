import Papa from 'papaparse';
import 'virtual:icu-messages/upload';
import { PSEUDO_LOCALE } from '@selectree/rules';
import { translatorFor, type MessageKey, type Translate } from '@/i18n/i18n';

/**
 * The upload page's file handling (spec: detail-editing-accounts §2, §5, §8): CSV only, parsed in
 * the browser, header names lower-cased and tags stripped, rows sorted by tree_id. Which names are
 * fields and what a cell may hold is the SERVER's to say: the page asks it (the field lists, and a
 * dry run of the whole preview) and marks what it answers; nothing here knows a field's rules.
 */

/** The spec's messages (§8), as keys of the `upload` namespace (English: the spec's words, verbatim). */
export const UPLOAD_MESSAGES = {
  notCsv: 'upload.notCsv',
  noFile: 'upload.noFile',
  inProgress: 'upload.inProgress',
  /** (sic: the spec's wording, 'Upload Sucessfully Processed!') */
  success: 'upload.success',
  failed: 'upload.failed',
  alert: 'upload.alert',
} as const satisfies Record<string, MessageKey>;

/** English, for the functions below called without the page's translator. */
const english = (): Translate => translatorFor('en');

/** Spec §9: the upload waits up to 300000 ms; its toasts close after 5000 ms. */
export const UPLOAD_TIMEOUT_MS = 300_000;
export const UPLOAD_TOAST_MS = 5_000;
/** What the preview shows for an empty cell (spec §2). */
export const EMPTY_CELL = '___';

export interface UploadRows {
  header: string[];
  rows: string[][];
}

/** 'Please input a csv file' unless the file is a .csv (or says it is CSV); 'Enter a valid file' without one. */
export function checkFile(file: File | null | undefined, t: Translate = english()): string | null {
  if (!file) return t(UPLOAD_MESSAGES.noFile);
  const csvName = /\.csv$/i.test(file.name);
  const csvType = /^(text\/csv|application\/csv|text\/comma-separated-values)$/i.test(file.type);
  if (!csvName && !csvType) return t(UPLOAD_MESSAGES.notCsv);
  if (file.size === 0) return t(UPLOAD_MESSAGES.noFile);
  return null;
}

/** Spec §5: a header lower-cased, its HTML tags stripped (the server normalises the rest). */
export function cleanHeader(header: string): string {
  return header
    .replace(/<[^>]*>/g, '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

const idOf = (row: string[], column: number) => {
  const text = (row[column] ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : Number.POSITIVE_INFINITY;
};

/** Spec §5: rows sorted by tree_id (stable; rows without a numeric id last, in file order). */
export function sortByTreeId(header: string[], rows: string[][]): string[][] {
  const column = header.findIndex((name) => ['tree_id', 'tree id'].includes(name));
  if (column < 0) return rows;
  return rows
    .map((row, order) => ({ row, order, id: idOf(row, column) }))
    .sort((a, b) => a.id - b.id || a.order - b.order)
    .map((entry) => entry.row);
}

export type ParseResult = { ok: true; file: UploadRows } | { ok: false; error: string };

/**
 * CSV text -> the header and rows (RFC 4180 through Papa Parse: quoted cells may hold commas,
 * quotes and line breaks). Broken quoting is refused with the row named, as is a file without rows.
 */
export function parseCsvText(text: string, t: Translate = english()): ParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((e) => e.type === 'Quotes' || e.code === 'UndetectableDelimiter');
  if (broken && broken.type === 'Quotes') {
    const error =
      typeof broken.row === 'number'
        ? t('upload.notValidCsvRow', { row: broken.row + 1, detail: broken.message })
        : t('upload.notValidCsv', { detail: broken.message });
    return { ok: false, error };
  }
  const [header, ...rows] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) return { ok: false, error: t('upload.empty') };
  if (rows.length === 0) return { ok: false, error: t('upload.noRows') };
  const names = header.map(cleanHeader);
  return { ok: true, file: { header: names, rows: sortByTreeId(names, rows) } };
}

/** The body of POST /api/tree/start-upload-file (spec §7): the column names, then the rows. */
export function toUploadBody(file: UploadRows): string[][] {
  return [file.header, ...file.rows];
}

export interface CellProblem {
  reason: string;
  value: string | null;
}

export interface ProblemMap {
  /** Header problems by column index (row 1 of the file). */
  header: Map<number, string[]>;
  /** Cell problems by "row index:column index" (data row index, 0-based); column -1 = the whole row. */
  cells: Map<string, string[]>;
  /** Problems of the file that name no column. */
  file: string[];
}

export const cellKey = (row: number, column: number) => `${row}:${column}`;

/** The server's refusals (rows numbered as sent: header = 1, first data row = 2) on the preview's cells. */
export function problemMap(
  problems: readonly { row: number | null; columnIndex: number | null; reason: string }[],
): ProblemMap {
  const map: ProblemMap = { header: new Map(), cells: new Map(), file: [] };
  const add = <K>(target: Map<K, string[]>, key: K, reason: string) =>
    target.set(key, [...(target.get(key) ?? []), reason]);
  for (const p of problems) {
    if (p.row === null || (p.row === 1 && p.columnIndex === null)) map.file.push(p.reason);
    else if (p.row === 1) add(map.header, p.columnIndex!, p.reason);
    else add(map.cells, cellKey(p.row - 2, p.columnIndex ?? -1), p.reason);
  }
  return map;
}

/** The 0-based data row of a spreadsheet row number of the server (header = 1). */
export const dataRowOf = (row: number) => row - 2;

/** One cell changed (a copy: the preview's state is never mutated). */
export function withCell(file: UploadRows, row: number, column: number, value: string): UploadRows {
  const rows = file.rows.slice();
  rows[row] = rows[row].slice();
  rows[row][column] = value;
  return { ...file, rows };
}

/** One column renamed through its header dropdown. */
export function withHeader(file: UploadRows, column: number, name: string): UploadRows {
  const header = file.header.slice();
  header[column] = name;
  return { ...file, header };
}

/** The encodings the page reads (issue 20.14): what it says in the preview. */
export type FileEncoding = 'UTF-8' | 'Windows-1252';

/**
 * The file's bytes as text: UTF-8 (with or without a byte-order mark), or, when the bytes are not
 * valid UTF-8, Windows-1252 (what Excel writes on Windows: "Café région" would otherwise be stored
 * as "Caf\uFFFD r\uFFFDgion"). The same rule as the CLI importer's decodeText (server/src/import/csv.ts).
 */
export function decodeBytes(bytes: ArrayBuffer | Uint8Array): { text: string; encoding: FileEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    return {
      text: text.replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]),
      encoding: 'Windows-1252',
    };
  }
}

/**
 * Windows-1252's characters for bytes 0x80-0x9F (the five undefined bytes stay C1 controls). Browsers
 * decode them so already; some runtimes (Node 20, where the unit tests run) give the C1 controls.
 * The server's windows1252Controls (import/mojibake.ts) does the same: upload-file.test.ts holds them together.
 */
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d,
  0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d,
  0x017e, 0x0178,
].map((code) => String.fromCharCode(code));

/** The file's text and the encoding it was read in, through FileReader (every browser, and the tests' DOM). */
export function readFileText(file: Blob, t: Translate = english()): Promise<{ text: string; encoding: FileEncoding }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(decodeBytes(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(t('upload.unreadable')));
    reader.readAsArrayBuffer(file);
  });
}

/** Bytes as the page shows a size ("20 MB", "50.3 MB"; "50,3 MB" in Spanish). */
export function showMegabytes(bytes: number, t: Translate = english()): string {
  const megabytes = bytes / 1024 / 1024;
  const digits = Number.isInteger(megabytes) ? 0 : 1;
  const size = new Intl.NumberFormat(t.locale === PSEUDO_LOCALE ? 'en' : t.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(megabytes);
  return t('upload.megabytes', { size });
}

/**
 * Issue 20.14: a file larger than the server takes (its limit, from POST /api/upload-file) is
 * refused before anything is read or sent, saying the limit; so is a body that grows past it.
 */
export function tooLargeMessage(bytes: number, limit: number, t: Translate = english()): string | null {
  if (bytes <= limit) return null;
  return t('upload.tooLarge', { size: showMegabytes(bytes, t), limit: showMegabytes(limit, t) });
}

/** The request body's size in bytes (what the server's limit counts). */
export function bodyBytes(file: UploadRows): number {
  return new TextEncoder().encode(JSON.stringify(toUploadBody(file))).length;
}
