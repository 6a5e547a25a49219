import type { ImportReport } from '../../import/import-report';
import { type RowError } from '../../import/issues';
import { normaliseZipRow } from '../../import/other-rows';
import { importRows, type ImportInput, type ImportOptions, type ImportTarget } from './run-import';

// ---------------------------------------------------------------------------------------------------
// USDA zones by ZIP code (usda_zones_by_zip.csv): zipcode, state, city, usda_zone, latitude, longitude

/** Upserts every ZIP code; only rows whose values differ are written. */
export async function importZipCodes(
  target: ImportTarget,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const seen = new Map<string, number>();
  return importRows(target, input, options, {
    kind: 'zip_codes',
    required: [['zipcode', 'zip'], 'usda_zone'],
    normalise: (row) => {
      const { row: zip, issues, errors } = normaliseZipRow(row);
      if (!zip) return { row: null, issues, errors };
      const first = seen.get(zip.zip);
      if (first === undefined) {
        seen.set(zip.zip, row.rowNumber);
        return { row: zip, issues, errors };
      }
      const duplicate: RowError = {
        row: row.rowNumber,
        treeId: null,
        column: 'zipcode',
        value: zip.zip,
        message: `ZIP code appears twice in the file (rows ${first} and ${row.rowNumber})`,
      };
      return { row: null, issues, errors: [...errors, duplicate] };
    },
    write: async (manager, { rows, issues }) => {
      const result: { inserted: boolean }[] = await manager.query(
        `INSERT INTO zip_codes (zip, state, city, usda_zone, latitude, longitude)
       SELECT x.zip, x.state, x.city, x.usda_zone, x.latitude, x.longitude
       FROM jsonb_to_recordset($1::jsonb) AS x(zip text, state text, city text, usda_zone text, latitude numeric, longitude numeric)
       ON CONFLICT (zip) DO UPDATE SET state = excluded.state, city = excluded.city, usda_zone = excluded.usda_zone,
         latitude = excluded.latitude, longitude = excluded.longitude
       WHERE (zip_codes.state, zip_codes.city, zip_codes.usda_zone, zip_codes.latitude, zip_codes.longitude)
         IS DISTINCT FROM (excluded.state, excluded.city, excluded.usda_zone, excluded.latitude, excluded.longitude)
       RETURNING (xmax = 0) AS inserted`,
        [JSON.stringify(rows)],
      );
      const inserted = result.filter((r) => r.inserted).length;
      return {
        counts: {
          rows: rows.length,
          inserted,
          updated: result.length - inserted,
          unchanged: rows.length - result.length,
          issues: issues.length,
        },
        issues,
      };
    },
  });
}
