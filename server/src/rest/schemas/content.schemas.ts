import { json, NULLABLE_NUMBER, NULLABLE_STRING, OBJECT, rawId } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';

/** The glossary, community contributions and the editors' queue, the tree export and upload. */

const EDITOR = { tag: 'Glossary', access: 'editor', caching: 'private' } as const;
const VERSION_HEADER = { ETag: { description: 'The entry\'s version: `"<version>"`.' } };
const anyBody = (description: string) => serviceChecked(z.record(z.string(), z.unknown()), description);

const GlossaryPhotoSchema = z
  .looseObject({
    glossary_photo_id: z.number().int(),
    glossary_id: z.number().int(),
    s3_link: z.string(),
    definition_text: NULLABLE_STRING,
    sequence: NULLABLE_NUMBER,
  })
  .openapi('GlossaryPhoto');

export const GlossaryEntrySchema = z
  .looseObject({
    glossary_id: z.number().int(),
    term: z.string(),
    definition: NULLABLE_STRING,
    term_es: NULLABLE_STRING.optional().openapi({ description: 'The term in Spanish; null when the entry has none.' }),
    definition_es: NULLABLE_STRING.optional().openapi({
      description: 'The definition in Spanish (sanitised HTML); null when the entry has none.',
    }),
    version: z.number().int(),
    photos: z.array(GlossaryPhotoSchema),
  })
  .openapi('GlossaryEntry');

const entryBody = z.looseObject({
  term: serviceChecked(z.string(), 'The term.'),
  definition: serviceChecked(z.string(), 'The definition.'),
  term_es: serviceChecked(
    z.string().nullable().optional(),
    'Optional: the term in Spanish, given with definition_es (both empty or null clear them). Left out, the stored Spanish is kept.',
  ),
  definition_es: serviceChecked(
    z.string().nullable().optional(),
    'Optional: the definition in Spanish (rich text, as definition), given with term_es.',
  ),
  version: serviceChecked(z.number().int(), 'The version read (a stale one is a 409).'),
});

export const listGlossary: RouteSpec = {
  ...EDITOR,
  access: 'public',
  caching: 'etag',
  method: 'get',
  path: '/tree/glossary',
  summary: 'The glossary',
  responses: { 200: json(z.array(GlossaryEntrySchema), 'Every entry, with its photos.') },
};

export const createEntry: RouteSpec = {
  ...EDITOR,
  method: 'post',
  path: '/tree/glossary',
  summary: 'A new glossary entry',
  body: entryBody,
  responses: { 201: { ...json(GlossaryEntrySchema, 'The entry.'), headers: VERSION_HEADER } },
};

export const deleteGlossaryPhoto: RouteSpec = {
  ...EDITOR,
  method: 'delete',
  path: '/tree/glossary/photo/{photoId}',
  summary: 'Delete a glossary photo',
  params: z.object({ photoId: rawId('The photo.') }),
  responses: {
    200: json(
      z.object({ glossary_photo_id: z.number().int(), glossary_id: z.number().int(), deleted: z.literal(true) }),
      'Deleted.',
    ),
  },
};

export const uploadGlossaryPhoto: RouteSpec = {
  ...EDITOR,
  method: 'post',
  path: '/tree/glossary/{id}/photo',
  summary: 'Add a photo to an entry (multipart: `photo`, optional `definition_text`)',
  params: z.object({ id: rawId('The entry.') }),
  body: z.object({
    photo: z.string().openapi({ format: 'binary', description: 'The image (JPEG, PNG or WebP).' }),
    definition_text: z.string().optional().openapi({ description: 'Its caption.' }),
  }),
  bodyMediaType: 'multipart/form-data',
  responses: { 201: json(GlossaryPhotoSchema, 'The photo.') },
};

