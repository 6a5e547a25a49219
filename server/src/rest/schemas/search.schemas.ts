import { DEMO_EXAMPLES, idParam, json, NULLABLE_NUMBER, NULLABLE_STRING, OBJECT } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { serviceChecked } from '../openapi/route-spec';
import { z } from '../openapi/zod';
import { regionQuery } from './catalogue.schemas';

/** Name suggestions, result pages, the form's choices, ZIP lookups, site recommendations. */

const ZipSchema = z
  .looseObject({
    zip: z.string(),
    city: NULLABLE_STRING,
    state: NULLABLE_STRING,
    usdaZone: NULLABLE_STRING,
    usdaZoneNumber: NULLABLE_NUMBER,
  })
  .openapi('ResolvedZip');

export const TreeCardSchema = z
  .looseObject({
    tree_id: z.number().int(),
    common: NULLABLE_STRING,
    name_concat: z.string(),
    accepted_scientific: z.string(),
    accepted_common: NULLABLE_STRING,
    family: NULLABLE_STRING,
    link: NULLABLE_STRING,
    memo: NULLABLE_STRING,
    low_zone: z.union([z.literal(0), z.literal(1), z.null()]),
    height_high: NULLABLE_NUMBER,
  })
  .openapi('TreeCard', { description: 'A result card (spec §3 "Tree (card/suggestion)").' });

const SearchResultSchema = z
  .looseObject({
    pageResults: z.array(TreeCardSchema),
    totalResults: z.number().int(),
    activePage: z.number().int(),
    resultsPerPage: z.number().int(),
    sort: z.number().int(),
    resolvedZip: ZipSchema.nullable(),
  })
  .openapi('SearchResult');

const SuggestionSchema = z
  .looseObject({
    tree_id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    match: z.string(),
    name_concat: z.string(),
    common: NULLABLE_STRING,
    accepted_scientific: z.string(),
    accepted_common: NULLABLE_STRING,
    draft: z.boolean().optional(),
  })
  .openapi('NameSuggestion');

const page = {
  activePage: serviceChecked(z.string().regex(/^\d+$/), 'The page, from 1 (default 1).').openapi({ example: '1' }),
  resultsPerPage: serviceChecked(z.string().regex(/^\d+$/), 'Results a page.').openapi({ example: '12' }),
  sort: serviceChecked(z.enum(['1', '2', '3', '4']), 'Sort order: 1 scientific A-Z, 2 Z-A, 3 common A-Z, 4 Z-A.'),
};

const PUBLIC_READ = { tag: 'Search', access: 'public', caching: 'etag' } as const;

export const searchByName: RouteSpec = {
  ...PUBLIC_READ,
  method: 'get',
  path: '/tree/search-by-name',
  summary: 'Name suggestions as the visitor types',
  query: z.object({
    searchString: serviceChecked(
      z.string(),
      'What was typed (a scientific, common or synonym name, or part of one).',
    ).openapi({ example: DEMO_EXAMPLES.nameStart }),
    region: regionQuery,
  }),
  responses: { 200: json(z.array(SuggestionSchema), 'The suggestions, best first.') },
};

export const searchByNameMultiresult: RouteSpec = {
  ...PUBLIC_READ,
  method: 'get',
  path: '/tree/search-by-name-multiresult',
  summary: 'A page of trees matching a name',
  query: z.object({
    searchTerm: serviceChecked(z.string(), 'The name.').openapi({ example: DEMO_EXAMPLES.nameStart }),
    region: regionQuery,
    ...page,
  }),
  responses: { 200: json(SearchResultSchema, 'The page.') },
};

export const linkSearchByName: RouteSpec = {
  ...PUBLIC_READ,
  method: 'get',
  path: '/tree/link-search-by-name',
  summary: "Trees named exactly so (a link's name)",
  query: z.object({
    searchString: serviceChecked(z.string(), 'The name.').openapi({ example: DEMO_EXAMPLES.scientificName }),
  }),
  responses: { 200: json(z.array(SuggestionSchema), 'The matches.') },
};

