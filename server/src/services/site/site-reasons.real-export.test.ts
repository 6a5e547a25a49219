import { buildRequestContext } from '../../context';
import { loadConfig } from '../../config';
import { Tree } from '../../entities';
import { BRANCH_STRENGTH_LABELS, EXPOSURE_LABELS } from '@selectree/rules';
import { isHawaiiNative } from '../../catalogue/hawaii-native';
import { NotFoundError } from '../../errors';
import { importRealExport, realExportPresent, skipMessage } from '../../../test/helpers/real-export';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { memoExcerpt } from '../search/results/card-text';
import { GOALS } from './site-input';
import { parseSiteInput, recommendTrees, whyNot, type RawSite, type SiteResult } from './site.service';

/**
 * Every sentence true of the record it names: for every result of several sites, each reason and
 * warning is re-derived here from the Tree entity (not from the service's facts); why-not names the
 * failed constraint with both values. Skipped without ../shared.
 */
skipMessage('site-reasons.real-export.test.ts');
const describeReal = realExportPresent ? describe : describe.skip;

const lower = (words: string[]) => words.join(', ').toLowerCase();
const branchLow = (t: Tree) => t.branchStrengthLow ?? t.branchStrengthHigh;

/** What the record says for each sentence the service may write (null: it may not write it). */
function reasonFor(sentence: string, t: Tree, pacific: boolean): boolean {
  const width = t.widthHigh ?? t.widthLow;
  const growth = t.growthRateHigh ?? t.growthRateLow;
  const rules: [RegExp, (m: RegExpMatchArray) => boolean][] = [
    [/^Canopy up to (\d+) ft wide: good shade$/, (m) => width === Number(m[1]) && width >= 30],
    [/^Showy flowers \((.+)\)$/, (m) => t.flowerShowiness === 'Showy' && lower(t.flowerColors) === m[1]],
    [/^Showy flowers$/, () => t.flowerShowiness === 'Showy' && t.flowerColors.length === 0],
    [/^Fall colour$/, () => t.foliageFallColor === true],
    [/^Evergreen$/, () => t.foliageType === 'Evergreen'],
    [/^Native to California$/, () => !pacific && t.californiaNative === true],
    [/^Native to Hawaii$/, () => pacific && isHawaiiNative(t) === true],
    [/^Attracts (.+)$/, (m) => t.attractsWildlife.length > 0 && lower(t.attractsWildlife) === m[1]],
    [/^Low litter: drops (.+) only$/, (m) => lower(t.litterTypes) === m[1] && !t.litterTypes.some((l) => ['Wet Fruit', 'Fruit', 'Flowers'].includes(l))],
    [/^Fast growth: up to (\d+) in\. a year$/, (m) => growth === Number(m[1]) && growth >= 36 && growth < 127],
    [/^Fast growth: 127 in\. or more a year$/, () => growth === 127],
    [/^Low root damage potential$/, () => t.rootDamagePotential === 'Low'],
    [/^Strong branches \((.+)\)$/, (m) => (branchLow(t) ?? 0) >= 4 && BRANCH_STRENGTH_LABELS[branchLow(t)! - 1] === m[1]],
  ]; // prettier-ignore
  const rule = rules.find(([pattern]) => pattern.test(sentence));
  return rule ? rule[1](sentence.match(rule[0])!) : false;
}

function warningFor(sentence: string, t: Tree, strip: boolean): boolean {
  if (sentence === 'High root damage potential: keep it 6 ft or more from paving') return t.rootDamagePotential === 'High';
  if (sentence === 'Wet fruit litter over a sidewalk') return strip && t.litterTypes.includes('Wet Fruit');
  if (sentence === 'Wet fruit litter') return !strip && t.litterTypes.includes('Wet Fruit');
  const weak = sentence.match(/^Weak branches \((.+)\)$/);
  if (weak) return (branchLow(t) ?? 9) <= 2 && BRANCH_STRENGTH_LABELS[branchLow(t)! - 1] === weak[1];
  if (sentence.startsWith('Invasive in California'))
    return t.caInvasive === true && sentence === ['Invasive in California', memoExcerpt(t.invasiveText)].filter(Boolean).join(': ');
  return false;
} // prettier-ignore

