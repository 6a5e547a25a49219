import { GLOSSARY_PHOTO_TYPES as PHOTO_TYPES } from '@selectree/rules';
import { spendBudget } from '../../auth/rate-limits';
import crypto from 'node:crypto';
import { authorize } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { parseId } from '../ids';
import { DEFAULT_IMAGE_LIMITS, processImage, sniffImageType, type ImageType } from '../photos.service';
import { glossaryPhotoFiles, toPhotoView, type GlossaryPhotoView, type PhotoRow } from './glossary.service';
import { GLOSSARY_MESSAGES, parseCaption } from './glossary-text';

/** Spec §9: glossary photo types jpeg and png (checked by content, never by name or declared type). */
export const GLOSSARY_PHOTO_TYPES: readonly ImageType[] = PHOTO_TYPES;
export const MAX_PHOTOS_PER_ENTRY = 20;

/**
 * POST /tree/glossary/{id}/photo (multipart field `photo`): the file checked by its content (JPEG or
 * PNG, size and pixel limits), turned upright and re-encoded by the tree photos' pipeline (metadata
 * gone, responsive widths), stored through the same photo storage, then the row. Files written
 * before a refusal are removed again.
 */
export async function uploadGlossaryPhoto(
  ctx: RequestContext,
  rawEntryId: unknown,
  file: Buffer | null | undefined,
  rawCaption?: unknown,
): Promise<GlossaryPhotoView> {
  await spendBudget(ctx, 'glossaryWrite');
  authorize(ctx.viewer, 'glossary:edit');
  const entryId = parseId(rawEntryId, 'glossary id');
  const caption = parseCaption(rawCaption);
  if (!file || !file.length) {
    throw new ValidationError('Choose a photo to upload', [{ field: 'photo', message: 'Choose a photo to upload' }]);
  }
  const [entry]: { id: number }[] = await ctx.db.query(`SELECT id FROM glossary_entries WHERE id = $1`, [entryId]);
  if (!entry) throw new NotFoundError(GLOSSARY_MESSAGES.notFound);
  if (file.length <= DEFAULT_IMAGE_LIMITS.maxBytes && !sniffImageType(file, GLOSSARY_PHOTO_TYPES)) {
    throw new ValidationError(GLOSSARY_MESSAGES.photoType, [{ field: 'photo', message: GLOSSARY_MESSAGES.photoType }]);
  }
  const image = await processImage(file, DEFAULT_IMAGE_LIMITS, GLOSSARY_PHOTO_TYPES);
  const base = `glossary/${entryId}/${crypto.randomUUID()}`;
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const key = `${base}${variant.suffix}`;
      await ctx.photos.put(key, variant.buffer, variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
      written.push(key);
    }
    const widths = image.variants.filter((v) => v.format === 'webp').map((v) => v.width);
    return await ctx.db.transaction(async (manager) => {
      const [locked]: { id: number }[] = await manager.query(
        `SELECT id FROM glossary_entries WHERE id = $1 FOR UPDATE`,
        [entryId],
      );
      if (!locked) throw new NotFoundError(GLOSSARY_MESSAGES.notFound);
      const [{ count, next }]: { count: number; next: number }[] = await manager.query(
        `SELECT count(*)::int AS count, COALESCE(max(sequence) + 1, 1)::int AS next FROM glossary_photos WHERE entry_id = $1`,
        [entryId],
      );
      if (count >= MAX_PHOTOS_PER_ENTRY) {
        throw new ValidationError(GLOSSARY_MESSAGES.tooManyPhotos(MAX_PHOTOS_PER_ENTRY));
      }
      const [row]: PhotoRow[] = await manager.query(
        `INSERT INTO glossary_photos (entry_id, s3_link, definition_text, sequence, storage_key, width, height, widths)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [entryId, `${base}.jpg`, caption, Math.min(next, 32767), base, image.width, image.height, widths],
      );
      return toPhotoView(row);
    });
  } catch (error) {
    for (const key of written) await ctx.photos.delete(key).catch(() => undefined);
    throw error;
  }
}

/** DELETE /tree/glossary/photo/{id}: the row now, its files once the deletion has committed. */
export async function deleteGlossaryPhoto(
  ctx: RequestContext,
  rawId: unknown,
): Promise<{ id: number; entryId: number }> {
  await spendBudget(ctx, 'glossaryWrite');
  authorize(ctx.viewer, 'glossary:edit');
  const id = parseId(rawId, 'glossary photo id');
  // (Looked up first: a statement that deletes nothing would still bump the catalogue version.)
  const rows: PhotoRow[] = await ctx.db.transaction(async (manager) => {
    const found: PhotoRow[] = await manager.query(`SELECT * FROM glossary_photos WHERE id = $1 FOR UPDATE`, [id]);
    if (!found.length) throw new NotFoundError(GLOSSARY_MESSAGES.photoNotFound);
    await manager.query(`DELETE FROM glossary_photos WHERE id = $1`, [id]);
    return found;
  });
  for (const file of glossaryPhotoFiles(rows[0])) await ctx.photos.delete(file).catch(() => undefined);
  return { id, entryId: rows[0].entry_id };
}

/** PUT /tree/glossary_photos/{id}/definition {definition_text}: the caption (empty clears it). */
export async function updateGlossaryPhotoText(
  ctx: RequestContext,
  rawId: unknown,
  body: unknown,
): Promise<GlossaryPhotoView> {
  await spendBudget(ctx, 'glossaryWrite');
  authorize(ctx.viewer, 'glossary:edit');
  const id = parseId(rawId, 'glossary photo id');
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('definition_text' in body)) {
    throw new ValidationError('Send {definition_text}', [{ field: 'definition_text', message: 'Send the photo text' }]);
  }
  const caption = parseCaption((body as Record<string, unknown>).definition_text);
  return ctx.db.transaction(async (manager) => {
    const [found]: PhotoRow[] = await manager.query(`SELECT * FROM glossary_photos WHERE id = $1 FOR UPDATE`, [id]);
    if (!found) throw new NotFoundError(GLOSSARY_MESSAGES.photoNotFound);
    if (found.definition_text === caption) return toPhotoView(found);
    const [saved]: PhotoRow[] = await manager.query(
      `WITH u AS (UPDATE glossary_photos SET definition_text = $2 WHERE id = $1 RETURNING *) SELECT * FROM u`,
      [id, caption],
    );
    return toPhotoView(saved);
  });
}
