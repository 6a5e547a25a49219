import { Readable } from 'node:stream';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { csvLines } from '../shared/csv-cells';
import {
  COLUMN_GROUPS,
  EXPORT_COLUMNS,
  TREE_ID_HEADER,
  type ColumnGroupKey,
  type ExportColumn,
} from './export-columns';
import { countTrees, EXPORT_PAGE_SIZE, pageReader } from './export-query';
import {
  checkExportFilter,
  EXPORT_MESSAGES,
  parseExportRequest,
  PHOTO_COUNT_MAX,
  PHOTO_COUNT_STEP,
  type ExportRequestInput,
} from './export-request';

/**
 * The tree-data download (spec: search-and-lists §2, §7, §8; detail-editing-accounts §2, §3, §6):
 * editors and admins only ('catalogue:download'), every tree of the catalogue (drafts included)
 * that matches the filters, as CSV: RFC 4180 (CRLF, quotes doubled, cells with a comma, quote or
 * line break quoted), UTF-8 with a byte-order mark (Excel), text a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) prefixed with a single quote, 'Tree ID' first, then the
 * chosen columns in the page's order, one row per tree in tree id order.
 */

export interface TreeExportFile {
  fileName: string;
  /** The header row, as written. */
  headers: string[];
  /** The CSV bytes, read from the database page by page as the reader pulls. */
  stream: Readable;
}

/**
 * Checks the request and reads the first page before anything is sent, so a bad request (400), a
 * refused caller (401/403) or an empty result (404, 'There is no trees with these filters!') is
 * a whole answer, never a half-written file. The rest is read as the stream is consumed.
 */
export async function openTreeExport(ctx: RequestContext, input: ExportRequestInput): Promise<TreeExportFile> {
  authorize(ctx.viewer, 'catalogue:download');
  const request = parseExportRequest(input);
  const readPage = pageReader(ctx.db, request.columns, request.filter);
  const first = await readPage(0);
  if (!first.rows.length) throw new NotFoundError(EXPORT_MESSAGES.noTrees);
  const headers = [TREE_ID_HEADER, ...request.columns.flatMap((column) => column.cells.map((cell) => cell.header))];

  async function* chunks(): AsyncGenerator<string> {
    yield csvLines([headers], { bom: true });
    let page = first;
    for (;;) {
      yield csvLines(page.rows);
      if (page.lastId === null || page.rows.length < EXPORT_PAGE_SIZE) return;
      page = await readPage(page.lastId);
      if (!page.rows.length) return;
    }
  }
  const date = new Date(ctx.clock()).toISOString().slice(0, 10);
  return { fileName: `selectree-trees-${date}.csv`, headers, stream: Readable.from(chunks(), { objectMode: false }) };
}

/** How many trees the filters match (the page shows it; 0 means the download would be empty). */
export async function countExportTrees(ctx: RequestContext, input: ExportRequestInput): Promise<number> {
  authorize(ctx.viewer, 'catalogue:download');
  return countTrees(ctx.db, checkExportFilter(input));
}

/** GET /tree/genus: the accepted names' genera, distinct, sorted. */
export async function listExportGenera(ctx: RequestContext): Promise<string[]> {
  authorize(ctx.viewer, 'catalogue:download');
  const rows: { genus: string }[] = await ctx.db.query(
    `SELECT DISTINCT genus FROM taxa WHERE sequence = 1 AND genus IS NOT NULL AND genus <> '' ORDER BY genus`,
  );
  return sortNames(rows.map((row) => row.genus));
}

/** GET /tree/Family: the trees' families, distinct, sorted. */
export async function listExportFamilies(ctx: RequestContext): Promise<string[]> {
  authorize(ctx.viewer, 'catalogue:download');
  const rows: { family: string }[] = await ctx.db.query(
    `SELECT DISTINCT family FROM trees WHERE family IS NOT NULL AND family <> '' ORDER BY family`,
  );
  return sortNames(rows.map((row) => row.family));
}

const sortNames = (names: string[]) =>
  names.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1));

export interface ExportColumnGroup {
  key: ColumnGroupKey;
  label: string;
  columns: ExportColumn[];
}

export interface DownloadChoices {
  genera: string[];
  families: string[];
  groups: ExportColumnGroup[];
  photoCountMax: number;
  photoCountStep: number;
}

/** Everything the download page offers: the column groups and the filter choices. */
export async function getDownloadChoices(ctx: RequestContext): Promise<DownloadChoices> {
  const [genera, families] = [await listExportGenera(ctx), await listExportFamilies(ctx)];
  return {
    genera,
    families,
    groups: COLUMN_GROUPS.map((group) => ({
      ...group,
      columns: EXPORT_COLUMNS.filter((column) => column.group === group.key),
    })),
    photoCountMax: PHOTO_COUNT_MAX,
    photoCountStep: PHOTO_COUNT_STEP,
  };
}
