import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { readCsv, type CsvRow } from '../../import/csv';
import type { PhotoStorage } from './storage';
import { removeStoredFiles, storeImageFiles } from './stored-image';

/**
 * The photo importer (npm run import:photos -- photos.csv; the demo seed): openly licensed photos
 * listed in a CSV (file, tree_id, scientific_name, shows, author, licence, licence_url, source_url;
 * shared/data/photos/README.md), each through the editors' pipeline (stored-image.ts), with the author
 * as credit, the licence and what it shows. A row's photo is known by its tree and source page
 * (unique), so a second run adds nothing; a changed author, licence or subject is updated in place.
 */

export const PHOTO_SUBJECTS = ['form', 'bark', 'leaf', 'flower', 'fruit', 'other'] as const;
const REQUIRED = ['file', 'tree_id', 'scientific_name', 'shows', 'author', 'licence', 'source_url'];

export interface PhotoImportTarget {
  db: DataSource;
  photos: PhotoStorage;
}

export interface PhotoImportProblem {
  /** The CSV row as a spreadsheet numbers it (header = 1). */
  row: number;
  file: string;
  reason: string;
}

export interface PhotoImportResult {
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Rows naming no tree of this catalogue (or one whose name differs). */
  unmatched: PhotoImportProblem[];
  /** Rows refused: a missing cell, an unknown subject, a file missing or not an image. */
  refused: PhotoImportProblem[];
}

interface PhotoRowInput {
  row: number;
  file: string;
  treeId: number;
  scientificName: string;
  shows: string;
  credit: string;
  licence: string;
  sourceUrl: string;
}

/** Reads the CSV and imports every row; the images are read from the CSV's folder. */
export async function importPhotos(target: PhotoImportTarget, csvPath: string): Promise<PhotoImportResult> {
  const table = await readCsv(await fs.readFile(csvPath));
  const missing = REQUIRED.filter((h) => !table.headers.includes(h));
  if (missing.length) throw new Error(`${path.basename(csvPath)} has no column ${missing.join(', ')}`);
  const result: PhotoImportResult = { rows: 0, added: 0, updated: 0, unchanged: 0, unmatched: [], refused: [] };
  for (const csvRow of table.rows) {
    result.rows += 1;
    const input = parseRow(csvRow);
    if (typeof input === 'string') {
      result.refused.push({ row: csvRow.rowNumber, file: csvRow.values.file ?? '', reason: input });
      continue;
    }
    const treeId = await matchTree(target.db.manager, input);
    if (typeof treeId === 'string') {
      result.unmatched.push({ row: input.row, file: input.file, reason: treeId });
      continue;
    }
    try {
      result[await importOne(target, path.dirname(csvPath), treeId, input)] += 1;
    } catch (error) {
      result.refused.push({ row: input.row, file: input.file, reason: (error as Error).message });
    }
  }
  return result;
}

function parseRow({ rowNumber, values }: CsvRow): PhotoRowInput | string {
  const empty = REQUIRED.find((h) => !values[h]?.trim());
  if (empty) return `${empty} is empty`;
  const file = values.file.trim();
  if (file !== path.basename(file) || file.startsWith('.')) return 'file must be a file name in the same folder';
  const shows = values.shows.trim().toLowerCase();
  if (!(PHOTO_SUBJECTS as readonly string[]).includes(shows))
    return `shows must be one of ${PHOTO_SUBJECTS.join(', ')}`;
  const treeId = Number(values.tree_id);
  if (!Number.isInteger(treeId) || treeId < 1) return 'tree_id must be a whole number';
  if (!/^https?:\/\//.test(values.source_url.trim())) return 'source_url must be a web address';
  return {
    row: rowNumber,
    file,
    treeId,
    scientificName: values.scientific_name.trim(),
    shows,
    credit: values.author.trim(),
    licence: values.licence.trim(),
    sourceUrl: values.source_url.trim(),
  };
}

/**
 * The tree a row shows: its tree_id when that tree has the row's scientific name (the export's
 * ids); otherwise the one tree of that name (the demo catalogue has its own ids). Else the reason.
 */
async function matchTree(manager: EntityManager, input: PhotoRowInput): Promise<number | string> {
  const named: { id: number }[] = await manager.query(
    `SELECT id FROM trees WHERE lower(scientific_name) = lower($1) ORDER BY (id = $2) DESC, id`,
    [input.scientificName, input.treeId],
  );
  if (named.length && named[0].id === input.treeId) return input.treeId;
  if (named.length === 1) return named[0].id;
  if (named.length > 1)
    return `${named.length} trees are named ${input.scientificName} and none has id ${input.treeId}`;
  return `no tree named ${input.scientificName} (tree_id ${input.treeId}) in this catalogue`;
}

type Outcome = 'added' | 'updated' | 'unchanged';

async function importOne(target: PhotoImportTarget, folder: string, treeId: number, input: PhotoRowInput) {
  const fields = [input.credit, input.licence, input.shows];
  const [known]: { id: number; same: boolean }[] = await target.db.query(
    `SELECT id, (credit IS NOT DISTINCT FROM $3 AND licence = $4 AND attribute_name IS NOT DISTINCT FROM $5) AS same
     FROM photos WHERE tree_id = $1 AND source_url = $2`,
    [treeId, input.sourceUrl, ...fields],
  );
  if (known?.same) return 'unchanged' satisfies Outcome;
  if (known) {
    await target.db.query(`UPDATE photos SET credit = $2, licence = $3, attribute_name = $4 WHERE id = $1`, [
      known.id,
      ...fields,
    ]);
    return 'updated' satisfies Outcome;
  }
  const image = await storeImageFiles(target.photos, treeId, await fs.readFile(path.join(folder, input.file)));
  const inserted: unknown[] = await target.db.query(
    `INSERT INTO photos (tree_id, link, credit, licence, source_url, sequence, attribute_name, storage_key, width, height, widths)
     SELECT $1, $2, $3, $4, $5, COALESCE(max(sequence) + 1, 1), $6, $7, $8, $9, $10 FROM photos WHERE tree_id = $1
     ON CONFLICT (tree_id, source_url) DO NOTHING RETURNING id`,
    [
      treeId,
      image.link,
      input.credit,
      input.licence,
      input.sourceUrl,
      input.shows,
      image.base,
      image.width,
      image.height,
      image.widths,
    ],
  );
  if (inserted.length) return 'added' satisfies Outcome;
  // Another run added it meanwhile: keep theirs.
  await removeStoredFiles(target.photos, image.files);
  return 'unchanged' satisfies Outcome;
}

/** The report the CLI prints: counts, then every unmatched and refused row. */
export function formatPhotoImport(result: PhotoImportResult): string {
  const lines = [
    `${result.rows} rows: ${result.added} photos added, ${result.updated} updated, ${result.unchanged} unchanged, ` +
      `${result.unmatched.length} unmatched, ${result.refused.length} refused`,
  ];
  for (const p of result.unmatched) lines.push(`  unmatched row ${p.row} (${p.file}): ${p.reason}`);
  for (const p of result.refused) lines.push(`  refused row ${p.row} (${p.file}): ${p.reason}`);
  return lines.join('\n');
}
