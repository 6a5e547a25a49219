import { spendBudget } from '../../auth/rate-limits';
import type { EntityManager } from 'typeorm';
import {
  cleanScientificName,
  collapseSpaces,
  formatScientificName,
  parseScientificName,
  toSearchKey,
} from '@selectree/rules';
import type { RequestContext } from '../../context';
import type { Taxon } from '../../entities/taxon.entity';
import { NotFoundError, ValidationError, type FieldError } from '../../errors';
import { parseId } from '../ids';
import { changeTree, type TreeStep } from './tree-change';

export const TAXON_NOT_FOUND = 'There is no such taxon';
export const LAST_TAXON = 'A tree keeps at least one taxon: add another before deleting this one';
export const ACCEPTED_NAME_REQUIRED = 'The accepted name (sequence 1) needs at least a genus';
export const TAXON_PART_MAX = 100;
export const TAXON_SEQUENCE_MAX = 99;

/** A taxa row as PostgreSQL returns it. */
export interface TaxonRow {
  id: number;
  tree_id: number;
  sequence: number;
  genus: string | null;
  species: string | null;
  hybrid_alt_species: string | null;
  subspecies: string | null;
  variety: string | null;
  forma: string | null;
  cultivar: string | null;
  hybrid_x: boolean;
  hybrid_genus: boolean;
  qualifier: string | null;
  name_concat: string;
}

/** A taxa row in the entity's shape (camelCase), the one both transports present. */
export function taxonOf(row: TaxonRow): Omit<Taxon, 'tree'> {
  return {
    id: row.id,
    treeId: row.tree_id,
    sequence: row.sequence,
    genus: row.genus,
    species: row.species,
    hybridAltSpecies: row.hybrid_alt_species,
    subspecies: row.subspecies,
    variety: row.variety,
    forma: row.forma,
    cultivar: row.cultivar,
    hybridX: row.hybrid_x,
    hybridGenus: row.hybrid_genus,
    qualifier: row.qualifier,
    nameConcat: row.name_concat,
  };
}

/** The parts an editor may set (spec §7 PUT /tree/taxon/update). */
const TEXT_PARTS = ['genus', 'species', 'hybrid_alt_species', 'subspecies', 'variety', 'cultivar'] as const;
const FIELDS = new Set<string>([...TEXT_PARTS, 'sequence', 'hybrid_x', 'name_concat', 'taxon_id', 'tree_id']);
type TaxonChange = Partial<Pick<TaxonRow, (typeof TEXT_PARTS)[number] | 'sequence' | 'hybrid_x' | 'name_concat'>>;

async function treeOfTaxon(ctx: RequestContext, taxonId: number): Promise<number> {
  const [row]: { tree_id: number }[] = await ctx.db.query(`SELECT tree_id FROM taxa WHERE id = $1`, [taxonId]);
  if (!row) throw new NotFoundError(TAXON_NOT_FOUND);
  return row.tree_id;
}

async function lockedTaxa(manager: EntityManager, treeId: number): Promise<TaxonRow[]> {
  return manager.query(`SELECT * FROM taxa WHERE tree_id = $1 ORDER BY sequence`, [treeId]);
}

/** POST /tree/taxon/add/{treeId}: a blank taxon after the last (a synonym once it has a name). */
export async function addTaxon(ctx: RequestContext, rawTreeId: unknown) {
  await spendBudget(ctx, 'treeEdit');
  const treeId = parseId(rawTreeId, 'tree id');
  const outcome = await changeTree(ctx, treeId, async (tx) => {
    const taxa = await lockedTaxa(tx.manager, treeId);
    const sequence = Math.max(0, ...taxa.map((t) => t.sequence)) + 1;
    if (sequence > TAXON_SEQUENCE_MAX) throw new ValidationError(`A tree has at most ${TAXON_SEQUENCE_MAX} taxa`);
    const [row]: TaxonRow[] = await tx.manager.query(
      `INSERT INTO taxa (tree_id, sequence, name_concat) VALUES ($1, $2, '') RETURNING *`,
      [treeId, sequence],
    );
    tx.log({ action: 'create', target: 'taxon', targetId: row.id, field: '*', oldValue: null, newValue: row });
    return row;
  });
  return { taxon: outcome.result, version: outcome.version };
}

/**
 * PUT /tree/taxon/update/{taxonId}: sets the parts sent; name_concat is rebuilt from the parts (a
 * name_concat sent alone is parsed into parts). A sequence taken by another taxon of the tree swaps
 * with it, so "make this the accepted name" is one call. The tree's scientific name and searchable
 * synonyms follow in the same transaction.
 */
