import { collapseSpaces, toSearchKey, type TreeNameKind } from '@selectree/rules';
import type { FieldError } from '../../errors';
import { sanitizeRichText } from '../../import/rich-text';
import {
  EDIT_FIELDS,
  EDIT_FIELD_NAMES,
  LIST_MAX_ITEMS,
  READ_ONLY_FIELDS,
  RICH_TEXT_MAX,
  TEXT_MAX,
  type EditFieldName,
  type EditFieldSpec,
} from './edit-fields';

/** A field's value on the wire (see EditFieldSpec for each kind's form). */
export type EditValue = string | number | null | string[] | number[];
export type EditValues = Record<EditFieldName, EditValue>;

/** A stored trees row (snake_case columns, as PostgreSQL returns them). */
export type TreeRow = Record<string, unknown> & { id: number; version: number };
/** The tree's names by kind, in position order. */
export type NamesByKind = Partial<Record<TreeNameKind, string[]>>;

/** The edit record of a stored tree: every field of EDIT_FIELDS in its wire form. */
export function readEditValues(row: TreeRow, names: NamesByKind): EditValues {
  const values = {} as EditValues;
  for (const field of EDIT_FIELD_NAMES) values[field] = readValue(EDIT_FIELDS[field], row, names);
  return values;
}

function readValue(spec: EditFieldSpec, row: TreeRow, names: NamesByKind): EditValue {
  switch (spec.kind) {
    case 'display':
      return row.published ? '1' : '0';
    case 'flag':
      return row[spec.column] === null ? null : row[spec.column] ? 1 : 0;
    case 'yesNo':
      return row[spec.column] === null ? null : row[spec.column] ? 'Yes' : 'No';
    case 'multi':
      return [...((row[spec.column] as string[] | number[] | null) ?? [])] as string[] | number[];
    case 'names':
      return [...(names[spec.nameKind] ?? [])];
    case 'commonName':
      return (row.common_name as string | null) ?? null;
    case 'hasRedirect':
      return row.redirect_tree_id === null ? 0 : 1;
    case 'redirect':
      return (row.redirect_tree_id as number | null) ?? null;
    default:
      return (row[spec.column] as string | number | null) ?? null;
  }
}

/** The parsed input: changed fields only, each with its new wire value and its stored form. */
export interface ParsedChange {
  field: EditFieldName;
  /** The wire form (what the history records and the record answers). */
  value: EditValue;
  /** The column value to store (for column kinds). */
  stored: unknown;
}

/**
 * Checks an edit record (whole or partial) against the stored values: unknown fields, wrong types,
 * numbers out of range, values outside a closed vocabulary, markup in plain text. A field whose
 * value equals the stored one is unchanged and never refused, so an old off-vocabulary value
 * survives an unchanged save. Returns the changes and the errors (field, message).
 */
export function parseEditInput(
  input: Record<string, unknown>,
  current: EditValues,
  /** Values accepted like the stored ones (a revert restores what was stored before). */
  keep: Partial<EditValues> = {},
): { changes: ParsedChange[]; errors: FieldError[] } {
  const changes: ParsedChange[] = [];
  const errors: FieldError[] = [];
  for (const [field, raw] of Object.entries(input)) {
    if (READ_ONLY_FIELDS.includes(field)) continue;
    if (!Object.hasOwn(EDIT_FIELDS, field)) {
      errors.push({ field, message: `Unknown field: ${field}` });
      continue;
    }
    const name = field as EditFieldName;
    // Exactly the stored value: unchanged, whatever older rules it was stored under.
    if (sameWire(raw as EditValue, current[name])) continue;
    const result = parseValue(name, EDIT_FIELDS[name], raw, name in keep ? (keep[name] ?? null) : current[name]);
    if ('error' in result) errors.push({ field, message: result.error });
    else if (!sameWire(result.value, current[name])) changes.push({ field: name, ...result });
  }
  return { changes, errors };
}

type Parsed = { value: EditValue; stored: unknown } | { error: string };

const isBlank = (raw: unknown) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
const MARKUP = /<[a-z!/?]|javascript:/i;

