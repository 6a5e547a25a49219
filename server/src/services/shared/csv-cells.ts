/**
 * CSV cells every download writes (a list's CSV, the tree export): a cell a spreadsheet would run as
 * a formula starts with one of these, so it gets a leading quote (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
