import type { ListFormInput } from '../../services/lists.service';
import { DEMO_EXAMPLES, json, MessageSchema, NULLABLE_STRING, rawId } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';
import { TreeCardSchema } from './search.schemas';

/** Spec §7, every /list path (and users/ban): the service checks the values, with its messages. */

export const ListSummarySchema = z
  .looseObject({
    list_id: z.number().int(),
    name: z.string(),
    description: NULLABLE_STRING,
    type: z.unknown(),
    categories: z.unknown(),
    regions: z.unknown(),
    keywords: z.unknown(),
    isPublic: z.boolean(),
    viewable_from_link: z.boolean(),
    share_key: NULLABLE_STRING,
    query_data: z.unknown(),
    user_id: z.number().int(),
    first_name: NULLABLE_STRING,
    last_name: NULLABLE_STRING,
    date_created: z.string(),
    date_updated: z.string(),
    thumbnail: NULLABLE_STRING,
    tree_count: z.number().int(),
    role: NULLABLE_STRING,
    caller_role: NULLABLE_STRING,
    banned: z.boolean(),
    user_banned: z.boolean(),
    version: z.number().int(),
  })
  .openapi('ListSummary', { description: 'A list (spec §3 "List").' });

const ListDetailSchema = ListSummarySchema.extend({
  can_edit: z.boolean(),
  tree_ids: z.array(z.number().int()),
  trees: z.array(
    TreeCardSchema.extend({
      position: z.number().int(),
      note: NULLABLE_STRING,
      quantity: z.number().int().nullable(),
      version: z.number().int(),
      date_added: z.string(),
    }),
  ),
  collaborators: z.array(
    z.object({ id: z.number().int(), first_name: NULLABLE_STRING, last_name: NULLABLE_STRING, email: NULLABLE_STRING }),
  ),
}).openapi('ListDetail');

const withList = (message: string) => json(z.looseObject({ message: z.string(), list: ListSummarySchema }), message);
const created = json(
  z.looseObject({ message: z.string(), list_id: z.number().int(), list: ListSummarySchema }),
  'Created: the new list.',
);

/** The list form's legacy body names → the service's input names (anything else passes to be refused). */
const LEGACY_FORM_NAMES: Record<string, keyof ListFormInput> = {
  viewable_from_link: 'viewableFromLink',
  is_public: 'isPublic',
  query_data: 'queryData',
  list_type: 'type',
  types: 'type',
};

export function listForm(body: Record<string, unknown>): ListFormInput {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'list_id') continue; // legacy clients echo the id in the body; the path names it
    form[LEGACY_FORM_NAMES[key] ?? key] = value;
  }
  return form;
}

const text = (description: string) => serviceChecked(z.string(), description);
const ListFormSchema = z
  .looseObject({
    name: text('The name (required).'),
    description: text('The description (required).'),
    type: serviceChecked(z.union([z.string(), z.array(z.string())]), 'The list type (also `list_type`, `types`).'),
    categories: serviceChecked(z.array(z.string()), 'Categories.'),
    regions: serviceChecked(z.array(z.string()), 'Regions.'),
    keywords: serviceChecked(z.union([z.string(), z.array(z.string())]), 'Keywords.'),
    isPublic: serviceChecked(z.boolean(), 'Public (also `is_public`).'),
    viewable_from_link: serviceChecked(z.boolean(), 'Anyone with the link may view.'),
    query_data: serviceChecked(z.string(), 'A saved search (a search query string).'),
    version: serviceChecked(z.number().int(), 'The version the editor read (a stale one is a 409).'),
  })
  .transform(listForm)
  .openapi('ListForm');

const LIST = { tag: 'Lists', access: 'signed-in', caching: 'private' } as const;
const listId = z.object({ listId: rawId('The list id.', '1') });
/** A list id any caller may read: the demo's public list (seed/demo-list.ts), so "Try it out" answers. */
const readableListId = z.object({ listId: rawId('The list id.', DEMO_EXAMPLES.listId) });
const ifMatch = z.object({
  'If-Match': serviceChecked(z.string(), 'The version the write is based on (`"12"`), instead of `version`.'),
});
const shareKey = z.object({ key: serviceChecked(z.string(), "A link-viewable list's share key.") });

