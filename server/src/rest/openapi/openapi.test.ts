import SwaggerParser from '@apidevtools/swagger-parser';
import type { Router } from 'express';
import { contractViolation, operationFor } from '../../../test/helpers/openapi-contract';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { openApiDocument } from './document';

const db = useTestDatabase();
const app = useTestApp(db);

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  name?: string;
}

/**
 * Every route of the REST facade as `METHOD /api/path/{param}`: the /api router's stack, walked
 * into the routers mounted in it (they are all mounted at its root).
 */
function registeredRoutes(router: Router): Set<string> {
  const found = new Set<string>();
  const visit = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all')
              found.add(`${method.toUpperCase()} /api${String(path).replace(/:(\w+)/g, '{$1}')}`);
      } else if (layer.handle.stack) {
        visit(layer.handle.stack);
      }
    }
  };
  visit((router as unknown as { stack: Layer[] }).stack);
  return found;
}

/** The /api router of the running app (mounted by app.ts at /api). */
function apiRouter(): Router {
  const stack = (app.running.app as unknown as { router: { stack: (Layer & { matchers?: unknown })[] } }).router.stack;
  const mounted = stack.filter(
    (layer) => layer.handle.stack && registeredRoutes(layer.handle as unknown as Router).size,
  );
  const api = mounted.find((layer) =>
    [...registeredRoutes(layer.handle as unknown as Router)].some((route) => route === 'GET /api/tree/detail/{id}'),
  );
  if (!api) throw new Error('the /api router was not found in the app');
  return api.handle as unknown as Router;
}

function documentedOperations(): Set<string> {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
  const found = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of Object.keys(item)) found.add(`${method.toUpperCase()} ${path}`);
  return found;
}

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json and is a valid OpenAPI 3.1 document', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const served = await response.json();
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    // Throws, naming the fault, when the document is not valid against the OpenAPI 3.1 schema.
    await expect(SwaggerParser.validate(structuredClone(served))).resolves.toBeTruthy();
  });

  it('documents every /api route and no path without one', () => {
    const routes = registeredRoutes(apiRouter());
    const documented = documentedOperations();
    expect(routes.size).toBeGreaterThan(90);
    expect([...routes].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((operation) => !routes.has(operation)).sort()).toEqual([]);
  });

  it('declares the bearer and X-API-Key schemes, the error body on every error status, and caching', () => {
    const doc = openApiDocument() as unknown as {
      components: { securitySchemes: Record<string, { type: string; name?: string; in?: string }> };
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }
            >;
          }
        >
      >;
    };
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item))
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400 || status === '431') continue; // 431: Node's parser, no body
          expect({ at: `${method} ${path} ${status}`, content: Object.keys(response.content ?? {}) }).toEqual({
            at: `${method} ${path} ${status}`,
            content: ['application/json'],
          });
        }
    // Every path may answer 429 (the anonymous budget of /api, or a key's), with Retry-After.
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item))
        expect({ at: `${method} ${path}`, headers: Object.keys(operation.responses['429']?.headers ?? {}) }).toEqual({
          at: `${method} ${path}`,
          headers: ['Retry-After'],
        });
    const detail = doc.paths['/api/tree/detail/{id}']!.get!.responses;
    expect(Object.keys(detail)).toEqual(expect.arrayContaining(['200', '304', '400', '404', '503']));
    expect(Object.keys(detail['200']!.headers ?? {})).toEqual(expect.arrayContaining(['ETag', 'Cache-Control']));
  });
});

describe('the contract check of answers', () => {
  it('matches a request to its documented path, literal segments first', () => {
    expect(operationFor('GET', '/api/list/search-lists')?.path).toBe('/api/list/search-lists');
    expect(operationFor('GET', '/api/list/12')?.path).toBe('/api/list/{listId}');
    expect(operationFor('HEAD', '/api/tree/detail/3')?.path).toBe('/api/tree/detail/{id}');
    expect(operationFor('GET', '/api/no/such/path')).toBeUndefined();
  });

  it('names the path, the status and the mismatch', () => {
    const json = 'application/json; charset=utf-8';
    expect(contractViolation('GET', '/api/tree/detail/3', 418, json, { message: 'x' })).toMatch(
      /GET \/api\/tree\/detail\/3 \(documented as \/api\/tree\/detail\/\{id\}\) answered 418: status 418 is not documented/,
    );
    expect(contractViolation('GET', '/api/tree/detail/3', 404, json, { message: 404 })).toMatch(
      /answered 404: the body does not match the documented schema: \/message must be string/,
    );
    expect(contractViolation('GET', '/api/tree/detail/3', 200, json, { treeId: 3 })).toMatch(
      /answered 200: the body does not match the documented schema: \(body\) must have required property 'published'/,
    );
    expect(contractViolation('GET', '/api/tree/detail/3', 404, json, { nothing: true })).toMatch(
      /answered 404: .*must have required property 'message'/,
    );
    expect(
      contractViolation('GET', '/api/tree/detail/3', 404, json, {
        message: 'There are no trees found that match that query.',
      }),
    ).toBeNull();
    expect(contractViolation('GET', '/api/tree/detail/3', 304, null, undefined)).toBeNull();
  });
});
