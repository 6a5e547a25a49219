import type { FormikProps } from 'formik';

/**
 * Props for a Mantine input bound to a Formik field: value, handlers, and the field's error once
 * it was touched (or came from the server, which sets it with `setFieldError` after a submit).
 */
export function fieldProps<Values>(formik: FormikProps<Values>, name: keyof Values & string) {
  const { value, onChange, onBlur } = formik.getFieldProps<string>(name);
  const meta = formik.getFieldMeta(name);
  return {
    name,
    value: value ?? '',
    onChange,
    onBlur,
    error: meta.touched || formik.submitCount > 0 ? meta.error : undefined,
  };
}

/** An e-mail address as the server accepts it (server/src/services/shared/input.ts; a sync test holds them together). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