export const myLists: RouteSpec = {
  ...LIST,
  method: 'get',
  path: '/list/user/lists/{all}',
  summary: "The caller's lists",
  params: z.object({
    all: z
      .enum(['true', 'false'])
      .transform((flag) => flag === 'true')
      .openapi({ description: 'true: every list; false: the lists the caller can add trees to.' }),
  }),
  invalidMessage: 'The flag must be true (every list) or false (lists you can add trees to)',
  responses: { 200: json(z.array(ListSummarySchema), 'The lists.') },
};

export const searchLists: RouteSpec = {
  ...LIST,
  access: 'optional',
  method: 'get',
  path: '/list/search-lists',
  summary: 'Public lists matching words',
  query: z.object({ query: serviceChecked(z.string(), 'A JSON object: search words, page, filters.') }),
  responses: {
    200: json(
      z.looseObject({
        lists: z.array(ListSummarySchema),
        totalResults: z.number().int(),
        activePage: z.number().int(),
        resultsPerPage: z.number().int(),
      }),
      'A page of lists.',
    ),
  },
};

export const createList: RouteSpec = {
  ...LIST,
  method: 'post',
  path: '/list/create',
  summary: 'Create a list',
  body: ListFormSchema,
  responses: { 201: created },
};

export const duplicateList: RouteSpec = {
  ...LIST,
  method: 'post',
  path: '/list/duplicate',
  summary: 'Copy a list the caller can see into a new list of theirs',
  body: z.looseObject({ list_id: serviceChecked(z.number().int(), 'The list to copy.'), key: shareKey.shape.key }),
  responses: { 201: created },
};

export const updateList: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/update/{listId}',
  summary: "Change a list's form",
  params: listId,
  headers: ifMatch,
  body: ListFormSchema,
  responses: { 200: withList('The list.') },
};

export const addTrees: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/add/trees',
  summary: 'Add trees to a list',
  body: z.looseObject({
    listId: serviceChecked(z.number().int(), 'The list.'),
    treeIds: serviceChecked(z.array(z.number().int()), 'The trees.'),
  }),
  responses: { 200: withList('The list.') },
};

export const removeTree: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/remove/{treeId}',
  summary: 'Remove a tree from a list',
  params: z.object({ treeId: rawId('The tree.') }),
  body: z.looseObject({ listId: serviceChecked(z.number().int(), 'The list.') }),
  responses: { 200: withList('The list.') },
};

export const addCollaborator: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/addCollabToList',
  summary: 'Add a collaborator (a user with an account) to a list',
  description: "The legacy client reads a 401 as 'Lack permissions to share!': a caller without the right is a 401.",
  body: z.looseObject({
    list_id: serviceChecked(z.number().int(), 'The list.'),
    email: serviceChecked(z.string(), "The collaborator's e-mail address."),
  }),
  responses: { 200: json(MessageSchema, 'Added.') },
};

export const invite: RouteSpec = {
  ...LIST,
  method: 'post',
  path: '/list/{listId}/invite',
  summary: 'Invite an address (with or without an account) to collaborate',
  params: listId,
  body: z.looseObject({ email: serviceChecked(z.string(), 'The address.') }),
  responses: {
    200: json(MessageSchema, 'Already a collaborator, or added at once (an account).'),
    201: json(MessageSchema, 'An invitation was sent.'),
  },
};

export const savedSearch: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/saved-search/{listId}',
  summary: "Change a saved search list's query",
  params: listId,
  body: z.looseObject({ query_data: serviceChecked(z.string(), 'The search (a query string).') }),
  responses: { 200: withList('The list.') },
};

export const follow: RouteSpec = {
  ...LIST,
  method: 'post',
  path: '/list/follow/{listId}',
  summary: 'Follow or unfollow a list',
  params: listId,
  query: shareKey,
  body: z.looseObject({ followStatus: serviceChecked(z.boolean(), 'true: follow.'), key: shareKey.shape.key }),
  responses: { 200: withList('The list.') },
};

export const removeList: RouteSpec = {
  ...LIST,
  method: 'delete',
  path: '/list/remove/{listId}/{typeToDelete}',
  summary: 'Delete a list (owner) or leave it (collaborator, follower)',
  params: z.object({
    listId: listId.shape.listId,
    typeToDelete: serviceChecked(z.string(), 'What to remove.', { required: true }),
  }),
  responses: { 200: json(MessageSchema, 'Removed.') },
};

