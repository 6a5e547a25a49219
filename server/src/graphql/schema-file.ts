import type { RequestHandler } from 'express';
import { printContract } from './schema';

/**
 * GET /graphql/schema.graphql (mounted at /graphql, before Apollo): the schema's SDL, the same text `npm run schema:emit` writes to the
 * repository's schema.graphql (sorted, with every description). Served in production too, where
 * introspection is off: the SDL is public anyway (it is in the repository and in every client
 * build); introspection stays off because it lets anyone run a large query for free, and the file
 * costs nothing to serve (printed once, cached an hour).
 */
let printed: string | undefined;

export const schemaFile: RequestHandler = (req, res, next) => {
  if (req.path !== '/schema.graphql' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  printed ??= printContract();
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type('text/plain; charset=utf-8').send(printed);
};
