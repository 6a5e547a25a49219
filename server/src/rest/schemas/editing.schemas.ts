import { json, NULLABLE_STRING, OBJECT, rawId } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';
import { PhotoSchema, TaxonSchema } from './catalogue.schemas';

/** The editors' paths (roles 2 and 3): trees, taxa, history, photos, the glossary, community queue. */

const EDITOR = { tag: 'Editing', access: 'editor', caching: 'private' } as const;
const VERSION_HEADER = { ETag: { description: 'The version of what was written or read: `"<version>"`.' } };
const ifMatch = z.object({
  'If-Match': serviceChecked(z.string(), 'The version the write is based on (`"12"`), instead of `version`.'),
});
const anyBody = (description: string) => serviceChecked(z.record(z.string(), z.unknown()), description);

const TreeEditSchema = z
  .looseObject({
    tree_id: z.number().int(),
    version: z.number().int(),
    scientific_name: NULLABLE_STRING,
    taxons: z.array(TaxonSchema),
    images: z.array(PhotoSchema),
  })
  .openapi('TreeEdit', { description: "The spec's tree edit record (§3): every field, and the version a save names." });
const treeEdit = { ...json(TreeEditSchema, 'The tree as edited.'), headers: VERSION_HEADER };
const PhotoWithVersion = PhotoSchema.extend({ version: z.number().int() });
const TaxonWithVersion = TaxonSchema.extend({ version: z.number().int() });

export const editOptions: RouteSpec = {
  ...EDITOR,
  access: 'public',
  caching: 'public-hour',
  method: 'get',
  path: '/tree/edit-options',
  summary: "The edit form's fields: kind, whether required, choices and limits (no data)",
  responses: {
    200: json(
      z.array(z.looseObject({ name: z.string(), kind: z.string(), required: z.boolean(), options: z.unknown() })),
      'One entry a field.',
    ),
  },
};

export const getTreeForEdit: RouteSpec = {
  ...EDITOR,
  method: 'get',
  path: '/tree/edit/{id}',
  summary: 'A tree as the edit form reads it',
  params: z.object({ id: rawId('The tree.') }),
  responses: { 200: treeEdit },
};

export const saveTree: RouteSpec = {
  ...EDITOR,
  method: 'put',
  path: '/tree/update/{id}',
  summary: "Save a tree's fields",
  params: z.object({ id: rawId('The tree.') }),
  headers: ifMatch,
  body: anyBody('The fields to change (names of the edit record), and `version`.'),
  responses: { 200: treeEdit },
};

export const reviewSection: RouteSpec = {
  ...EDITOR,
  method: 'put',
  path: '/tree/review/{id}',
  summary: 'Mark a detail section reviewed now',
  params: z.object({ id: rawId('The tree.') }),
  body: z.looseObject({ section: serviceChecked(z.string(), 'The section.') }),
  responses: {
    200: json(
      z.looseObject({
        section: z.string(),
        reviewed_at: z.string(),
        reviewed_by: NULLABLE_STRING,
        version: z.number().int(),
      }),
      'Reviewed.',
    ),
  },
};

export const duplicateTree: RouteSpec = {
  ...EDITOR,
  method: 'put',
  path: '/tree/duplicate',
  summary: 'Copy a tree into a new draft',
  body: z.looseObject({ tree_id: serviceChecked(z.number().int(), 'The tree to copy.') }),
  responses: { 201: json(z.object({ tree_id: z.number().int() }), 'The new tree.') },
};

export const deleteTree: RouteSpec = {
  ...EDITOR,
  method: 'delete',
  path: '/tree/delete/{id}',
  summary: 'Delete a tree',
  params: z.object({ id: rawId('The tree.') }),
  responses: { 200: json(z.object({ tree_id: z.number().int(), deleted: z.literal(true) }), 'Deleted.') },
};

export const addTree: RouteSpec = {
  ...EDITOR,
  method: 'post',
  path: '/tree/add',
  summary: 'A new, empty draft tree',
  responses: { 201: json(z.number().int(), 'The new id (the spec: "response is the new id").') },
};

export const addTaxon: RouteSpec = {
  ...EDITOR,
  method: 'post',
  path: '/tree/taxon/add/{treeId}',
  summary: 'A new taxon of a tree',
  params: z.object({ treeId: rawId('The tree.') }),
  responses: { 201: json(TaxonWithVersion, "The taxon and the tree's version.") },
};

export const updateTaxon: RouteSpec = {
  ...EDITOR,
  method: 'put',
  path: '/tree/taxon/update/{taxonId}',
  summary: 'Change a taxon',
  params: z.object({ taxonId: rawId('The taxon.') }),
  body: anyBody('The taxon fields to change (`genus`, `species` …).'),
  responses: { 200: json(TaxonWithVersion, "The taxon and the tree's version.") },
};

export const deleteTaxon: RouteSpec = {
  ...EDITOR,
  method: 'delete',
  path: '/tree/taxon/delete/{taxonId}',
  summary: 'Delete a taxon',
  params: z.object({ taxonId: rawId('The taxon.') }),
  responses: {
    200: json(
      z.object({ taxon_id: z.number().int(), deleted: z.literal(true), version: z.number().int() }),
      'Deleted.',
    ),
  },
};