export async function updateTaxon(ctx: RequestContext, rawTaxonId: unknown, body: unknown) {
  await spendBudget(ctx, 'treeEdit');
  const taxonId = parseId(rawTaxonId, 'taxon id');
  const change = parseTaxonBody(body);
  const treeId = await treeOfTaxon(ctx, taxonId);
  const outcome = await changeTree(ctx, treeId, async (tx) => {
    const taxa = await lockedTaxa(tx.manager, treeId);
    const taxon = taxa.find((t) => t.id === taxonId);
    if (!taxon) throw new NotFoundError(TAXON_NOT_FOUND);
    const next = mergeTaxon(taxon, change);
    if (next.sequence === 1 && !next.genus) {
      throw new ValidationError(ACCEPTED_NAME_REQUIRED, [{ field: 'genus', message: ACCEPTED_NAME_REQUIRED }]);
    }
    const other = taxa.find((t) => t.id !== taxonId && t.sequence === next.sequence);
    if (other && taxon.sequence === 1 && !other.genus) {
      throw new ValidationError(ACCEPTED_NAME_REQUIRED, [{ field: 'sequence', message: ACCEPTED_NAME_REQUIRED }]);
    }
    if (other) await tx.manager.query(`UPDATE taxa SET sequence = 32000 WHERE id = $1`, [other.id]);
    await writeTaxon(tx, taxon, next, 'update');
    if (other) await moveSequence(tx, other, taxon.sequence);
    await syncTaxonNames(tx.manager, treeId);
    const [saved]: TaxonRow[] = await tx.manager.query(`SELECT * FROM taxa WHERE id = $1`, [taxonId]);
    return saved;
  });
  return { taxon: outcome.result, version: outcome.version };
}

/** DELETE /tree/taxon/delete/{taxonId}: only when the tree has more than one; never its accepted name. */
export async function deleteTaxon(ctx: RequestContext, rawTaxonId: unknown) {
  await spendBudget(ctx, 'treeEdit');
  const taxonId = parseId(rawTaxonId, 'taxon id');
  const treeId = await treeOfTaxon(ctx, taxonId);
  const outcome = await changeTree(ctx, treeId, async (tx) => {
    const taxa = await lockedTaxa(tx.manager, treeId);
    const taxon = taxa.find((t) => t.id === taxonId);
    if (!taxon) throw new NotFoundError(TAXON_NOT_FOUND);
    if (taxa.length <= 1) throw new ValidationError(LAST_TAXON);
    if (taxon.sequence === 1) {
      throw new ValidationError(
        'The accepted name (sequence 1) cannot be deleted: give another taxon sequence 1 first',
      );
    }
    await tx.manager.query(`DELETE FROM taxa WHERE id = $1`, [taxonId]);
    tx.log({ action: 'delete', target: 'taxon', targetId: taxonId, field: '*', oldValue: taxon, newValue: null });
    await syncTaxonNames(tx.manager, treeId);
    return { taxonId };
  });
  return { ...outcome.result, version: outcome.version };
}

