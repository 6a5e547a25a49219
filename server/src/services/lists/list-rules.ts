import {
  COMMERCIAL_SALE,
  LIST_CATEGORIES,
  LIST_REGIONS,
  LIST_NAME_MAX,
  LIST_DESCRIPTION_MAX,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  NOTE_MAX,
  ADD_TREES_MAX,
  LIST_MESSAGES,
  quantityOf,
} from '@selectree/rules';
import type { ListType } from '../../entities';
import { ValidationError, type FieldError } from '../../errors';
import { isDeepStrictEqual } from 'node:util';
import { parseFilterData, type TreeSearchFilter } from '../search.service';
import { text } from '../shared/input';
import { parseId } from '../ids';

/** Spec §9 and §5: the list form's vocabularies and limits. */
export const LIST_TYPES: readonly ListType[] = ['Curated List', 'Saved Search', 'Inventory'];
export const CURATED_LIST: ListType = 'Curated List';
export const SAVED_SEARCH: ListType = 'Saved Search';
export const INVENTORY: ListType = 'Inventory';
export {
  LIST_MESSAGES,
  COMMERCIAL_SALE,
  LIST_CATEGORIES,
  CALIFORNIA_LIST_REGIONS,
  PACIFIC_LIST_REGIONS,
  LIST_REGIONS,
  LIST_NAME_MAX,
  LIST_DESCRIPTION_MAX,
  LIST_DESCRIPTION_COLLAPSE,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  NOTE_MAX,
  QUANTITY_MIN,
  QUANTITY_MAX,
  ADD_TREES_MAX,
  LIST_SEARCH_PAGE_SIZE,
} from '@selectree/rules';

/** The list form as the services take it (GraphQL input names; REST maps its legacy names). */
export interface ListFormInput {
  name?: unknown;
  description?: unknown;
  type?: unknown;
  categories?: unknown;
  regions?: unknown;
  keywords?: unknown;
  isPublic?: unknown;
  viewableFromLink?: unknown;
  queryData?: unknown;
  /** The version the editor read: taken by the transport (updateList's `expected`), not a form field. */
  version?: unknown;
}

export interface ListForm {
  name: string;
  description: string;
  type: ListType;
  categories: string[];
  regions: string[];
  keywords: string[];
  isPublic: boolean;
  viewableFromLink: boolean;
  queryData: string | null;
}

const FORM_KEYS = new Set<string>([
  'name',
  'description',
  'type',
  'categories',
  'regions',
  'keywords',
  'isPublic',
  'viewableFromLink',
  'queryData',
  'version',
]);

class Problems {
  readonly list: FieldError[] = [];
  add(field: string, message: string): void {
    this.list.push({ field, message });
  }
  check(): void {
    if (this.list.length) throw new ValidationError(this.list[0].message, this.list);
  }
}

/** A list of strings from an array or a single string (blank items dropped, duplicates once). */
function strings(raw: unknown, field: string, problems: Problems): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const items = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      problems.add(field, 'Should be a list of text values.');
      return [];
    }
    const value = item.trim();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

function choices(raw: unknown, field: string, label: string, allowed: readonly string[], problems: Problems) {
  const values = strings(raw, field, problems);
  const known = values.filter((value) => {
    const match = allowed.includes(value);
    if (!match) problems.add(field, LIST_MESSAGES.unknownValue(label, value));
    return match;
  });
  return allowed.filter((value) => known.includes(value));
}

function flag(raw: unknown, field: string, problems: Problems): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === 'false' || raw === 0 || raw === '0') return false;
  problems.add(field, 'Should be true or false.');
  return false;
}

/** A single type; legacy clients send it as a one-item array. */
function listType(raw: unknown, problems: Problems): ListType | null {
  const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) {
    problems.add('type', LIST_MESSAGES.typeRequired);
    return null;
  }
  if (typeof value !== 'string' || !(LIST_TYPES as readonly string[]).includes(value.trim())) {
    problems.add('type', LIST_MESSAGES.unknownValue('list type', String(value)));
    return null;
  }
  return value.trim() as ListType;
}

/**
 * The list form (spec §5): name and description required (description at most 1024 characters),
 * a type, one region or more, known categories; Commercial/Sale makes the type Inventory and is
 * refused for a saved search; a saved search carries a valid search filter. Unknown fields (an
 * owner, a ban flag, ...) are refused, so nothing can be mass-assigned.
 */
