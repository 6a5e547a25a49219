import { FoliageType, TreeNameKind } from '@selectree/rules';
import {
  addName,
  addPhoto,
  addSynonym,
  createQuote,
  createTree,
  TAMPERED_RICH_TEXT,
} from '../../test/factories/catalogue.factory';
import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { ENTRY_LOADER_HASH } from '../web/entry-loader';
import { FIRST_PAINT_SCRIPT_HASH } from '../web/first-paint';

const db = useTestDatabase();
const app = useTestApp(db);

beforeEach(() => db.truncateAll());

describe('GET /api/tree/detail/:id', () => {
  it('answers the spec shape, with unknown values as null and never false', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await createTree(db.dataSource, {
      id: 3,
      scientificName: 'Abies concolor',
      commonName: 'White Fir',
      family: 'Pinaceae',
      heightLow: 40,
      heightHigh: 80,
      usdaZones: [3, 4, 5, 6, 7],
      sunsetZones: ['1', '2', '14'],
      foliageType: FoliageType.Evergreen,
      deerPalatable: null,
      redirectTreeId: 7,
    });
    await addName(db.dataSource, 3, TreeNameKind.CommonAlternate, 'Colorado Fir');
    await addSynonym(db.dataSource, 3, 'Abies lowiana');
    await addPhoto(db.dataSource, 3);

    const response = await app.request('/api/tree/detail/3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await response.json();
    expect(body).toMatchObject({
      treeId: 3,
      scientificName: 'Abies concolor',
      commonName: 'White Fir',
      familyName: 'Pinaceae',
      genus: 'Abies',
      otherCommonNames: ['Colorado Fir'],
      synonyms: [{ name_concat: 'Abies lowiana' }],
      redirectTree: { redirectTreeId: 7, redirectTreeName: 'Quercus lobata' },
      images: [{ link: 'trees/3/leaf.jpg', credit: 'A. Photographer', sequence: 1 }],
      siteConditions: { usdaZones: [3, 4, 5, 6, 7], sunsetZones: ['1', '2', '14'] },
      considerations: { deerPalatable: null },
      treeCharacteristics: { foliage_type: 'Evergreen', height: { height_low: 40, height_high: 80 } },
    });
    expect(body.externalResourceList.map((r: { host: string }) => r.host)).toContain('www.calflora.org');
  });

  it('issue 24: answers the rich text sanitised, also a value written past the services', async () => {
    await createTree(db.dataSource, { id: 9, ...TAMPERED_RICH_TEXT.stored });
    const body = await (await app.request('/api/tree/detail/9')).json();
    const served = TAMPERED_RICH_TEXT.served;
    expect(body.generalInfo).toMatchObject({
      memo: served.memo,
      potentialInvasiveness: { invasive_text: served.invasiveText },
      ethnobotanical_info: served.ethnobotanicalInfo,
      schoolyardUseNotes: served.schoolyardUseNotes,
    });
  });

  it('answers 404 with the spec message for an unknown id and for a draft', async () => {
    await createTree(db.dataSource, { id: 5, published: false });
    for (const id of [999, 5]) {
      const response = await app.request(`/api/tree/detail/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'There are no trees found that match that query.' });
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', "1'; DROP TABLE trees;--"])(
    'answers 400 for the bad id %s',
    async (id) => {
      const response = await app.request(`/api/tree/detail/${encodeURIComponent(id)}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('Invalid tree id: expected a positive whole number');
    },
  );
});

describe('GET /api/tree/taxons/:id and /api/photos/:treeId', () => {
  it('list the taxa (accepted name first) and the photos', async () => {
    await createTree(db.dataSource, { id: 11, scientificName: 'Platanus racemosa' });
    await addSynonym(db.dataSource, 11, 'Platanus californica');
    await addPhoto(db.dataSource, 11, { sequence: 2, link: 'b.jpg' });
    await addPhoto(db.dataSource, 11, { sequence: 1, link: 'a.jpg' });

    const taxa = await (await app.request('/api/tree/taxons/11')).json();
    expect(taxa.map((t: { sequence: number; name_concat: string }) => [t.sequence, t.name_concat])).toEqual([
      [1, 'Platanus racemosa'],
      [2, 'Platanus californica'],
    ]);
    const photos = await (await app.request('/api/photos/11')).json();
    expect(photos.map((p: { link: string }) => p.link)).toEqual(['a.jpg', 'b.jpg']);
    expect(Object.keys(photos[0]).sort()).toEqual([
      'attribute_name',
      'credit',
      'licence',
      'link',
      'photo_link_id',
      'sequence',
      'source_url',
    ]);
  });

  it('answer 404 for an unknown tree and 400 for a bad id', async () => {
    expect((await app.request('/api/tree/taxons/404')).status).toBe(404);
    expect((await app.request('/api/photos/x')).status).toBe(400);
  });
});

describe('featured tree and quote', () => {
  it('serve a published tree with a description for each edition', async () => {
    await createTree(db.dataSource, { id: 1, memo: null });
    await createTree(db.dataSource, { id: 2, published: false });
    await createTree(db.dataSource, { id: 3, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 4, scientificName: 'Acacia koa', commonName: 'Koa', pacificIsland: true });

    const california = await (await app.request('/api/tree/featured-tree/all')).json();
    expect(california).toHaveLength(1);
    expect([3, 4]).toContain(california[0].tree_id);
    expect(Object.keys(california[0]).sort()).toEqual(['common', 'link', 'memo', 'name_concat', 'tree_id']);

    const pacific = await (await app.request('/api/tree/featured-tree/pacificislands')).json();
    expect(pacific).toEqual([
      { tree_id: 4, link: null, common: 'Koa', name_concat: 'Acacia koa', memo: '<p>A tree made for a test.</p>' },
    ]);
  });

  it('answers an empty array when an edition has no tree, and 400 for an unknown region', async () => {
    expect(await (await app.request('/api/tree/featured-tree/pacificislands')).json()).toEqual([]);
    const bad = await app.request('/api/tree/featured-tree/mars');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Unknown region "mars": use "all" (California) or "pacificislands"');
  });

  it('serves the quote', async () => {
    await createQuote(db.dataSource, 'Between every two pines is a doorway to a new world.', 'John Muir');
    expect(await (await app.request('/api/tree/featured-quote')).json()).toEqual({
      quote: 'Between every two pines is a doorway to a new world.',
      author: 'John Muir',
    });
  });
});

describe('the REST facade', () => {
  it('answers JSON 404 for unknown /api paths and reports health', async () => {
    const missing = await app.request('/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No such API path: GET /api/nope' });
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('sends the security headers', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // This origin's scripts, and a server-rendered page's two fixed inline scripts by their hashes.
    expect(csp).toContain(`script-src 'self' ${ENTRY_LOADER_HASH} ${FIRST_PAINT_SCRIPT_HASH};`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Every answer but a hashed script or stylesheet (static-client.ts) carries HSTS and the referrer policy.
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gives another site no CORS grant: a page elsewhere cannot read an answer', async () => {
    const origin = { Origin: 'https://elsewhere.example' };
    const read = await app.request('/api/tree/featured-quote', { headers: origin });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await app.request('/graphql', {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});
