import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { poolQuery } from '../../../db/data-source';
import { Region } from '../../../catalogue/regions';

/**
 * Raw SQL with TypeORM's named parameters (`:name`), for the statements a QueryBuilder cannot
 * express (UNION ALL of ranked tiers). Values always travel as bind parameters ($1, $2 ...); only
 * fixed fragments chosen by code (never by the request) are spliced into the text.
 *
 * It runs as a named prepared statement on the pool's connection, so PostgreSQL parses it once per
 * connection (name suggestions run on every keystroke). It still plans every run: for the
 * suggestion statements the generic plan is estimated dearer than the custom ones, so the plan
 * cache never switches (pg_prepared_statements at 100k trees: 12 custom plans, 0 generic; planning
 * ~0.7 ms of ~2.5 ms). Logged (and so counted) like every TypeORM query.
 */
export async function preparedQuery<T>(db: DataSource, sql: string, params: Record<string, unknown>): Promise<T[]> {
  const [text, values] = db.driver.escapeQueryWithParameters(sql, params);
  const name = `selectree_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return poolQuery<T>(db, { name, text, values });
}

/**
 * Which trees a visitor finds: published ones; the Pacific Islands edition only those flagged
 * pacific_island. The region picks one of two fixed fragments. `drafts` (editors' name search,
 * policies' tree:read-draft) drops the published test: drafts are found too.
 */
export function visibleTrees(alias: string, region: Region, drafts = false): string {
  if (drafts) return region === Region.PACIFIC_ISLANDS ? `${alias}.pacific_island` : 'true';
  return region === Region.PACIFIC_ISLANDS ? `${alias}.published AND ${alias}.pacific_island` : `${alias}.published`;
}

/** Escapes LIKE's wildcards so a search key is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
