import { DOWNLOAD_LIST_MAX, DOWNLOAD_NAME_MAX, PHOTO_COUNT_MAX, PHOTO_COUNT_STEP } from '@selectree/rules';
import { normaliseHeader } from '../../import/csv';
import { ValidationError, type FieldError } from '../../errors';
import { COLUMN_GROUPS, EXPORT_COLUMNS, type ColumnGroupKey, type ExportColumn } from './export-columns';

/**
 * What a download asks for, checked: the columns (by key, display name or whole group), and the
 * filters (genus, family, photo count, missing information) with how they combine, and the
 * never-reviewed option. Every bad input
 * is a ValidationError (400 / BAD_USER_INPUT) naming the field, before any SQL runs.
 */

/** The photo-count slider and the request's sizes are the catalogue rules' (spec §9). */
export { DOWNLOAD_LIST_MAX as MAX_LIST_ITEMS, DOWNLOAD_NAME_MAX as MAX_NAME_LENGTH, PHOTO_COUNT_MAX, PHOTO_COUNT_STEP };

export type FilterCombine = 'and' | 'or';

export interface ExportFilter {
  genus: string[];
  family: string[];
  /** 0-60; photoMax 60 = no upper bound. */
  photoMin: number;
  photoMax: number;
  /** Column keys: the tree lacks every (and) or any (or) of them, combined with the other filters. */
  missing: ExportColumn[];
  /** 'and': a tree matches every filter given; 'or': at least one of them. */
  combine: FilterCombine;
  /** Only trees no section of which an editor ever marked reviewed (issue 23.5); ANDed with the rest. */
  neverReviewed: boolean;
}

export interface ExportRequest {
  /** In download order, never empty. */
  columns: ExportColumn[];
  filter: ExportFilter;
}

/** The raw input (REST query or body, GraphQL input): unknown values, checked here. */
export interface ExportRequestInput {
  columns?: unknown;
  groups?: unknown;
  genus?: unknown;
  family?: unknown;
  photoMin?: unknown;
  photoMax?: unknown;
  missing?: unknown;
  combine?: unknown;
  neverReviewed?: unknown;
  /** A transport could not read the request (an unknown parameter, a body that is not an object). */
  rejected?: string;
}

export const EXPORT_MESSAGES = {
  /** Spec §8: the alert when the filtered download is empty. */
  noTrees: 'There is no trees with these filters!',
  noColumns: 'Choose at least one column to download',
  invalid: 'The download request is not valid',
} as const;

const GROUP_KEYS = COLUMN_GROUPS.map((g) => g.key);
const squash = (text: string) => normaliseHeader(text).replace(/_+/g, '_');

/** A column by its key or display name ('scientific_name', 'Scientific Name'). */
const COLUMN_LOOKUP = new Map<string, ExportColumn>(
  EXPORT_COLUMNS.flatMap((column) => [
    [column.key, column],
    [squash(column.label), column],
  ]),
);
const GROUP_LOOKUP = new Map<string, ColumnGroupKey>(
  COLUMN_GROUPS.flatMap((group) => [
    [group.key, group.key],
    [squash(group.label), group.key],
  ]),
);

class Checker {
  readonly errors: FieldError[] = [];

