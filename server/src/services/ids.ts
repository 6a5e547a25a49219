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
