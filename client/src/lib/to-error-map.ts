/** A form mutation's error, as the API answers it ({ errors: [{ field, message }] }). */
export type ApiFieldError = { field: string; message: string };

/**
 * Server field errors → Formik's errors object (first message per field), using `fieldNames` to
 * rename API input names to the form's field names. Errors for fields the form does not have (or
 * for no field) are returned in `other`, for a message above the form.
 */
export function toErrorMap<Field extends string>(
  errors: readonly ApiFieldError[],
  fields: readonly Field[],
  fieldNames: Partial<Record<string, Field>> = {},
): { fieldErrors: Partial<Record<Field, string>>; other: string[] } {
  const fieldErrors: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    const name = fieldNames[error.field] ?? (fields as readonly string[]).find((field) => field === error.field);
    if (name === undefined) other.push(error.message);
    else fieldErrors[name as Field] ??= error.message;
  }
  return { fieldErrors, other };
}
