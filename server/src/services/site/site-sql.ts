import { hawaiiNativeSql } from '../../catalogue/hawaii-native';
import { Region } from '../../catalogue/regions';
import { visibleTrees } from '../search.service';
import { FAST_GROWTH_MIN, HEAVY_LITTER, SHADE_MIN_WIDTH, STRONG_BRANCH_MIN } from './site-facts';
import { SUN_CHOICES, WATER_CHOICES, type SiteInput } from './site-input';

/**
 * The same constraints and ranking as plain SQL over `trees` (no in-memory facts): the bench's
 * baseline ("raw SQL of the same constraints") and the reference site.real-export.test.ts holds the
 * in-memory rules to. Values are bind parameters; only fixed fragments are spliced.
 */
export function siteConstraintSql(
  site: SiteInput,
  region: Region,
  zoneNumber: number,
  page: { activePage: number; resultsPerPage: number },
): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const $ = (value: unknown) => `$${values.push(value)}`;
  const fail: string[] = [];
  const unknown: string[] = [];
  const rule = (known: string, fails: string) => {
    // NULL-proof: a NULL anywhere (planting_area IS NULL) must read as "not known", never drop the row.
    unknown.push(`NOT COALESCE(${known}, false)`);
    fail.push(`COALESCE(${known} AND ${fails}, false)`);
  };
  rule('cardinality(t.usda_zones) > 0', `NOT (${$(zoneNumber)}::int = ANY(t.usda_zones))`);
  if (site.sunset) rule('cardinality(t.sunset_zones) > 0', `NOT (${$(site.sunset)}::text = ANY(t.sunset_zones))`);
  if (site.stripWidth !== null) {
    const w = $(site.stripWidth);
    rule(
      `t.planting_area IN ('2 to 4', '4 to 7', '>7')`,
      `((t.planting_area = '2 to 4' AND ${w}::float8 < 2) OR (t.planting_area = '4 to 7' AND ${w}::float8 < 4) OR (t.planting_area = '>7' AND ${w}::float8 <= 7))`,
    );
  }
  if (site.overheadWires) rule('t.height_high IS NOT NULL', 't.height_high > 25');
  if (site.sun) {
    const s = $(SUN_CHOICES[site.sun]);
    rule(
      'COALESCE(t.exposure_low, t.exposure_high) IS NOT NULL',
      `(${s}::int < COALESCE(t.exposure_low, t.exposure_high) OR ${s}::int > COALESCE(t.exposure_high, t.exposure_low))`,
    );
  }
  if (site.water) {
    const order = `ARRAY['${WATER_CHOICES.join("','")}']`;
    rule(`array_position(${order}, t.water_use) IS NOT NULL`, `array_position(${order}, t.water_use) > array_position(${order}, ${$(site.water)}::text)`);
  }
  if (site.soil) rule('cardinality(t.soil_textures) > 0', `NOT (${$(site.soil)}::text = ANY(SELECT lower(x) FROM unnest(t.soil_textures) x))`);
  const invasive = region === Region.PACIFIC_ISLANDS ? 't.pi_invasive' : 't.ca_invasive';
  if (!site.includeInvasive) fail.push(`COALESCE(${invasive}, false)`);
  const score = site.goals.map((goal) => `(CASE WHEN ${GOAL_SQL[goal](region)} THEN 1 ELSE 0 END)`).join(' + ') || '0';
  const text = `SELECT count(*) OVER () AS total, id FROM (
      SELECT t.id, t.scientific_search_key, (${unknown.join(' OR ')}) AS has_unknown, ${score} AS score
      FROM trees t WHERE ${visibleTrees('t', region)} AND NOT (${fail.join(' OR ')})) r
    ORDER BY has_unknown, score DESC, scientific_search_key COLLATE "C", id
    LIMIT ${$(page.resultsPerPage)} OFFSET ${$((page.activePage - 1) * page.resultsPerPage)}`;
  return { text, values };
} // prettier-ignore

const GOAL_SQL: Record<SiteInput['goals'][number], (region: Region) => string> = {
  shade: () => `COALESCE(t.width_high, t.width_low) >= ${SHADE_MIN_WIDTH}`,
  flowers: () => `t.flower_showiness = 'Showy'`,
  fall_colour: () => 'COALESCE(t.foliage_fall_color, false)',
  evergreen: () => `t.foliage_type = 'Evergreen'`,
  native: (region) =>
    region === Region.PACIFIC_ISLANDS
      ? `COALESCE(${hawaiiNativeSql('t')}, false)`
      : 'COALESCE(t.california_native, false)',
  wildlife: () => 'cardinality(t.attracts_wildlife) > 0',
  low_litter: () =>
    `cardinality(t.litter_types) > 0 AND NOT (t.litter_types && ARRAY['${HEAVY_LITTER.join("','")}']::text[])`,
  fast_growth: () => `COALESCE(t.growth_rate_high, t.growth_rate_low) >= ${FAST_GROWTH_MIN}`,
  gentle_roots: () => `t.root_damage_potential = 'Low'`,
  strong_branches: () => `COALESCE(t.branch_strength_low, t.branch_strength_high) >= ${STRONG_BRANCH_MIN}`,
};
