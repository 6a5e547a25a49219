import { parseRegion } from '../../catalogue/regions';
import { DEMO_EXAMPLES, idParam, json, NULLABLE_NUMBER, NULLABLE_STRING, OBJECT } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';

/** The public catalogue reads of spec §7: featured tree and quote, detail, taxa, photos. */

export const PhotoSchema = z
  .looseObject({
    photo_link_id: z.number().int(),
    link: z.string(),
    credit: NULLABLE_STRING,
    sequence: NULLABLE_NUMBER,
    attribute_name: NULLABLE_STRING,
    licence: NULLABLE_STRING,
    source_url: NULLABLE_STRING,
  })
  .openapi('Photo');

export const TaxonSchema = z
  .looseObject({
    taxon_id: z.number().int(),
    tree_id: z.number().int(),
    sequence: NULLABLE_NUMBER,
    genus: NULLABLE_STRING,
    species: NULLABLE_STRING,
    hybrid_alt_species: NULLABLE_STRING,
    subspecies: NULLABLE_STRING,
    variety: NULLABLE_STRING,
    cultivar: NULLABLE_STRING,
    hybrid_x: z.union([z.literal(0), z.literal(1)]),
    name_concat: NULLABLE_STRING,
  })
  .openapi('Taxon');

export const TreeDetailSchema = z
  .looseObject({
    treeId: z.number().int(),
    published: z.boolean(),
    scientificName: z.string(),
    slug: z
      .string()
      .openapi({ description: "The tree's address, /tree/{slug} (issue 26.5).", example: 'quercus-agrifolia' }),
    commonName: NULLABLE_STRING,
    familyName: NULLABLE_STRING,
    genus: NULLABLE_STRING,
    otherCommonNames: z.array(z.string()),
    synonyms: z.array(OBJECT),
    images: z.array(OBJECT),
    siteConditions: OBJECT,
    considerations: OBJECT,
    treeCharacteristics: OBJECT,
    externalResourceList: z.array(OBJECT),
  })
  .openapi('TreeDetail', { description: 'The tree detail of spec §3; unknown values are null, never false.' });

const region = z
  .string()
  .transform((raw) => parseRegion(raw))
  .openapi({ description: 'The edition: `all` (California) or `pacificislands`.', example: 'all' });

const FeaturedTreeSchema = z.array(
  z.looseObject({
    tree_id: z.number().int(),
    link: NULLABLE_STRING,
    common: NULLABLE_STRING,
    name_concat: z.string(),
    memo: NULLABLE_STRING,
  }),
);

export const featuredTree: RouteSpec = {
  method: 'get',
  path: '/tree/featured-tree/{region}',
  tag: 'Catalogue',
  summary: "The day's featured tree of an edition",
  description: 'An array whose first item is the tree; empty when the edition has none.',
  access: 'public',
  caching: 'etag-daily',
  params: z.object({ region }),
  responses: { 200: json(FeaturedTreeSchema, 'The featured tree (or an empty array).') },
};

export const featuredQuote: RouteSpec = {
  method: 'get',
  path: '/tree/featured-quote',
  tag: 'Catalogue',
  summary: "The day's quote",
  access: 'public',
  caching: 'etag-daily',
  responses: {
    200: json(z.object({ quote: NULLABLE_STRING, author: NULLABLE_STRING }), 'The quote (nulls when there is none).'),
  },
};

const treeId = z.object({ id: idParam('tree id', 'The tree id.', DEMO_EXAMPLES.treeId) });

export const treeDetail: RouteSpec = {
  method: 'get',
  path: '/tree/detail/{id}',
  tag: 'Catalogue',
  summary: "A tree's detail page",
  access: 'public',
  caching: 'etag',
  params: treeId,
  responses: { 200: json(TreeDetailSchema, 'The tree.'), 404: { description: 'No such published tree.' } },
};

export const treeSlug: RouteSpec = {
  method: 'get',
  path: '/tree/slug/{slug}',
  tag: 'Catalogue',
  summary: 'The tree a slug names',
  description:
    'A slug is made from the scientific name (`quercus-agrifolia`); a tree keeps every slug it had, so an old one still finds it (`current: false`, and `/tree/{old}` on the web redirects permanently).',
  access: 'public',
  caching: 'etag',
  params: z.object({
    slug: serviceChecked(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), 'Lower-case letters and digits joined by single hyphens (any case accepted).', { required: true }),
  }),
  responses: {
    200: json(
      z.object({ tree_id: z.number().int(), slug: z.string(), current: z.boolean() }).openapi('TreeSlug'),
      'The tree id, its current slug, and whether the slug asked is it.',
    ),
    404: { description: 'No published tree has or had this slug.' },
  },
}; // prettier-ignore

export const treeTaxa: RouteSpec = {
  method: 'get',
  path: '/tree/taxons/{id}',
  tag: 'Catalogue',
  summary: "A tree's taxa (the accepted name first)",
  access: 'public',
  caching: 'etag',
  params: treeId,
  responses: { 200: json(z.array(TaxonSchema), 'The taxa.'), 404: { description: 'No such tree.' } },
};

export const treePhotos: RouteSpec = {
  method: 'get',
  path: '/photos/{treeId}',
  tag: 'Catalogue',
  summary: "A tree's photos, in sequence",
  access: 'public',
  caching: 'etag',
  params: z.object({ treeId: idParam('tree id', 'The tree id.', DEMO_EXAMPLES.treeId) }),
  responses: { 200: json(z.array(PhotoSchema), 'The photos.'), 404: { description: 'No such tree.' } },
};

/** `region=all|pacificislands` on a search; absent = California. */
export const regionQuery = serviceChecked(z.enum(['all', 'pacificislands']), 'The edition (absent: California).');

export const CATALOGUE_ROUTES = [featuredTree, featuredQuote, treeDetail, treeSlug, treeTaxa, treePhotos];
