import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { graphql, useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { REPO_ROOT } from '../paths';

const db = useTestDatabase();
// As in production: no explorer, so introspection is refused.
const app = useTestApp(db, { GRAPHQL_EXPLORER: 'false' });

describe('GET /graphql/schema.graphql', () => {
  it('serves the committed schema.graphql as text, cached, while introspection is off', async () => {
    const response = await app.request('/graphql/schema.graphql');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const served = await response.text();
    expect(served).toBe(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
    // It is a whole schema: it parses, and prints back the same.
    expect(`${printSchema(buildSchema(served))}\n`).toBe(served);

    const introspection = await graphql(app, '{ __schema { types { name } } }');
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('answers HEAD and a conditional GET like any static file', async () => {
    const head = await app.request('/graphql/schema.graphql', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${app.baseUrl}/graphql/schema.graphql`, { headers: { 'if-none-match': etag! } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject),
    );
    expect(status).toBe(304);
  });
});
