import { Router, type Request } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/content.schemas';
import {
  contributePhoto,
  decideQueueItem,
  listQueue,
  reportProblem,
  requestContributionUpload,
  type QueueItem,
} from '../services/community.service';

const PRIVATE = 'private, no-store';

/** A queue item in the REST shape of issue 23 (snake_case; the photo's link as `photoLink`). */
export function presentQueueItem(item: QueueItem) {
  return {
    id: item.id,
    kind: item.kind,
    tree_id: item.tree_id,
    tree_name: item.tree_name,
    status: item.status,
    created_at: item.created_at,
    contributor: item.contributor,
    ...(item.kind === 'photo'
      ? {
          photoLink: item.link,
          licence: item.licence,
          credit: item.credit,
          attribute_name: item.attribute_name,
          taken_at: item.taken_at,
          place: item.place,
          width: item.width,
          height: item.height,
        }
      : { section: item.section, message: item.message, source: item.source }),
    decided_by: item.decided_by_name,
    decided_at: item.decided_at,
    note: item.decision_note,
  };
}

/** Community contributions, problem reports and the editors' queue (issue 23). */
export function communityRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  mount(router, paths.contributionUpload, async (req, res) => {
    const grant = await requestContributionUpload(ctx(req), req.query);
    // As the editors' path: the client reads response.data.data (signedRequestUrl, photoLink).
    res.setHeader('Cache-Control', PRIVATE).json({ data: grant });
  });

  mount(router, paths.contributePhoto, async (req, res) => {
    res
      .status(201)
      .setHeader('Cache-Control', PRIVATE)
      .json(await contributePhoto(ctx(req), req.body));
  });

  mount(router, paths.reportProblem, async (req, res) => {
    res
      .status(201)
      .setHeader('Cache-Control', PRIVATE)
      .json(await reportProblem(ctx(req), req.params.treeId, req.body));
  });

  mount(router, paths.editorQueue, async (req, res) => {
    const items = await listQueue(ctx(req), req.query);
    res.setHeader('Cache-Control', PRIVATE).json({ items: items.map(presentQueueItem) });
  });

  mount(router, paths.decideQueueItem, async (req, res) => {
    const { item, version } = await decideQueueItem(ctx(req), req.params.id, req.body);
    res.setHeader('Cache-Control', PRIVATE).json({
      id: item.id,
      kind: item.kind,
      status: item.status,
      decided_by: item.decided_by_name,
      decided_at: item.decided_at,
      note: item.decision_note,
      photo_id: item.photo_id,
      version,
    });
  });

  return router;
}
