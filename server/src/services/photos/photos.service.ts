import { spendBudget } from '../../auth/rate-limits';
import crypto from 'node:crypto';
import { authorize } from '../../auth/policies';
import { collapseSpaces } from '@selectree/rules';
import type { RequestContext } from '../../context';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { changeTree, lockTree } from '../editing.service';
import { parseId } from '../ids';
import { ALL_RIGHTS_RESERVED } from '../../entities/photo.entity';
import { type ImageType } from './image-pipeline';
import { MAX_PHOTOS_PER_TREE, PHOTO_MESSAGES, PHOTO_TEXT_MAX, UPLOAD_TYPES, UPLOAD_URL_SECONDS } from './photo-rules';
import { removeStoredFiles, storeImageFiles } from './stored-image';
import { consumeGrant, readGrantedUpload, releaseGrant } from './upload-grants';

export { MAX_PHOTOS_PER_TREE, PHOTO_MESSAGES, PHOTO_TEXT_MAX, UPLOAD_TYPES, UPLOAD_URL_SECONDS } from './photo-rules';
export { consumeGrant, readGrantedUpload, releaseGrant } from './upload-grants';

interface PhotoRow {
  id: number;
  tree_id: number;
  link: string;
  credit: string | null;
  licence: string;
  source_url: string | null;
  sequence: number;
  attribute_name: string | null;
  storage_key: string | null;
  width: number | null;
  height: number | null;
  widths: number[];
}

/** Every stored file of a photo: the JPEG (its link) and the WebP widths. */
export function photoFiles(photo: Pick<PhotoRow, 'storage_key' | 'widths'>): string[] {
  if (!photo.storage_key) return [];
  return [`${photo.storage_key}.jpg`, ...photo.widths.map((w) => `${photo.storage_key}-${w}.webp`)];
}

function plainText(field: string, raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string')
    throw new ValidationError(`${field} must be text`, [{ field, message: `${field} must be text` }]);
  const text = collapseSpaces(raw);
  if (text.length > PHOTO_TEXT_MAX) throw new ValidationError(`${field} is longer than ${PHOTO_TEXT_MAX} characters`);
  if (/<[a-z!/?]|javascript:/i.test(text))
    throw new ValidationError(`${field} must be plain text (no markup or scripts)`);
  return text || null;
}

/** A licence sent by an editor: plain text like the credit, never empty (absent: undefined, unchanged). */
function licenceText(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const licence = plainText('licence', raw);
  if (!licence)
    throw new ValidationError(PHOTO_MESSAGES.noLicence, [{ field: 'licence', message: PHOTO_MESSAGES.noLicence }]);
  return licence;
}

/**
 * GET /photo/getSignedS3?treeId&fileName&fileType: a single-use grant and the URL to PUT the file
 * to (local: the app's signed URL; S3: a presigned PUT). The key is the app's, never the file name.
 */
export async function requestPhotoUpload(ctx: RequestContext, query: Record<string, unknown>) {
  await spendBudget(ctx, 'photoUpload');
  const viewer = authorize(ctx.viewer, 'tree:edit');
  return issueUploadGrant(ctx, viewer.id, query);
}

/**
 * A single-use upload grant for `userId` (the caller has checked who may upload and spent its
 * budget): file type and name checked, the tree locked to see it exists, the app's own key.
 * Editors' uploads and community contributions (services/community) both start here.
 */