function parseValue(field: string, spec: EditFieldSpec, raw: unknown, current: EditValue): Parsed {
  switch (spec.kind) {
    case 'display': {
      const value = parseBit(raw, { Published: true, Draft: false });
      if (value === undefined || value === null) return { error: `${field} must be 0 (Draft) or 1 (Published)` };
      return { value: value ? '1' : '0', stored: value };
    }
    case 'flag':
    case 'hasRedirect': {
      const value = parseBit(raw, {});
      if (value === undefined) return { error: `${field} must be 0, 1 or empty` };
      // Required fields may not be cleared (unknown stays unknown until an editor sets it).
      const required = spec.kind === 'hasRedirect' || (spec.required && current !== null);
      if (value === null && required) return { error: `${field} is required` };
      return { value: value === null ? null : value ? 1 : 0, stored: value };
    }
    case 'yesNo': {
      const value = parseBit(raw, { yes: true, no: false });
      if (value === undefined) return { error: `${field} must be Yes, No or empty` };
      return { value: value === null ? null : value ? 'Yes' : 'No', stored: value };
    }
    case 'int':
    case 'redirect': {
      if (isBlank(raw)) return { value: null, stored: null };
      const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
      const [min, max] = spec.kind === 'int' ? [spec.min, spec.max] : [1, 2147483647];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        return { error: `${field} must be a whole number from ${min} to ${max}` };
      }
      return { value, stored: value };
    }
    case 'choice': {
      if (isBlank(raw)) return { value: null, stored: null };
      if (typeof raw !== 'string') return { error: `${field} must be text` };
      const option = spec.options.find((o) => o.value.toLowerCase() === raw.trim().toLowerCase());
      if (option) return { value: option.value, stored: option.value };
      if (raw === current) return { value: raw, stored: raw };
      return { error: `${field}: "${clip(raw)}" is not one of ${spec.options.map((o) => o.value).join(', ')}` };
    }
    case 'multi':
      return parseList(field, spec, raw, current);
    case 'names': {
      const list = parseList(field, { kind: 'multi', column: 'family', options: null }, raw, current);
      if ('error' in list) return list;
      const seen = new Set<string>();
      const names = (list.value as string[]).filter((name) => {
        const key = toSearchKey(name);
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return { value: names, stored: names };
    }
    case 'text':
    case 'commonName':
      return parseText(field, raw, spec.kind === 'text' ? spec.maxLength : TEXT_MAX);
    case 'rich': {
      if (isBlank(raw)) return { value: null, stored: null };
      if (typeof raw !== 'string') return { error: `${field} must be text` };
      if (raw === current) return { value: raw, stored: raw };
      if (raw.length > RICH_TEXT_MAX) return { error: `${field} is longer than ${RICH_TEXT_MAX} characters` };
      const html = sanitizeRichText(raw);
      return { value: html, stored: html };
    }
  }
}

function parseBit(raw: unknown, words: Record<string, boolean>): boolean | null | undefined {
  if (isBlank(raw)) return null;
  if (raw === 1 || raw === '1' || raw === true) return true;
  if (raw === 0 || raw === '0' || raw === false) return false;
  if (typeof raw === 'string') {
    const word = Object.keys(words).find((key) => key.toLowerCase() === raw.trim().toLowerCase());
    if (word) return words[word];
  }
  return undefined;
}

function parseText(field: string, raw: unknown, maxLength: number): Parsed {
  if (isBlank(raw)) return { value: null, stored: null };
  if (typeof raw !== 'string') return { error: `${field} must be text` };
  const value = collapseSpaces(raw);
  if (value.length > maxLength) return { error: `${field} is longer than ${maxLength} characters` };
  if (MARKUP.test(value)) return { error: `${field} must be plain text (no markup or scripts)` };
  return { value, stored: value };
}

function parseList(
  field: string,
  spec: Extract<EditFieldSpec, { kind: 'multi' }>,
  raw: unknown,
  current: EditValue,
): Parsed {
  if (isBlank(raw)) return { value: [], stored: [] };
  if (!Array.isArray(raw)) return { error: `${field} must be a list` };
  if (raw.length > LIST_MAX_ITEMS) return { error: `${field} has more than ${LIST_MAX_ITEMS} items` };
  const kept = new Set((Array.isArray(current) ? current : []).map(String));
  const out: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string' && typeof item !== 'number') return { error: `${field} must be a list of text` };
    const text = collapseSpaces(String(item));
    if (text === '') continue;
    if (spec.options) {
      const option = spec.options.find((o) => o.value.toLowerCase() === text.toLowerCase());
      if (!option && !kept.has(text)) return { error: `${field}: "${clip(text)}" is not a known value` };
      const value = option?.value ?? text;
      if (!out.includes(value)) out.push(value);
      continue;
    }
    if (text.length > TEXT_MAX) return { error: `${field}: an item is longer than ${TEXT_MAX} characters` };
    if (MARKUP.test(text)) return { error: `${field} must be plain text (no markup or scripts)` };
    if (!out.includes(text)) out.push(text);
  }
  const value = spec.number ? out.map(Number) : out;
  return { value, stored: value };
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Equality of wire values (lists by order and content; null = empty text). */
export function sameWire(a: EditValue | undefined, b: EditValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = (a ?? []) as unknown[];
    const right = (b ?? []) as unknown[];
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((x, i) => x === right[i])
    );
  }
  return (a ?? null) === (b ?? null);
}
