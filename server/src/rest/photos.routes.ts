import express, { Router, type Request } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/editing.schemas';
import { NotFoundError, ValidationError } from '../errors';
import {
  DEFAULT_IMAGE_LIMITS,
  LocalPhotoStorage,
  bulkUpdateCredit,
  createPhoto,
  deletePhoto,
  receiveLocalUpload,
  reorderPhotos,
  requestPhotoUpload,
  updatePhoto,
} from '../services/photos.service';
import { presentPhoto } from './presenters/tree.presenter';

const PRIVATE = 'private, no-store';

/** Photos of spec §7: signed upload, create, update, reorder, bulk credit, delete (roles 2, 3). */
export function photosRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  mount(router, paths.photoSignedUpload, async (req, res) => {
    const grant = await requestPhotoUpload(ctx(req), req.query);
    // The spec: "response data.data holds signedRequestUrl and photoLink".
    res.setHeader('Cache-Control', PRIVATE).json({ data: grant });
  });

  // The local driver's upload URL: authorised by its signature and single-use grant, not a session.
  mount(
    router,
    paths.photoLocalUpload,
    express.raw({ type: () => true, limit: DEFAULT_IMAGE_LIMITS.maxBytes }),
    async (req, res) => {
      const context = ctx(req);
      if (!(context.photos instanceof LocalPhotoStorage)) throw new NotFoundError('No such API path');
      const key = `uploads/${req.params.id}`;
      const refused = await context.photos.verify({
        key,
        expires: String(req.query.expires ?? ''),
        ct: String(req.query.ct ?? ''),
        sig: String(req.query.sig ?? ''),
      });
      if (refused) throw new ValidationError(refused);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await receiveLocalUpload(context, key, req.get('content-type') ?? '', body);
      res.status(201).setHeader('Cache-Control', PRIVATE).json({ uploaded: true });
    },
  );

  mount(router, paths.createPhoto, async (req, res) => {
    const { photo, version } = await createPhoto(ctx(req), req.body ?? {});
    res
      .status(201)
      .setHeader('Cache-Control', PRIVATE)
      .json({ ...presentPhotoRow(photo), version });
  });

  mount(router, paths.updatePhoto, async (req, res) => {
    const { photo, version } = await updatePhoto(ctx(req), req.params.photoLinkId, req.body);
    res.setHeader('Cache-Control', PRIVATE).json({ ...presentPhotoRow(photo), version });
  });

  mount(router, paths.reorderPhotos, async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE).json(await reorderPhotos(ctx(req), req.body));
  });

  mount(router, paths.bulkCredit, async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE).json(await bulkUpdateCredit(ctx(req), req.body));
  });

  mount(router, paths.deletePhoto, async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE).json(await deletePhoto(ctx(req), req.params.photoLinkId));
  });

  return router;
}

/** A photos row (snake_case from SQL) in the legacy photo shape. */
function presentPhotoRow(row: {
  id: number;
  tree_id: number;
  link: string;
  credit: string | null;
  licence: string;
  source_url: string | null;
  sequence: number;
  attribute_name: string | null;
}) {
  return presentPhoto({
    id: row.id,
    treeId: row.tree_id,
    link: row.link,
    credit: row.credit,
    licence: row.licence,
    sourceUrl: row.source_url,
    sequence: row.sequence,
    attributeName: row.attribute_name,
  } as Parameters<typeof presentPhoto>[0]);
}
