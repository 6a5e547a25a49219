import { ConflictError, UnauthenticatedError, ValidationError, type FieldError } from '../../errors';

/**
 * Form mutations answer their input problems in the payload ({ errors: [{ field, message }] }) and
 * let everything else (not signed in, forbidden, rate limited, server trouble) be a GraphQL error.
 * `link`: an invalid credential or link is reported on that field; `conflict`: a conflict (e-mail
 * taken, last admin) on that field.
 */
export function formErrors(error: unknown, fields: { link?: string; conflict?: string } = {}): FieldError[] {
  if (error instanceof ValidationError) {
    return error.fieldErrors.length ? error.fieldErrors : [{ field: '', message: error.message }];
  }
  if (fields.link !== undefined && error instanceof UnauthenticatedError) {
    return [{ field: fields.link, message: error.message }];
  }
  if (fields.conflict !== undefined && error instanceof ConflictError) {
    return [{ field: fields.conflict, message: error.message }];
  }
  throw error;
}