export const updateEntry: RouteSpec = {
  ...EDITOR,
  method: 'put',
  path: '/tree/glossary/{id}',
  summary: 'Change an entry',
  params: z.object({ id: rawId('The entry.') }),
  headers: z.object({ 'If-Match': serviceChecked(z.string(), 'The version read, instead of `version`.') }),
  body: entryBody,
  responses: { 200: { ...json(GlossaryEntrySchema, 'The entry.'), headers: VERSION_HEADER } },
};

export const deleteEntry: RouteSpec = {
  ...EDITOR,
  method: 'delete',
  path: '/tree/glossary/{id}',
  summary: 'Delete an entry',
  params: z.object({ id: rawId('The entry.') }),
  responses: { 200: json(z.object({ glossary_id: z.number().int(), deleted: z.literal(true) }), 'Deleted.') },
};

export const photoCaption: RouteSpec = {
  ...EDITOR,
  method: 'put',
  path: '/tree/glossary_photos/{photoId}/definition',
  summary: "Change a glossary photo's caption",
  params: z.object({ photoId: rawId('The photo.') }),
  body: z.looseObject({ definition_text: serviceChecked(z.string(), 'The caption.') }),
  responses: { 200: json(GlossaryPhotoSchema, 'The photo.') },
};

const COMMUNITY = { tag: 'Community', access: 'signed-in', caching: 'private' } as const;

