import { buildRequestContext } from '../../context';
import { countQueries } from '../../db/query-counter';
import { loadConfig } from '../../config';
import { Tree } from '../../entities';
import { Region } from '../../catalogue/regions';
import { importRealExport, realExportPresent, skipMessage } from '../../../test/helpers/real-export';
import { seededRandom } from '../../../test/helpers/seeded-random';
import { useTestDatabase } from '../../../test/helpers/test-database';
import {
  parseSiteInput,
  recommendTrees,
  recommendTreesAs,
  siteConstraintSql,
  type RawSite,
  type SiteRecommendations,
  type SiteResult,
} from './site.service';
import { siteFactsOf } from './site-facts-cache';
import { regionOfState } from './site.service';
import type { SiteFacts } from './site-facts';
import { siteRanking } from '@selectree/rules';
import { check, scoreOf, siteQuery, type SiteQuery } from '@selectree/rules';

/** The ranking by a walk over every tree with check() and scoreOf(): what siteRanking's bitsets must equal. */
function rankedByWalk(f: SiteFacts, q: SiteQuery): number[] {
  const goals = q.site.goals.length;
  const buckets: number[][] = Array.from({ length: 2 * (goals + 1) }, () => []);
  for (let i = 0; i < f.size; i += 1) {
    if (!(f.visible[i] & q.regionBit)) continue;
    const bits = check(f, i, q);
    if (bits & 0xff) continue;
    buckets[(bits > 0xff ? 1 : 0) * (goals + 1) + goals - scoreOf(f, i, q)].push(i);
  }
  return buckets.flat();
}

/**
 * Right tree, right place on the REAL export (1,924 trees, 171 drafts) and ZIP table: the hard
 * constraints alone and combined against SQL written here, monotonicity over random sites, unknowns
 * after fits, every reason and warning against the record it names. Skipped without ../shared.
 */
skipMessage('site.real-export.test.ts');
const describeReal = realExportPresent ? describe : describe.skip;

