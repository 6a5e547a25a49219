import { ValidationError } from '../errors';

/**
 * What an import reports. An issue is a value that was imported differently from how it was written
 * (or not at all): the row, the column, the raw value and a stable reason code. Issues never stop an
 * import; row errors (RowError) do, and then nothing is written.
 */

export const ISSUE_REASONS = {
  unknown_term: 'term not in the vocabulary: kept as written (title-cased), check the spelling',
  unmapped_value: 'value not understood: stored as unknown',
  zero_code_unknown: '0 means "not coded" in the export: stored as unknown, an editor should set it',
  out_of_range: 'number outside the allowed range: stored as unknown',
  growth_rate_truncated: '127 is the legacy maximum: the real growth rate was larger (kept as 127)',
  above_form_maximum: 'above the edit form maximum: kept',
  range_inverted: 'low value above high value: kept as written',
  zone_outside_west: 'Sunset zone outside the western zones (1-24, H1, H2): kept',
  invalid_zone: 'not a zone: dropped',
  placeholder_value: 'placeholder text, not a value: stored as unknown',
  markup_guessed: 'damaged markup rebuilt by guesswork: check the text',
  mojibake_unrepaired: 'damaged characters that could not be repaired: kept as written',
  name_unparsed: 'part of the scientific name fits no taxon field: kept in the display name only',
  synonym_missing_genus: 'synonym without a genus: the genus of the accepted name was added',
  synonym_is_accepted_name: 'synonym equal to the accepted name: not added as a synonym',
  duplicate_name: 'name repeated for the same tree: kept once',
  duplicate_scientific_name: 'another tree in the file has the same scientific name',
  unknown_column: 'column not recognised: ignored',
  unknown_tree: 'no tree with this id: row skipped',
  redirect_unknown_tree: 'redirect to a tree that does not exist: not set',
  empty_value: 'required value empty: row skipped',
  unknown_state: 'state not recognised: kept',
  unknown_name: 'no tree has this name: row skipped',
  name_of_another_tree: 'the name belongs to another tree of the catalogue: not added',
} as const;

export type IssueReason = keyof typeof ISSUE_REASONS;

export interface ImportIssueRecord {
  /** Spreadsheet row number (header = 1); null for file-level issues such as an unknown column. */
  row: number | null;
  treeId: number | null;
  column: string | null;
  value: string | null;
  reason: IssueReason;
  /** Optional detail beyond the reason (the replacement value, the other row ...). */
  message?: string;
}

/** A row the import cannot accept: the whole import fails, naming it. */
export interface RowError {
  row: number | null;
  treeId: number | null;
  column: string | null;
  value: string | null;
  message: string;
}

/**
 * A ValidationError, so the transports answer it as one (400 / a form error) with every row named;
 * `errors` keeps the structured rows for the admin upload's table.
 */
export class ImportRejectedError extends ValidationError {
  constructor(
    readonly errors: RowError[],
    readonly fileName?: string,
  ) {
    super(
      ImportRejectedError.describe(errors, fileName),
      errors.map((e) => ({ field: e.column ?? 'file', message: describeRowError(e) })),
    );
  }

  static describe(errors: RowError[], fileName?: string): string {
    const shown = errors.slice(0, 10).map((e) => `  - ${describeRowError(e)}`);
    const more = errors.length > shown.length ? [`  ... and ${errors.length - shown.length} more`] : [];
    const what = fileName ? `Import of ${fileName} rejected` : 'Import rejected';
    return [
      `${what}: ${errors.length} invalid row${errors.length === 1 ? '' : 's'}; nothing was changed.`,
      ...shown,
      ...more,
    ].join('\n');
  }
}

export function describeRowError(error: RowError): string {
  const where = [
    error.row !== null ? `row ${error.row}` : 'file',
    error.treeId !== null ? `tree_id ${error.treeId}` : null,
    error.column ? `column ${error.column}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const value = error.value !== null && error.value !== undefined ? ` (value "${truncate(error.value, 60)}")` : '';
  return `${where}: ${error.message}${value}`;
}

export function truncate(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