function parseTaxonBody(body: unknown): TaxonChange {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ValidationError('The taxon must be an object');
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const change: TaxonChange = {};
  for (const key of Object.keys(input))
    if (!FIELDS.has(key)) errors.push({ field: key, message: `Unknown field: ${key}` });
  for (const part of TEXT_PARTS) {
    const raw = input[part];
    if (raw === undefined) continue;
    if (raw === null || raw === '') change[part] = null;
    else if (typeof raw !== 'string') errors.push({ field: part, message: `${part} must be text` });
    else if (raw.length > TAXON_PART_MAX)
      errors.push({ field: part, message: `${part} is longer than ${TAXON_PART_MAX} characters` });
    else if (/[<>"]|javascript:/i.test(raw))
      errors.push({ field: part, message: `${part} must be plain text (no markup or scripts)` });
    else change[part] = collapseSpaces(raw.replace(/^'+|'+$/g, '')) || null;
  }
  if (input.sequence !== undefined) {
    const sequence = typeof input.sequence === 'string' ? Number(input.sequence) : input.sequence;
    if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 1 || sequence > TAXON_SEQUENCE_MAX) {
      errors.push({ field: 'sequence', message: `sequence must be a whole number from 1 to ${TAXON_SEQUENCE_MAX}` });
    } else change.sequence = sequence;
  }
  if (input.hybrid_x !== undefined) {
    const x = input.hybrid_x;
    if ([1, '1', true].includes(x as never)) change.hybrid_x = true;
    else if ([0, '0', false, null, ''].includes(x as never)) change.hybrid_x = false;
    else errors.push({ field: 'hybrid_x', message: 'hybrid_x must be 0 or 1' });
  }
  if (typeof input.name_concat === 'string' && input.name_concat.length > 300) {
    errors.push({ field: 'name_concat', message: 'name_concat is longer than 300 characters' });
  } else if (typeof input.name_concat === 'string' && /[<>]|javascript:/i.test(input.name_concat)) {
    errors.push({ field: 'name_concat', message: 'name_concat must be plain text (no markup or scripts)' });
  } else if (typeof input.name_concat === 'string') change.name_concat = input.name_concat;
  if (errors.length) throw new ValidationError(errors[0].message, errors);
  return change;
}

/** The taxon after the change: parts from the body, the name rebuilt from the parts. */
export function mergeTaxon(taxon: TaxonRow, change: TaxonChange): TaxonRow {
  const next: TaxonRow = { ...taxon };
  const partsSent = TEXT_PARTS.some((part) => change[part] !== undefined) || change.hybrid_x !== undefined;
  for (const part of TEXT_PARTS) if (change[part] !== undefined) next[part] = change[part] ?? null;
  if (change.hybrid_x !== undefined) next.hybrid_x = change.hybrid_x;
  if (change.sequence !== undefined) next.sequence = change.sequence;
  if (!partsSent && change.name_concat !== undefined) {
    const parsed = parseScientificName(cleanScientificName(change.name_concat));
    Object.assign(next, {
      genus: parsed.genus,
      species: parsed.species,
      hybrid_alt_species: parsed.hybridAltSpecies,
      subspecies: parsed.subspecies,
      variety: parsed.variety,
      forma: parsed.forma,
      cultivar: parsed.cultivar,
      hybrid_x: parsed.hybridX,
      hybrid_genus: parsed.hybridGenus,
      qualifier: parsed.qualifier,
    });
  }
  next.name_concat = formatScientificName({
    genus: next.genus,
    species: next.species,
    hybridAltSpecies: next.hybrid_alt_species,
    subspecies: next.subspecies,
    variety: next.variety,
    forma: next.forma,
    cultivar: next.cultivar,
    hybridX: next.hybrid_x,
    hybridGenus: next.hybrid_genus,
    qualifier: next.qualifier,
  });
  return next;
}

const WRITABLE = [...TEXT_PARTS, 'forma', 'hybrid_x', 'hybrid_genus', 'qualifier', 'name_concat', 'sequence'] as const;

/** Writes the changed columns of a taxon and logs each (action update, revert or restore). */
export async function writeTaxon(
  tx: TreeStep,
  taxon: TaxonRow,
  next: TaxonRow,
  action: 'update' | 'revert',
  revertsEditId: number | null = null,
): Promise<void> {
  const changed = WRITABLE.filter((column) => taxon[column] !== next[column]);
  if (!changed.length) return;
  await tx.manager.query(
    `UPDATE taxa SET ${changed.map((column, i) => `"${column}" = $${i + 2}`).join(', ')} WHERE id = $1`,
    [taxon.id, ...changed.map((column) => next[column])],
  );
  for (const column of changed) {
    tx.log({
      action,
      target: 'taxon',
      targetId: taxon.id,
      field: column,
      oldValue: taxon[column],
      newValue: next[column],
      revertsEditId,
    });
  }
}

/** Gives the swapped taxon (parked at a free slot: sequences are unique) the sequence the edited one left. */
async function moveSequence(tx: TreeStep, other: TaxonRow, sequence: number): Promise<void> {
  await tx.manager.query(`UPDATE taxa SET sequence = $2 WHERE id = $1`, [other.id, sequence]);
  tx.log({
    action: 'update',
    target: 'taxon',
    targetId: other.id,
    field: 'sequence',
    oldValue: other.sequence,
    newValue: sequence,
  });
}

/**
 * The names that follow the taxa: the tree's scientific name (and its search key) is the accepted
 * taxon's; the searchable synonyms of the export and of editors are the other taxa's names (GBIF
 * synonyms, kept apart by their source, stay). Found by suggestions at once, no re-import.
 */
export async function syncTaxonNames(manager: EntityManager, treeId: number): Promise<void> {
  const taxa = await lockedTaxa(manager, treeId);
  const accepted = taxa.find((t) => t.sequence === 1);
  if (accepted && accepted.name_concat) {
    await manager.query(
      `UPDATE trees SET scientific_name = $2, scientific_search_key = $3 WHERE id = $1 AND scientific_name IS DISTINCT FROM $2`,
      [treeId, accepted.name_concat, toSearchKey(accepted.name_concat)],
    );
  }
  const synonyms = taxa
    .filter((t) => t.sequence > 1 && t.name_concat)
    .map((t, position) => ({ name: t.name_concat, position, search_key: toSearchKey(t.name_concat) }))
    .filter((s) => s.search_key !== '');
  await manager.query(
    `DELETE FROM tree_names WHERE tree_id = $1 AND kind = 'synonym' AND source IN ('export', 'editor')
       AND NOT (search_key = ANY($2::text[]))`,
    [treeId, synonyms.map((s) => s.search_key)],
  );
  if (!synonyms.length) return;
  await manager.query(
    `INSERT INTO tree_names (tree_id, kind, name, position, source, search_key)
     SELECT $1, 'synonym', x.name, x.position, 'editor', x.search_key
     FROM jsonb_to_recordset($2::jsonb) AS x(name text, position smallint, search_key text)
     ON CONFLICT (tree_id, kind, search_key) DO UPDATE SET name = excluded.name, position = excluded.position`,
    [treeId, JSON.stringify(synonyms)],
  );
}