describeReal('site recommendations on the real export', () => {
  const db = useTestDatabase();
  const context = () => buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) });
  let trees: Map<number, Tree>;

  beforeAll(async () => {
    await importRealExport(db.dataSource);
    trees = new Map((await db.dataSource.getRepository(Tree).find()).map((tree) => [tree.id, tree]));
  }, 120_000);

  /** Every result of a site, ranked (the service's ranking, without cards). */
  async function ranked(raw: RawSite): Promise<SiteResult[]> {
    const input = parseSiteInput(raw);
    const all: SiteResult[] = [];
    for (let page = 1; ; page += 1) {
      const result = await recommendTrees(context(), input, { activePage: page, resultsPerPage: 100 });
      all.push(...result.pageResults);
      if (all.length >= result.totalResults) return all;
    }
  }

  const ids = async (raw: RawSite) => new Set((await ranked(raw)).map((r) => r.treeId));
  const sqlIds = async (where: string) =>
    new Set<number>(
      (await db.dataSource.query(`SELECT id FROM trees t WHERE t.published AND ${where}`)).map(
        (r: { id: number }) => r.id,
      ),
    );
  const ZONE_10 = `NOT (cardinality(t.usda_zones) > 0 AND NOT 10 = ANY(t.usda_zones)) AND NOT COALESCE(t.ca_invasive, false)`;

  it.each<[string, RawSite, string]>([
    ['USDA zone (ZIP 90001, 10b)', {}, 'true'],
    ['Sunset 24', { sunset: '24' }, `NOT (cardinality(t.sunset_zones) > 0 AND NOT '24' = ANY(t.sunset_zones))`],
    ['strip 3 ft', { strip_width: '3' }, `COALESCE(t.planting_area, '') NOT IN ('4 to 7', '>7')`],
    ['strip 7 ft', { strip_width: '7' }, `COALESCE(t.planting_area, '') <> '>7'`],
    ['strip 8 ft', { strip_width: '8' }, 'true'],
    ['overhead wires', { overhead_wires: '1' }, 'COALESCE(t.height_high, 0) <= 25'],
    ['shade', { sun: 'shade' }, 'COALESCE(t.exposure_low, t.exposure_high, 1) <= 1'],
    ['full sun', { sun: 'full' }, 'COALESCE(t.exposure_high, t.exposure_low, 3) >= 3'],
    ['low water', { water: 'L' }, `COALESCE(t.water_use, 'L') IN ('VL', 'L')`],
    ['clay', { soil: 'clay' }, `(cardinality(t.soil_textures) = 0 OR 'Clay' = ANY(t.soil_textures))`],
  ])('%s alone excludes exactly the trees known not to fit', async (_name, raw, where) => {
    const found = await ids({ zip: '90001', ...raw });
    const expected = await sqlIds(`${ZONE_10} AND ${where}`);
    expect([...found].sort()).toEqual([...expected].sort());
    expect(found.size).toBeGreaterThan(0);
  });

  it('combined constraints find the intersection of each alone', async () => {
    const parts: RawSite[] = [
      { strip_width: '4' },
      { overhead_wires: '1' },
      { sun: 'partial' },
      { water: 'M' },
      { soil: 'sand' },
    ];
    let expected = await ids({ zip: '95616' });
    for (const part of parts) {
      const alone = await ids({ zip: '95616', ...part });
      expected = new Set([...expected].filter((id) => alone.has(id)));
    }
    const combined = await ids({ zip: '95616', ...Object.assign({}, ...parts) });
    expect([...combined].sort()).toEqual([...expected].sort());
    expect(combined.size).toBeGreaterThan(10);
  });

  const randomSite = (random: () => number): RawSite => {
    const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)];
    return {
      zip: pick(['90001', '95616', '96161', '96701', '92101']),
      sunset: random() < 0.3 ? pick(['9', '14', '17', '24', 'H1']) : undefined,
      strip_width: pick(['open', '2', '3', '4', '6', '7', '8', '20']),
      overhead_wires: random() < 0.4 ? '1' : '0',
      sun: pick([undefined, 'full', 'partial', 'shade']),
      water: pick([undefined, 'VL', 'L', 'M', 'H']),
      soil: pick([undefined, 'clay', 'loam', 'sand']),
      goals: pick([
        '',
        'shade',
        'native,wildlife',
        'flowers,fall_colour,low_litter',
        'fast_growth,strong_branches,gentle_roots,evergreen',
      ]),
      include_invasive: random() < 0.2 ? '1' : '0',
    };
  };
  const STRICTER: [string, (raw: RawSite) => RawSite][] = [
    ['sunset', (raw) => ({ ...raw, sunset: raw.sunset ?? '14' })],
    ['strip', (raw) => ({ ...raw, strip_width: raw.strip_width === 'open' ? '20' : String(Math.max(1, Number(raw.strip_width) - 2)) })],
    ['wires', (raw) => ({ ...raw, overhead_wires: '1' })],
    ['sun', (raw) => ({ ...raw, sun: raw.sun ?? 'shade' })],
    ['water', (raw) => ({ ...raw, water: raw.water === undefined ? 'H' : raw.water === 'VL' ? 'VL' : 'L' })],
    ['soil', (raw) => ({ ...raw, soil: raw.soil ?? 'clay' })],
    ['invasive', (raw) => ({ ...raw, include_invasive: '0' })],
  ]; // prettier-ignore

  it('is monotonic: a stricter site never adds a tree (300 random sites x 7 ways), and matches its SQL reference', async () => {
    const random = seededRandom(22);
    const facts = await siteFactsOf(db.dataSource).current(context());
    const idsOf = (raw: RawSite) => {
      const input = parseSiteInput(raw);
      const zone = { '90001': '10b', '95616': '9b', '96161': '6b', '96701': '12b', '92101': '10b' }[input.zip]!;
      const region = input.region ? Region[input.region] : regionOfState(input.zip === '96701' ? 'HI' : 'CA');
      const q = siteQuery(input, region, zone, Number.parseInt(zone, 10));
      return {
        q,
        input,
        zone,
        region,
        ranked: rankedByWalk(facts, q).map((i) => facts.ids[i]),
        ranking: siteRanking(facts, q),
      };
    };
    let compared = 0;
    for (let n = 0; n < 300; n += 1) {
      const raw = randomSite(random);
      const base = idsOf(raw);
      const baseSet = new Set(base.ranked);
      // The bitsets rank as the walk does: whole, and a page from an odd offset.
      const { ranking } = base;
      expect(ranking.slice(0, ranking.total).map((i) => facts.ids[i])).toEqual(base.ranked);
      expect(ranking.slice(7, 45).map((i) => facts.ids[i])).toEqual(base.ranked.slice(7, 52));
      expect(ranking.total).toBe(base.ranked.length);
      for (const [, stricter] of STRICTER) {
        expect(idsOf(stricter(raw)).ranked.every((id) => baseSet.has(id))).toBe(true);
        compared += 1;
      }
      if (n % 10 === 0) {
        const page = { activePage: 1, resultsPerPage: 100_000 };
        const sql = siteConstraintSql(base.input, base.region, Number.parseInt(base.zone, 10), page);
        const rows: { id: number }[] = await db.dataSource.query(sql.text, sql.values);
        expect(base.ranked).toEqual(rows.map((row) => row.id));
      }
    }
    expect(compared).toBe(2100);
  });

  it('ranks every known fit before every unknown, then by score, ties by scientific name', async () => {
    const results = await ranked({ zip: '95616', strip_width: '4', overhead_wires: '1', sun: 'full', water: 'L', soil: 'clay', goals: 'shade,native' });
    const firstUnknown = results.findIndex((r) => r.fit === 'unknown');
    expect(firstUnknown).toBeGreaterThan(0);
    expect(results.slice(firstUnknown).every((r) => r.fit === 'unknown' && r.unknown.length > 0)).toBe(true);
    expect(results.slice(0, firstUnknown).every((r) => r.unknown.length === 0)).toBe(true);
    for (let i = 1; i < results.length; i += 1) {
      const [a, b] = [results[i - 1], results[i]];
      if (a.fit !== b.fit) continue;
      expect(a.score).toBeGreaterThanOrEqual(b.score);
      if (a.score === b.score) expect(trees.get(a.treeId)!.scientificSearchKey <= trees.get(b.treeId)!.scientificSearchKey).toBe(true);
    }
  }); // prettier-ignore

  it('never shows a draft, and shows California-invasive trees only with the switch, with the text', async () => {
    const drafts = new Set([...trees.values()].filter((t) => !t.published).map((t) => t.id));
    const invasive = new Set([...trees.values()].filter((t) => t.published && t.caInvasive).map((t) => t.id));
    expect(drafts.size).toBe(171);
    const without = await ranked({ zip: '90001' });
    const withInvasive = await ranked({ zip: '90001', include_invasive: '1' });
    expect(without.some((r) => drafts.has(r.treeId) || invasive.has(r.treeId))).toBe(false);
    expect(withInvasive.some((r) => drafts.has(r.treeId))).toBe(false);
    const shown = withInvasive.filter((r) => invasive.has(r.treeId));
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.every((r) => r.warnings.some((w) => w.startsWith('Invasive in California')))).toBe(true);
    expect(withInvasive.length - without.length).toBe(shown.length);
  });
});

