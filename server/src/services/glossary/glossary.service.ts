import { spendBudget } from '../../auth/rate-limits';
import type { EntityManager } from 'typeorm';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { editorName } from '../editing.service';
import { parseId } from '../ids';
import { safeRichText } from '../../import/rich-text';
import { GLOSSARY_MESSAGES, parseDefinition, parseSpanish, parseTerm, type SpanishText } from './glossary-text';

export interface GlossaryPhotoView {
  id: number;
  entryId: number;
  s3Link: string;
  definitionText: string | null;
  sequence: number;
  storageKey: string | null;
  width: number | null;
  height: number | null;
  widths: number[];
}

export interface GlossaryEntryView {
  id: number;
  term: string;
  definition: string;
  /** The Spanish term and definition (issue 28): both, or both null. */
  termEs: string | null;
  definitionEs: string | null;
  version: number;
  photos: GlossaryPhotoView[];
}

interface EntryRow {
  id: number;
  term: string;
  definition: string;
  term_es: string | null;
  definition_es: string | null;
  version: number;
  updated_by: number | null;
  updated_at: Date;
}

export interface PhotoRow {
  id: number;
  entry_id: number;
  s3_link: string;
  definition_text: string | null;
  sequence: number;
  storage_key: string | null;
  width: number | null;
  height: number | null;
  widths: number[];
}

export const toPhotoView = (row: PhotoRow): GlossaryPhotoView => ({
  id: row.id,
  entryId: row.entry_id,
  s3Link: row.s3_link,
  definitionText: row.definition_text,
  sequence: row.sequence,
  storageKey: row.storage_key,
  width: row.width,
  height: row.height,
  widths: row.widths ?? [],
});

type Query = Pick<EntityManager, 'query'>;

async function photosOf(db: Query, entryIds: number[]): Promise<Map<number, GlossaryPhotoView[]>> {
  const rows: PhotoRow[] = entryIds.length
    ? await db.query(`SELECT * FROM glossary_photos WHERE entry_id = ANY($1::int[]) ORDER BY entry_id, sequence, id`, [
        entryIds,
      ])
    : [];
  const byEntry = new Map<number, GlossaryPhotoView[]>();
  for (const row of rows) {
    const list = byEntry.get(row.entry_id) ?? [];
    list.push(toPhotoView(row));
    byEntry.set(row.entry_id, list);
  }
  return byEntry;
}

async function withPhotos(db: Query, rows: EntryRow[]): Promise<GlossaryEntryView[]> {
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    term: r.term,
    // Sanitised on save, and held on every read (safeRichText: a value written past this service).
    definition: safeRichText(r.definition) ?? '',
    termEs: r.term_es,
    definitionEs: safeRichText(r.definition_es),
    version: r.version,
    photos: photos.get(r.id) ?? [],
  }));
}

/** GET /tree/glossary: every entry, A to Z whatever the case, with its photos in order. Public. */
/** `db`: where to read (the offline bundle reads it in its own snapshot); the request's database by default. */
export async function listGlossary(ctx: RequestContext, db: Query = ctx.db): Promise<GlossaryEntryView[]> {
  const rows: EntryRow[] = await db.query(`SELECT * FROM glossary_entries ORDER BY lower(term), term, id`);
  return withPhotos(db, rows);
}

async function entryView(db: Query, id: number): Promise<GlossaryEntryView> {
  const [row]: EntryRow[] = await db.query(`SELECT * FROM glossary_entries WHERE id = $1`, [id]);
  if (!row) throw new NotFoundError(GLOSSARY_MESSAGES.notFound);
  return (await withPhotos(db, [row]))[0];
}

function inputObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError('Send the entry as an object: {term, definition}');
  }
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).find(
    (k) => !['term', 'definition', 'term_es', 'definition_es', 'version', 'glossary_id', 'photos'].includes(k),
  );
  if (unknown) throw new ValidationError(`Unknown field: ${unknown}`, [{ field: unknown, message: 'Unknown field' }]);
  return input;
}

/**
 * Every field checked, so a form shows every problem at once. `spanish` is undefined when the body
 * names neither Spanish field (keep what is stored), null to clear them.
 */
function parseEntry(input: Record<string, unknown>): {
  term: string;
  definition: string;
  spanish: SpanishText | undefined;
} {
  const errors: ValidationError[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (error instanceof ValidationError) errors.push(error);
      else throw error;
      return undefined;
    }
  };
  const term = attempt(() => parseTerm(input.term));
  const definition = attempt(() => parseDefinition(input.definition));
  const spanish = attempt(() =>
    parseSpanish(input.term_es, input.definition_es, 'term_es' in input || 'definition_es' in input),
  );
  if (errors.length) {
    throw new ValidationError(
      errors.map((e) => e.message).join('; '),
      errors.flatMap((e) => e.fieldErrors),
    );
  }
  return { term: term!, definition: definition!, spanish };
}

function takenError(existing: { id: number; term: string } | undefined, term: string): ConflictError {
  return new ConflictError(GLOSSARY_MESSAGES.termTaken(existing?.term ?? term), {
    field: 'term',
    glossary_id: existing?.id ?? null,
  });
}

/** Refuses a term another entry has, whatever the case (409 naming that entry). */
async function checkTermFree(db: Query, term: string, ownId: number | null): Promise<void> {
  const [existing]: { id: number; term: string }[] = await db.query(
    `SELECT id, term FROM glossary_entries WHERE lower(term) = lower($1) AND id IS DISTINCT FROM $2`,
    [term, ownId],
  );
  if (existing) throw takenError(existing, term);
}

