import { normaliseHeader } from '../../import/csv';
import { COLUMNS, HEADER_ALIASES, PHOTO_COLUMNS } from '../../import/tree-columns';
import { columnKeyOf } from '../../import/tree-row';
import { CLIMATE_ADAPTED_REGIONS } from '@selectree/rules';
import { EXPORT_COLUMNS, TREE_ID_HEADER } from '../export.service';

/**
 * The two lists of fields the upload recognises (spec §3 "CSV export and upload"): tree fields and
 * climate zone fields, never mixed in one file (§5). Both lists are DERIVED, never written twice:
 * - tree fields: every column the tree importer reads (import/tree-columns.ts COLUMNS and
 *   HEADER_ALIASES, database and legacy names) and every header the download writes (the 70 display
 *   names of services/export/export-columns.ts, 'Height Low', 'Climate Adapted', ...);
 * - climate zone fields: the six regional adapted flags that the download's 'Climate Adapted' cell
 *   carries (spec §3), one 0/1 column each (`inland_empire`, 'Inland Empire', ...). A climate zone
 *   file is `tree_id` plus any of them: 1 adds the tree to the region, 0 removes it, empty leaves it.
 * `tree_id` identifies the row in both. A header is recognised after the importer's normalisation
 * (lower-cased, HTML tags stripped, spaces to underscores), the same for both lists.
 */

export const TREE_ID = 'tree_id';
/**
 * Columns read but not written: selectree_url (a link), has_redirect (follows Redirect Tree ID), the
 * download's photo columns (photos are edited on the edit screen).
 */
const READ_ONLY_TREE_COLUMNS = new Set(['selectree_url', 'has_redirect', ...PHOTO_COLUMNS]);

export interface ClimateField {
  /** The normalised header. */
  header: string;
  /** The region slug stored in trees.climate_adapted_regions. */
  region: string;
  label: string;
}

export const CLIMATE_FIELDS: readonly ClimateField[] = CLIMATE_ADAPTED_REGIONS.map((region) => ({
  header: normaliseHeader(region.slug),
  region: region.slug,
  label: region.label,
}));
const CLIMATE_BY_HEADER = new Map(CLIMATE_FIELDS.map((field) => [field.header, field]));

/** What one header of an uploaded file is. */
export type HeaderKind =
  | { kind: 'tree_id' }
  | { kind: 'tree'; key: string }
  | { kind: 'ignored'; key: string }
  | { kind: 'climate'; field: ClimateField }
  | { kind: 'unknown' };

/** Classifies one normalised header. */
export function classifyHeader(header: string): HeaderKind {
  if (header === TREE_ID) return { kind: 'tree_id' };
  const climate = CLIMATE_BY_HEADER.get(header);
  if (climate) return { kind: 'climate', field: climate };
  const key = columnKeyOf(header);
  if (key) return { kind: 'tree', key };
  if (READ_ONLY_TREE_COLUMNS.has(header)) return { kind: 'ignored', key: header };
  return { kind: 'unknown' };
}

/** One name a header may have, as the page's header dropdowns offer it. */
export interface UploadFieldName {
  /** What the dropdown shows and puts in the header (a download display name or a database name). */
  name: string;
  /** The field it stands for (names of one field share it: 'Scientific Name' and displayed_scientific_name). */
  field: string;
}

const unique = (names: UploadFieldName[]): UploadFieldName[] => {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = normaliseHeader(n.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Tree fields: the download's headers first (in its order), then the importer's own column names. */
export const TREE_FIELD_NAMES: readonly UploadFieldName[] = unique([
  { name: TREE_ID_HEADER, field: TREE_ID },
  ...EXPORT_COLUMNS.flatMap((column) =>
    column.cells.map((cell) => {
      const kind = classifyHeader(normaliseHeader(cell.header));
      return { name: cell.header, field: kind.kind === 'tree' ? kind.key : normaliseHeader(cell.header) };
    }),
  ),
  ...Object.keys(COLUMNS).map((key) => ({ name: key, field: key })),
  ...Object.entries(HEADER_ALIASES).map(([alias, key]) => ({ name: alias, field: key })),
  { name: TREE_ID, field: TREE_ID },
]);

/** Climate zone fields: tree_id and the six regional adapted flags (display names, then column names). */
export const CLIMATE_FIELD_NAMES: readonly UploadFieldName[] = [
  { name: TREE_ID_HEADER, field: TREE_ID },
  ...CLIMATE_FIELDS.map((f) => ({ name: f.label, field: f.header })),
  ...CLIMATE_FIELDS.map((f) => ({ name: f.header, field: f.header })),
];
