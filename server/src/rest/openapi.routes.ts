import { Router } from 'express';
import { openApiDocument } from './openapi/document';
import { mount } from './openapi/route-spec';
import { openApiJson } from './schemas/meta.schemas';

/** GET /api/openapi.json: the document of every path, generated from the route schemas. */
export function openApiRoutes(): Router {
  const router = Router();
  mount(router, openApiJson, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300').json(openApiDocument());
  });
  return router;
}
