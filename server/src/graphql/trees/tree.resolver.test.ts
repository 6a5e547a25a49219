import { execute, parse } from 'graphql';
import { countQueries } from '../../db/query-counter';
import { createLoaders } from '../../loaders/create-loaders';
import { getSchema } from '../schema';
import { TreeNameKind } from '@selectree/rules';
import {
  addName,
  addPhoto,
  createQuote,
  createTree,
  TAMPERED_RICH_TEXT,
} from '../../../test/factories/catalogue.factory';
import { graphql, useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';

const db = useTestDatabase();
const app = useTestApp(db);

beforeEach(() => db.truncateAll());

const TREE = `query Tree($id: Int!) {
  tree(id: $id) { id scientificName commonName family genus otherCommonNames usdaZones foliageType deerPalatable
    photos { id link credit sequence } synonyms { nameConcat } redirectTree { id scientificName } externalResources { name } }
}`;

describe('GraphQL tree(id)', () => {
  it('returns the tree with its relations', async () => {
    await createTree(db.dataSource, {
      id: 3,
      scientificName: 'Abies concolor',
      commonName: 'White Fir',
      family: 'Pinaceae',
      usdaZones: [3, 7],
    });
    await addName(db.dataSource, 3, TreeNameKind.CommonAlternate, 'Colorado Fir');
    await addPhoto(db.dataSource, 3);
    const { status, body } = await graphql(app, TREE, { id: 3 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      tree: {
        id: 3,
        scientificName: 'Abies concolor',
        commonName: 'White Fir',
        family: 'Pinaceae',
        genus: 'Abies',
        otherCommonNames: ['Colorado Fir'],
        usdaZones: [3, 7],
        foliageType: null,
        deerPalatable: null,
        photos: [{ link: 'trees/3/leaf.jpg', sequence: 1 }],
        synonyms: [],
        redirectTree: null,
      },
    });
  });

  it('issue 24: answers the rich text sanitised, also a value written past the services', async () => {
    await createTree(db.dataSource, { id: 9, ...TAMPERED_RICH_TEXT.stored });
    const query = `query($id: Int!) { tree(id: $id) { memo ethnobotanicalInfo invasiveText schoolyardUseNotes } }`;
    expect((await graphql(app, query, { id: 9 })).body.data).toEqual({ tree: TAMPERED_RICH_TEXT.served });
  });

  it('derives Hawaii native and a plain-text memo excerpt', async () => {
    await createTree(db.dataSource, {
      id: 7,
      nativeRange: 'Hawaii',
      hiNative: false,
      memo: '<p>An <em>endemic</em> tree &amp; a fine one.</p><script>alert(1)</script>',
    });
    await createTree(db.dataSource, { id: 8, nativeRange: null, hiNative: false, memo: null });
    const query = `query($id: Int!) { tree(id: $id) { hiNative memoExcerpt } }`;
    expect((await graphql(app, query, { id: 7 })).body.data).toEqual({
      tree: { hiNative: true, memoExcerpt: 'An endemic tree & a fine one.' },
    });
    // The export's hi_native = 0 without a native range is unknown, never "no".
    expect((await graphql(app, query, { id: 8 })).body.data).toEqual({ tree: { hiNative: null, memoExcerpt: null } });
  });

  it('returns null for an unknown or draft tree and BAD_USER_INPUT for a bad id', async () => {
    await createTree(db.dataSource, { id: 5, published: false });
    expect((await graphql(app, TREE, { id: 5 })).body.data).toEqual({ tree: null });
    expect((await graphql(app, TREE, { id: 404 })).body.data).toEqual({ tree: null });
    const bad = await graphql(app, TREE, { id: -1 });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs the same number of SQL queries for 2 trees as for 20 (DataLoader)', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    for (const id of ids) {
      await createTree(db.dataSource, { id });
      await addPhoto(db.dataSource, id);
    }
    const query = (n: number) =>
      `{ ${ids
        .slice(0, n)
        .map((id) => `t${id}: tree(id: ${id}) { id photos { id } otherCommonNames genus }`)
        .join(' ')} }`;
    const run = (n: number) =>
      countQueries(() =>
        Promise.resolve(
          execute({
            schema: getSchema(),
            document: parse(query(n)),
            contextValue: {
              viewer: null,
              db: db.dataSource,
              config: app.config,
              loaders: createLoaders(db.dataSource),
            },
          }),
        ),
      );
    const two = await run(2);
    const twenty = await run(20);
    expect(twenty.result.errors).toBeUndefined();
    expect(twenty.queries).toBe(two.queries);
  });
});

describe('GraphQL featured content', () => {
  it('serves the featured tree per region and the quote', async () => {
    await createTree(db.dataSource, { id: 4, scientificName: 'Acacia koa', commonName: 'Koa', pacificIsland: true });
    await createQuote(db.dataSource, 'He who plants a tree plants a hope.', 'Lucy Larcom');
    const { body } = await graphql(
      app,
      `
        {
          featuredTree(region: PACIFIC_ISLANDS) {
            id
            commonName
          }
          featuredQuote {
            quote
            author
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      featuredTree: { id: 4, commonName: 'Koa' },
      featuredQuote: { quote: 'He who plants a tree plants a hope.', author: 'Lucy Larcom' },
    });
  });

  it('refuses batched requests and GET mutations are not possible without CSRF-safe headers', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ featuredQuote { quote } }' }, { query: '{ featuredQuote { quote } }' }]),
    });
    expect(response.status).toBe(400);
    const csrf = await app.request('/graphql?query=%7BfeaturedQuote%7Bquote%7D%7D');
    expect(csrf.status).toBe(400);
  });
});

describe('GraphQL answers and caches', () => {
  const post = (query: string, variables: Record<string, unknown> = {}) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });

  it('answers no-store, to a read, a miss and a refused operation alike', async () => {
    await createTree(db.dataSource, { id: 3, scientificName: 'Abies concolor' });
    const read = await post(TREE, { id: 3 });
    expect(read.status).toBe(200);
    expect((await read.json()).data.tree.genus).toBe('Abies');
    const missing = await post(TREE, { id: 99 });
    expect((await missing.json()).data.tree).toBeNull();
    const refused = await post('{ tree(id: 3) { noSuchField } }');
    expect(refused.status).toBe(400);
    for (const answer of [read, missing, refused]) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
