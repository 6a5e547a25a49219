import type { DataSource } from 'typeorm';
import { pgPoolOf } from '../../db/data-source';
import { NEVER_REVIEWED_SQL } from '../editing.service';
import type { ExportColumn } from './export-columns';
import { PHOTO_COUNT_MAX, type ExportFilter } from './export-request';

/**
 * The SQL of a download. Values are bound parameters; the only SQL text that varies is the fixed
 * column table's own expressions (export-columns.ts), chosen by key.
 *
 * Rows are read in pages by tree id (keyset: `t.id > $last ORDER BY t.id LIMIT n`, on the primary
 * key), so neither the server nor PostgreSQL ever holds the whole result, no connection is held
 * while a slow client reads, and a page is fetched only when the previous one has been written
 * (the caller's stream pulls). Trees edited during a long download are read as they are when
 * their page is read.
 */

export const EXPORT_PAGE_SIZE = 500;

interface Where {
  sql: string;
  params: unknown[];
}

/** The filters as one WHERE condition over `t` (trees): the active filters joined by AND or OR. */
export function filterCondition(filter: ExportFilter, params: unknown[] = []): Where {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.genus.length) {
    conditions.push(
      `EXISTS (SELECT 1 FROM taxa g WHERE g.tree_id = t.id AND g.sequence = 1 AND g.genus = ANY(${bind(filter.genus)}::text[]))`,
    );
  }
  if (filter.family.length) conditions.push(`t.family = ANY(${bind(filter.family)}::text[])`);
  if (filter.photoMin > 0 || filter.photoMax < PHOTO_COUNT_MAX) {
    const count = `(SELECT count(*) FROM photos p WHERE p.tree_id = t.id)`;
    const upper = filter.photoMax < PHOTO_COUNT_MAX ? ` AND ${count} <= ${bind(filter.photoMax)}::int` : '';
    conditions.push(`(${count} >= ${bind(filter.photoMin)}::int${upper})`);
  }
  for (const column of filter.missing) conditions.push(column.missing);
  const combined = conditions.length
    ? conditions.map((c) => `(${c})`).join(filter.combine === 'or' ? ' OR ' : ' AND ')
    : 'true';
  // Never reviewed narrows whatever the other filters chose (it is an option, not one of them).
  const sql = filter.neverReviewed ? `(${combined}) AND ${NEVER_REVIEWED_SQL}` : combined;
  return { sql, params };
}

export async function countTrees(db: DataSource, filter: ExportFilter): Promise<number> {
  const where = filterCondition(filter);
  const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM trees t WHERE ${where.sql}`, where.params);
  return count;
}

export interface ExportPage {
  /** Cell text, one array per tree: the tree id, then the chosen columns' cells. */
  rows: string[][];
  /** The last tree id of the page (the next page starts after it); null when the page was empty. */
  lastId: number | null;
}

const selectList = (columns: readonly ExportColumn[]) =>
  `t.id, ${columns
    .flatMap((column) => column.cells)
    .map((cell, i) => `${cell.sql} AS c${i}`)
    .join(', ')}`;

/** The whole download as one statement, unpaged: what the bench's `psql \copy` baseline runs. */
export function exportStatement(columns: readonly ExportColumn[], filter: ExportFilter): Where {
  const where = filterCondition(filter);
  return { sql: `SELECT ${selectList(columns)} FROM trees t WHERE ${where.sql} ORDER BY t.id`, params: where.params };
}

/**
 * One page of a download's rows, after `afterId`, in tree id order. Rows come as arrays of text
 * (pg's rowMode 'array', straight from the pool): no object per row, little garbage per page.
 */
export function pageReader(db: DataSource, columns: readonly ExportColumn[], filter: ExportFilter) {
  const where = filterCondition(filter);
  const after = `$${where.params.length + 1}`;
  const limit = `$${where.params.length + 2}`;
  const text =
    `SELECT ${selectList(columns)} FROM trees t ` +
    `WHERE t.id > ${after}::int AND (${where.sql}) ORDER BY t.id LIMIT ${limit}::int`;
  const pool = pgPoolOf(db);
  return async (afterId: number, pageSize = EXPORT_PAGE_SIZE): Promise<ExportPage> => {
    const { rows } = await pool.query<unknown[]>({
      text,
      values: [...where.params, afterId, pageSize],
      rowMode: 'array',
    });
    // In place: the id becomes text, an unknown value an empty cell.
    for (const row of rows) for (let i = 0; i < row.length; i += 1) row[i] = row[i] === null ? '' : String(row[i]);
    return { rows: rows as string[][], lastId: rows.length ? Number(rows[rows.length - 1][0]) : null };
  };
}
