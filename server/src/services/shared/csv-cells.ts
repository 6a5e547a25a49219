import { stringify } from 'csv-stringify/sync';

/**
 * CSV cells every download writes (a list's CSV, the tree export): a cell a spreadsheet would run as
 * a formula starts with one of these, so it gets a leading quote (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The CSV every download writes (RFC 4180): CRLF between records, every cell neutralised, and a
 * cell with a line break quoted even when it is a bare LF (csv-stringify quotes a cell holding a
 * comma or a quote, and the record delimiter itself, but not a lone \n when records end in \r\n).
 * `bom` starts the text with U+FEFF, which spreadsheets read as "this is UTF-8".
 */
export function csvLines(records: string[][], options: { bom?: boolean } = {}): string {
  const text = stringify(
    records.map((row) => row.map(neutraliseCell)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
  return options.bom ? `\uFEFF${text}` : text;
}
