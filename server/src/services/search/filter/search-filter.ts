import {
  CLIMATE_ADAPTED_MESSAGE,
  CLIMATE_ADAPTED_ZONES_MESSAGE,
  FILTER_DATA_MAX_CHARS,
  FILTER_KEYS,
  FLAG_FILTERS,
  type FilterProblem,
  FilterProblems,
  type FlagFilter,
  SEARCH_TERM_MAX,
  type SearchFilter,
  type SizeRange,
  ZIP_MESSAGE,
  ZONES_LOCKED_MESSAGE,
  emptyFilter as emptyRulesFilter,
  filterProblemMessage,
  isBlank,
  readSearchFilter,
  readZip,
} from '@selectree/rules';
import { parseRegion, type Region } from '../../../catalogue/regions';
import { ValidationError } from '../../../errors';

/**
 * The search filter object of spec §3 (the `filterData` JSON of /api/tree/search-results and the
 * GraphQL TreeSearchFilterInput), parsed and VALIDATED into a typed TreeSearchFilter. What each key
 * accepts and means is the rules package's readSearchFilter (@selectree/rules, filter/search-filter.ts,
 * which the browser's offline copy reads filters with too); here a filter with problems becomes a
 * ValidationError (400 / BAD_USER_INPUT) with one FieldError per problem: nothing malformed
 * reaches SQL.
 */

export {
  CLIMATE_ADAPTED_MESSAGE,
  CLIMATE_ADAPTED_ZONES_MESSAGE,
  FILTER_KEYS,
  FLAG_FILTERS,
  type FlagFilter,
  SEARCH_TERM_MAX,
  type SizeRange,
  ZIP_MESSAGE,
  ZONES_LOCKED_MESSAGE,
};

/** The rules' SearchFilter with the server's Region enum (the same values). */
export interface TreeSearchFilter extends Omit<SearchFilter, 'region'> {
  region: Region | null;
}

export function emptyFilter(): TreeSearchFilter {
  return emptyRulesFilter() as TreeSearchFilter;
}

function refuse(problems: readonly FilterProblem[]): never {
  throw new ValidationError(
    filterProblemMessage(problems),
    problems.map(({ field, message }) => ({ field, message })),
  );
}

/** A Californian ZIP code: 5 digits starting with 9 (spec §5); null when not given. */
export function parseZip(key: string, raw: unknown): string | null {
  const problems = new FilterProblems();
  const zip = readZip(key, raw, problems);
  if (problems.errors.length) refuse(problems.errors);
  return zip;
}

/** Validates a search filter object (already parsed from JSON). */
export function parseSearchFilter(raw: unknown): TreeSearchFilter {
  if (raw === undefined || raw === null) return emptyFilter();
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError('filterData must be a JSON object', [
      { field: 'filterData', message: 'Must be an object' },
    ]);
  }
  const { filter, problems } = readSearchFilter(raw as Record<string, unknown>);
  if (problems.length) refuse(problems);
  return { ...filter, region: filter.region === null ? null : parseRegion(filter.region) };
}

/** Parses the `filterData` query parameter: a JSON object (absent = no filters). */
export function parseFilterData(raw: unknown): TreeSearchFilter {
  if (isBlank(raw)) return emptyFilter();
  if (typeof raw !== 'string') {
    throw new ValidationError('filterData must be given once, as a JSON object', [
      { field: 'filterData', message: 'Must be a JSON object' },
    ]);
  }
  if (raw.length > FILTER_DATA_MAX_CHARS) {
    throw new ValidationError(`filterData is too long (at most ${FILTER_DATA_MAX_CHARS} characters)`, [
      { field: 'filterData', message: 'Too long' },
    ]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError('filterData is not valid JSON', [{ field: 'filterData', message: 'Not valid JSON' }]);
  }
  if (parsed === null) return emptyFilter();
  return parseSearchFilter(parsed);
}