export async function issueUploadGrant(ctx: RequestContext, userId: number, query: Record<string, unknown>) {
  const treeId = parseId(query.treeId, 'treeId');
  const fileType = String(query.fileType ?? '').toLowerCase();
  if (!UPLOAD_TYPES.includes(fileType as ImageType)) throw new ValidationError(PHOTO_MESSAGES.fileType);
  const fileName = query.fileName;
  if (typeof fileName !== 'string' || !fileName.trim() || fileName.length > 255) {
    throw new ValidationError(PHOTO_MESSAGES.fileName);
  }
  await lockTree(ctx.db.manager, treeId).catch(() => {
    throw new NotFoundError('There are no trees found that match that query.');
  });
  const key = `uploads/${crypto.randomUUID()}`;
  const expiresAt = new Date(ctx.clock().getTime() + UPLOAD_URL_SECONDS * 1000);
  await ctx.db.query(
    `INSERT INTO photo_uploads (key, tree_id, user_id, content_type, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [key, treeId, userId, fileType, expiresAt],
  );
  const signedRequestUrl = await ctx.photos.signedUploadUrl(key, fileType, UPLOAD_URL_SECONDS);
  return { signedRequestUrl, photoLink: key, expiresAt };
}

/**
 * PUT /api/photo/upload/{key} (local storage only): the browser's file, to the key of an unused,
 * unexpired grant whose content type it matches. Checked again, by content, on create.
 */
export async function receiveLocalUpload(ctx: RequestContext, key: string, contentType: string, body: Buffer) {
  const [grant]: { content_type: string; expires_at: Date; uploaded_at: Date | null; used_at: Date | null }[] =
    await ctx.db.query(`SELECT content_type, expires_at, uploaded_at, used_at FROM photo_uploads WHERE key = $1`, [
      key,
    ]);
  if (!grant) throw new NotFoundError(PHOTO_MESSAGES.unknownUpload);
  if (grant.uploaded_at || grant.used_at) throw new ConflictError(PHOTO_MESSAGES.uploadUsed);
  if (grant.expires_at.getTime() < ctx.clock().getTime()) throw new ValidationError(PHOTO_MESSAGES.uploadExpired);
  if (grant.content_type !== contentType.split(';')[0].trim().toLowerCase())
    throw new ValidationError(PHOTO_MESSAGES.fileType);
  if (!body.length) throw new ValidationError(PHOTO_MESSAGES.uploadMissing);
  const [{ claimed }] = await ctx.db.query(
    `WITH c AS (UPDATE photo_uploads SET uploaded_at = now() WHERE key = $1 AND uploaded_at IS NULL RETURNING 1)
     SELECT count(*)::int AS claimed FROM c`,
    [key],
  );
  if (!claimed) throw new ConflictError(PHOTO_MESSAGES.uploadUsed);
  await ctx.photos.put(key, body, contentType);
}

/**
 * POST /photo/create {treeId, photoLink, number, fileType, credits}: consumes the grant, checks
 * the uploaded file by content and limits, re-encodes it (EXIF gone, responsive widths), stores
 * the results and adds the photo at `number` (default: last). The raw upload is deleted.
 */
export async function createPhoto(ctx: RequestContext, body: Record<string, unknown>) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  const treeId = parseId(body.treeId, 'treeId');
  const key = typeof body.photoLink === 'string' ? body.photoLink : '';
  const credit = plainText('credits', body.credits);
  const attributeName = plainText('attribute_name', body.attribute_name);
  const licence = licenceText(body.licence);
  const sequence =
    body.number === undefined || body.number === null || body.number === '' ? null : parseId(body.number, 'number');
  const raw = await readGrantedUpload(ctx, key, treeId);
  try {
    return await storePhoto(ctx, treeId, raw, { credit, licence, attributeName, sequence, grantKey: key });
  } finally {
    await releaseGrant(ctx, key);
  }
}

/** A photo sent whole (GraphQL multipart upload): the same checks, processing and row as createPhoto. */
export async function uploadPhotoFile(
  ctx: RequestContext,
  rawTreeId: unknown,
  file: Buffer,
  input: Record<string, unknown>,
) {
  await spendBudget(ctx, 'photoUpload');
  authorize(ctx.viewer, 'tree:edit');
  const treeId = parseId(rawTreeId, 'treeId');
  return storePhoto(ctx, treeId, file, {
    credit: plainText('credit', input.credit),
    licence: licenceText(input.licence),
    attributeName: plainText('attribute_name', input.attribute_name),
    sequence: null,
  });
}

interface StoreOptions {
  credit: string | null;
  /** Absent: "All rights reserved" (an editor's own upload). */
  licence?: string;
  attributeName: string | null;
  sequence: number | null;
  /** The upload grant to consume in the same transaction (single use). */
  grantKey?: string;
}

/** Processes the image, writes its files, then the row and its history; files go again if the row does not. */
async function storePhoto(ctx: RequestContext, treeId: number, raw: Buffer, options: StoreOptions) {
  const image = await storeImageFiles(ctx.photos, treeId, raw);
  try {
    const outcome = await changeTree(ctx, treeId, async (tx) => {
      if (options.grantKey) await consumeGrant(tx.manager, options.grantKey);
      const [{ count, next }] = await tx.manager.query(
        `SELECT count(*)::int AS count, COALESCE(max(sequence) + 1, 1)::int AS next FROM photos WHERE tree_id = $1`,
        [treeId],
      );
      if (count >= MAX_PHOTOS_PER_TREE) throw new ValidationError(PHOTO_MESSAGES.tooMany);
      const [photo]: PhotoRow[] = await tx.manager.query(
        `INSERT INTO photos (tree_id, link, credit, licence, sequence, attribute_name, storage_key, width, height, widths)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          treeId,
          image.link,
          options.credit,
          options.licence ?? ALL_RIGHTS_RESERVED,
          options.sequence ?? next,
          options.attributeName,
          image.base,
          image.width,
          image.height,
          image.widths,
        ],
      );
      tx.log({ action: 'create', target: 'photo', targetId: photo.id, field: '*', oldValue: null, newValue: photo });
      return photo;
    });
    return { photo: outcome.result, version: outcome.version };
  } catch (error) {
    await removeStoredFiles(ctx.photos, image.files);
    throw error;
  }
}

