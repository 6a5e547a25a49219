import http from 'node:http';
import zlib from 'node:zlib';
import { type FacetSource, type SourcePatch, TreeNameKind, applySourcePatch, sourceDigest } from '@selectree/rules';
import { createSession } from '../../auth/sessions';
import { loadConfig } from '../../config';
import { buildRequestContext } from '../../context';
import { offlineCatalogue } from './catalogue-bundle.service';
import { addName, addSynonym, createTree } from '../../../test/factories/catalogue.factory';
import { createUser } from '../../../test/helpers/accounts-app';
import { useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { waitForCatalogueVersion } from '../../../test/helpers/catalogue-version';

/**
 * The offline catalogue bundle (issue 27.2) over real HTTP on real PostgreSQL: published trees
 * only (whoever asks), names and glossary in it, the catalogue version as ETag (304), gzip as
 * sent, and deltas: an app edit, a review, a direct SQL write, an unpublish, a delete and a new
 * tree each reach the next delta, and nothing else does.
 */
const db = useTestDatabase();
const app = useTestApp(db);
let editor: string;

interface Tree {
  detail: { treeId: number; scientificName: string; commonName: string | null; published: boolean } & Record<
    string,
    unknown
  >;
  names: { name: string; kind: string }[];
  memo_excerpt: string | null;
}
interface Bundle {
  format: number;
  version: string;
  cursor: string;
  as_of: string;
  full: boolean;
  trees: Tree[];
  removed: number[];
  glossary: { term: string }[] | null;
  glossary_digest: string;
  search: { index?: FacetSource; patch?: SourcePatch; digest: string; zips: unknown[] | null; zipsDigest: string };
}

async function bundle(since?: string, headers: Record<string, string> = {}, held?: Bundle) {
  const query = held ? `&zips=${held.search.zipsDigest}&glossary=${held.glossary_digest}` : '';
  const response = await app.request(
    `/api/offline/catalogue${since ? `?since=${encodeURIComponent(since)}${query}` : ''}`,
    { headers },
  );
  return { response, body: response.status === 200 ? ((await response.json()) as Bundle) : null };
}
const ids = (b: Bundle | null) => (b?.trees ?? []).map((tree) => tree.detail.treeId).sort((x, y) => x - y);

beforeAll(async () => {
  const user = await createUser(db.dataSource, { email: 'ed@example.org', roleId: 2 });
  editor = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
});

beforeEach(async () => {
  await db.dataSource.query(
    `TRUNCATE trees, tree_names, taxa, photos, tree_edits, glossary_entries RESTART IDENTITY CASCADE`,
  );
  await createTree(db.dataSource, {
    id: 1,
    scientificName: 'Quercus lobata',
    commonName: 'Valley Oak',
    memo: '<p>A <b>great</b> oak.</p>',
  });
  await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Roble', 0);
  await addSynonym(db.dataSource, 1, 'Quercus hindsii');
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
  await createTree(db.dataSource, {
    id: 3,
    scientificName: 'Secretus draftus',
    commonName: 'Hidden Draft',
    published: false,
  });
  await createTree(db.dataSource, { id: 4, scientificName: 'Acer macrophyllum', commonName: 'Bigleaf Maple' });
  await db.dataSource.query(
    `INSERT INTO glossary_entries (term, definition) VALUES ('Pinnate', 'Leaflets on both sides of a stalk.')`,
  );
});

describe('the full bundle', () => {
  it('holds every published tree with its names, detail and card text, and the glossary; never a draft', async () => {
    const { response, body } = await bundle();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ format: 3, full: true, removed: [] });
    expect(ids(body)).toEqual([1, 2, 4]);
    const oak = body!.trees.find((tree) => tree.detail.treeId === 1)!;
    expect(oak.names).toEqual(expect.arrayContaining([{ name: 'Roble', kind: TreeNameKind.CommonAlternate }]));
    expect(oak.detail.synonyms).toEqual([{ name_concat: 'Quercus hindsii' }]);
    expect(oak.memo_excerpt).toBe('A great oak.');
    // The detail is the detail API's answer, field for field.
    const detail = await (await app.request('/api/tree/detail/1')).json();
    expect(oak.detail).toEqual(detail);
    expect(body!.glossary!.map((entry) => entry.term)).toEqual(['Pinnate']);
    expect(JSON.stringify(body)).not.toContain('Secretus');
  });

  it('holds no draft for an editor either', async () => {
    const { body } = await bundle(undefined, { authorization: `Bearer ${editor}` });
    expect(ids(body)).toEqual([1, 2, 4]);
  });

  it('is sent gzip-compressed, its size known before the download (HEAD)', async () => {
    const { response } = await bundle();
    const raw = await new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${app.baseUrl}/api/offline/catalogue`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(Number(raw.headers['content-length'])).toBe(raw.bytes.length);
    expect(Number(raw.headers['x-uncompressed-length'])).toBe(zlib.gunzipSync(raw.bytes).length);
    expect(JSON.parse(zlib.gunzipSync(raw.bytes).toString()).trees).toHaveLength(3);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const head = await app.request('/api/offline/catalogue', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(raw.bytes.length);
  });

  it('carries the catalogue version as ETag: 304 while it holds, 200 after a write', async () => {
    // The tag is the version the app has heard of (NOTIFY, on its own connection): wait for the setup's writes.
    await waitForCatalogueVersion(db.dataSource, [app]);
    const { response, body } = await bundle();
    const tag = response.headers.get('etag')!;
    expect(tag).toBe(`W/"c${body!.version}-p"`);
    expect((await app.request('/api/offline/catalogue', { headers: { 'if-none-match': tag } })).status).toBe(304);
    await db.dataSource.query(`UPDATE trees SET common_name = 'Valley White Oak' WHERE id = 1`);
    const after = await app.request('/api/offline/catalogue', { headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    const fresh = (await after.json()) as Bundle;
    expect(fresh.trees.find((tree) => tree.detail.treeId === 1)!.detail.commonName).toBe('Valley White Oak');
  });
});

describe('the delta since a bundle', () => {
  it('is empty when nothing changed', async () => {
    const first = (await bundle()).body!;
    const { body } = await bundle(first.cursor);
    expect(body).toMatchObject({ full: false, trees: [], removed: [] });
    expect(body!.glossary).toHaveLength(1);
  });

  it('holds a tree edited through the app, and only it', async () => {
    const first = (await bundle()).body!;
    const saved = await app.request('/api/tree/update/2', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
      body: JSON.stringify({ height_high: 85 }),
    });
    expect(saved.status).toBe(200);
    const { body } = await bundle(first.cursor);
    expect(body!.full).toBe(false);
    expect(ids(body)).toEqual([2]);
    expect(body!.trees[0].detail.treeCharacteristics).toMatchObject({ height: { height_high: 85 } });
    // And the next delta, from the delta's own cursor, is empty again.
    expect(ids((await bundle(body!.cursor)).body)).toEqual([]);
  });

  it('holds a review, a name and a synonym written since, and a tree pointing at a renamed one', async () => {
    await db.dataSource.query(`UPDATE trees SET redirect_tree_id = 2 WHERE id = 4`);
    const first = (await bundle()).body!;
    const reviewed = await app.request('/api/tree/review/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
      body: JSON.stringify({ section: 'names' }),
    });
    expect(reviewed.status).toBe(200);
    let delta = (await bundle(first.cursor)).body!;
    expect(ids(delta)).toEqual([1]);
    expect(delta.trees[0].detail.reviews).toEqual([expect.objectContaining({ section: 'names' })]);
    await db.dataSource.query(`UPDATE trees SET scientific_name = 'Quercus agrifolia var. oxyadenia' WHERE id = 2`);
    delta = (await bundle(delta.cursor)).body!;
    expect(ids(delta)).toEqual([2, 4]);
    expect(delta.trees.find((tree) => tree.detail.treeId === 4)!.detail.redirectTree).toEqual({
      redirectTreeId: 2,
      redirectTreeName: 'Quercus agrifolia var. oxyadenia',
    });
    await addName(db.dataSource, 4, TreeNameKind.CommonAlternate, 'Oregon Maple', 0);
    expect(ids((await bundle(delta.cursor)).body)).toEqual([4]);
  });

  it('drops a tree unpublished or deleted since, adds one published, and never shows the draft', async () => {
    const first = (await bundle()).body!;
    await db.dataSource.query(`UPDATE trees SET published = false WHERE id = 1`);
    await db.dataSource.query(`DELETE FROM trees WHERE id = 4`);
    await db.dataSource.query(`UPDATE trees SET published = true WHERE id = 3`);
    const { body } = await bundle(first.cursor);
    expect(body!.full).toBe(false);
    expect(ids(body)).toEqual([3]);
    expect(body!.removed.sort()).toEqual([1, 4]);
    expect(JSON.stringify(body)).not.toContain('Quercus lobata');
  });

  it('is the full bundle when the cursor is unknown, malformed or older than the history', async () => {
    const first = (await bundle()).body!;
    expect((await bundle('nonsense')).body!.full).toBe(true);
    expect((await bundle('99999999999:99999999999:')).body!.full).toBe(true);
    // Emptying the history (TRUNCATE) raises its floor: a cursor from before it cannot be answered.
    await db.dataSource.query(`TRUNCATE offline_tree_changes`);
    const after = (await bundle(first.cursor)).body!;
    expect(after.full).toBe(true);
    expect(ids(after)).toEqual([1, 2, 4]);
    expect((await bundle(after.cursor)).body!.full).toBe(false);
  });

  it('sees a write committed after the bundle was read by a transaction that began before it', async () => {
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`UPDATE trees SET common_name = 'Late Oak' WHERE id = 2`);
      const during = (await bundle()).body!; // read while the write is not committed
      expect(during.trees.find((tree) => tree.detail.treeId === 2)!.detail.commonName).toBe('Coast Live Oak');
      await runner.commitTransaction();
      const { body } = await bundle(during.cursor);
      expect(ids(body)).toEqual([2]);
      expect(body!.trees[0].detail.commonName).toBe('Late Oak');
    } finally {
      await runner.release();
    }
  });
});

describe('the search facts of a delta', () => {
  it("are a patch turning the copy's into the next full bundle's; the ZIP table and glossary held are left out", async () => {
    const first = (await bundle()).body!;
    expect(first.search.index).toBeDefined();
    expect(sourceDigest(first.search.index!)).toBe(first.search.digest);
    await db.dataSource.query(`UPDATE trees SET common_name = 'Aaa First Oak' WHERE id = 2`);
    await addName(db.dataSource, 4, TreeNameKind.CommonAlternate, 'Oregon Maple', 0);
    await db.dataSource.query(`UPDATE trees SET published = false WHERE id = 1`);
    await db.dataSource.query(`UPDATE trees SET published = true WHERE id = 3`);
    const delta = (await bundle(first.cursor, {}, first)).body!;
    expect(delta).toMatchObject({ full: false, glossary: null, removed: [1] });
    expect(delta.search).toMatchObject({ zips: null, zipsDigest: first.search.zipsDigest });
    expect(delta.search.index).toBeUndefined();
    expect(delta.search.patch!.ids).toEqual([2, 3, 4]);
    const patched = applySourcePatch(first.search.index!, delta.search.patch!, delta.removed);
    const next = (await bundle()).body!;
    expect(patched).toEqual(next.search.index);
    expect(sourceDigest(patched)).toBe(delta.search.digest);
    expect(delta.search.digest).toBe(next.search.digest);

    // A glossary changed since is sent whole again; without the digests, both parts are sent.
    await db.dataSource.query(`INSERT INTO glossary_entries (term, definition) VALUES ('Lobed', 'Cut into lobes.')`);
    const after = (await bundle(delta.cursor, {}, { ...first, search: { ...first.search } })).body!;
    expect(after.glossary!.map((entry) => entry.term)).toEqual(['Lobed', 'Pinnate']);
    expect(after.search.zips).toBeNull();
    const plain = (await bundle(delta.cursor)).body!;
    expect(plain.glossary).toHaveLength(2);
    expect(plain.search.zips).toEqual(first.search.zips);
  });
});

describe('one snapshot', () => {
  it("a write committed between the bundle's reads is in none of its parts, and its version is that of its content", async () => {
    const ctx = buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) });
    const versionNow = async () =>
      ((await db.dataSource.query(`SELECT version::text AS v FROM catalogue_version`)) as { v: string }[])[0].v;
    const before = await versionNow();
    const bundle = await offlineCatalogue(ctx, null, {
      // Committed on another connection after the bundle's first statement, before its trees and search facts.
      afterState: async () => {
        await db.dataSource.query(`UPDATE trees SET common_name = 'Between Oak', height_high = 99 WHERE id = 2`);
        await db.dataSource.query(`UPDATE trees SET published = true WHERE id = 3`);
        await addName(db.dataSource, 1, TreeNameKind.CommonAlternate, 'Betweenname', 1);
      },
    });
    expect(await versionNow()).not.toBe(before);
    expect(bundle.version).toBe(before);
    // The search facts were read in the same snapshot: their token is of the same version.
    expect(bundle.search.index!.token.split(':')[0]).toBe(before);
    expect(bundle.trees.map((tree) => tree.detail.tree.id).sort()).toEqual([1, 2, 4]);
    expect(bundle.trees.find((tree) => tree.detail.tree.id === 2)!.detail.tree.commonName).toBe('Coast Live Oak');
    const text = JSON.stringify(bundle);
    expect(text).not.toMatch(/Between|betweenname|Secretus|secretus/);
    expect(bundle.search.index!.facets.split('\u001d').map((row) => Number(row.split('\u001e')[0]))).toEqual([1, 2, 4]);

    // The next delta, from this bundle's cursor, holds all three writes, at the version after them.
    const delta = await offlineCatalogue(ctx, bundle.cursor);
    expect(delta.full).toBe(false);
    expect(delta.version).toBe(await versionNow());
    expect(delta.trees.map((tree) => tree.detail.tree.id).sort()).toEqual([1, 2, 3]);
    expect(delta.trees.find((tree) => tree.detail.tree.id === 2)!.detail.tree.commonName).toBe('Between Oak');
    expect(delta.search.patch!.token.split(':')[0]).toBe(delta.version);
  });
});
