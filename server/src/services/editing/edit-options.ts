import type { RequestContext } from '../../context';
import { EDIT_FIELDS, EDIT_FIELD_NAMES, LIST_MAX_ITEMS, RICH_TEXT_MAX, TEXT_MAX, type EditOption } from './edit-fields';

/** How the edit form draws one field (GET /tree/edit-options): built from EDIT_FIELDS, never copied. */
export interface EditFieldOptions {
  name: string;
  kind: string;
  required: boolean;
  options: readonly EditOption[] | null;
  min: number | null;
  max: number | null;
  maxLength: number | null;
  maxItems: number | null;
}

/** The form's fields, vocabularies and limits, in the order of the edit screen. Public (no data). */
export function editOptions(_ctx?: RequestContext): EditFieldOptions[] {
  return EDIT_FIELD_NAMES.map((name) => {
    const spec = EDIT_FIELDS[name];
    const base: EditFieldOptions = {
      name,
      kind: spec.kind,
      required: spec.kind === 'display' || spec.kind === 'hasRedirect' || ('required' in spec && !!spec.required),
      options: null,
      min: null,
      max: null,
      maxLength: null,
      maxItems: null,
    };
    switch (spec.kind) {
      case 'choice':
        return { ...base, options: spec.options };
      case 'multi':
        return { ...base, options: spec.options, maxItems: LIST_MAX_ITEMS };
      case 'names':
        return { ...base, maxItems: LIST_MAX_ITEMS, maxLength: TEXT_MAX };
      case 'int':
        return {
          ...base,
          min: spec.min,
          max: spec.max,
          options: spec.labels ? spec.labels.map((label, i) => ({ value: String(spec.min + i), label })) : null,
        };
      case 'text':
        return { ...base, maxLength: spec.maxLength };
      case 'commonName':
        return { ...base, maxLength: TEXT_MAX };
      case 'rich':
        return { ...base, maxLength: RICH_TEXT_MAX };
      default:
        return base;
    }
  });
}
