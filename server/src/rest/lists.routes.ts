import { Router, type Request, type Response } from 'express';
import { buildRequestContext, type AppDeps, type RequestContext } from '../context';
import { ForbiddenError } from '../errors';
import {
  addCollaborator,
  addTreesToList,
  banList,
  banUser,
  createList,
  duplicateList,
  followList,
  getList,
  inviteCollaborator,
  LIST_MESSAGES,
  listCsv,
  myLists,
  removeCollaborator,
  removeList,
  removeTreeFromList,
  NEW_SHARE_KEY_MESSAGE,
  renewShareKey,
  reorderListTrees,
  searchLists,
  treeLabel,
  updateList,
  updateListTreeEntry,
  updateSavedSearch,
  type ListFormInput,
} from '../services/lists.service';
import { baseVersionOf } from './base-version';
import { sendJson } from './precompressed';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/lists.schemas';
import { presentListDetailJson, presentListSearch, presentListSummary } from './presenters/list.presenter';

/** GET /list/{id} (and /list/current/{id}): the list, or a page of its trees (`first`, `after`). */
function listDetail(ctx: (req: Request) => RequestContext, shareKey: (req: Request) => unknown) {
  return async (req: Request, res: Response) => {
    const list = await getList(ctx(req), req.params.listId, req.query.sort, shareKey(req), {
      first: req.query.first,
      after: req.query.after,
    });
    const { body, etag } = presentListDetailJson(list);
    // Its own ETag, so Express does not hash the whole body (hundreds of kB for a long list) each
    // time, and the body compressed once per ETag (precompressed.ts), not once per request.
    res.setHeader('Cache-Control', 'private, no-store');
    await sendJson(req, res, body, etag);
  };
}

/** Spec §7, every /list path (and users/ban), over services/lists.service.ts. */
export function listsRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);
  const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? req.body : {});
  /** A link-viewable list's share key: `?key=` on the path (or `key` in the body of a POST). */
  const shareKey = (req: Request): unknown => req.query.key ?? body(req).key;

  mount(router, paths.myLists, async (req, res, input) => {
    const all = input.params.all as boolean;
    res.setHeader('Cache-Control', 'private, no-store').json((await myLists(ctx(req), all)).map(presentListSummary));
  });

  mount(router, paths.searchLists, async (req, res) => {
    const result = await searchLists(ctx(req), req.query.query);
    res.setHeader('Cache-Control', 'private, no-store').json(presentListSearch(result));
  });

  mount(router, paths.createList, async (req, res, input) => {
    const list = await createList(ctx(req), (input.body ?? {}) as ListFormInput);
    res.status(201).json({ message: LIST_MESSAGES.created, list_id: list.id, list: presentListSummary(list) });
  });

  mount(router, paths.duplicateList, async (req, res) => {
    const list = await duplicateList(ctx(req), body(req).list_id, shareKey(req));
    res.status(201).json({ message: LIST_MESSAGES.duplicated, list_id: list.id, list: presentListSummary(list) });
  });

  mount(router, paths.updateList, async (req, res, input) => {
    const list = await updateList(ctx(req), req.params.listId, input.body as ListFormInput, baseVersionOf(req));
    res.json({ message: LIST_MESSAGES.updated, list: presentListSummary(list) });
  });

  mount(router, paths.addTrees, async (req, res) => {
    const list = await addTreesToList(ctx(req), body(req).listId, body(req).treeIds);
    res.json({ message: LIST_MESSAGES.addedTrees(list.name), list: presentListSummary(list) });
  });

  mount(router, paths.removeTree, async (req, res) => {
    const { list, tree } = await removeTreeFromList(ctx(req), body(req).listId, req.params.treeId);
    res.json({ message: LIST_MESSAGES.removedTree(treeLabel(tree), list.name), list: presentListSummary(list) });
  });

  mount(router, paths.addCollaborator, async (req, res) => {
    try {
      await addCollaborator(ctx(req), body(req).list_id, body(req).email);
      res.json({ message: LIST_MESSAGES.userAdded });
    } catch (error) {
      // The legacy client reads 401 as 'Lack permissions to share!'.
      if (error instanceof ForbiddenError) res.status(401).json({ message: error.message });
      else throw error;
    }
  });

  // Not in the spec: an invitation for an address without an account (issue 21.10); the spec's
  // addCollabToList above keeps answering 'Error, user does not exist' for such an address.
  mount(router, paths.invite, async (req, res) => {
    const { message, invited } = await inviteCollaborator(ctx(req), req.params.listId, body(req).email);
    res.status(invited ? 201 : 200).json({ message });
  });

  mount(router, paths.savedSearch, async (req, res) => {
    const list = await updateSavedSearch(ctx(req), req.params.listId, body(req).query_data);
    res.json({ message: LIST_MESSAGES.savedSearchUpdated, list: presentListSummary(list) });
  });

  mount(router, paths.follow, async (req, res) => {
    const list = await followList(ctx(req), req.params.listId, body(req).followStatus, shareKey(req));
    const following = list.callerRole === 'Follower';
    res.json({
      message: following ? LIST_MESSAGES.followed : LIST_MESSAGES.unfollowed,
      list: presentListSummary(list),
    });
  });

  mount(router, paths.removeList, async (req, res) => {
    const { name, left } = await removeList(ctx(req), req.params.listId, req.params.typeToDelete);
    res.json({ message: left ? LIST_MESSAGES.unfollowed : LIST_MESSAGES.removedList(name) });
  });

  mount(router, paths.removeCollaborator, async (req, res) => {
    await removeCollaborator(ctx(req), req.params.listId, req.params.userId);
    res.status(202).json({ message: LIST_MESSAGES.collaboratorRemoved });
  });

  mount(router, paths.banList, async (req, res) => {
    const list = await banList(ctx(req), body(req).list_id, body(req).value);
    res.json({ message: LIST_MESSAGES.listBanned(list.name, list.banned), list: presentListSummary(list) });
  });

  mount(router, paths.banUser, async (req, res) => {
    const { message } = await banUser(ctx(req), body(req).user_id, body(req).value);
    res.json({ message });
  });

  mount(router, paths.reorder, async (req, res) => {
    const list = await reorderListTrees(ctx(req), req.params.listId, body(req).treeIds);
    res.json({ list: presentListSummary(list) });
  });

  // The spec's body {note} saves as before; `quantity` and `version` (checked when given) are optional.
  mount(router, paths.note, async (req, res) => {
    const { note, quantity } = body(req);
    const legacy = !('quantity' in body(req));
    const entry = await updateListTreeEntry(ctx(req), req.params.listId, req.params.treeId, {
      note: legacy ? (note ?? null) : note,
      quantity,
      version: baseVersionOf(req),
    });
    res.json({ note: entry.note, quantity: entry.quantity, version: entry.version });
  });

  mount(router, paths.listCsv, async (req, res) => {
    const { fileName, csv } = await listCsv(ctx(req), req.params.listId, shareKey(req));
    res
      .setHeader('Content-Type', 'text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(csv);
  });

  mount(router, paths.renewShareKey, async (req, res) => {
    const list = await renewShareKey(ctx(req), req.params.listId);
    res.json({ message: NEW_SHARE_KEY_MESSAGE, list: presentListSummary(list) });
  });

  const detail = listDetail(ctx, shareKey);
  mount(router, paths.currentList, detail);
  mount(router, paths.listDetail, detail);

  return router;
}
