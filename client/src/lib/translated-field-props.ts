import type { FormikProps } from 'formik';
import type { MessageKey, Translate } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';

/**
 * `fieldProps` with the field's error in `t`'s language, for forms whose schemas' checks carry
 * message keys (the admin screens' ADMIN_MESSAGES, the glossary editor's): an error the server set
 * is its own text, shown as it is (a text that is no key translates to itself).
 */
export function translatedFieldProps<Values>(formik: FormikProps<Values>, name: keyof Values & string, t: Translate) {
  const props = fieldProps(formik, name);
  return { ...props, error: props.error ? t(props.error as MessageKey) : props.error };
}
