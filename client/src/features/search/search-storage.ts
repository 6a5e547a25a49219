import { readSearchFilter, type SearchFilter } from './search-filter';
import { DEFAULT_OPTIONS, parseOptionsHash, serializeOptionsHash, type SearchOptions } from './search-url';

/**
 * The visitor's last filters and search options, kept for the tab in sessionStorage (spec §4): the
 * form comes back as it was left, and a new search keeps the chosen page size and sort.
 */
export const FILTERS_STORAGE_KEY = 'selectree.search.filters';
export const OPTIONS_STORAGE_KEY = 'selectree.search.options';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable (privacy modes): the search still works, it is just not remembered.
  }
}

export function loadStoredFilter(): SearchFilter {
  const raw = read(FILTERS_STORAGE_KEY);
  if (!raw) return {};
  try {
    return readSearchFilter(JSON.parse(raw));
  } catch {
    return {};
  }
}

export function storeFilter(filter: SearchFilter): void {
  write(FILTERS_STORAGE_KEY, JSON.stringify(filter));
}

/** The stored options (page size, sort, last page and term); defaults when none. */
export function loadStoredOptions(): SearchOptions {
  const raw = read(OPTIONS_STORAGE_KEY);
  return raw ? parseOptionsHash(raw) : { ...DEFAULT_OPTIONS };
}

export function storeOptions(options: SearchOptions): void {
  write(OPTIONS_STORAGE_KEY, serializeOptionsHash(options));
}

/** Options for a new search: first page, the visitor's page size and sort. */
export function newSearchOptions(): SearchOptions {
  const { resultsPerPage, sort } = loadStoredOptions();
  return { activePage: 1, resultsPerPage, sort };
}