const QueueItemSchema = z
  .looseObject({
    id: z.number().int(),
    kind: z.enum(['photo', 'report']),
    tree_id: z.number().int(),
    tree_name: z.string(),
    status: z.string(),
    created_at: z.unknown(),
    contributor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .openapi('QueueItem');

export const contributionUpload: RouteSpec = {
  ...COMMUNITY,
  method: 'get',
  path: '/photo/contribute/getSignedS3',
  summary: 'A signed URL to upload a contributed photo to',
  query: z.object({
    fileName: serviceChecked(z.string(), "The file's name."),
    fileType: serviceChecked(z.string(), "The file's content type."),
    treeId: serviceChecked(z.string(), 'The tree.'),
  }),
  responses: {
    200: json(
      z.looseObject({ data: z.looseObject({ signedRequestUrl: z.string(), photoLink: z.string() }) }),
      'The grant.',
    ),
  },
};

export const contributePhoto: RouteSpec = {
  ...COMMUNITY,
  method: 'post',
  path: '/photo/contribute',
  summary: 'Contribute an uploaded photo (queued for the editors)',
  body: anyBody('`tree_id`, `link`, `licence`, `credit`, `attribute_name`, `taken_at`, `place`.'),
  responses: { 201: json(OBJECT, 'The contribution, pending.') },
};

export const reportProblem: RouteSpec = {
  ...COMMUNITY,
  access: 'optional',
  method: 'post',
  path: '/tree/report/{treeId}',
  summary: "Report a problem with a tree's page",
  params: z.object({ treeId: rawId('The tree.') }),
  body: anyBody('`section`, `message`, `source`.'),
  responses: { 201: json(OBJECT, 'The report, pending.') },
};

export const editorQueue: RouteSpec = {
  ...COMMUNITY,
  access: 'editor',
  method: 'get',
  path: '/editor/queue',
  summary: "The editors' queue of contributions and reports",
  query: z.object({
    kind: serviceChecked(z.enum(['photo', 'report']), 'Only this kind (both when absent).'),
    status: serviceChecked(z.string(), 'Only this status (pending when absent).'),
  }),
  responses: { 200: json(z.object({ items: z.array(QueueItemSchema) }), 'The items, oldest first.') },
};

export const decideQueueItem: RouteSpec = {
  ...COMMUNITY,
  access: 'editor',
  method: 'put',
  path: '/editor/queue/{id}',
  summary: 'Accept or reject a queue item',
  params: z.object({ id: rawId('The item.') }),
  body: anyBody('`decision`, `note`, `version`.'),
  responses: {
    200: json(
      z.looseObject({ id: z.number().int(), kind: z.string(), status: z.string(), version: z.unknown() }),
      'The decided item.',
    ),
  },
};

const EXPORT = { tag: 'Export', access: 'editor', caching: 'private' } as const;
const csv = {
  description: 'The CSV (streamed; Content-Disposition: attachment).',
  mediaType: 'text/csv',
  headers: { 'Content-Disposition': { description: 'attachment; filename="…"' } },
};
const list = (description: string) => serviceChecked(z.union([z.string(), z.array(z.string())]), description);
const exportParameters = {
  columns: list('Columns (comma separated, repeated, or a JSON array).'),
  groups: list('Column groups.'),
  genus_filter: list('Only these genera (also `genus`).'),
  family_filter: list('Only these families (also `family`).'),
  photo_filter_min: serviceChecked(z.string(), 'At least this many photos (also `photoMin`).'),
  photo_filter_max: serviceChecked(z.string(), 'At most this many photos (also `photoMax`).'),
  missing: list('Only trees missing these fields.'),
  combine: serviceChecked(z.enum(['all', 'any']), 'How `missing` combines.'),
  never_reviewed: serviceChecked(z.string(), 'Only trees never reviewed (also `neverReviewed`).'),
};

export const downloadGet: RouteSpec = {
  ...EXPORT,
  method: 'get',
  path: '/tree/download-file',
  summary: 'The catalogue as CSV, filtered',
  query: z.object(exportParameters),
  responses: { 200: csv, 404: { description: "'There is no trees with these filters!'" } },
};

export const downloadPost: RouteSpec = {
  ...EXPORT,
  method: 'post',
  path: '/tree/download-file',
  summary: 'The catalogue as CSV, filtered (parameters as a JSON body)',
  body: z.looseObject(exportParameters),
  responses: { 200: csv, 404: { description: "'There is no trees with these filters!'" } },
};

export const genera: RouteSpec = {
  ...EXPORT,
  method: 'get',
  path: '/tree/genus',
  summary: "The export filter's genera",
  responses: { 200: json(z.array(z.string()), 'Sorted names.') },
};

export const families: RouteSpec = {
  ...EXPORT,
  method: 'get',
  path: '/tree/Family',
  summary: "The export filter's families",
  responses: { 200: json(z.array(z.string()), 'Sorted names.') },
};

const ReportSchema = z
  .looseObject({ status: z.string(), message: z.string(), rows: z.number().int(), refused: z.array(OBJECT) })
  .openapi('UploadReport');

export const uploadChoices: RouteSpec = {
  ...EXPORT,
  tag: 'Upload',
  access: 'admin',
  method: 'post',
  path: '/upload-file',
  summary: "The upload page's recognised columns and limits",
  responses: { 200: json(OBJECT, 'The choices.') },
};

export const startUpload: RouteSpec = {
  ...EXPORT,
  tag: 'Upload',
  access: 'admin',
  method: 'post',
  path: '/tree/start-upload-file',
  summary: 'Upload catalogue rows (column names first); up to 20 MB',
  query: z.object({
    dryRun: serviceChecked(z.enum(['1', 'true']), 'Check and compare without writing.'),
    fileName: serviceChecked(z.string(), 'The file name kept with the run.'),
  }),
  body: serviceChecked(z.array(z.array(z.unknown())), 'The rows, column names first.'),
  responses: {
    200: json(ReportSchema, 'Written (or checked, with dryRun): the report.'),
    400: json(
      z.looseObject({ message: z.string(), report: ReportSchema.optional(), errors: z.array(OBJECT).optional() }),
      'Refused: the report names every refused row, column and reason (nothing written).',
    ),
  },
};

export const CONTENT_ROUTES = [
  listGlossary,
  createEntry,
  deleteGlossaryPhoto,
  uploadGlossaryPhoto,
  updateEntry,
  deleteEntry,
  photoCaption,
  contributionUpload,
  contributePhoto,
  reportProblem,
  editorQueue,
  decideQueueItem,
  downloadGet,
  downloadPost,
  genera,
  families,
  uploadChoices,
  startUpload,
];
