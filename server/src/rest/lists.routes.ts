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
import { presentListDetailJson, presentListSearch, presentListSummary } from './presenters/list.presenter';

/** The list form's legacy body names → the service's input names (anything else passes to be refused). */
const LEGACY_FORM_NAMES: Record<string, keyof ListFormInput> = {
  viewable_from_link: 'viewableFromLink',
  is_public: 'isPublic',
  query_data: 'queryData',
  list_type: 'type',
  types: 'type',
};

function listForm(body: unknown): ListFormInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body as ListFormInput;
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'list_id') continue; // legacy clients echo the id in the body; the path names it
    form[LEGACY_FORM_NAMES[key] ?? key] = value;
  }
  return form;
}

/** GET /list/{id} (and /list/current/{id}): the list, or a page of its trees (`first`, `after`). */
function listDetail(ctx: (req: Request) => RequestContext, shareKey: (req: Request) => unknown) {
  return async (req: Request, res: Response) => {
    const list = await getList(ctx(req), req.params.listId, req.query.sort, shareKey(req), {
      first: req.query.first,
      after: req.query.after,
    });
    res.setHeader('Cache-Control', 'private, no-store').type('json').send(presentListDetailJson(list));
  };
}

/** Spec §7, every /list path (and users/ban), over services/lists.service.ts. */
export function listsRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);
  const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? req.body : {});
  /** A link-viewable list's share key: `?key=` on the path (or `key` in the body of a POST). */
  const shareKey = (req: Request): unknown => req.query.key ?? body(req).key;

  router.get('/list/user/lists/:all', async (req, res) => {
    const all = req.params.all === 'true' ? true : req.params.all === 'false' ? false : null;
    if (all === null) {
      res.status(400).json({ message: 'The flag must be true (every list) or false (lists you can add trees to)' });
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store').json((await myLists(ctx(req), all)).map(presentListSummary));
  });

  router.get('/list/search-lists', async (req, res) => {
    const result = await searchLists(ctx(req), req.query.query);
    res.setHeader('Cache-Control', 'private, no-store').json(presentListSearch(result));
  });

  router.post('/list/create', async (req, res) => {
    const list = await createList(ctx(req), listForm(req.body ?? {}));
    res.status(201).json({ message: LIST_MESSAGES.created, list_id: list.id, list: presentListSummary(list) });
  });

  router.post('/list/duplicate', async (req, res) => {
    const list = await duplicateList(ctx(req), body(req).list_id, shareKey(req));
    res.status(201).json({ message: LIST_MESSAGES.duplicated, list_id: list.id, list: presentListSummary(list) });
  });

  router.patch('/list/update/:listId', async (req, res) => {
    const list = await updateList(ctx(req), req.params.listId, listForm(req.body), baseVersionOf(req));
    res.json({ message: LIST_MESSAGES.updated, list: presentListSummary(list) });
  });

  router.patch('/list/add/trees', async (req, res) => {
    const list = await addTreesToList(ctx(req), body(req).listId, body(req).treeIds);
    res.json({ message: LIST_MESSAGES.addedTrees(list.name), list: presentListSummary(list) });
  });

  router.patch('/list/remove/:treeId', async (req, res) => {
    const { list, tree } = await removeTreeFromList(ctx(req), body(req).listId, req.params.treeId);
    res.json({ message: LIST_MESSAGES.removedTree(treeLabel(tree), list.name), list: presentListSummary(list) });
  });

  router.patch('/list/addCollabToList', async (req, res) => {
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
  router.post('/list/:listId/invite', async (req, res) => {
    const { message, invited } = await inviteCollaborator(ctx(req), req.params.listId, body(req).email);
    res.status(invited ? 201 : 200).json({ message });
  });

  router.patch('/list/saved-search/:listId', async (req, res) => {
    const list = await updateSavedSearch(ctx(req), req.params.listId, body(req).query_data);
    res.json({ message: LIST_MESSAGES.savedSearchUpdated, list: presentListSummary(list) });
  });

  router.post('/list/follow/:listId', async (req, res) => {
    const list = await followList(ctx(req), req.params.listId, body(req).followStatus, shareKey(req));
    const following = list.callerRole === 'Follower';
    res.json({
      message: following ? LIST_MESSAGES.followed : LIST_MESSAGES.unfollowed,
      list: presentListSummary(list),
    });
  });

  router.delete('/list/remove/:listId/:typeToDelete', async (req, res) => {
    const { name, left } = await removeList(ctx(req), req.params.listId, req.params.typeToDelete);
    res.json({ message: left ? LIST_MESSAGES.unfollowed : LIST_MESSAGES.removedList(name) });
  });

  router.delete('/list/:listId/collab/:userId', async (req, res) => {
    await removeCollaborator(ctx(req), req.params.listId, req.params.userId);
    res.status(202).json({ message: LIST_MESSAGES.collaboratorRemoved });
  });

  router.patch('/list/ban', async (req, res) => {
    const list = await banList(ctx(req), body(req).list_id, body(req).value);
    res.json({ message: LIST_MESSAGES.listBanned(list.name, list.banned), list: presentListSummary(list) });
  });

  router.patch('/users/ban', async (req, res) => {
    const { message } = await banUser(ctx(req), body(req).user_id, body(req).value);
    res.json({ message });
  });

  router.patch('/list/:listId/order', async (req, res) => {
    const list = await reorderListTrees(ctx(req), req.params.listId, body(req).treeIds);
    res.json({ list: presentListSummary(list) });
  });

  // The spec's body {note} saves as before; `quantity` and `version` (checked when given) are optional.
  router.patch('/list/:listId/note/:treeId', async (req, res) => {
    const { note, quantity } = body(req);
    const legacy = !('quantity' in body(req));
    const entry = await updateListTreeEntry(ctx(req), req.params.listId, req.params.treeId, {
      note: legacy ? (note ?? null) : note,
      quantity,
      version: baseVersionOf(req),
    });
    res.json({ note: entry.note, quantity: entry.quantity, version: entry.version });
  });

  router.get('/list/:listId/csv', async (req, res) => {
    const { fileName, csv } = await listCsv(ctx(req), req.params.listId, shareKey(req));
    res
      .setHeader('Content-Type', 'text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(csv);
  });

  router.post('/list/:listId/share-key', async (req, res) => {
    const list = await renewShareKey(ctx(req), req.params.listId);
    res.json({ message: NEW_SHARE_KEY_MESSAGE, list: presentListSummary(list) });
  });

  const detail = listDetail(ctx, shareKey);
  router.get('/list/current/:listId', detail);
  router.get('/list/:listId', detail);

  return router;
}