/** Two editors adding one term at the same moment: the unique index on lower(term) refuses the second. */
async function termTaken<T>(db: Query, term: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    if (constraint === 'glossary_entries_term_lower_key' || constraint === 'glossary_entries_term_key') {
      const [existing]: { id: number; term: string }[] = await db.query(
        `SELECT id, term FROM glossary_entries WHERE lower(term) = lower($1)`,
        [term],
      );
      throw takenError(existing, term);
    }
    throw error;
  }
}

/** POST /tree/glossary {term, definition}: a new entry (roles 2 and 3). */
export async function createGlossaryEntry(ctx: RequestContext, body: unknown): Promise<GlossaryEntryView> {
  await spendBudget(ctx, 'glossaryWrite');
  const viewer = authorize(ctx.viewer, 'glossary:edit');
  const { term, definition, spanish } = parseEntry(inputObject(body));
  return termTaken(ctx.db, term, () =>
    ctx.db.transaction(async (manager) => {
      await checkTermFree(manager, term, null);
      const [{ id }]: { id: number }[] = await manager.query(
        `INSERT INTO glossary_entries (term, definition, term_es, definition_es, updated_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [term, definition, spanish?.termEs ?? null, spanish?.definitionEs ?? null, viewer.id],
      );
      return entryView(manager, id);
    }),
  );
}

/**
 * PUT /tree/glossary/{id} {term, definition}, based on `version` when the caller names one (GraphQL
 * always does; the spec's REST body does not, issue 21.1): refused (409, nothing written) when
 * someone saved the entry since that version, naming who and when; the editor's text stays on
 * their form. Without a version the save is applied (the entry's version, who and when move on).
 * Saving what is already stored changes nothing (no new version).
 */
export async function updateGlossaryEntry(
  ctx: RequestContext,
  rawId: unknown,
  body: unknown,
  baseVersion?: number,
): Promise<GlossaryEntryView> {
  await spendBudget(ctx, 'glossaryWrite');
  const viewer = authorize(ctx.viewer, 'glossary:edit');
  const id = parseId(rawId, 'glossary id');
  const input = inputObject(body);
  const { term, definition, spanish } = parseEntry(input);
  return termTaken(ctx.db, term, () =>
    ctx.db.transaction(async (manager) => {
      const [row]: EntryRow[] = await manager.query(`SELECT * FROM glossary_entries WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw new NotFoundError(GLOSSARY_MESSAGES.notFound);
      // A body without the Spanish fields (the spec's REST body) keeps the stored Spanish.
      const termEs = spanish === undefined ? row.term_es : (spanish?.termEs ?? null);
      const definitionEs = spanish === undefined ? row.definition_es : (spanish?.definitionEs ?? null);
      const same = row.term === term && row.definition === definition;
      if (same && row.term_es === termEs && row.definition_es === definitionEs) return entryView(manager, id);
      await checkTermFree(manager, term, id);
      if (baseVersion !== undefined && row.version !== baseVersion) {
        const by = row.updated_by === null ? 'another editor' : await editorName(manager, row.updated_by);
        const at = row.updated_at.toISOString().replace('T', ' ').slice(0, 16);
        throw new ConflictError(
          `Not saved: ${by} changed this entry at ${at} UTC (version ${row.version}; you edited version ${baseVersion}). ` +
            'Your text is still on the form: reload the glossary to see theirs, then apply yours again.',
          { field: '', currentVersion: row.version, changedBy: by, changedAt: row.updated_at },
        );
      }
      await manager.query(
        `UPDATE glossary_entries SET term = $2, definition = $3, term_es = $4, definition_es = $5,
           version = version + 1, updated_by = $6, updated_at = now()
         WHERE id = $1`,
        [id, term, definition, termEs, definitionEs, viewer.id],
      );
      return entryView(manager, id);
    }),
  );
}

/** DELETE /tree/glossary/{id}: the entry and its photos; the photo files once that has committed. */
export async function deleteGlossaryEntry(ctx: RequestContext, rawId: unknown): Promise<{ id: number }> {
  await spendBudget(ctx, 'glossaryWrite');
  authorize(ctx.viewer, 'glossary:edit');
  const id = parseId(rawId, 'glossary id');
  const photos = await ctx.db.transaction(async (manager) => {
    const [row]: EntryRow[] = await manager.query(`SELECT * FROM glossary_entries WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw new NotFoundError(GLOSSARY_MESSAGES.notFound);
    const rows: PhotoRow[] = await manager.query(`SELECT * FROM glossary_photos WHERE entry_id = $1`, [id]);
    await manager.query(`DELETE FROM glossary_entries WHERE id = $1`, [id]);
    return rows;
  });
  await removeGlossaryPhotoFiles(ctx, photos);
  return { id };
}

/** Every stored file of a glossary photo: the JPEG (its link) and the WebP widths. */
export function glossaryPhotoFiles(photo: Pick<PhotoRow, 'storage_key' | 'widths'>): string[] {
  if (!photo.storage_key) return [];
  return [`${photo.storage_key}.jpg`, ...(photo.widths ?? []).map((w) => `${photo.storage_key}-${w}.webp`)];
}

export async function removeGlossaryPhotoFiles(ctx: Pick<RequestContext, 'photos'>, photos: PhotoRow[]) {
  for (const photo of photos) {
    for (const file of glossaryPhotoFiles(photo)) await ctx.photos.delete(file).catch(() => undefined);
  }
}
