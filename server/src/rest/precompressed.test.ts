import http from 'node:http';
import zlib from 'node:zlib';
import { createTree } from '../../test/factories/catalogue.factory';
import { addListTrees, createList } from '../../test/factories/lists.factory';
import { createUser } from '../../test/helpers/accounts-app';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { PRECOMPRESS_FROM, precompressedMade } from './precompressed';

/**
 * Issue 24: a long list's answer (GET /api/list/{id}) is compressed once per ETag and kept, not once
 * per request; a client sending no Accept-Encoding gets the same JSON uncompressed, a conditional
 * request its 304 with nothing compressed.
 */
const db = useTestDatabase();
const app = useTestApp(db);

let listId: number;

beforeAll(async () => {
  const ids = Array.from({ length: 120 }, (_, i) => i + 1);
  for (const id of ids) await createTree(db.dataSource, { id, scientificName: `Quercus species${id}` });
  const owner = await createUser(db.dataSource, { email: 'long@example.org', password: null });
  listId = (await createList(db.dataSource, owner.id, { name: 'Long', isPublic: true })).id;
  await addListTrees(db.dataSource, listId, ids);
});

/** A raw GET (no decoding, unlike fetch): status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${app.baseUrl}${path}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

it('sends a long list compressed as the client accepts, compressing each encoding once per ETag', async () => {
  const plain = await get(`/api/list/${listId}`);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.bytes.length).toBeGreaterThan(PRECOMPRESS_FROM);
  const json = JSON.parse(plain.bytes.toString('utf8'));
  expect(json.tree_ids).toHaveLength(120);
  expect(plain.headers.vary).toContain('Accept-Encoding');

  const before = precompressedMade();
  for (const [accept, encoding, decode] of [
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ] as const) {
    const first = await get(`/api/list/${listId}`, { 'accept-encoding': accept });
    const again = await get(`/api/list/${listId}`, { 'accept-encoding': accept });
    for (const answer of [first, again]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(decode(answer.bytes).equals(plain.bytes)).toBe(true);
    }
  }
  expect(precompressedMade() - before).toBe(2);

  const conditional = await get(`/api/list/${listId}`, {
    'accept-encoding': 'gzip',
    'if-none-match': String(plain.headers.etag),
  });
  expect(conditional.status).toBe(304);
  expect(conditional.bytes.length).toBe(0);
  expect(precompressedMade() - before).toBe(2);
});

it('compresses the answer again once the list changed (a new ETag), and sends the new trees', async () => {
  const before = await get(`/api/list/${listId}`, { 'accept-encoding': 'gzip' });
  await createTree(db.dataSource, { id: 500, scientificName: 'Quercus added' });
  await addListTrees(db.dataSource, listId, [500]);
  const made = precompressedMade();
  const after = await get(`/api/list/${listId}`, { 'accept-encoding': 'gzip' });
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(JSON.parse(zlib.gunzipSync(after.bytes).toString('utf8')).tree_ids).toHaveLength(121);
  expect(precompressedMade()).toBe(made + 1);
});