export function parseListForm(raw: ListFormInput): ListForm {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ValidationError('The list form must be an object', [{ field: 'list', message: 'Must be an object' }]);
  }
  const problems = new Problems();
  for (const key of Object.keys(raw)) if (!FORM_KEYS.has(key)) problems.add(key, LIST_MESSAGES.unknownField(key));

  const name = text(raw.name);
  if (!name) problems.add('name', LIST_MESSAGES.nameRequired);
  else if (name.length > LIST_NAME_MAX) problems.add('name', LIST_MESSAGES.tooLong('Name', LIST_NAME_MAX));
  const description = text(raw.description);
  if (!description) problems.add('description', LIST_MESSAGES.descriptionRequired);
  else if (description.length > LIST_DESCRIPTION_MAX)
    problems.add('description', LIST_MESSAGES.tooLong('Description', LIST_DESCRIPTION_MAX));

  let type = listType(raw.type, problems);
  const categories = choices(raw.categories, 'categories', 'category', LIST_CATEGORIES, problems);
  const regions = choices(raw.regions, 'regions', 'region', LIST_REGIONS, problems);
  if (!regions.length && !problems.list.some((p) => p.field === 'regions'))
    problems.add('regions', LIST_MESSAGES.regionsRequired);
  const keywords = strings(raw.keywords, 'keywords', problems);
  if (keywords.length > KEYWORDS_MAX) problems.add('keywords', `At most ${KEYWORDS_MAX} keywords`);
  for (const keyword of keywords)
    if (keyword.length > KEYWORD_MAX) problems.add('keywords', LIST_MESSAGES.tooLong('A keyword', KEYWORD_MAX));

  const commercial = categories.includes(COMMERCIAL_SALE);
  if (type === SAVED_SEARCH && commercial) problems.add('categories', LIST_MESSAGES.savedSearchCommercial);
  else if (commercial) type = INVENTORY;
  else if (type === INVENTORY) problems.add('type', LIST_MESSAGES.inventoryNeedsCommercial);

  let queryData: string | null = null;
  if (type === SAVED_SEARCH) {
    queryData = parseQueryData(raw.queryData, problems);
  } else if (raw.queryData !== undefined && raw.queryData !== null && raw.queryData !== '') {
    problems.add('queryData', LIST_MESSAGES.notSavedSearch);
  }
  const form: ListForm = {
    name,
    description,
    type: type ?? CURATED_LIST,
    categories,
    regions,
    keywords,
    isPublic: flag(raw.isPublic, 'isPublic', problems),
    viewableFromLink: flag(raw.viewableFromLink, 'viewableFromLink', problems),
    queryData,
  };
  problems.check();
  return form;
}

/** Filters that restrict nothing (the edition aside): the whole catalogue. */
export function restrictsNothing(filter: TreeSearchFilter): boolean {
  const { region: _region, ...set } = filter;
  const { region: _none, ...none } = parseFilterData('{}');
  return isDeepStrictEqual(set, none);
}

/**
 * A saved search's filter: the filterData JSON of /search-results, checked by the search's own
 * parser; at least one filter or a name (issue 21.11: a saved search of everything is no search).
 */
export function parseQueryData(raw: unknown, problems?: Problems): string | null {
  const local = problems ?? new Problems();
  let result: string | null = null;
  if (raw === undefined || raw === null || raw === '') {
    local.add('queryData', LIST_MESSAGES.queryDataRequired);
  } else {
    const json = typeof raw === 'string' ? raw : JSON.stringify(raw);
    try {
      if (restrictsNothing(parseFilterData(json))) local.add('queryData', LIST_MESSAGES.savedSearchNoFilters);
      else result = JSON.stringify(JSON.parse(json));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      local.add('queryData', error.message);
    }
  }
  if (!problems) local.check();
  return result;
}

/** Tree ids of an add: at least one, each a positive whole number, at most ADD_TREES_MAX. */
export function parseTreeIds(raw: unknown): number[] {
  const items = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
  if (!items.length)
    throw new ValidationError(LIST_MESSAGES.singleTree, [{ field: 'treeIds', message: LIST_MESSAGES.singleTree }]);
  if (items.length > ADD_TREES_MAX) {
    throw new ValidationError(`At most ${ADD_TREES_MAX} trees can be added at once`, [
      { field: 'treeIds', message: `At most ${ADD_TREES_MAX}` },
    ]);
  }
  return [...new Set(items.map((item) => parseId(item, 'treeIds')))];
}

/** A tree's quantity on a list: a whole number from QUANTITY_MIN to QUANTITY_MAX (digits as text are taken). */
export function parseQuantity(raw: unknown): number {
  const value = quantityOf(raw);
  if (value === null) {
    throw new ValidationError(LIST_MESSAGES.badQuantity, [{ field: 'quantity', message: LIST_MESSAGES.badQuantity }]);
  }
  return value;
}

export function parseNote(raw: unknown): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw new ValidationError('note: Should be text.', [{ field: 'note', message: 'Should be text.' }]);
  }
  const note = text(raw);
  if (note.length > NOTE_MAX) {
    throw new ValidationError(LIST_MESSAGES.tooLong('A note', NOTE_MAX), [
      { field: 'note', message: LIST_MESSAGES.tooLong('A note', NOTE_MAX) },
    ]);
  }
  return note || null;
}

/** A true/false field of a request (`true`, `'true'`, `false`, `'false'`). */
export function parseBoolean(raw: unknown, field: string): boolean {
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw new ValidationError(`${field} must be true or false`, [{ field, message: 'Must be true or false' }]);
}