export const treeHistory: RouteSpec = {
  ...EDITOR,
  method: 'get',
  path: '/tree/history/{treeId}',
  summary: "A tree's edit history, newest first",
  params: z.object({ treeId: rawId('The tree.') }),
  query: z.object({
    limit: serviceChecked(z.string().regex(/^\d+$/), 'At most this many.'),
    before: serviceChecked(z.string().regex(/^\d+$/), 'Entries before this edit id.'),
  }),
  responses: {
    200: json(
      z.array(
        z.looseObject({
          id: z.number().int(),
          change_id: z.unknown(),
          edited_at: z.unknown(),
          action: z.string(),
          field: NULLABLE_STRING,
          revertible: z.boolean(),
        }),
      ),
      'The entries.',
    ),
  },
};

export const revertEdit: RouteSpec = {
  ...EDITOR,
  method: 'post',
  path: '/tree/history/revert/{editId}',
  summary: 'Undo one edit',
  params: z.object({ editId: rawId('The edit.') }),
  responses: { 200: treeEdit },
};

export const restoreTree: RouteSpec = {
  ...EDITOR,
  method: 'post',
  path: '/tree/history/restore/{treeId}',
  summary: 'Restore a tree as it was at a time',
  params: z.object({ treeId: rawId('The tree.') }),
  body: z.looseObject({ at: serviceChecked(z.string(), 'The time (ISO 8601).') }),
  responses: { 200: treeEdit },
};

const grant = json(
  z.looseObject({ data: z.looseObject({ signedRequestUrl: z.string(), photoLink: z.string() }) }),
  'The signed upload URL and the photo link to create with (`data.data` for the legacy client).',
);
const uploadQuery = z.object({
  fileName: serviceChecked(z.string(), "The file's name."),
  fileType: serviceChecked(z.string(), "The file's content type (image/jpeg, image/png, image/webp)."),
  treeId: serviceChecked(z.string(), 'The tree.'),
});

export const photoSignedUpload: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  method: 'get',
  path: '/photo/getSignedS3',
  summary: 'A signed URL to upload a photo to',
  query: uploadQuery,
  responses: { 200: grant },
};

export const photoLocalUpload: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  access: 'public',
  method: 'put',
  path: '/photo/upload/uploads/{id}',
  summary: "The local storage's signed upload URL (authorised by its signature, single use)",
  params: z.object({ id: serviceChecked(z.string(), 'The upload key.', { required: true }) }),
  query: z.object({
    expires: serviceChecked(z.string(), 'Signed: when the URL expires.'),
    ct: serviceChecked(z.string(), 'Signed: the content type.'),
    sig: serviceChecked(z.string(), 'The signature.'),
  }),
  body: z.string().openapi({ format: 'binary' }),
  bodyMediaType: 'application/octet-stream',
  responses: {
    201: json(z.object({ uploaded: z.literal(true) }), 'Stored.'),
    404: { description: 'Not the local storage driver.' },
    409: { description: 'The signed URL was used already (single use).' },
  },
};

export const createPhoto: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  method: 'post',
  path: '/photo/create',
  summary: 'Add an uploaded photo to a tree',
  body: anyBody('`tree_id`, `link` (from the grant), `credit`, `licence`, `attribute_name` …'),
  responses: { 201: json(PhotoWithVersion, "The photo and the tree's version.") },
};

export const updatePhoto: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  method: 'put',
  path: '/photo/update/{photoLinkId}',
  summary: "Change a photo's credit, licence or subject",
  params: z.object({ photoLinkId: rawId('The photo.') }),
  body: anyBody('The fields to change.'),
  responses: { 200: json(PhotoWithVersion, "The photo and the tree's version.") },
};

export const reorderPhotos: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  method: 'put',
  path: '/photo/batch-update',
  summary: "Reorder a tree's photos",
  body: serviceChecked(z.unknown(), 'The photos in their new order (spec §7).'),
  responses: { 200: json(z.unknown(), 'The photos as stored.') },
};

export const bulkCredit: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  method: 'put',
  path: '/photo/bulk-update-credit',
  summary: 'Change the credit of many photos',
  body: anyBody('The photos and the credit.'),
  responses: { 200: json(z.unknown(), 'What was changed.') },
};

export const deletePhoto: RouteSpec = {
  ...EDITOR,
  tag: 'Photos',
  method: 'delete',
  path: '/photo/delete/{photoLinkId}',
  summary: 'Delete a photo',
  params: z.object({ photoLinkId: rawId('The photo.') }),
  responses: { 200: json(OBJECT, 'Deleted.') },
};

export const EDITING_ROUTES = [
  editOptions,
  getTreeForEdit,
  saveTree,
  reviewSection,
  duplicateTree,
  deleteTree,
  addTree,
  addTaxon,
  updateTaxon,
  deleteTaxon,
  treeHistory,
  revertEdit,
  restoreTree,
  photoSignedUpload,
  photoLocalUpload,
  createPhoto,
  updatePhoto,
  reorderPhotos,
  bulkCredit,
  deletePhoto,
];