async function photoById(ctx: RequestContext, rawId: unknown): Promise<PhotoRow> {
  const id = parseId(rawId, 'photo id');
  const [photo]: PhotoRow[] = await ctx.db.query(`SELECT * FROM photos WHERE id = $1`, [id]);
  if (!photo) throw new NotFoundError(PHOTO_MESSAGES.notFound);
  return photo;
}

/** PUT /photo/update/{id} {attribute_name, credit, licence}: the fields sent (absent: unchanged). */
export async function updatePhoto(ctx: RequestContext, rawId: unknown, body: unknown) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new ValidationError('The photo must be an object');
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).find(
    (k) => !['attribute_name', 'credit', 'licence', 'photo_link_id', 'link', 'sequence'].includes(k),
  );
  if (unknown) throw new ValidationError(`Unknown field: ${unknown}`);
  const changes: Record<string, string | null> = {};
  if (input.attribute_name !== undefined) changes.attribute_name = plainText('attribute_name', input.attribute_name);
  if (input.credit !== undefined) changes.credit = plainText('credit', input.credit);
  if (input.licence !== undefined) changes.licence = licenceText(input.licence)!;
  const photo = await photoById(ctx, rawId);
  const outcome = await changeTree(ctx, photo.tree_id, async (tx) => {
    const [current]: PhotoRow[] = await tx.manager.query(`SELECT * FROM photos WHERE id = $1`, [photo.id]);
    if (!current) throw new NotFoundError(PHOTO_MESSAGES.notFound);
    for (const [field, value] of Object.entries(changes)) {
      if ((current[field as keyof PhotoRow] ?? null) === value) continue;
      await tx.manager.query(`UPDATE photos SET "${field}" = $2 WHERE id = $1`, [photo.id, value]);
      tx.log({
        action: 'update',
        target: 'photo',
        targetId: photo.id,
        field,
        oldValue: current[field as keyof PhotoRow],
        newValue: value,
      });
    }
    const [saved]: PhotoRow[] = await tx.manager.query(`SELECT * FROM photos WHERE id = $1`, [photo.id]);
    return saved;
  });
  return { photo: outcome.result, version: outcome.version };
}

/** Photos named by id, all of one tree (else refused), in the order given. */
async function photosOfOneTree(ctx: RequestContext, ids: number[]): Promise<{ treeId: number; photos: PhotoRow[] }> {
  const photos: PhotoRow[] = await ctx.db.query(`SELECT * FROM photos WHERE id = ANY($1::int[])`, [ids]);
  const missing = ids.find((id) => !photos.some((p) => p.id === id));
  if (missing !== undefined) throw new NotFoundError(`${PHOTO_MESSAGES.notFound} (${missing})`);
  const trees = new Set(photos.map((p) => p.tree_id));
  if (trees.size !== 1) throw new ValidationError(PHOTO_MESSAGES.otherTree);
  return { treeId: photos[0].tree_id, photos };
}

