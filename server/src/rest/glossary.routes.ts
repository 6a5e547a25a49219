import express, { Router, type Request, type RequestHandler } from 'express';
import { authorize } from '../auth/policies';
import { buildRequestContext, viewerOf, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/content.schemas';
import { ValidationError } from '../errors';
import { DEFAULT_IMAGE_LIMITS, IMAGE_MESSAGES } from '../services/photos.service';
import {
  createGlossaryEntry,
  deleteGlossaryEntry,
  deleteGlossaryPhoto,
  listGlossary,
  updateGlossaryEntry,
  updateGlossaryPhotoText,
  uploadGlossaryPhoto,
} from '../services/glossary.service';
import { presentGlossaryEntry, presentGlossaryPhoto } from './presenters/glossary.presenter';
import { baseVersionOf } from './base-version';
import { publicRead } from './public-read';

const PRIVATE = 'private, no-store';
/** The photo and the multipart framing around it. */
const MULTIPART_LIMIT = DEFAULT_IMAGE_LIMITS.maxBytes + 64 * 1024;

/**
 * The multipart body of a photo upload, read only for editors and admins (401/403 before a byte of
 * a refused caller's file), at most the image limit (413 beyond), parsed by the platform's FormData.
 */
const photoBody: RequestHandler[] = [
  (req, _res, next) => {
    authorize(viewerOf(req), 'glossary:edit');
    if (!req.is('multipart/form-data')) {
      throw new ValidationError('Send the photo as multipart/form-data with the field photo', [
        { field: 'photo', message: 'Send the photo as multipart/form-data' },
      ]);
    }
    next();
  },
  (req, res, next) =>
    express.raw({ type: 'multipart/form-data', limit: MULTIPART_LIMIT })(req, res, (error?: unknown) => {
      if ((error as { status?: number } | undefined)?.status === 413) {
        res.status(413).json({ message: IMAGE_MESSAGES.tooLarge(DEFAULT_IMAGE_LIMITS.maxBytes / 1024 / 1024) });
        return;
      }
      next(error);
    }),
];

async function readPhotoField(req: Request): Promise<{ file: Buffer | null; caption: unknown }> {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': req.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new ValidationError('The multipart body could not be read', [
      { field: 'photo', message: 'The upload could not be read' },
    ]);
  }
  const files = form.getAll('photo');
  if (files.length > 1) throw new ValidationError('Send one photo at a time');
  const photo = files[0];
  const file = photo && typeof photo !== 'string' ? Buffer.from(await photo.arrayBuffer()) : null;
  const caption = form.get('definition_text');
  return { file, caption: typeof caption === 'string' ? caption : undefined };
}

/** The glossary of spec §7: public read; writes for roles 2 and 3. */
export function glossaryRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  mount(router, paths.listGlossary, publicRead(deps), async (req, res) => {
    res.json((await listGlossary(ctx(req))).map(presentGlossaryEntry));
  });

  mount(router, paths.createEntry, async (req, res) => {
    const entry = await createGlossaryEntry(ctx(req), req.body);
    res.status(201).setHeader('Cache-Control', PRIVATE).setHeader('ETag', `"${entry.version}"`);
    res.json(presentGlossaryEntry(entry));
  });

  // (before /tree/glossary/:id, which would take "photo" for an id)
  mount(router, paths.deleteGlossaryPhoto, async (req, res) => {
    const { id, entryId } = await deleteGlossaryPhoto(ctx(req), req.params.photoId);
    res.setHeader('Cache-Control', PRIVATE).json({ glossary_photo_id: id, glossary_id: entryId, deleted: true });
  });

  mount(router, paths.uploadGlossaryPhoto, ...photoBody, async (req, res) => {
    const { file, caption } = await readPhotoField(req);
    const photo = await uploadGlossaryPhoto(ctx(req), req.params.id, file, caption);
    res.status(201).setHeader('Cache-Control', PRIVATE).json(presentGlossaryPhoto(photo));
  });

  mount(router, paths.updateEntry, async (req, res) => {
    const entry = await updateGlossaryEntry(ctx(req), req.params.id, req.body, baseVersionOf(req));
    res.setHeader('Cache-Control', PRIVATE).setHeader('ETag', `"${entry.version}"`);
    res.json(presentGlossaryEntry(entry));
  });

  mount(router, paths.deleteEntry, async (req, res) => {
    const { id } = await deleteGlossaryEntry(ctx(req), req.params.id);
    res.setHeader('Cache-Control', PRIVATE).json({ glossary_id: id, deleted: true });
  });

  mount(router, paths.photoCaption, async (req, res) => {
    const photo = await updateGlossaryPhotoText(ctx(req), req.params.photoId, req.body);
    res.setHeader('Cache-Control', PRIVATE).json(presentGlossaryPhoto(photo));
  });

  return router;
}
