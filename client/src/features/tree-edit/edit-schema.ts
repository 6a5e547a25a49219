import * as yup from 'yup';
import type { TreeEditOptionsQuery } from '@/features/tree-edit/generated/graphql';
import type { Translate } from '@/i18n/i18n';
import { labelOf } from './edit-layout';

export type FieldOptions = TreeEditOptionsQuery['treeEditOptions'][number];
export type EditValues = Record<string, unknown>;

/**
 * The form's checks, built from the server's field options (kinds, limits, vocabularies): the
 * browser refuses what the server would, before it sends, with no second copy of the numbers.
 * Cross-field rules (appraisal, redirect, low ≤ high) are the server's alone; their answers show
 * beside the field. The messages are in `t`'s language (the form builds it again when that changes).
 */
export function editSchema(fields: FieldOptions[], t: Translate): yup.ObjectSchema<EditValues> {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) {
    const label = labelOf(t, field.name);
    switch (field.kind) {
      case 'int':
      case 'redirect': {
        let schema = yup
          .number()
          .transform((value, original) => (original === '' || original === null ? null : value))
          .typeError(t('treeEdit.check.number', { label }))
          .integer(t('treeEdit.check.whole', { label }))
          .nullable();
        if (field.min !== null && field.min !== undefined)
          schema = schema.min(field.min, t('treeEdit.check.min', { label, min: String(field.min) }));
        if (field.max !== null && field.max !== undefined)
          schema = schema.max(field.max, t('treeEdit.check.max', { label, max: String(field.max) }));
        shape[field.name] = schema;
        break;
      }
      case 'text':
      case 'commonName':
      case 'rich':
        shape[field.name] = yup
          .string()
          .nullable()
          .max(
            field.maxLength ?? Number.MAX_SAFE_INTEGER,
            t('treeEdit.check.maxLength', { label, max: String(field.maxLength) }),
          );
        break;
      case 'multi':
      case 'names':
        shape[field.name] = yup
          .array()
          .nullable()
          .max(
            field.maxItems ?? Number.MAX_SAFE_INTEGER,
            t('treeEdit.check.maxItems', { label, max: String(field.maxItems) }),
          );
        break;
      default:
        shape[field.name] = yup.mixed().nullable();
    }
  }
  return yup.object(shape) as yup.ObjectSchema<EditValues>;
}

/** A list without its blank entries (the one being typed into a names field). */
const filled = (list: unknown): unknown[] =>
  Array.isArray(list) ? list.filter((item) => !(typeof item === 'string' && item.trim() === '')) : [];

/** Equality of field values (lists by content and order; blank list entries do not count). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = filled(a);
    const right = filled(b);
    return left.length === right.length && left.every((item, i) => item === right[i]);
  }
  return (a ?? null) === (b ?? null) || (a === '' && b === null) || (a === null && b === '');
}

/** The fields whose value on screen differs from the last saved one. */
export function changedFields(values: EditValues, saved: EditValues): string[] {
  return Object.keys(values).filter((field) => !sameValue(values[field], saved[field]));
}
