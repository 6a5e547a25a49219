import type { OpenDataSummary } from '../../services/open-data.service';
import type { TreeFacts } from '../../services/trees.service';
import { presentTreeDetail } from './tree.presenter';

/**
 * The open data's shapes (issue 26.4). A tree's record is the tree detail API's JSON for it
 * (GET /api/tree/detail/{id}, tree.presenter.ts) less `published` (always true here) and the
 * editors' review dates, so the two cannot drift; the CSV row is that record's cells by path.
 */
export function presentOpenDataTree(facts: TreeFacts) {
  const { published, reviews, ...record } = presentTreeDetail({ ...facts, reviews: [] });
  void published;
  void reviews;
  return record;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Record_ = { [key: string]: Json };

/** Objects that may be null are one cell (their JSON), as lists are: the columns never depend on a row. */
const WHOLE = new Set(['redirectTree']);

const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The CSV's columns: the record's paths (`siteConditions.waterUse`), nested objects opened. */
export function openDataColumns(record: Record_, prefix = ''): string[] {
  return Object.entries(record).flatMap(([key, value]) =>
    isObject(value) && !WHOLE.has(prefix + key) ? openDataColumns(value, `${prefix}${key}.`) : [prefix + key],
  );
}

/**
 * A cell: empty for null, a list of words or numbers joined with "; ", a list of objects or a
 * whole object as its JSON, true/false, numbers as JSON writes them.
 */
export function openDataCell(record: Record_, column: string): string {
  let value: Json | undefined = record;
  for (const key of column.split('.')) value = isObject(value) ? value[key] : undefined;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.every((item) => !isObject(item) && !Array.isArray(item)) ? value.join('; ') : JSON.stringify(value);
  return isObject(value) ? JSON.stringify(value) : String(value);
} // prettier-ignore

export const asRecord = (facts: TreeFacts) => presentOpenDataTree(facts) as unknown as Record_;

/** GET /api/open-data: what the two files hold, their version, size and terms. */
export function presentOpenData(summary: OpenDataSummary, publicUrl: string, columns: string[]) {
  const file = (name: string, mediaType: string, description: string) => ({
    path: `/api/open-data/${name}`,
    url: `${publicUrl}/api/open-data/${name}`,
    media_type: mediaType,
    description,
  });
  return {
    title: 'SelecTree open data: the published trees of the catalogue',
    licence: summary.licence,
    photo_licences: 'Each photo is listed with its author (credit) and its own licence, which govern its reuse.',
    version: summary.version,
    trees: summary.trees,
    files: [
      file('trees.jsonl', 'application/x-ndjson; charset=utf-8', 'One JSON object a line, one line per published tree in tree id order: the tree detail API\'s record (GET /api/tree/detail/{id}) without "published" and "reviews".'),
      file('trees.csv', 'text/csv; charset=utf-8', 'The same records as a table (RFC 4180, UTF-8 with a byte-order mark): one column per path of the record ("siteConditions.waterUse"), lists of words joined with "; ", lists of objects (images, synonyms) and the redirect as JSON, a cell a spreadsheet would run as a formula prefixed with \'.'),
    ],
    columns,
  };
} // prettier-ignore

let columns: string[] | null = null;

/** The CSV header: the paths of a record (every record has the same, WHOLE aside). */
export function openDataHeader(): string[] {
  columns ??= openDataColumns(
    asRecord({
      tree: {} as TreeFacts['tree'],
      genus: null,
      otherCommonNames: [],
      genericNames: [],
      synonyms: [],
      taxa: [],
      photos: [],
      redirectTree: null,
      externalResources: [],
    }),
  );
  return columns;
}
