import http from 'node:http';
import { REPO_ROOT } from '../../src/paths';

/**
 * Issue 20.4's matrix (server/src/malformed-requests.test.ts): malformed requests to every transport,
 * what each must answer, and what no answer may contain.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A raw request over node:http: fetch() would refuse or rewrite some of these (bad URLs, bodies on GET). */
export function send(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) {
  return new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

export const JSON_TYPE = { 'content-type': 'application/json' };
/** What Apollo's CSRF prevention asks of a GET (a custom header a cross-site form cannot send). */
export const PREFLIGHT = { 'apollo-require-preflight': '1' };

type Transport = 'rest' | 'graphql' | 'other';
export interface Row {
  name: string;
  transport: Transport;
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  status: number | number[];
  message?: RegExp;
  code?: string;
  /** An editor's session (multipart uploads are read for editors only). */
  editor?: boolean;
}

const tooBig = (bytes: number) => JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(bytes) });

export const MATRIX: Row[] = [
  // /api
  {
    name: 'malformed JSON',
    transport: 'rest',
    method: 'POST',
    target: '/api/auth/login',
    headers: JSON_TYPE,
    body: '{"email":',
    status: 400,
    message: /^Malformed JSON body$/,
  },
  {
    name: 'a JSON string where an object goes',
    transport: 'rest',
    method: 'POST',
    target: '/api/auth/login',
    headers: JSON_TYPE,
    body: '"x"',
    status: 400,
    message: /^Malformed JSON body$/,
  },
  {
    name: 'a body over the limit (413)',
    transport: 'rest',
    method: 'POST',
    target: '/api/auth/login',
    headers: JSON_TYPE,
    body: tooBig(1_100_000),
    status: 413,
    message: /^Request body too large$/,
  },
  {
    name: 'a charset other than UTF-8 (415)',
    transport: 'rest',
    method: 'POST',
    target: '/api/auth/login',
    headers: { 'content-type': 'application/json; charset=x-klingon' },
    body: '{}',
    status: 415,
    message: /UTF-8/,
  },
  {
    name: 'an unknown Content-Encoding (415)',
    transport: 'rest',
    method: 'POST',
    target: '/api/auth/login',
    headers: { ...JSON_TYPE, 'content-encoding': 'compress' },
    body: '{}',
    status: 415,
    message: /Content-Encoding/,
  },
  {
    name: 'gzip that is not gzip',
    transport: 'rest',
    method: 'POST',
    target: '/api/auth/login',
    headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
    body: 'not gzip',
    status: 400,
  },
  {
    name: 'a path parameter that is not UTF-8',
    transport: 'rest',
    method: 'GET',
    target: '/api/tree/detail/%E0%A4%A',
    status: 400,
    message: /^Malformed URL/,
  },
  {
    name: 'a NUL byte in a path parameter',
    transport: 'rest',
    method: 'GET',
    target: '/api/tree/detail/%00',
    status: [400, 404],
  },
  {
    name: 'a query value that is not UTF-8',
    transport: 'rest',
    method: 'GET',
    target: '/api/tree/detail/1?x=%E0%A4%A',
    status: 404,
  },
  {
    name: 'an unknown path (404)',
    transport: 'rest',
    method: 'GET',
    target: '/api/no/such/path',
    status: 404,
    message: /^No such API path: GET \/api\/no\/such\/path$/,
  },
  {
    name: 'a wrong method',
    transport: 'rest',
    method: 'DELETE',
    target: '/api/health',
    status: 405,
    message: /^DELETE is not allowed on \/api\/health: use GET$/,
  },
  {
    name: 'a wrong method on a path with a parameter',
    transport: 'rest',
    method: 'PATCH',
    target: '/api/tree/detail/1',
    status: 405,
    message: /use GET/,
  },
  // /graphql
  {
    name: 'malformed JSON',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{"query":',
    status: 400,
    code: 'BAD_REQUEST',
    message: /^Malformed JSON body$/,
  },
  {
    name: 'a body over the limit (413)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: tooBig(300_000),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'text/plain (415)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: { 'content-type': 'text/plain' },
    body: '{ __typename }',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'application/xml (415)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: { 'content-type': 'application/xml' },
    body: '<q/>',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'no Content-Type (415)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    body: '{"query":"{ __typename }"}',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a charset other than UTF-8 (415)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: { 'content-type': 'application/json; charset=x-klingon' },
    body: '{}',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'an unknown Content-Encoding (415)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: { ...JSON_TYPE, 'content-encoding': 'compress' },
    body: '{}',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a wrong method (405)',
    transport: 'graphql',
    method: 'PUT',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{"query":"{ __typename }"}',
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
  },
  {
    name: 'DELETE (405)',
    transport: 'graphql',
    method: 'DELETE',
    target: '/graphql',
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
  },
  {
    name: 'an empty JSON object',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{}',
    status: 400,
  },
  {
    name: 'a JSON string',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '"{ __typename }"',
    status: 400,
  },
  {
    name: 'a batch (batching is off)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '[{"query":"{ __typename }"}]',
    status: 400,
  },
  {
    name: 'a query that is not a string',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{"query":1}',
    status: 400,
  },
  {
    name: 'variables that are not an object',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{"query":"{ __typename }","variables":"x"}',
    status: 400,
  },
  {
    name: 'a syntax error',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{"query":"{ tree("}',
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'a subscription (issue 20.5)',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: JSON_TYPE,
    body: '{"query":"subscription { x }"}',
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: /^Subscriptions are not supported/,
  },
  {
    name: 'a GET whose query is not UTF-8',
    transport: 'graphql',
    method: 'GET',
    target: '/graphql?query=%E0%A4%A',
    headers: PREFLIGHT,
    status: 400,
  },
  {
    name: 'a GET without a query',
    transport: 'graphql',
    method: 'GET',
    target: '/graphql',
    headers: PREFLIGHT,
    status: 400,
  },
  {
    name: 'a GET without the CSRF header',
    transport: 'graphql',
    method: 'GET',
    target: '/graphql?query=%7B__typename%7D',
    status: 400,
  },
  {
    name: 'a mutation over GET',
    transport: 'graphql',
    method: 'GET',
    target: '/graphql?query=mutation%7Blogout%7D',
    headers: PREFLIGHT,
    status: 405,
  },
  {
    name: 'a multipart upload from a visitor',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...PREFLIGHT },
    body: '--x--\r\n',
    status: 403,
    code: 'FORBIDDEN',
  },
  {
    name: 'a malformed multipart upload from an editor',
    transport: 'graphql',
    method: 'POST',
    target: '/graphql',
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...PREFLIGHT },
    body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{not json\r\n--x--\r\n',
    status: 400,
    code: 'BAD_REQUEST',
    editor: true,
  },
  // static files, photos and anything else
  { name: 'a NUL byte in an asset path', transport: 'other', method: 'GET', target: '/assets/%00.js', status: 400 },
  {
    name: 'an asset path that is not UTF-8',
    transport: 'other',
    method: 'GET',
    target: '/assets/%E0%A4%A.js',
    status: 400,
  },
  { name: 'a missing asset', transport: 'other', method: 'GET', target: '/assets/missing-123.js', status: 404 },
  {
    name: 'a photo key that is not UTF-8',
    transport: 'other',
    method: 'GET',
    target: '/photos/%E0%A4%A',
    status: 400,
    message: /^Malformed URL/,
  },
  {
    name: 'a missing file that is not a page',
    transport: 'other',
    method: 'GET',
    target: '/no-such-file.json',
    headers: { accept: 'application/json' },
    status: 404,
  },
  {
    name: 'a POST to a page',
    transport: 'other',
    method: 'POST',
    target: '/',
    headers: JSON_TYPE,
    body: '{"x":',
    status: 404,
  },
];

