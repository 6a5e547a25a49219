import { emptyRawRow, normaliseHeader, type CsvRow, type CsvTable } from '../../import/csv';
import { parseWholeNumber } from '../../import/values';
import { ValidationError } from '../../errors';
import { classifyHeader, TREE_ID, type ClimateField } from './upload-fields';
import type { UploadKind, UploadProblem } from './upload-report';

/**
 * The upload's rows as sent (spec §7: an array whose first row is the column names, then the data
 * rows) -> a table the importer reads. Pure. A body that is not such an array is a ValidationError;
 * what is wrong inside the file (headers, ragged rows) is a list of refusals naming row and column.
 */

export const UPLOAD_LIMITS = {
  /** Data rows (the catalogue has 1,924 trees; room for it to grow five-fold). */
  maxRows: 10_000,
  /** Columns (the full download has 80). */
  maxColumns: 200,
  /** Characters in one cell (rich text is at most 20,000 once stored). */
  maxCellLength: 100_000,
  /** The JSON body of POST /api/tree/start-upload-file (the full download is about 4 MB). */
  maxBodyBytes: 20 * 1024 * 1024,
} as const;

export const UPLOAD_MESSAGES = {
  notAnArray: 'The upload must be an array of rows: the column names first, then the data rows',
  empty: 'The file is empty: there is nothing to upload',
  headerOnly: 'The file has only the column names: there are no rows to upload',
  /** Spec §5 / §8, verbatim. */
  mixed: 'Please upload tree characteristics and climate zone information separately!',
  noTreeId: 'The file has no tree_id column (Tree ID): every row must name its tree',
  tooLarge: `The upload is larger than ${UPLOAD_LIMITS.maxBodyBytes / 1024 / 1024} MB: split the file into smaller ones`,
  /** Issue 20.14: text decoded in the wrong encoding (a Windows-1252 file read as UTF-8). */
  badlyDecoded:
    'holds "\uFFFD", the mark of text read in the wrong encoding: save the file as UTF-8 (or choose it again on the upload page, which also reads Windows-1252)',
} as const;

/** A formula the download neutralised (a leading apostrophe before =, +, -, @, tab or CR) reads back without it. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

export interface UploadTable {
  kind: UploadKind;
  /** The headers as sent and normalised (lower case, tags stripped, spaces to underscores). */
  headers: string[];
  /** Normalised header -> its index in the file. */
  columnIndex: Map<string, number>;
  /** Climate zone files: the region columns. */
  climate: { header: string; field: ClimateField }[];
  /** The data rows, sorted by tree_id (rows whose id is not a number last), numbered as sent. */
  table: CsvTable;
}

/** The body as rows of text cells; anything else is refused whole (a ValidationError). */
export function readUploadBody(raw: unknown): string[][] {
  if (!Array.isArray(raw)) throw new ValidationError(UPLOAD_MESSAGES.notAnArray);
  if (raw.length === 0) throw new ValidationError(UPLOAD_MESSAGES.empty);
  if (raw.length - 1 > UPLOAD_LIMITS.maxRows) {
    throw new ValidationError(
      `The file has ${(raw.length - 1).toLocaleString('en-US')} rows: at most ${UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} can be uploaded at once`,
    );
  }
  return raw.map((row, index) => {
    if (!Array.isArray(row)) throw new ValidationError(`Row ${index + 1} is not a list of cells`);
    if (row.length > UPLOAD_LIMITS.maxColumns) {
      throw new ValidationError(`Row ${index + 1} has ${row.length} cells: at most ${UPLOAD_LIMITS.maxColumns}`);
    }
    return row.map((cell, column) => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'number' && Number.isFinite(cell)) return String(cell);
      if (typeof cell === 'boolean') return cell ? '1' : '0';
      if (typeof cell !== 'string')
        throw new ValidationError(`Row ${index + 1}, cell ${column + 1}: a cell must be text or a number`);
      if (cell.length > UPLOAD_LIMITS.maxCellLength) {
        throw new ValidationError(
          `Row ${index + 1}, cell ${column + 1}: ${cell.length.toLocaleString('en-US')} characters, at most ${UPLOAD_LIMITS.maxCellLength.toLocaleString('en-US')}`,
        );
      }
      return cell;
    });
  });
}

