import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/rest/openapi/document';

/**
 * The REST contract check: a response of the running app against the OpenAPI document (the path
 * template and method it matches, its status, and its JSON body against that status's schema).
 * Used by test/contract-setup.ts on every /api response of the server suite.
 */

type Doc = ReturnType<typeof openApiDocument> & { paths: Record<string, Record<string, Operation>> };
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Template {
  path: string;
  pattern: RegExp;
  literals: number;
}

let state: { doc: Doc; ajv: Ajv2020; templates: Template[]; validators: Map<string, ValidateFunction> } | undefined;

function load() {
  if (state) return state;
  const doc = openApiDocument() as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'openapi.json');
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
    literals: path.split('/').filter((part) => part && !part.startsWith('{')).length,
  }));
  // A literal segment wins over a parameter (`/list/search-lists` before `/list/{listId}`).
  templates.sort((a, b) => b.literals - a.literals);
  state = { doc, ajv, templates, validators: new Map() };
  return state;
}

/** The documented path template and operation for a request, if any. */
export function operationFor(method: string, pathname: string): { path: string; operation: Operation } | undefined {
  const { doc, templates } = load();
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // an undecodable path is matched as sent
  }
  for (const template of templates) {
    if (!template.pattern.test(pathname) && !template.pattern.test(decoded)) continue;
    const operation = doc.paths[template.path]?.[verb];
    if (operation) return { path: template.path, operation };
  }
  return undefined;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * What is wrong with a response, or null when it is as documented. Requests no documented
 * operation matches (an unknown path's 404, a 405) are outside the document: null.
 */
export function contractViolation(
  method: string,
  pathname: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string | null {
  const found = operationFor(method, pathname);
  if (!found) return null;
  const where = `${method.toUpperCase()} ${pathname} (documented as ${found.path}) answered ${status}`;
  const response = found.operation.responses[String(status)];
  if (!response)
    return `${where}: status ${status} is not documented (documented: ${Object.keys(found.operation.responses).join(', ')})`;
  if (method.toUpperCase() === 'HEAD' || status === 304 || body === undefined) return null;
  const media = Object.keys(response.content ?? {});
  if (!media.length) return `${where}: the document says no body, the answer has one (${contentType})`;
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (!media.includes(type)) return `${where}: content type ${type} is not documented (${media.join(', ')})`;
  if (type !== 'application/json') return null;
  const { ajv, validators } = load();
  const ref = `openapi.json#/${pointer('paths', found.path, method.toLowerCase() === 'head' ? 'get' : method.toLowerCase(), 'responses', String(status), 'content', type, 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 12)
    .map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`)
    .join('; ');
  return `${where}: the body does not match the documented schema: ${errors}\nbody: ${JSON.stringify(body).slice(0, 500)}`;
}