/** What no answer may contain: a stack frame, a file path, a library's or an error class's name. */
const LEAKS: [what: string, pattern: RegExp][] = [
  ['a stack frame', /\bat [\w$.<>]+ \(|\n\s+at /],
  ['the repository path', new RegExp(REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['an absolute path', /\/(?:work|root|home|usr|tmp|app)\/|node_modules/],
  ['a library name', /body-parser|express|raw-body|serve-static|graphql-upload|busboy|Apollo Server|graphql-js/i],
  [
    'an error class name',
    /\b(?:SyntaxError|URIError|TypeError|PayloadTooLargeError|UnsupportedMediaTypeError|BadRequestError)\b/,
  ],
  ['HTML', /<(?:pre|html|body)\b/i],
];

export function expectSafeJson(row: Row, answer: Answer) {
  const where = `${row.method} ${row.target} (${row.name})`;
  const statuses = Array.isArray(row.status) ? row.status : [row.status];
  expect([where, statuses.includes(answer.status) ? 'expected status' : answer.status]).toEqual([
    where,
    'expected status',
  ]);
  expect([where, answer.headers['content-type']]).toEqual([where, expect.stringMatching(/^application\/json\b/)]);
  for (const [what, pattern] of LEAKS) expect([where, what, pattern.test(answer.text)]).toEqual([where, what, false]);
  const body = JSON.parse(answer.text);
  if (row.transport === 'graphql') {
    // GraphQL over HTTP: a request error has no data, and at least one error with a message and a code.
    expect(body.data).toBeUndefined();
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) {
      expect(typeof error.message).toBe('string');
      expect(typeof error.extensions?.code).toBe('string');
      expect(error.extensions.stacktrace).toBeUndefined();
    }
    if (row.code) expect([where, body.errors[0].extensions.code]).toEqual([where, row.code]);
    if (row.message) expect([where, body.errors[0].message]).toEqual([where, expect.stringMatching(row.message)]);
  } else {
    expect([where, typeof body.message]).toEqual([where, 'string']);
    expect(Object.keys(body).filter((key) => !['message', 'errors'].includes(key))).toEqual([]);
    if (row.message) expect([where, body.message]).toEqual([where, expect.stringMatching(row.message)]);
  }
}
