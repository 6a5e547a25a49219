import type { DataSource } from 'typeorm';
import { seededRandom } from './seeded-random';
import { parseRegion } from '../../src/catalogue/regions';
import { loadConfig } from '../../src/config';
import { buildRequestContext, type AppDeps } from '../../src/context';
import { FILTER_VOCABULARY } from '@selectree/rules';
import { FLAG_FILTERS } from '../../src/services/search/filter/search-filter';
import {
  buildSearchQuery,
  indexedIds,
  orderByOf,
  parseSearchFilter,
  parseSearchPage,
  searchIndexOf,
  searchTrees,
  searchTreesReference,
  type TreeSearchFilter,
} from '../../src/services/search.service';

/**
 * Random characteristic searches answered both ways, the in-process facet index (searchTrees,
 * indexedIds) and the SQL reference (searchTreesReference, and the reference's filtered query in
 * full order), compared: totals, the whole ordered id list, one random page (sort, size, page) and
 * the resolved ZIP, or the same error. Deterministic: a seeded generator.
 *
 * Each combination has 1-30 filter keys. Most values are taken from one random published "anchor"
 * tree (so that many-filter combinations still match something), the rest at random from the
 * filter vocabularies; search terms are the anchor's name words, their prefixes and typos.
 */
export interface EquivalenceReport {
  combinations: number;
  identical: number;
  nonEmpty: number;
  refused: number;
  filterKeys: { min: number; max: number };
  mismatches: string[];
}

interface Anchor {
  id: number;
  height_low: number | null;
  height_high: number | null;
  width_low: number | null;
  width_high: number | null;
  tree_shapes: string[];
  leaf_form: string | null;
  leaf_arrangement: string | null;
  foliage_type: string | null;
  planting_area: string | null;
  flower_colors: string[];
  fruit_type: string | null;
  usda_zones: number[];
  sunset_zones: string[];
  saltspray_tolerance: string | null;
  wind_resistance: string | null;
  water_use: string | null;
  climate_adapted_regions: string[];
  scientific_search_key: string;
  common_name: string | null;
}

