import type { DataSource } from 'typeorm';
import { hawaiiNativeSql } from '../../catalogue/hawaii-native';
import { Region } from '../../catalogue/regions';
import { putSiteFactsRow, SiteFacts, type SiteFactsRow, type ZipRow } from '@selectree/rules';
import { pgPoolOf } from '../../db/data-source';
import { CATALOGUE_TOKEN_SQL, memoExcerpt } from '../search.service';
import { visibleTrees } from '../search.service';

/**
 * The site facts' rows, read from PostgreSQL. The structure they are built into (SiteFacts), the
 * goals' and warnings' bits and the build of a row are the rules package's
 * (packages/rules/src/site/site-facts.ts), shared with the offline copy; here is the one statement
 * that reads them: the token and every tree's row, in scientific-name order ("C", then id).
 */
export { FAST_GROWTH_MIN, HEAVY_LITTER, SHADE_MIN_WIDTH, SiteFacts, STRONG_BRANCH_MIN } from '@selectree/rules';
export type { SiteFactsRow, ZipRow } from '@selectree/rules';

const COLUMNS = [
  't.id',
  visibleTrees('t', Region.CALIFORNIA),
  visibleTrees('t', Region.PACIFIC_ISLANDS),
  't.scientific_name',
  't.common_name',
  't.usda_zones',
  't.sunset_zones',
  't.planting_area',
  't.height_high',
  'COALESCE(t.exposure_low, t.exposure_high)',
  'COALESCE(t.exposure_high, t.exposure_low)',
  't.water_use',
  't.soil_textures',
  't.ca_invasive',
  't.pi_invasive',
  'CASE WHEN t.ca_invasive OR t.pi_invasive THEN t.invasive_text END',
  'COALESCE(t.width_high, t.width_low)',
  't.flower_showiness',
  't.flower_colors',
  't.foliage_fall_color',
  't.foliage_type::text',
  't.california_native',
  hawaiiNativeSql('t'),
  't.attracts_wildlife',
  't.litter_types',
  'COALESCE(t.growth_rate_high, t.growth_rate_low)',
  't.root_damage_potential',
  'COALESCE(t.branch_strength_low, t.branch_strength_high)',
  't.tree_shapes',
];
/** The token and every tree's facts, one statement (one snapshot). */
export const SITE_FACTS_SQL = `SELECT (${CATALOGUE_TOKEN_SQL}) AS token,
  (SELECT json_agg(json_build_array(${COLUMNS.join(', ')}) ORDER BY t.scientific_search_key COLLATE "C", t.id)
    FROM trees t) AS rows,
  (SELECT json_agg(json_build_array(z.zip, z.city, z.state, z.usda_zone)) FROM zip_codes z) AS zips`;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The published trees' rows only (what the offline bundle carries: a draft is never in it), in the
 * same order, read by `on` (the bundle's snapshot), each with its invasive excerpt.
 */
export const PUBLISHED_SITE_ROWS_SQL = `SELECT json_build_array(${COLUMNS.join(', ')}) AS row
  FROM trees t WHERE ${visibleTrees('t', Region.CALIFORNIA)} ORDER BY t.scientific_search_key COLLATE "C", t.id`;

export async function publishedSiteRowsOn(on: { query(sql: string): Promise<unknown> }): Promise<SiteFactsRow[]> {
  const rows = (await on.query(PUBLISHED_SITE_ROWS_SQL)) as { row: SiteFactsRow }[];
  return rows.map((r) => withExcerpt(r.row));
}

/** The row with its invasive text cut to the excerpt a warning quotes (memoExcerpt: sanitize-html, server only). */
export function withExcerpt(row: SiteFactsRow): SiteFactsRow {
  if (row[15] === null) return row;
  const copy = row.slice() as SiteFactsRow;
  copy[15] = memoExcerpt(row[15]);
  return copy;
}

/** Reads and builds the facts (outside any request: a pool connection of its own). */
export async function buildSiteFacts(db: DataSource): Promise<SiteFacts> {
  const result = await pgPoolOf(db).query<{ token: string | null; rows: SiteFactsRow[] | null; zips: ZipRow[] | null }>(
    SITE_FACTS_SQL,
  );
  const { token, rows, zips } = result.rows[0];
  const list = rows ?? [];
  const facts = new SiteFacts(token ?? 'none', list.length);
  for (const zip of zips ?? []) facts.zips.set(zip[0], zip);
  for (let i = 0; i < list.length; i += 1) {
    putSiteFactsRow(facts, i, withExcerpt(list[i]));
    if (i % 5000 === 4999) await yieldToEventLoop();
  }
  return facts;
}
