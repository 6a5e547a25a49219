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
import { mount } from './openapi/route-spec';
import * as paths from './schemas/editing.schemas';
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

  mount(router, paths.editOptions, (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600').json(editOptions(ctx(req)));
  });

  mount(router, paths.getTreeForEdit, async (req, res) => {
    const context = ctx(req);
    await sendView(context, res, await getTreeForEdit(context, req.params.id));
  });

  mount(router, paths.saveTree, async (req, res) => {
    const context = ctx(req);
    const view = await saveTree(context, req.params.id, req.body, baseVersionOf(req));
    await sendView(context, res, view);
  });

  // Issue 23.5: a detail section marked reviewed now, by the editor (kept in the history).
  mount(router, paths.reviewSection, async (req, res) => {
    const review = await markSectionReviewed(ctx(req), req.params.id, req.body);
    res.setHeader('Cache-Control', PRIVATE).json({
      section: review.section,
      reviewed_at: review.reviewedAt,
      reviewed_by: review.reviewedBy,
      version: review.version,
    });
  });

  mount(router, paths.duplicateTree, async (req, res) => {
    const { treeId } = await duplicateTree(ctx(req), req.body);
    res.status(201).setHeader('Cache-Control', PRIVATE).json({ tree_id: treeId });
  });

  mount(router, paths.deleteTree, async (req, res) => {
    const context = ctx(req);
    const { treeId } = await deleteTree(context, req.params.id, removePhotoFiles(context));
    res.setHeader('Cache-Control', PRIVATE).json({ tree_id: treeId, deleted: true });
  });

  mount(router, paths.addTree, async (req, res) => {
    const { treeId } = await addTree(ctx(req));
    // The spec: "response is the new id".
    res.status(201).setHeader('Cache-Control', PRIVATE).json(treeId);
  });

  mount(router, paths.addTaxon, async (req, res) => {
    const { taxon, version } = await addTaxon(ctx(req), req.params.treeId);
    res
      .status(201)
      .setHeader('Cache-Control', PRIVATE)
      .json({ ...presentTaxon(taxonOf(taxon)), version });
  });

  mount(router, paths.updateTaxon, async (req, res) => {
    const { taxon, version } = await updateTaxon(ctx(req), req.params.taxonId, req.body);
    res.setHeader('Cache-Control', PRIVATE).json({ ...presentTaxon(taxonOf(taxon)), version });
  });

  mount(router, paths.deleteTaxon, async (req, res) => {
    const { taxonId, version } = await deleteTaxon(ctx(req), req.params.taxonId);
    res.setHeader('Cache-Control', PRIVATE).json({ taxon_id: taxonId, deleted: true, version });
  });

  mount(router, paths.treeHistory, async (req, res) => {
    const entries = await listTreeHistory(ctx(req), req.params.treeId, {
      limit: req.query.limit,
      before: req.query.before,
    });
    res.setHeader('Cache-Control', PRIVATE).json(entries.map(presentHistoryEntry));
  });

  mount(router, paths.revertEdit, async (req, res) => {
    const context = ctx(req);
    await sendView(context, res, await revertEdit(context, req.params.editId));
  });

  mount(router, paths.restoreTree, async (req, res) => {
    const context = ctx(req);
    const at = (req.body as { at?: unknown } | undefined)?.at;
    await sendView(context, res, await restoreTreeAsOf(context, req.params.treeId, at));
  });

  return router;
}
