import { importRealExport, realExportPresent, skipMessage } from '../../test/helpers/real-export';
import { graphql, useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { type Json } from '../../test/helpers/search-requests';

/**
 * The two site paths and the three GraphQL fields over the real export: shapes, 404s, and every
 * bad input a 400 (REST) or BAD_USER_INPUT (GraphQL) whose message names the field.
 */
skipMessage('site.routes.test.ts');
const describeReal = realExportPresent ? describe : describe.skip;

describeReal('GET /api/site/* and GraphQL siteRecommendations, whyNot, siteOptions', () => {
  const db = useTestDatabase();
  const app = useTestApp(db);
  beforeAll(() => importRealExport(db.dataSource), 120_000);

  async function get(path: string): Promise<{ status: number; body: Json }> {
    const response = await app.request(path);
    return { status: response.status, body: await response.json() };
  }

  it('recommends: the site understood, ranked cards with fit, score, reasons, warnings, unknown', async () => {
    const { status, body } = await get('/api/site/recommendations?zip=95616&strip_width=4&overhead_wires=1&sun=full&water=L&goals=native,shade&resultsPerPage=20');
    expect(status).toBe(200);
    expect(body.site).toMatchObject({ zip: '95616', usda_zone: '9b', usda_zone_number: 9, region: 'all', strip_width: 4, overhead_wires: 1, sun: 'full', water: 'L', goals: ['shade', 'native'] });
    expect(body.site.query).toBe('zip=95616&strip_width=4&overhead_wires=1&sun=full&water=L&goals=shade%2Cnative');
    expect(body.totalResults).toBeGreaterThan(body.pageResults.length);
    expect(body.pageResults).toHaveLength(20);
    const card = body.pageResults[0];
    expect(Object.keys(card)).toEqual(expect.arrayContaining(['tree_id', 'name_concat', 'common', 'fit', 'score', 'reasons', 'warnings', 'unknown', 'link', 'memo', 'low_zone']));
    expect(card).toMatchObject({ fit: 'fits', score: 2, low_zone: 1 });
    expect(card.reasons).toContain('Native to California');
    const again = await get(`/api/site/recommendations?${body.site.query}&resultsPerPage=20`);
    expect(again.body.pageResults).toEqual(body.pageResults);
  }); // prettier-ignore

  it('a Hawaii ZIP takes the Pacific Islands edition', async () => {
    const { body } = await get('/api/site/recommendations?zip=96701');
    expect(body.site).toMatchObject({ state: 'HI', usda_zone: '12b', region: 'pacificislands' });
    expect(body.totalResults).toBeLessThanOrEqual(241);
  });

  it('why-not: the failed constraint with both values, unknowns and alternatives', async () => {
    const oak = (await db.dataSource.query(`SELECT id, height_high FROM trees WHERE scientific_name = 'Quercus agrifolia'`))[0];
    const { status, body } = await get(`/api/site/why-not/${oak.id}?zip=95616&overhead_wires=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ tree_id: oak.id, fits: false, unknown: [] });
    expect(body.failed).toEqual([{ constraint: 'overhead_wires', tree_value: `${oak.height_high} ft`, site_value: 'yes', message: expect.stringContaining('overhead wires') }]);
    expect(body.alternatives).toHaveLength(5);
    expect((await get('/api/site/why-not/999999?zip=95616')).status).toBe(404);
    expect((await get('/api/site/why-not/abc?zip=95616')).status).toBe(400);
  }); // prettier-ignore

  it.each([
    ['zip=123', 'zip'],
    ['zip=00000', 'zip'],
    ['strip_width=2', 'zip'],
    ['zip=95616&strip_width=-3', 'strip_width'],
    ['zip=95616&strip_width=500', 'strip_width'],
    ['zip=95616&strip_width=wide', 'strip_width'],
    ['zip=95616&sun=bright', 'sun'],
    ['zip=95616&water=lots', 'water'],
    ['zip=95616&soil=rock', 'soil'],
    ['zip=95616&goals=shade,beauty', 'goals'],
    ['zip=95616&overhead_wires=maybe', 'overhead_wires'],
    ['zip=95616&include_invasive=2', 'include_invasive'],
    ['zip=95616&sunset=99', 'sunset'],
    ['zip=95616&region=mars', 'region'],
    ['zip=95616&resultsPerPage=101', 'resultsPerPage'],
    ['zip=95616&activePage=0', 'activePage'],
  ])('REST %s: 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/api/site/recommendations?${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(new RegExp(`^${field}: `));
    if (field !== 'resultsPerPage' && field !== 'activePage') {
      const whyNot = await get(`/api/site/why-not/3?${query}`);
      expect([whyNot.status, whyNot.body.message.startsWith(`${field}: `)]).toEqual([400, true]);
    }
  });

  const RECOMMEND = `query($site: SiteInput!, $n: Int) { siteRecommendations(site: $site, resultsPerPage: $n) {
    site { zip usdaZone region query } totalResults fitsCount
    pageResults { treeId scientificName fit score reasons warnings unknown card { photoLink memoExcerpt tree { id } } } } }`;

  it('GraphQL answers the same as REST', async () => {
    const site = { zip: '95616', stripWidth: '4', overheadWires: true, sun: 'full', water: 'L', goals: ['native', 'shade'] };
    const { body } = await graphql<Json>(app, RECOMMEND, { site, n: 20 });
    const rest = await get('/api/site/recommendations?zip=95616&strip_width=4&overhead_wires=1&sun=full&water=L&goals=native,shade&resultsPerPage=20');
    const answer = body.data.siteRecommendations;
    expect(answer.totalResults).toBe(rest.body.totalResults);
    expect(answer.site).toEqual({ zip: '95616', usdaZone: '9b', region: 'CALIFORNIA', query: rest.body.site.query });
    expect(answer.pageResults.map((r: Json) => [r.treeId, r.fit, r.score, r.reasons, r.warnings, r.unknown, r.card.tree.id])).toEqual(
      rest.body.pageResults.map((r: Json) => [r.tree_id, r.fit, r.score, r.reasons, r.warnings, r.unknown, r.tree_id]),
    );
  }); // prettier-ignore

  it.each([
    [{ zip: '9561' }, 20, 'zip'],
    [{ zip: '95616', stripWidth: '-1' }, 20, 'strip_width'],
    [{ zip: '95616', sun: 'noon' }, 20, 'sun'],
    [{ zip: '95616', goals: ['shade', 'noise'] }, 20, 'goals'],
    [{ zip: '95616' }, 101, 'resultsPerPage'],
  ])('GraphQL %j (%d a page): BAD_USER_INPUT naming %s', async (site, n, field) => {
    const { body } = await graphql<Json>(app, RECOMMEND, { site, n });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toMatch(new RegExp(`^${field}: `));
  });

  it('GraphQL whyNot and siteOptions', async () => {
    const { body } = await graphql<Json>(app, `{ whyNot(treeId: 999999, site: { zip: "95616" }) { fits } }`);
    expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const options = await graphql<Json>(app, `{ siteOptions { goals { value label } sun { value label } water { value } soil { value } stripWidthMax } }`);
    expect(options.body.data.siteOptions.goals).toHaveLength(10);
    expect(options.body.data.siteOptions.sun.map((o: Json) => o.value)).toEqual(['full', 'partial', 'shade']);
    expect(options.body.data.siteOptions.water.map((o: Json) => o.value)).toEqual(['VL', 'L', 'M', 'H']);
  }); // prettier-ignore
});