describeReal('site facts coherence', () => {
  const db = useTestDatabase();
  const context = () => buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) });
  beforeAll(() => importRealExport(db.dataSource), 120_000);

  it('a catalogue write is seen by the next request (the committed version token is read first)', async () => {
    const site = parseSiteInput({ zip: '95616', overhead_wires: '1' });
    const page = { activePage: 1, resultsPerPage: 100 };
    const before = await recommendTrees(context(), site, page);
    const first = before.pageResults[0];
    await db.dataSource.query(`UPDATE trees SET height_high = 60 WHERE id = $1`, [first.treeId]);
    const after = await recommendTrees(context(), site, page);
    expect(after.totalResults).toBe(before.totalResults - 1);
    expect(after.pageResults.map((r) => r.treeId)).not.toContain(first.treeId);
  });

  it("a page's cards are read once per catalogue version (site-cards.ts), and a write shows on them at once", async () => {
    const site = parseSiteInput({ zip: '95616', sun: 'full', goals: 'shade' });
    const page = { activePage: 1, resultsPerPage: 30 };
    const first = await countQueries(() => recommendTrees(context(), site, page));
    const again = await countQueries(() => recommendTrees(context(), site, page));
    // The token, then the cards; the same page again: the token only, and the same answer.
    expect([first.queries, again.queries]).toEqual([2, 1]);
    expect(again.result.pageResults).toEqual(first.result.pageResults);
    const tree = first.result.pageResults[3];
    await db.dataSource.query(`UPDATE trees SET common_name = 'Renamed for the card test' WHERE id = $1`, [
      tree.treeId,
    ]);
    const after = await recommendTrees(context(), site, page);
    const card = after.pageResults.find((r) => r.treeId === tree.treeId)?.card;
    expect(card?.tree.commonName).toBe('Renamed for the card test');
  });

  it('a rendered answer is made once per catalogue version, site, page and rendering (site-answers.ts)', async () => {
    const site = parseSiteInput({ zip: '95616', water: 'M', goals: 'flowers' });
    const page = { activePage: 1, resultsPerPage: 30 };
    const made: string[] = [];
    const as = (name: string) => ({
      name,
      render: (r: SiteRecommendations) => {
        made.push(name);
        return r.pageResults.map((x) => `${x.treeId}:${x.card.tree.commonName}`);
      },
    });
    const first = await countQueries(() => recommendTreesAs(context(), site, page, as('a')));
    const again = await countQueries(() => recommendTreesAs(context(), site, page, as('a')));
    expect(again.queries).toBe(1); // the token only
    expect(again.result).toBe(first.result);
    expect(made).toEqual(['a']);
    // Another rendering, another page, another site: each made on its own, each right.
    const direct = await recommendTrees(context(), site, { activePage: 2, resultsPerPage: 30 });
    const second = await recommendTreesAs(context(), site, { activePage: 2, resultsPerPage: 30 }, as('a'));
    expect(second).toEqual(direct.pageResults.map((x) => `${x.treeId}:${x.card.tree.commonName}`));
    await recommendTreesAs(context(), site, page, as('b'));
    await recommendTreesAs(context(), parseSiteInput({ zip: '95616', water: 'M', goals: 'shade' }), page, as('a'));
    expect(made).toEqual(['a', 'a', 'b', 'a']);
    // A write is a new catalogue version: the answer is made again and shows it.
    const treeId = Number(first.result[2].split(':')[0]);
    await db.dataSource.query(`UPDATE trees SET common_name = 'Renamed for the answer test' WHERE id = $1`, [treeId]);
    const after = await recommendTreesAs(context(), site, page, as('a'));
    expect(made).toHaveLength(5);
    expect(after).toContain(`${treeId}:Renamed for the answer test`);
  });
});
