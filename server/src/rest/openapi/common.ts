import { API_KEY_MESSAGES } from '../../services/api-keys.service';
import { parseId } from '../../services/ids';
import type { ResponseSpec, RouteSpec } from './route-spec';
import { serviceChecked } from './route-spec';
import { z } from './zod';

/** A field error of a 400: the field's name and what is wrong with it. */
export const FieldErrorSchema = z
  .object({ field: z.string(), message: z.string() })
  .openapi('FieldError', { description: 'One refused field and why.' });

/**
 * Every error answer of /api: `{ message }`, with `errors` for field errors (400) and, for a 409,
 * the stored state that refused the write beside the message.
 */
export const ErrorBodySchema = z
  .looseObject({ message: z.string(), errors: z.array(FieldErrorSchema).optional() })
  .openapi('ErrorBody', {
    description: "An error: the message (the spec's wording), field errors for a 400, a 409's current state.",
  });

/** `{ message }` alone: a write's confirmation. */
export const MessageSchema = z.looseObject({ message: z.string() }).openapi('Message');

export const NULLABLE_STRING = z.string().nullable();
export const NULLABLE_NUMBER = z.number().nullable();
/** An object documented by its kind only (its fields are the presenter's, listed in docs/api.md). */
export const OBJECT = z.record(z.string(), z.unknown());

export const UserSchema = z
  .looseObject({
    id: z.number().int(),
    user_id: z.number().int(),
    first_name: NULLABLE_STRING,
    last_name: NULLABLE_STRING,
    email: z.string(),
    post_nominal: NULLABLE_STRING,
    organization: NULLABLE_STRING,
    role_id: z.number().int(),
    role_name: NULLABLE_STRING,
    email_notifications: z.union([z.literal(0), z.literal(1)]),
  })
  .openapi('User', { description: 'A user in the legacy shape (snake_case, user_id beside id).' });

export const OwnUserSchema = UserSchema.extend({ pending_email: NULLABLE_STRING }).openapi('OwnUser');

export const AdminUserSchema = UserSchema.extend({
  verified: z.boolean(),
  disabled: z.boolean(),
  test_group: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
}).openapi('AdminUser');

/**
 * Examples that run against the demo catalogue (server/seed/demo/trees.csv, loaded into an empty
 * database with `SEED_DEMO_CATALOGUE`), so "Try it out" on /api/docs answers with real trees.
 */
export const DEMO_EXAMPLES = {
  /** Quercus agrifolia (coast live oak). */
  treeId: '900001',
  slug: 'quercus-agrifolia',
  /** Part of a name: the demo has five oaks. */
  nameStart: 'oak',
  scientificName: 'Quercus agrifolia',
  /** Los Angeles (server/seed/demo/zips.csv). */
  zip: '90012',
  /** California natives (most of the demo). */
  filterData: '{"ca_native":[true]}',
  /** The demo's public list of its five oaks (seed/demo-list.ts DEMO_LIST). */
  listId: '900001',
} as const;

/** A positive whole number in the path, checked by the services' own parser (its message). */
export function idParam(label: string, description: string, example = '3') {
  return z
    .string()
    .transform((raw) => parseId(raw, label))
    .openapi({ description, pattern: '^[1-9][0-9]{0,8}$', example });
}

/** A path id passed to the service as sent (the service parses it, with its message). */
export function rawId(description: string, example?: string) {
  const id = serviceChecked(z.string().regex(/^[1-9][0-9]*$/), description, { required: true });
  return example === undefined ? id : id.openapi({ example });
}

export const json = (schema: z.ZodType, description: string): ResponseSpec => ({ schema, description });

const ERROR_WORDS: Record<number, string> = {
  400: 'Bad input: `{ message, errors }` (field errors), a malformed JSON body or URL.',
  401: 'Not signed in, or the link token is invalid, used or expired.',
  403: 'Signed in without the right (role, ownership) for this call.',
  404: 'What the path names does not exist (or is not visible to the caller).',
  409: 'The write is based on an older version, or the stored state refuses it; the current state travels with the message.',
  413: 'The body is over its limit.',
  415: 'The body is not JSON in UTF-8 (or a supported content encoding).',
  431: "The URL or the headers are over the server's limit (answered by Node's HTTP parser, without a body).",
  429: "Over the budget of this kind of call, of the `X-API-Key`'s requests, or (without a key or a sign-in) of the address's anonymous requests; `Retry-After` says when to try again.",
  500: 'An unexpected fault (logged); the message says nothing more.',
  503: 'The database is unavailable or the instance is shutting down; `Retry-After` says when to try again.',
};

/** Any path, with an `X-API-Key` that is not a live key (issue 26.6): the 401's two messages. */
const API_KEY_WORDS = `With an \`X-API-Key\` header: the key is unknown ("${API_KEY_MESSAGES.unknown}") or revoked ("${API_KEY_MESSAGES.revoked}").`;

/** The 401 of a path: a bad API key on every path; a missing or bad sign-in too where one is needed. */
export function unauthorizedWords(spec: RouteSpec): string {
  return spec.access === 'public' ? API_KEY_WORDS : `${ERROR_WORDS[401]} ${API_KEY_WORDS}`;
}

export function errorResponse(status: number, description = ERROR_WORDS[status] ?? 'Error'): ResponseSpec {
  if (status === 431) return { description, noBody: true }; // before the app: no body of ours
  return { description, schema: ErrorBodySchema };
}

/** The statuses any path of this kind may answer besides its own, each `{ message, errors? }`. */
export function commonErrorStatuses(spec: RouteSpec): number[] {
  // 401 everywhere: any path answers it to an unknown or revoked X-API-Key.
  const statuses = [400, 401, 429, 431, 500, 503];
  if (spec.access !== 'public') statuses.push(403, 404);
  if (spec.access !== 'public' && spec.method !== 'get') statuses.push(409);
  if (spec.body) statuses.push(413, 415);
  return statuses;
}