describeReal('site reasons, warnings and why-not on the real export', () => {
  const db = useTestDatabase();
  const context = () => buildRequestContext({ db: db.dataSource, config: loadConfig({ NODE_ENV: 'test' }) });
  let trees: Map<number, Tree>;

  beforeAll(async () => {
    await importRealExport(db.dataSource);
    trees = new Map((await db.dataSource.getRepository(Tree).find()).map((tree) => [tree.id, tree]));
  }, 120_000);

  async function ranked(raw: RawSite): Promise<SiteResult[]> {
    const input = parseSiteInput(raw);
    const all: SiteResult[] = [];
    for (let page = 1; ; page += 1) {
      const result = await recommendTrees(context(), input, { activePage: page, resultsPerPage: 100 });
      all.push(...result.pageResults);
      if (all.length >= result.totalResults) return all;
    }
  }

  const SITES: RawSite[] = [
    { zip: '95616', strip_width: '6', goals: GOALS.join(',') },
    { zip: '90001', goals: GOALS.join(','), include_invasive: '1' },
    { zip: '96701', strip_width: 'open', sun: 'full', goals: 'native,shade,flowers,wildlife' },
    { zip: '92101', overhead_wires: '1', water: 'M', goals: 'low_litter,fast_growth,strong_branches,gentle_roots' },
  ];

  it.each(SITES.map((site) => [JSON.stringify(site), site]))('%s: every reason and warning is true of its tree', async (_name, site) => {
    const results = await ranked(site as RawSite);
    const pacific = (site as RawSite).zip === '96701';
    const strip = !['open', undefined].includes((site as RawSite).strip_width as string);
    let reasons = 0;
    let warnings = 0;
    for (const result of results) {
      const tree = trees.get(result.treeId)!;
      for (const reason of result.reasons) expect([result.treeId, reason, reasonFor(reason, tree, pacific)]).toEqual([result.treeId, reason, true]);
      for (const warning of result.warnings) expect([result.treeId, warning, warningFor(warning, tree, strip)]).toEqual([result.treeId, warning, true]);
      expect(result.score).toBe(result.reasons.length);
      reasons += result.reasons.length;
      warnings += result.warnings.length;
    }
    expect(results.length).toBeGreaterThan(50);
    expect(reasons).toBeGreaterThan(50);
    expect(warnings).toBeGreaterThan(5);
  }); // prettier-ignore

  it('why-not: a tall tree under wires names overhead_wires with both values, and five fitting alternatives', async () => {
    const tall = [...trees.values()].find((t) => t.published && t.scientificName === 'Quercus agrifolia')!;
    expect(tall.heightHigh).toBeGreaterThan(25);
    const answer = await whyNot(context(), tall.id, parseSiteInput({ zip: '95616', overhead_wires: '1' }));
    expect(answer.fits).toBe(false);
    expect(answer.failed).toContainEqual({
      constraint: 'overhead_wires',
      treeValue: `${tall.heightHigh} ft`,
      siteValue: 'yes',
      message: `Grows up to ${tall.heightHigh} ft tall, above the 25 ft allowed under overhead wires`,
      // The same sentence as a code and its arguments, for a client that words it (issue 28).
      text: { code: 'overhead_wires', params: { feet: tall.heightHigh, maxFeet: 25 } },
    });
    expect(answer.alternatives).toHaveLength(5);
    for (const alternative of answer.alternatives) {
      const tree = trees.get(alternative.treeId)!;
      expect(alternative.fit).toBe('fits');
      expect(tree.heightHigh).toBeLessThanOrEqual(25);
    }
    // Same genus or a shared shape first: the first alternative is kin.
    const first = trees.get(answer.alternatives[0].treeId)!;
    expect(
      first.scientificName.startsWith('Quercus ') || first.treeShapes.some((s) => tall.treeShapes.includes(s)),
    ).toBe(true);
  });

  it('why-not names each failed constraint with the tree’s and the site’s value', async () => {
    const site = parseSiteInput({ zip: '96161', strip_width: '3', sun: 'shade', water: 'VL', soil: 'clay' });
    const failing = [...trees.values()].filter((t) => t.published).slice(0, 300);
    const seen = new Set<string>();
    for (const tree of failing) {
      const answer = await whyNot(context(), tree.id, site);
      expect(answer.fits).toBe(answer.failed.length === 0);
      for (const failed of answer.failed) {
        seen.add(failed.constraint);
        if (failed.constraint === 'usda_zone') expect([failed.siteValue, tree.usdaZones.includes(6)]).toEqual(['6b', false]);
        if (failed.constraint === 'strip_width') expect([failed.treeValue, failed.siteValue]).toEqual([tree.plantingArea, '3']);
        if (failed.constraint === 'water') expect([failed.treeValue, failed.siteValue]).toEqual([tree.waterUse, 'VL']);
        if (failed.constraint === 'invasive') expect(tree.caInvasive).toBe(true);
        if (failed.constraint === 'soil') expect(tree.soilTextures.includes('Clay')).toBe(false);
        if (failed.constraint === 'sun') expect(failed.treeValue).toContain(EXPOSURE_LABELS[(tree.exposureLow ?? tree.exposureHigh)! - 1]);
      }
    }
    expect([...seen].sort()).toEqual(['invasive', 'soil', 'strip_width', 'sun', 'usda_zone', 'water']);
  }); // prettier-ignore

  it('why-not of a draft or an unknown tree is not found', async () => {
    const draft = [...trees.values()].find((t) => !t.published)!;
    const site = parseSiteInput({ zip: '95616' });
    await expect(whyNot(context(), draft.id, site)).rejects.toBeInstanceOf(NotFoundError);
    await expect(whyNot(context(), 999_999, site)).rejects.toBeInstanceOf(NotFoundError);
  });
});