function parseIdList(raw: unknown, field: string): number[] {
  if (!Array.isArray(raw) || !raw.length) throw new ValidationError(PHOTO_MESSAGES.noneSelected);
  if (raw.length > MAX_PHOTOS_PER_TREE) throw new ValidationError(PHOTO_MESSAGES.tooMany);
  const ids = raw.map((id) => parseId(id, field));
  if (new Set(ids).size !== ids.length) throw new ValidationError(`${field} lists a photo twice`);
  return ids;
}

/** PUT /photo/batch-update [{photo_link_id, sequence}]: the new order of one tree's photos. */
export async function reorderPhotos(ctx: RequestContext, body: unknown) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  if (!Array.isArray(body) || !body.length) throw new ValidationError('Send the photos and their order');
  const items = body.map((item) => {
    if (!item || typeof item !== 'object') throw new ValidationError('Each item needs photo_link_id and sequence');
    const { photo_link_id: id, sequence } = item as Record<string, unknown>;
    const seq = typeof sequence === 'string' ? Number(sequence) : sequence;
    if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0 || seq > 999) {
      throw new ValidationError('sequence must be a whole number from 0 to 999');
    }
    return { id: parseId(id, 'photo_link_id'), sequence: seq };
  });
  const { treeId, photos } = await photosOfOneTree(
    ctx,
    parseIdList(
      items.map((i) => i.id),
      'photo_link_id',
    ),
  );
  const outcome = await changeTree(ctx, treeId, async (tx) => {
    for (const item of items) {
      const photo = photos.find((p) => p.id === item.id)!;
      if (photo.sequence === item.sequence) continue;
      await tx.manager.query(`UPDATE photos SET sequence = $2 WHERE id = $1 AND tree_id = $3`, [
        item.id,
        item.sequence,
        treeId,
      ]);
      tx.log({
        action: 'update',
        target: 'photo',
        targetId: item.id,
        field: 'sequence',
        oldValue: photo.sequence,
        newValue: item.sequence,
      });
    }
  });
  return { treeId, version: outcome.version };
}

/** PUT /photo/bulk-update-credit {photo_ids, credit}: one credit for the selected photos. */
export async function bulkUpdateCredit(ctx: RequestContext, body: unknown) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const ids = parseIdList(input.photo_ids, 'photo_ids');
  const credit = plainText('credit', input.credit);
  const { treeId, photos } = await photosOfOneTree(ctx, ids);
  const outcome = await changeTree(ctx, treeId, async (tx) => {
    for (const photo of photos) {
      if (photo.credit === credit) continue;
      await tx.manager.query(`UPDATE photos SET credit = $2 WHERE id = $1`, [photo.id, credit]);
      tx.log({
        action: 'update',
        target: 'photo',
        targetId: photo.id,
        field: 'credit',
        oldValue: photo.credit,
        newValue: credit,
      });
    }
  });
  return { treeId, updated: photos.length, version: outcome.version };
}

/** DELETE /photo/delete/{id}: the row now, its files once the deletion has committed. */
export async function deletePhoto(ctx: RequestContext, rawId: unknown) {
  await spendBudget(ctx, 'treeEdit');
  authorize(ctx.viewer, 'tree:edit');
  const photo = await photoById(ctx, rawId);
  const outcome = await changeTree(ctx, photo.tree_id, async (tx) => {
    const [current]: PhotoRow[] = await tx.manager
      .query(`DELETE FROM photos WHERE id = $1 RETURNING *`, [photo.id])
      .then((result: [PhotoRow[], number] | PhotoRow[]) =>
        Array.isArray(result[0]) ? (result[0] as PhotoRow[]) : (result as PhotoRow[]),
      );
    if (!current) throw new NotFoundError(PHOTO_MESSAGES.notFound);
    tx.log({ action: 'delete', target: 'photo', targetId: photo.id, field: '*', oldValue: current, newValue: null });
    tx.afterCommit(async () => {
      for (const file of photoFiles(current)) await ctx.photos.delete(file);
    });
  });
  return { photoId: photo.id, treeId: photo.tree_id, version: outcome.version };
}

/** The files of many photos (a deleted tree's), deleted from storage. */
export function removePhotoFiles(ctx: Pick<RequestContext, 'photos'>) {
  return async (photos: { storage_key: string; widths: number[] }[]) => {
    for (const photo of photos) {
      for (const file of photoFiles(photo)) await ctx.photos.delete(file).catch(() => undefined);
    }
  };
}
