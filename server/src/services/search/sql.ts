import type { DataSource } from 'typeorm';
import { Region } from '../../catalogue/regions';

/**
 * Raw SQL with TypeORM's named parameters (`:name`), for the statements a QueryBuilder cannot
 * express (UNION ALL of ranked tiers). Values always travel as bind parameters ($1, $2 ...); only
 * fixed fragments chosen by code (never by the request) are spliced into the text.
 */
export async function namedQuery<T>(db: DataSource, sql: string, params: Record<string, unknown>): Promise<T[]> {
  const [text, values] = db.driver.escapeQueryWithParameters(sql, params);
  return db.query(text, values);
}

/**
 * Which trees a visitor finds: published ones; the Pacific Islands edition only those flagged
 * pacific_island. The region picks one of two fixed fragments.
 */
export function visibleTrees(alias: string, region: Region): string {
  return region === Region.PACIFIC_ISLANDS ? `${alias}.published AND ${alias}.pacific_island` : `${alias}.published`;
}

/** Escapes LIKE's wildcards so a search key is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
