import { Router, type Request, type Response } from 'express';
import {
  addTaxon,
  addTree,
  deleteTaxon,
  deleteTree,
  duplicateTree,
  editOptions,
  getTreeForEdit,
  listTreeHistory,
  markSectionReviewed,
  restoreTreeAsOf,
  revertEdit,
  saveTree,
  updateTaxon,
  taxonOf,
  type TreeEditView,
} from '../services/editing.service';
import { removePhotoFiles } from '../services/photos.service';
import { buildRequestContext, type AppDeps, type RequestContext } from '../context';
import { baseVersionOf } from './base-version';
import { presentHistoryEntry, presentTreeEdit } from './presenters/tree-edit.presenter';
import { presentTaxon } from './presenters/tree.presenter';

/** Editing writes and reads: never cached (drafts, versions). */
const PRIVATE = 'private, no-store';

/** Tree, taxa and history paths of the editors (roles 2 and 3), spec §7 Tree and Taxa. */
export function treeEditRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);
  const sendView = async (context: RequestContext, res: Response, view: TreeEditView, status = 200) => {
    const [taxa, photos] = await Promise.all([
      context.loaders.taxaByTreeId.load(view.treeId),
      context.loaders.photosByTreeId.load(view.treeId),
    ]);
    res.status(status).setHeader('Cache-Control', PRIVATE).setHeader('ETag', `"${view.version}"`);
    res.json(presentTreeEdit(view, taxa, photos));
  };

  router.get('/tree/edit-options', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600').json(editOptions(ctx(req)));
  });

  router.get('/tree/edit/:id', async (req, res) => {
    const context = ctx(req);
    await sendView(context, res, await getTreeForEdit(context, req.params.id));
  });

  router.put('/tree/update/:id', async (req, res) => {
    const context = ctx(req);
    const view = await saveTree(context, req.params.id, req.body, baseVersionOf(req));
    await sendView(context, res, view);
  });

  // Issue 23.5: a detail section marked reviewed now, by the editor (kept in the history).
  router.put('/tree/review/:id', async (req, res) => {
    const review = await markSectionReviewed(ctx(req), req.params.id, req.body);
    res.setHeader('Cache-Control', PRIVATE).json({
      section: review.section,
      reviewed_at: review.reviewedAt,
      reviewed_by: review.reviewedBy,
      version: review.version,
    });
  });

  router.put('/tree/duplicate', async (req, res) => {
    const { treeId } = await duplicateTree(ctx(req), req.body);
    res.status(201).setHeader('Cache-Control', PRIVATE).json({ tree_id: treeId });
  });

  router.delete('/tree/delete/:id', async (req, res) => {
    const context = ctx(req);
    const { treeId } = await deleteTree(context, req.params.id, removePhotoFiles(context));
    res.setHeader('Cache-Control', PRIVATE).json({ tree_id: treeId, deleted: true });
  });

  router.post('/tree/add', async (req, res) => {
    const { treeId } = await addTree(ctx(req));
    // The spec: "response is the new id".
    res.status(201).setHeader('Cache-Control', PRIVATE).json(treeId);
  });

  router.post('/tree/taxon/add/:treeId', async (req, res) => {
    const { taxon, version } = await addTaxon(ctx(req), req.params.treeId);
    res
      .status(201)
      .setHeader('Cache-Control', PRIVATE)
      .json({ ...presentTaxon(taxonOf(taxon)), version });
  });

  router.put('/tree/taxon/update/:taxonId', async (req, res) => {
    const { taxon, version } = await updateTaxon(ctx(req), req.params.taxonId, req.body);
    res.setHeader('Cache-Control', PRIVATE).json({ ...presentTaxon(taxonOf(taxon)), version });
  });

  router.delete('/tree/taxon/delete/:taxonId', async (req, res) => {
    const { taxonId, version } = await deleteTaxon(ctx(req), req.params.taxonId);
    res.setHeader('Cache-Control', PRIVATE).json({ taxon_id: taxonId, deleted: true, version });
  });

  router.get('/tree/history/:treeId', async (req, res) => {
    const entries = await listTreeHistory(ctx(req), req.params.treeId, {
      limit: req.query.limit,
      before: req.query.before,
    });
    res.setHeader('Cache-Control', PRIVATE).json(entries.map(presentHistoryEntry));
  });

  router.post('/tree/history/revert/:editId', async (req, res) => {
    const context = ctx(req);
    await sendView(context, res, await revertEdit(context, req.params.editId));
  });

  router.post('/tree/history/restore/:treeId', async (req, res) => {
    const context = ctx(req);
    const at = (req.body as { at?: unknown } | undefined)?.at;
    await sendView(context, res, await restoreTreeAsOf(context, req.params.treeId, at));
  });

  return router;
}
