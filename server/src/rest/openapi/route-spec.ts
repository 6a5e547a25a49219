import type { Request, RequestHandler, Response, Router } from 'express';
import type { ZodType } from 'zod';
import { z } from './zod';

/**
 * One REST path's schema: what it takes (path parameters, query, body, headers) and every answer it
 * gives. The same object validates the request (`mount`) and documents it (openapi/document.ts), so
 * the document is never a second, hand-written copy.
 */
export type Access = 'public' | 'signed-in' | 'editor' | 'admin' | 'link-token' | 'optional';
export type Caching = 'etag' | 'etag-daily' | 'private' | 'no-store' | 'public-5min' | 'public-hour';

export interface ResponseSpec {
  description: string;
  /** JSON body; absent with `mediaType` for a file, absent alone for no body. */
  schema?: ZodType;
  mediaType?: string;
  /** No body at all (an error status answered before the app). */
  noBody?: boolean;
  headers?: Record<string, { description: string; schema?: Record<string, unknown> }>;
}

export interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api, OpenAPI style: `/tree/detail/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  caching?: Caching;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: ZodType;
  bodyMediaType?: string;
  /** Request headers the path reads (If-Match). */
  headers?: z.ZodObject;
  responses: Record<number, ResponseSpec>;
  /**
   * The legacy 400 of a path whose facade refused a malformed part itself: answered (`{ message }`)
   * when a part does not match its schema. Without it, such a part goes to the service as sent.
   */
  invalidMessage?: string;
}

/** What `mount` hands the handler: the request's parts as the schema parsed them. */
export interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * A field whose rule is a business rule held by a service (its message is the contract): the
 * document shows `documented`, the request passes it through as sent, and the service checks it.
 */
export function serviceChecked<T extends ZodType>(
  documented: T,
  description?: string,
  options: { required?: boolean } = {},
): ZodType {
  const json = z.toJSONSchema(documented, { target: 'draft-2020-12', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  // Present (a path parameter): any value but none; otherwise optional, any value.
  const passing = options.required
    ? z.custom<unknown>((value) => value !== undefined && value !== null)
    : z.any().optional();
  return passing.openapi({ ...json, ...(description ? { description } : {}) });
}

/** `/tree/detail/{id}` → `/tree/detail/:id`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a request part. The facade's own checks live in the schema's transforms (they throw the
 * domain errors with the legacy messages, answered by the error handler); a part of another shape
 * than an object (a JSON array as the body) is passed on as sent, for the service to refuse in its
 * own words, as before.
 */
const INVALID = Symbol('invalid');

function parsePart(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema || (schema instanceof z.ZodObject && !isPlainObject(value))) return value;
  const result = schema.safeParse(value);
  return result.success ? result.data : INVALID;
}

export function inputOf(res: Response): Input {
  return res.locals.input as Input;
}

/** Validates the request against the schema, leaving the parsed parts in `res.locals.input`. */
export function validateRequest(spec: RouteSpec): RequestHandler {
  return (req, res, next) => {
    const raw: Input = {
      params: { ...req.params },
      query: { ...(req.query as Record<string, unknown>) },
      body: req.body,
    };
    const parsed = {
      params: parsePart(spec.params, raw.params),
      query: parsePart(spec.query, raw.query),
      body: parsePart(spec.body, raw.body),
    };
    const invalid = Object.values(parsed).includes(INVALID);
    if (invalid && spec.invalidMessage !== undefined) {
      res.status(400).json({ message: spec.invalidMessage });
      return;
    }
    const pick = <K extends keyof Input>(key: K) => (parsed[key] === INVALID ? raw[key] : parsed[key]) as Input[K];
    res.locals.input = { params: pick('params'), query: pick('query'), body: pick('body') } satisfies Input;
    next();
  };
}

type Handler = (req: Request, res: Response, input: Input) => unknown;

/**
 * Mounts a path of the schema on the router: the path's own middleware (budgets, permissions,
 * caching), then the schema's validation, then the handler with the parsed input.
 */
export function mount(router: Router, spec: RouteSpec, ...chain: [...RequestHandler[], Handler]): void {
  const handler = chain.pop() as Handler;
  const before = chain as RequestHandler[];
  router[spec.method](expressPath(spec.path), ...before, validateRequest(spec), (req, res) =>
    handler(req, res, inputOf(res)),
  );
}
