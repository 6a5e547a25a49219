import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { DEFAULT_ANON_API_BUDGET, DEFAULT_API_KEY_BUDGET } from '../../config';
import { API_KEY_MESSAGES } from '../../services/api-keys.service';
import { ALL_ROUTES } from '../schemas';
import { commonErrorStatuses, ErrorBodySchema, errorResponse, unauthorizedWords } from './common';
import type { RouteSpec, ResponseSpec } from './route-spec';

/** The REST facade's OpenAPI 3.1 document, generated from the route schemas (rest/schemas/). */

const ETAG = { description: 'The catalogue version the answer was made from (weak); send it back in If-None-Match.' };
const CACHE_CONTROL = { description: 'How long the answer may be kept, and by whom.' };

const CACHING_WORDS: Record<string, string> = {
  etag: 'Cached publicly for a minute (`Cache-Control: public, max-age=60`) and tagged with the catalogue version (ETag); a request whose `If-None-Match` names the current tag answers 304. Answers to requests with credentials are `no-store`.',
  'etag-daily': 'As other public reads (ETag, 304), the tag also naming the day: the answer changes at midnight.',
  private: 'Never kept by a shared cache (`Cache-Control: private, no-store`).',
  'no-store': 'Never cached (`Cache-Control: no-store`).',
  'public-5min': 'Cached publicly for five minutes.',
  'public-hour': 'Cached publicly for an hour.',
};

const ACCESS_WORDS: Record<string, string> = {
  public: 'Anyone.',
  optional: 'Anyone; signed-in callers see more.',
  'signed-in': 'A signed-in user (bearer session token).',
  editor: 'An editor or admin (role 2 or 3).',
  admin: 'An admin (role 3).',
  'link-token': 'The token of an e-mailed link, sent as the bearer.',
};

function securityOf(spec: RouteSpec): RouteConfig['security'] {
  // A public path needs nothing; an API key there spends the key's budget instead of nothing.
  if (spec.access === 'public') return [{}, { apiKey: [] }];
  if (spec.access === 'optional') return [{}, { bearer: [] }, { apiKey: [] }];
  return [{ bearer: [] }, { apiKey: [] }];
}

function responseConfig(status: number, response: ResponseSpec, spec: RouteSpec) {
  const headers: Record<string, { description: string; schema: Record<string, unknown> }> = {};
  if (status < 300 && spec.caching) headers['Cache-Control'] = { ...CACHE_CONTROL, schema: { type: 'string' } };
  if (status < 300 && (spec.caching === 'etag' || spec.caching === 'etag-daily'))
    headers.ETag = { ...ETAG, schema: { type: 'string' } };
  else if (status < 300 && spec.method === 'get')
    headers.ETag = {
      description: "A hash of the answer's body (weak); send it back in If-None-Match.",
      schema: { type: 'string' },
    };
  if (status === 429 || status === 503)
    headers['Retry-After'] = { description: 'Seconds to wait.', schema: { type: 'integer' } };
  for (const [name, header] of Object.entries(response.headers ?? {}))
    headers[name] = { description: header.description, schema: header.schema ?? { type: 'string' } };
  const schema =
    response.schema ?? (status >= 400 && !response.mediaType && !response.noBody ? ErrorBodySchema : undefined);
  const mediaType = response.mediaType ?? 'application/json';
  return {
    description: response.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(schema
      ? { content: { [mediaType]: { schema } } }
      : response.mediaType
        ? { content: { [mediaType]: { schema: { type: 'string' as const } } } }
        : {}),
  };
}

function responsesOf(spec: RouteSpec) {
  const responses: Record<string, ReturnType<typeof responseConfig>> = {};
  const all: Record<number, ResponseSpec> = {};
  for (const status of commonErrorStatuses(spec))
    all[status] = errorResponse(status, status === 401 ? unauthorizedWords(spec) : undefined);
  if (spec.caching === 'etag' || spec.caching === 'etag-daily')
    all[304] = { description: "Not modified: the `If-None-Match` tag is the catalogue's current version." };
  else if (spec.method === 'get')
    all[304] = { description: "Not modified: the `If-None-Match` tag is the answer's own (a hash of its body)." };
  Object.assign(all, spec.responses);
  for (const [status, response] of Object.entries(all))
    responses[status] = responseConfig(Number(status), response, spec);
  return responses;
}

function routeConfig(spec: RouteSpec): RouteConfig {
  const words = [
    spec.description,
    `Access: ${ACCESS_WORDS[spec.access]}`,
    spec.caching ? `Caching: ${CACHING_WORDS[spec.caching]}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    method: spec.method,
    path: `/api${spec.path}`,
    tags: [spec.tag],
    summary: spec.summary,
    description: words,
    operationId: `${spec.method}${spec.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    security: securityOf(spec),
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.headers ? { headers: spec.headers } : {}),
      ...(spec.body
        ? { body: { required: false, content: { [spec.bodyMediaType ?? 'application/json']: { schema: spec.body } } } }
        : {}),
    },
    responses: responsesOf(spec),
  };
}

let built: ReturnType<OpenApiGeneratorV31['generateDocument']> | undefined;

/** The document (built once: the schemas are constants). */
export function openApiDocument() {
  if (built) return built;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from POST /api/auth/login (or an e-mailed link token where a path says so).',
  });
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: `An API key issued by an admin, for external clients: its own budget of requests per hour, shared by every instance (API_KEY_BUDGET, ${DEFAULT_API_KEY_BUDGET.toLocaleString('en-US')} by default), instead of the anonymous budget of the caller's address (ANON_API_BUDGET, ${DEFAULT_ANON_API_BUDGET.toLocaleString('en-US')} requests per hour by default, counted by each instance; signed-in callers are not counted). The same key works on /graphql. An unknown key answers 401 "${API_KEY_MESSAGES.unknown}"; a revoked one 401 "${API_KEY_MESSAGES.revoked}".`,
  });
  for (const spec of ALL_ROUTES) registry.registerPath(routeConfig(spec));
  built = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'SelecTree REST API',
      version: '1.0.0',
      description:
        'The legacy `/api` paths of SelecTree (the tree selection guide), for external and legacy clients. Every error is `{ message, errors? }`. See docs/api.md.',
    },
    servers: [{ url: '/' }],
  });
  return built;
}