export const searchCharacteristics: RouteSpec = {
  ...PUBLIC_READ,
  method: 'get',
  path: '/tree/search-characteristics',
  summary: "The characteristics search form's choices",
  responses: { 200: json(OBJECT, 'The choices of each filter.') },
};

export const searchResults: RouteSpec = {
  ...PUBLIC_READ,
  method: 'get',
  path: '/tree/search-results',
  summary: 'A page of trees matching characteristics',
  query: z.object({
    filterData: serviceChecked(z.string(), 'The filters, a JSON object (spec §5).').openapi({
      example: DEMO_EXAMPLES.filterData,
    }),
    region: regionQuery,
    ...page,
  }),
  responses: { 200: json(SearchResultSchema, 'The page.') },
};

export const zipLookup: RouteSpec = {
  ...PUBLIC_READ,
  method: 'get',
  path: '/zip/{zip}',
  summary: "A ZIP code's city and USDA zone",
  params: z.object({
    zip: serviceChecked(z.string().regex(/^\d{5}$/), 'A five-digit ZIP code.', { required: true }).openapi({
      example: DEMO_EXAMPLES.zip,
    }),
  }),
  responses: { 200: json(ZipSchema, 'The ZIP code.'), 404: { description: 'Unknown ZIP code.' } },
};

const siteQuery = z.object({
  zip: serviceChecked(z.string(), 'The site ZIP code.').openapi({ example: DEMO_EXAMPLES.zip }),
  region: regionQuery,
  sunset: serviceChecked(z.string(), 'Sunset climate zone.'),
  strip_width: serviceChecked(z.string(), "Planting strip width in feet, or 'open'."),
  overhead_wires: serviceChecked(z.enum(['0', '1']), 'Wires overhead.'),
  sun: serviceChecked(z.string(), 'Sun exposure.'),
  water: serviceChecked(z.string(), 'Water use.'),
  soil: serviceChecked(z.string(), 'Soil.'),
  goals: serviceChecked(z.string(), 'Goals, comma separated.'),
  include_invasive: serviceChecked(z.enum(['0', '1']), 'Include invasive trees.'),
  activePage: page.activePage,
  resultsPerPage: page.resultsPerPage,
});

const SiteSchema = z.looseObject({ zip: z.string(), region: z.string(), query: z.string() }).openapi('Site');

export const siteRecommendations: RouteSpec = {
  ...PUBLIC_READ,
  tag: 'Site',
  method: 'get',
  path: '/site/recommendations',
  summary: 'Trees for a planting site, best fit first',
  query: siteQuery,
  responses: {
    200: json(
      z.looseObject({
        site: SiteSchema,
        totalResults: z.number().int(),
        fitsCount: z.number().int(),
        activePage: z.number().int(),
        resultsPerPage: z.number().int(),
        pageResults: z.array(TreeCardSchema.extend({ fit: z.string(), score: z.number() })),
      }),
      'The page of recommendations.',
    ),
    404: { description: 'Unknown ZIP code.' },
  },
};

export const siteWhyNot: RouteSpec = {
  ...PUBLIC_READ,
  tag: 'Site',
  method: 'get',
  path: '/site/why-not/{treeId}',
  summary: 'Why a tree does not fit a site, and alternatives',
  params: z.object({ treeId: idParam('tree_id', 'The tree id.', DEMO_EXAMPLES.treeId) }),
  query: siteQuery,
  responses: {
    200: json(
      z.looseObject({
        tree_id: z.number().int(),
        name_concat: z.string(),
        fits: z.boolean(),
        failed: z.array(OBJECT),
        unknown: z.array(z.unknown()),
        alternatives: z.array(OBJECT),
        site: SiteSchema,
      }),
      'The answer.',
    ),
    404: { description: 'Unknown tree or ZIP code.' },
  },
};

export const SEARCH_ROUTES = [
  searchByName,
  searchByNameMultiresult,
  linkSearchByName,
  searchCharacteristics,
  searchResults,
  zipLookup,
  siteRecommendations,
  siteWhyNot,
];