/** The headers checked and the rows laid out for the importer; refusals name what is wrong. */
export function readUploadRows(rows: string[][]): { upload: UploadTable | null; refused: UploadProblem[] } {
  const [names, ...data] = rows;
  if (data.length === 0) throw new ValidationError(UPLOAD_MESSAGES.headerOnly);
  const refused: UploadProblem[] = [];
  const refuse = (problem: Omit<UploadProblem, 'treeId' | 'value'> & { value?: string | null }) =>
    refused.push({ treeId: null, value: null, ...problem });

  const headers = names.map(normaliseHeader);
  const columnIndex = new Map<string, number>();
  const fieldAt = new Map<string, number>();
  const climate: UploadTable['climate'] = [];
  let treeFields = 0;
  headers.forEach((header, index) => {
    if (header === '')
      return refuse({ row: 1, column: null, columnIndex: index, reason: `column ${index + 1} has no name` });
    const kind = classifyHeader(header);
    const field = kind.kind === 'tree' ? kind.key : kind.kind === 'climate' ? kind.field.header : header;
    const first = fieldAt.get(field);
    if (columnIndex.has(header) || first !== undefined) {
      return refuse({
        row: 1,
        column: header,
        columnIndex: index,
        value: names[index],
        reason: `column "${names[index]}" appears twice (also column ${(first ?? columnIndex.get(header) ?? 0) + 1}, "${names[first ?? columnIndex.get(header) ?? 0]}")`,
      });
    }
    columnIndex.set(header, index);
    fieldAt.set(field, index);
    if (kind.kind === 'unknown') {
      return refuse({
        row: 1,
        column: header,
        columnIndex: index,
        value: names[index],
        reason: `unknown column "${names[index]}": choose one of the tree fields or climate zone fields`,
      });
    }
    if (kind.kind === 'climate') climate.push({ header, field: kind.field });
    if (kind.kind === 'tree' || kind.kind === 'ignored') treeFields += 1;
  });
  if (!columnIndex.has(TREE_ID))
    refuse({ row: 1, column: TREE_ID, columnIndex: null, reason: UPLOAD_MESSAGES.noTreeId });
  if (climate.length && treeFields) refuse({ row: 1, column: null, columnIndex: null, reason: UPLOAD_MESSAGES.mixed });
  if (refused.length) return { upload: null, refused };

  const csvRows: CsvRow[] = [];
  data.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.length !== headers.length) {
      // A trailing empty line of a spreadsheet export is not a row.
      if (cells.length <= 1 && (cells[0] ?? '') === '') return;
      return refuse({
        row: rowNumber,
        column: null,
        columnIndex: null,
        reason: `has ${cells.length} cells but the header has ${headers.length}`,
      });
    }
    const values = emptyRawRow();
    headers.forEach((header, i) => {
      values[header] = cells[i].replace(NEUTRALISED, '');
    });
    csvRows.push({ rowNumber, line: rowNumber, values });
  });
  if (refused.length) return { upload: null, refused };
  if (csvRows.length === 0) throw new ValidationError(UPLOAD_MESSAGES.headerOnly);

  return {
    upload: {
      kind: climate.length ? 'climate_zones' : 'trees',
      headers,
      columnIndex,
      climate,
      table: { headers, rows: sortByTreeId(csvRows), encoding: 'utf-8' },
    },
    refused,
  };
}

/** Spec §5: rows sorted by tree_id (stable; rows whose id is not a whole number keep their order, last). */
function sortByTreeId(rows: CsvRow[]): CsvRow[] {
  const idOf = (row: CsvRow) => {
    const id = parseWholeNumber(row.values[TREE_ID] ?? '');
    return typeof id === 'number' ? id : Number.POSITIVE_INFINITY;
  };
  return rows
    .map((row, order) => ({ row, order, id: idOf(row) }))
    .sort((a, b) => a.id - b.id || a.order - b.order)
    .map((entry) => entry.row);
}
