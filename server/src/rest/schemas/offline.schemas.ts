import { NULLABLE_STRING } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';
import { TreeDetailSchema } from './catalogue.schemas';
import { GlossaryEntrySchema } from './content.schemas';

/** The public catalogue for offline use (issue 27.2): the bundle and its deltas. */

const OfflineTreeSchema = z
  .object({
    detail: TreeDetailSchema,
    names: z.array(z.object({ name: z.string(), kind: z.string() })).openapi({
      description: 'Every name the tree is found by (tree_names: common, alternate, generic, synonym...).',
    }),
    memo_excerpt: NULLABLE_STRING.openapi({ description: "The result card's description (plain text, cut)." }),
    extra: z
      .object({
        isDemo: z.boolean(),
        otherDisplayedCommonName: NULLABLE_STRING,
        photos: z.array(
          z.object({
            attributeName: NULLABLE_STRING,
            width: z.number().int().nullable(),
            height: z.number().int().nullable(),
            widths: z.array(z.number().int()),
          }),
        ),
        synonyms: z.array(z.object({ id: z.number().int(), sequence: z.number().int() })),
      })
      .openapi({
        description:
          "What the GraphQL Tree has beyond the detail: per photo (the detail's images' order) and per synonym (the detail's order).",
      }),
  })
  .openapi('OfflineTree');

const FacetSourceSchema = z.object({
  token: z.string(),
  facets: z.string(),
  orders: z.record(z.string(), z.string()),
  names: z.string(),
  treeNames: z.string(),
});

/** One tree's site facts (a JSON array of 29 values: ids, flags, numbers, texts, lists). */
const SiteRowSchema = z.array(z.unknown());

const OfflineCatalogueSchema = z
  .object({
    format: z.literal(3),
    version: z.string().openapi({ description: 'The committed catalogue version read (the ETag).' }),
    cursor: z.string().openapi({ description: 'Send it back as `since` for the next delta (opaque).' }),
    as_of: z.string().openapi({ format: 'date-time', description: 'When the catalogue was read.' }),
    full: z
      .boolean()
      .openapi({ description: 'True: every published tree; false: a delta over the bundle of `since`.' }),
    trees: z.array(OfflineTreeSchema),
    removed: z.array(z.number().int()).openapi({ description: 'In a delta: trees to drop (unpublished or deleted).' }),
    glossary: z.array(GlossaryEntrySchema).nullable().openapi({
      description: "The whole glossary, in both forms; in a delta, null when the copy's is current (`glossary` sent).",
    }),
    glossary_digest: z.string().openapi({ description: 'Send it back as `glossary` with the next `since`.' }),
    search: z
      .object({
        index: FacetSourceSchema.optional().openapi({
          description:
            "A full bundle: the published trees' search facts as the server's index reads them (layout: packages/rules/src/search/facet-source.ts).",
        }),
        patch: z
          .object({
            token: z.string(),
            ids: z.array(z.number().int()),
            facets: z.string(),
            treeNames: z.string(),
            names: z.string(),
            orders: z.record(z.string(), z.string()),
            digest: z.string(),
          })
          .optional()
          .openapi({
            description:
              "A delta: the delta's trees' search facts and their places in every order (packages/rules/src/search/source-patch.ts).",
          }),
        digest: z
          .string()
          .openapi({ description: 'The digest of the whole share of search facts (a patched copy must reach it).' }),
        zips: z
          .array(z.tuple([z.string(), NULLABLE_STRING, z.string(), z.string()]))
          .nullable()
          .openapi({
            description:
              'The ZIP table: zip, city, state, USDA zone ("9b"); in a delta, null when the copy\'s is current (`zips` sent).',
          }),
        zipsDigest: z.string().openapi({ description: 'Send it back as `zips` with the next `since`.' }),
      })
      .openapi({ description: 'What the offline search index is built from (issue 27.3).' }),
    site: z
      .object({
        rows: z.array(SiteRowSchema).optional().openapi({
          description:
            "A full bundle (or a delta to a copy without `site`): the published trees' site facts rows, in scientific-name order (layout: packages/rules/src/site/site-facts.ts SiteFactsRow).",
        }),
        patch: z
          .object({ rows: z.array(z.tuple([z.number().int(), SiteRowSchema])) })
          .optional()
          .openapi({
            description:
              "A delta: the delta's trees' rows, each with its place in the new whole list (packages/rules/src/site/site-patch.ts).",
          }),
        digest: z
          .string()
          .openapi({ description: 'The digest of the whole list of rows (a patched copy must reach it).' }),
      })
      .openapi({ description: 'What offline site recommendations are built from (issue 27.3; added in format 3).' }),
  })
  .openapi('OfflineCatalogue');

export const offlineCatalogue: RouteSpec = {
  method: 'get',
  path: '/offline/catalogue',
  tag: 'Offline',
  summary: 'The public catalogue for offline use, or the trees changed since a bundle',
  description:
    'Every published tree (detail, names, card text) and the glossary, never a draft whoever asks. With `since` (the `cursor` of a bundle held), only the trees changed since and those to drop (`full: false`), their search facts as a patch, and the ZIP table and glossary only when they differ from the digests sent (`zips`, `glossary`); the full bundle when the delta cannot be told (unknown cursor, history emptied) or would be more than half the catalogue. Sent gzip-compressed to clients that accept it; `HEAD` gives the size before the download.',
  access: 'public',
  caching: 'etag',
  query: z.object({
    since: serviceChecked(z.string(), 'The `cursor` of the bundle held (absent: the full bundle).'),
    zips: serviceChecked(
      z.string(),
      'With `since`: the `zipsDigest` of the ZIP table held (left out of the delta when current).',
    ),
    glossary: serviceChecked(
      z.string(),
      'With `since`: the `glossary_digest` of the glossary held (left out of the delta when current).',
    ),
    site: serviceChecked(
      z.string(),
      "With `since`: 1 when the copy holds the site facts' rows (the delta then sends only its trees' rows; absent: the rows whole).",
    ),
  }),
  responses: {
    200: {
      description: 'The bundle or the delta.',
      schema: OfflineCatalogueSchema,
      headers: { 'X-Uncompressed-Length': { description: 'The JSON size before compression, in bytes.' } },
    },
  },
};

export const OFFLINE_ROUTES = [offlineCatalogue];
