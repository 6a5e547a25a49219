import { json } from '../openapi/common';
import type { RouteSpec } from '../openapi/route-spec';
import { z } from '../openapi/zod';

/** The service's own paths: health, readiness, and this document. */

export const health: RouteSpec = {
  method: 'get',
  path: '/health',
  tag: 'Service',
  summary: 'Liveness: the database answers',
  access: 'public',
  caching: 'no-store',
  responses: {
    200: json(
      z.object({ status: z.literal('ok'), database: z.literal('ok'), latencyMs: z.number() }),
      'The database answered.',
    ),
    503: json(
      z.looseObject({ status: z.string(), database: z.string().optional(), message: z.string().optional() }),
      'The database does not answer (or the instance is shutting down).',
    ),
  },
};

export const ready: RouteSpec = {
  method: 'get',
  path: '/ready',
  tag: 'Service',
  summary: 'Readiness: the database answers and no migration is pending',
  access: 'public',
  caching: 'no-store',
  responses: {
    200: json(z.object({ status: z.literal('ready') }), 'Ready for traffic.'),
    503: json(
      z.looseObject({ status: z.string(), reason: z.string().nullable().optional(), message: z.string() }),
      'Not ready (database away, migration pending, shutting down); Retry-After says when to ask again.',
    ),
  },
};

export const openApiJson: RouteSpec = {
  method: 'get',
  path: '/openapi.json',
  tag: 'Service',
  summary: 'This OpenAPI 3.1 document',
  access: 'public',
  caching: 'public-5min',
  responses: {
    200: json(z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }), 'The document.'),
  },
};

export const apiDocs: RouteSpec = {
  method: 'get',
  path: '/docs',
  tag: 'Service',
  summary: 'This document as a page (Swagger UI), with "Try it out"',
  description:
    'An HTML page rendering `/api/openapi.json` with Swagger UI, served from this origin (its stylesheet and script under `/api/docs/assets/`). "Try it out" sends requests to this origin; the examples name trees of the demo catalogue.',
  access: 'public',
  caching: 'public-5min',
  responses: { 200: { description: 'The page.', mediaType: 'text/html' } },
};

export const META_ROUTES = [health, ready, openApiJson, apiDocs];
