import { cleanScientificName, collapseSpaces, titleCaseName, toSearchKey } from '@selectree/rules';
import type { CsvRow } from './csv';
import type { ImportIssueRecord, RowError } from './issues';
import { repairMojibake } from './mojibake';
import type { NormalisedRow } from './normalise-rows';
import { isInvalid, parseWholeNumber } from './values';

/** Row normalisers of the two smaller files: extra common names and USDA zones by ZIP code. Pure. */

export interface CommonNameRow {
  rowNumber: number;
  treeId: number;
  name: string;
  searchKey: string;
}

export function normaliseCommonNameRow(row: CsvRow): NormalisedRow<CommonNameRow> {
  const rawId = row.values.tree_id ?? '';
  const id = parseWholeNumber(rawId);
  if (isInvalid(id) || id === null || id < 1) {
    return {
      row: null,
      issues: [],
      errors: [
        {
          row: row.rowNumber,
          treeId: null,
          column: 'tree_id',
          value: rawId,
          message: 'tree_id must be a whole number from 1',
        },
      ],
    };
  }
  const raw = row.values.common_name ?? '';
  const repaired = repairMojibake(raw, { prose: false });
  const issues: ImportIssueRecord[] = repaired.suspicious.map((fragment) => ({
    row: row.rowNumber,
    treeId: id,
    column: 'common_name',
    value: fragment,
    reason: 'mojibake_unrepaired' as const,
  }));
  const cleaned = collapseSpaces(repaired.text);
  const name = cleaned === '' ? '' : titleCaseName(cleaned);
  const searchKey = toSearchKey(name);
  if (searchKey === '') {
    issues.push({
      row: row.rowNumber,
      treeId: id,
      column: 'common_name',
      value: raw,
      reason: 'empty_value',
      message: row.values.scientific_name
        ? `scientific name in the row: ${collapseSpaces(row.values.scientific_name)}`
        : undefined,
    });
    return { row: null, issues, errors: [] };
  }
  return { row: { rowNumber: row.rowNumber, treeId: id, name, searchKey }, issues, errors: [] };
}

export interface ZipRow {
  zip: string;
  state: string;
  city: string | null;
  usda_zone: string;
  latitude: number | null;
  longitude: number | null;
}

const STATES = new Set(['CA', 'HI']);

export function normaliseZipRow(row: CsvRow): NormalisedRow<ZipRow> {
  const issues: ImportIssueRecord[] = [];
  const errors: RowError[] = [];
  const fail = (column: string, value: string, message: string) =>
    errors.push({ row: row.rowNumber, treeId: null, column, value, message });

  const rawZip = (row.values.zipcode ?? row.values.zip ?? '').trim();
  // Spreadsheets drop the leading zero of 0xxxx ZIP codes; pad a 3-4 digit value back.
  const zip = /^\d{3,4}$/.test(rawZip) ? rawZip.padStart(5, '0') : rawZip;
  if (!/^\d{5}$/.test(zip)) fail('zipcode', rawZip, 'is not a 5-digit ZIP code');

  const state = (row.values.state ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) fail('state', row.values.state ?? '', 'is not a two-letter state code');
  else if (!STATES.has(state))
    issues.push({ row: row.rowNumber, treeId: null, column: 'state', value: state, reason: 'unknown_state' });

  const rawZone = (row.values.usda_zone ?? '').trim();
  const zone = rawZone.toLowerCase().replace(/\s+/g, '');
  if (!/^([1-9]|1[0-3])[ab]?$/.test(zone)) fail('usda_zone', rawZone, 'is not a USDA zone (1-13, optionally a or b)');

  const coordinate = (column: 'latitude' | 'longitude', limit: number): number | null => {
    const raw = (row.values[column] ?? '').trim();
    if (raw === '') return null;
    const value = Number(raw);
    if (!Number.isFinite(value) || Math.abs(value) > limit) {
      fail(column, raw, `is not a ${column}`);
      return null;
    }
    return Math.round(value * 1e5) / 1e5;
  };
  const latitude = coordinate('latitude', 90);
  const longitude = coordinate('longitude', 180);

  if (errors.length) return { row: null, issues, errors };
  const city = collapseSpaces(row.values.city ?? '');
  return {
    row: { zip, state, city: city === '' ? null : titleCaseName(city), usda_zone: zone, latitude, longitude },
    issues,
    errors,
  };
}

export interface GbifSynonymRow {
  rowNumber: number;
  verbatimName: string;
  verbatimKey: string;
  acceptedName: string;
  acceptedKey: string;
}

/** gbif_synonyms.csv: verbatim_name (a catalogue name), acceptedCanonicalName (GBIF's accepted name). */
export function normaliseGbifSynonymRow(row: CsvRow): NormalisedRow<GbifSynonymRow> {
  const verbatimName = cleanScientificName(row.values.verbatim_name ?? '');
  const acceptedName = cleanScientificName(row.values.acceptedcanonicalname ?? '');
  if (verbatimName === '' || acceptedName === '') {
    return {
      row: null,
      issues: [],
      errors: [
        {
          row: row.rowNumber,
          treeId: null,
          column: verbatimName === '' ? 'verbatim_name' : 'acceptedCanonicalName',
          value: '',
          message: 'is empty',
        },
      ],
    };
  }
  return {
    row: {
      rowNumber: row.rowNumber,
      verbatimName,
      verbatimKey: toSearchKey(verbatimName),
      acceptedName,
      acceptedKey: toSearchKey(acceptedName),
    },
    issues: [],
    errors: [],
  };
}