function generator(seed: number) {
  const next = seededRandom(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

const values = <V>(set: { choices: readonly { value: V }[] }) => set.choices.map((choice) => choice.value);

export async function compareSearchPaths(
  db: DataSource,
  combinations: number,
  seed: number,
): Promise<EquivalenceReport> {
  const deps: AppDeps = { db, config: loadConfig({ NODE_ENV: 'test' }) };
  const ctx = () => buildRequestContext(deps);
  await searchIndexOf(db).warm();
  const anchors: Anchor[] = await db.query(
    `SELECT id, height_low, height_high, width_low, width_high, tree_shapes, leaf_form, leaf_arrangement,
       foliage_type::text AS foliage_type, planting_area, flower_colors, fruit_type, usda_zones, sunset_zones,
       saltspray_tolerance, wind_resistance, water_use, climate_adapted_regions, scientific_search_key, common_name
     FROM trees WHERE published ORDER BY id`,
  );
  const zips: string[] = (await db.query(`SELECT zip FROM zip_codes ORDER BY zip`)).map((r: { zip: string }) => r.zip);
  const random = generator(seed);
  const v = FILTER_VOCABULARY;
  const report: EquivalenceReport = {
    combinations: 0,
    identical: 0,
    nonEmpty: 0,
    refused: 0,
    filterKeys: { min: Infinity, max: 0 },
    mismatches: [],
  };

  /** The anchor's value(s) (when known, mostly) and some random ones. */
  const choose = <V>(own: V[], all: readonly V[]): V[] => {
    const chosen = new Set<V>(random.chance(0.9) ? own : []);
    const extra = random.int(3);
    for (let i = 0; i < extra || chosen.size === 0; i += 1) chosen.add(random.pick(all));
    return [...chosen];
  };
  const one = <V>(value: V | null): V[] => (value === null ? [] : [value]);
  const size = (low: number | null, high: number | null, top: number) => {
    const known = low ?? high;
    let min = random.int(top + 1);
    if (known !== null && random.chance(0.6)) min = Math.max(0, Math.min(top, known) - random.int(10));
    const max = random.chance(0.3) ? top : min + random.int(top - min + 1);
    return [min, max];
  };
  const nameTerm = (anchor: Anchor): string => {
    const words = [
      ...anchor.scientific_search_key.split(' '),
      ...(anchor.common_name?.toLowerCase().split(/\s+/) ?? []),
    ];
    const word = random.pick(words.filter(Boolean));
    switch (random.int(5)) {
      case 0:
        return word;
      case 1:
        return word.slice(0, 1 + random.int(Math.max(1, word.length)));
      case 2: // a typo: two letters swapped
        return word.length > 4 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : `${word}q`;
      case 3:
        return anchor.scientific_search_key;
      default:
        return random.pick(['oak', 'ma', 'x', 'quercus', 'pine', 'zzzz', '%', 'red']);
    }
  };

  for (let attempt = 0; report.combinations < combinations && attempt < combinations * 20; attempt += 1) {
    const anchor = random.pick(anchors);
    const groups: (() => Record<string, unknown>)[] = [
      () => {
        const [min, max] = size(anchor.height_low, anchor.height_high, 100);
        return { minTreeHeight: min, maxTreeHeight: max };
      },
      () => {
        const [min, max] = size(anchor.width_low, anchor.width_high, 75);
        return { minTreeCanopyWidth: min, maxTreeCanopyWidth: max };
      },
      () => ({ tree_shape: choose(anchor.tree_shapes, values(v.treeShapes)) }),
      () => ({ leaf_form: choose(one(anchor.leaf_form), values(v.leafForms)) }),
      () => ({ leaf_arrangement: choose(one(anchor.leaf_arrangement), values(v.leafArrangements)) }),
      () => ({ foliage_type: choose<string>(one(anchor.foliage_type), values(v.foliageTypes)) }),
      () => ({ planting_area: choose(one(anchor.planting_area), values(v.plantingAreas)) }),
      () => ({ flower_color: choose(anchor.flower_colors, values(v.flowerColors)) }),
      () => ({ fruit_type: choose(one(anchor.fruit_type), values(v.fruitTypes)) }),
      () => ({ salt_tolerance: choose(one(anchor.saltspray_tolerance), values(v.saltTolerances)) }),
      () => ({ wind_resistance: choose(one(anchor.wind_resistance), values(v.windResistances)) }),
      () => ({ water_use_rating: choose(one(anchor.water_use), values(v.waterUseRatings)) }),
      () => ({ sun_exposure: choose([], values(v.sunExposures)) }),
      () => ({ utility_precautions: choose([], values(v.utilityPrecautions)) }),
      () => ({ searchTerm: nameTerm(anchor) }),
      () => ({ region: random.pick(['all', 'pacificislands']) }),
      // ZIP code, USDA zone, Sunset zone, climate region and climate adapted exclude each other.
      () =>
        random.pick([
          () => ({ zip_code: random.chance(0.95) && zips.length ? random.pick(zips) : '99999' }),
          () => ({ usda_zones: choose(anchor.usda_zones, values(v.usdaZones)) }),
          () => ({ sunset_climate_zone: choose(anchor.sunset_zones, values(v.sunsetZones)) }),
          () => ({ climate_region: choose(anchor.climate_adapted_regions, values(v.climateRegions)) }),
          () => ({ climate_adapted: [true], adapted_zip_code: zips.length ? random.pick(zips) : '95616' }),
        ])(),
      ...FLAG_FILTERS.map((flag) => () => ({ [flag]: random.pick([[true], [false], [true, false]]) })),
    ];
    // Few filters more often than many (many random filters seldom match anything); up to all.
    const count = 1 + Math.floor(random.next() ** 2 * groups.length);
    const raw: Record<string, unknown> = {};
    const order = [...groups.keys()].sort(() => random.next() - 0.5);
    for (const g of order.slice(0, count)) Object.assign(raw, groups[g]());
    const keys = Object.keys(raw).length;
    if (keys > 30) continue;
    let filter: TreeSearchFilter;
    try {
      filter = parseSearchFilter(raw);
    } catch {
      continue; // an invalid combination (the form would not send it): draw another
    }
    report.combinations += 1;
    report.filterKeys.min = Math.min(report.filterKeys.min, keys);
    report.filterKeys.max = Math.max(report.filterKeys.max, keys);
    const region = filter.region ?? parseRegion('all');
    const sort = 1 + random.int(4);
    const page = parseSearchPage({ sort, resultsPerPage: random.pick([30, 50, 100]), activePage: 1 + random.int(3) });
    const what = JSON.stringify({ raw, sort, page });
    const settle = <T>(work: () => Promise<T>) =>
      work().then(
        (value) => ({ value, error: null as string | null }),
        (error: Error) => ({ value: null as T | null, error: `${error.name}: ${error.message}` }),
      );
    const [indexed, reference] = [
      await settle(() => searchTrees(ctx(), filter, page, region)),
      await settle(() => searchTreesReference(ctx(), filter, page, region)),
    ];
    if (indexed.error || reference.error) {
      if (indexed.error !== reference.error) report.mismatches.push(`${what}: ${indexed.error} vs ${reference.error}`);
      else {
        report.identical += 1;
        report.refused += 1;
      }
      continue;
    }
    const ids = (result: typeof indexed.value) => result!.pageResults.map((card) => card.tree.id);
    const allIndexed = await indexedIds(ctx(), filter, page.sort, region);
    const allReference = await referenceIds(ctx(), filter, page.sort, region);
    const same =
      indexed.value!.totalResults === reference.value!.totalResults &&
      JSON.stringify(ids(indexed.value)) === JSON.stringify(ids(reference.value)) &&
      JSON.stringify(indexed.value!.resolvedZip) === JSON.stringify(reference.value!.resolvedZip) &&
      allIndexed !== null &&
      JSON.stringify(allIndexed) === JSON.stringify(allReference) &&
      allReference.length === reference.value!.totalResults;
    if (same) report.identical += 1;
    else
      report.mismatches.push(
        `${what}: totals ${indexed.value!.totalResults} vs ${reference.value!.totalResults}, page ${ids(indexed.value)} vs ${ids(reference.value)}, all ${allIndexed?.length} vs ${allReference.length}`,
      );
    if (reference.value!.totalResults > 0) report.nonEmpty += 1;
  }
  return report;
}

/** Every match in the sort's order, by the reference's own filtered query and ORDER BY. */
async function referenceIds(
  ctx: ReturnType<typeof buildRequestContext>,
  filter: TreeSearchFilter,
  sort: number,
  region: ReturnType<typeof parseRegion>,
): Promise<number[]> {
  const { query, ctes } = await buildSearchQuery(ctx, filter, region);
  const matched = query.clone().select('tree.id', 'id');
  const [text, params] = ctx.db.driver.escapeQueryWithParameters(
    `WITH ${ctes ? `${ctes},` : ''} matched AS (${matched.getQuery()})
     SELECT tree.id FROM trees tree WHERE tree.id IN (SELECT id FROM matched) ORDER BY ${orderByOf(sort)}`,
    matched.getParameters(),
  );
  const rows: { id: number }[] = await ctx.db.query(text, params);
  return rows.map((row) => row.id);
}
