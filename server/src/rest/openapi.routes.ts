import { Router } from 'express';
import { ASSETS_PATH, docsAssets, docsPage } from './api-docs';
import { openApiDocument } from './openapi/document';
import { mount } from './openapi/route-spec';
import { apiDocs, openApiJson } from './schemas/meta.schemas';

/**
 * GET /api/openapi.json: the document of every path, generated from the route schemas; GET
 * /api/docs: the same rendered (Swagger UI, from this origin), its assets under /api/docs/assets/.
 */
export function openApiRoutes(): Router {
  const router = Router();
  mount(router, openApiJson, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300').json(openApiDocument());
  });
  mount(router, apiDocs, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300').type('html').send(docsPage());
  });
  router.use(ASSETS_PATH, docsAssets);
  return router;
}
