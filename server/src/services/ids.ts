import { ValidationError } from '../errors';

const MAX_INT4 = 2_147_483_647;

/** Parses an id from a path or argument: a positive whole number, or a 400 naming the field. */
export function parseId(raw: unknown, field = 'id'): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_INT4) {
    throw new ValidationError(`Invalid ${field}: expected a positive whole number`, [
      { field, message: 'Must be a positive whole number' },
    ]);
  }
  return Number(text);
}

/** A version a write is based on that is not one (REST body or If-Match, GraphQL argument). */
export const VERSION_INVALID = 'version must be a positive whole number';

/** A version given as a number (the transports parse text): a positive whole number, or a 400. */
export function checkVersion(version: number): number {
  if (!(Number.isInteger(version) && version >= 1 && version <= MAX_INT4))
    throw new ValidationError(VERSION_INVALID, [{ field: 'version', message: VERSION_INVALID }]);
  return version;
}