  fail(field: string, message: string): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message });
  }

  /** A list of short strings (absent: []). */
  strings(field: string, raw: unknown, what: string): string[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.fail(field, `${what} must be a list`);
      return [];
    }
    if (raw.length > DOWNLOAD_LIST_MAX) {
      this.fail(field, `${what} may have at most ${DOWNLOAD_LIST_MAX} entries`);
      return [];
    }
    const values: string[] = [];
    for (const item of raw) {
      if (typeof item !== 'string') {
        this.fail(field, `${what} must be a list of names`);
        return [];
      }
      const value = item.trim();
      if (value === '' || value.length > DOWNLOAD_NAME_MAX) {
        this.fail(field, `${what} must be names of 1 to ${DOWNLOAD_NAME_MAX} characters`);
        return [];
      }
      if (!values.includes(value)) values.push(value);
    }
    return values;
  }

  /** Column keys or display names -> columns. */
  columns(field: string, raw: unknown, what: string): ExportColumn[] {
    const found: ExportColumn[] = [];
    for (const name of this.strings(field, raw, what)) {
      const column = COLUMN_LOOKUP.get(squash(name));
      if (!column) this.fail(field, `Unknown column "${truncate(name)}"`);
      else found.push(column);
    }
    return found;
  }

  /** A yes/no option: true, false, 'true', 'false', '1', '0'; absent or empty: false. */
  flag(field: string, raw: unknown): boolean {
    if (raw === undefined || raw === null || raw === '') return false;
    const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    if (value === true || value === 'true' || value === '1') return true;
    if (value === false || value === 'false' || value === '0') return false;
    this.fail(field, `${field} must be true or false`);
    return false;
  }

  photoCount(field: string, raw: unknown, fallback: number): number {
    if (raw === undefined || raw === null || raw === '') return fallback;
    const value = typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > PHOTO_COUNT_MAX) {
      this.fail(field, `The photo count must be a whole number from 0 to ${PHOTO_COUNT_MAX}`);
      return fallback;
    }
    return value;
  }
}

const truncate = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The filters alone (the count query takes no columns). */
export function parseExportFilter(input: ExportRequestInput, check = new Checker()): ExportFilter {
  const genus = check.strings('genus', input.genus, 'The genus filter');
  const family = check.strings('family', input.family, 'The family filter');
  const photoMin = check.photoCount('photoMin', input.photoMin, 0);
  const photoMax = check.photoCount('photoMax', input.photoMax, PHOTO_COUNT_MAX);
  if (photoMin > photoMax) check.fail('photoMin', 'The minimum photo count is above the maximum');
  const missing = check.columns('missing', input.missing, 'The missing-information filter');
  let combine: FilterCombine = 'and';
  if (input.combine !== undefined && input.combine !== null && input.combine !== '') {
    const value = typeof input.combine === 'string' ? input.combine.trim().toLowerCase() : null;
    if (value === 'and' || value === 'or') combine = value;
    else check.fail('combine', 'Filters combine with "and" or "or"');
  }
  return {
    genus,
    family,
    photoMin,
    photoMax,
    missing,
    combine,
    neverReviewed: check.flag('neverReviewed', input.neverReviewed),
  };
}

/** Columns and filters; throws a ValidationError listing every bad field. */
export function parseExportRequest(input: ExportRequestInput): ExportRequest {
  if (input.rejected) throw new ValidationError(input.rejected);
  const check = new Checker();
  const picked = new Set(check.columns('columns', input.columns, 'The columns'));
  for (const name of check.strings('groups', input.groups, 'The column groups')) {
    const group = GROUP_LOOKUP.get(squash(name));
    if (!group) {
      check.fail('groups', `Unknown column group "${truncate(name)}": the groups are ${GROUP_KEYS.join(', ')}`);
      continue;
    }
    for (const column of EXPORT_COLUMNS) if (column.group === group) picked.add(column);
  }
  const filter = parseExportFilter(input, check);
  if (check.errors.length) throw new ValidationError(check.errors[0].message, check.errors);
  const columns = EXPORT_COLUMNS.filter((column) => picked.has(column));
  if (!columns.length)
    throw new ValidationError(EXPORT_MESSAGES.noColumns, [{ field: 'columns', message: EXPORT_MESSAGES.noColumns }]);
  return { columns, filter };
}

/** Checks the filters alone (count query). */
export function checkExportFilter(input: ExportRequestInput): ExportFilter {
  if (input.rejected) throw new ValidationError(input.rejected);
  const check = new Checker();
  const filter = parseExportFilter(input, check);
  if (check.errors.length) throw new ValidationError(check.errors[0].message, check.errors);
  return filter;
}