export const removeCollaborator: RouteSpec = {
  ...LIST,
  method: 'delete',
  path: '/list/{listId}/collab/{userId}',
  summary: 'Remove a collaborator',
  params: z.object({ listId: listId.shape.listId, userId: rawId('The collaborator.') }),
  responses: { 202: json(MessageSchema, 'Removed.') },
};

export const banList: RouteSpec = {
  ...LIST,
  access: 'admin',
  method: 'patch',
  path: '/list/ban',
  summary: 'Ban or unban a list (admins)',
  body: z.looseObject({
    list_id: serviceChecked(z.number().int(), 'The list.'),
    value: serviceChecked(z.boolean(), 'true: ban.'),
  }),
  responses: { 200: withList('The list.') },
};

export const banUser: RouteSpec = {
  ...LIST,
  access: 'admin',
  method: 'patch',
  path: '/users/ban',
  summary: "Ban or unban a user's lists (admins)",
  body: z.looseObject({
    user_id: serviceChecked(z.number().int(), 'The user.'),
    value: serviceChecked(z.boolean(), 'true: ban.'),
  }),
  responses: { 200: json(MessageSchema, 'Done.') },
};

export const reorder: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/{listId}/order',
  summary: "Reorder a list's trees",
  params: listId,
  body: z.looseObject({ treeIds: serviceChecked(z.array(z.number().int()), 'Every tree of the list, in order.') }),
  responses: { 200: json(z.looseObject({ list: ListSummarySchema }), 'The list.') },
};

export const note: RouteSpec = {
  ...LIST,
  method: 'patch',
  path: '/list/{listId}/note/{treeId}',
  summary: "A tree's note (and quantity) on a list",
  description: "The spec's body `{note}` saves as before; `quantity` and `version` are optional.",
  params: z.object({ listId: listId.shape.listId, treeId: rawId('The tree.') }),
  headers: ifMatch,
  body: z.looseObject({
    note: serviceChecked(z.string().nullable(), 'The note.'),
    quantity: serviceChecked(z.number().int().nullable(), 'How many.'),
    version: serviceChecked(z.number().int(), "The entry's version read (a stale one is a 409)."),
  }),
  responses: {
    200: json(
      z.object({ note: NULLABLE_STRING, quantity: z.number().int().nullable(), version: z.number().int() }),
      'The entry.',
    ),
  },
};

export const listCsv: RouteSpec = {
  ...LIST,
  access: 'optional',
  method: 'get',
  path: '/list/{listId}/csv',
  summary: "A list's trees as CSV",
  params: readableListId,
  query: shareKey,
  responses: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment).',
      mediaType: 'text/csv',
      headers: { 'Content-Disposition': { description: 'attachment; filename="…"' } },
    },
  },
};

export const renewShareKey: RouteSpec = {
  ...LIST,
  method: 'post',
  path: '/list/{listId}/share-key',
  summary: "Renew a list's share key (the old link stops working)",
  params: listId,
  responses: { 200: withList('The list with its new key.') },
};

const detailQuery = z.object({
  key: shareKey.shape.key,
  sort: serviceChecked(z.string(), 'The order of the trees.'),
  first: serviceChecked(z.string().regex(/^\d+$/), 'A page of this many trees.'),
  after: serviceChecked(z.string(), 'The cursor after which the page starts.'),
});

const detail = (path: string, summary: string): RouteSpec => ({
  ...LIST,
  access: 'optional',
  method: 'get',
  path,
  summary,
  description:
    'A public list answers anyone; a private one its owner and collaborators, and anyone with its share `key` when it is link-viewable. The demo catalogue has one public list, its five oaks (id 900001, the example).',
  params: readableListId,
  query: detailQuery,
  responses: { 200: json(ListDetailSchema, 'The list and its trees.') },
});

export const currentList = detail('/list/current/{listId}', 'A list with its trees (the legacy path)');
export const listDetail = detail('/list/{listId}', 'A list with its trees (`first`, `after`: a page of them)');

export const LISTS_ROUTES = [
  myLists,
  searchLists,
  createList,
  duplicateList,
  updateList,
  addTrees,
  removeTree,
  addCollaborator,
  invite,
  savedSearch,
  follow,
  removeList,
  removeCollaborator,
  banList,
  banUser,
  reorder,
  note,
  listCsv,
  renewShareKey,
  currentList,
  listDetail,
];
