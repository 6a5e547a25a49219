import express, { Router } from 'express';
import { apiKeyGate } from '../auth/api-key-gate';
import { authenticate } from '../auth/authenticate';
import { type AppDeps } from '../context';
import { answerOf, sendJsonError } from '../error-answers';
import { adminUsersRoutes } from './admin-users.routes';
import { allowedMethods } from './allowed-methods';
import { communityRoutes } from './community.routes';
import { authRoutes } from './auth.routes';
import { downloadRoutes } from './download.routes';
import { restErrorHandler } from './error-handler';
import { glossaryRoutes } from './glossary.routes';
import { healthRoutes } from './health.routes';
import { listsRoutes } from './lists.routes';
import { offlineRoutes } from './offline.routes';
import { openDataRoutes } from './open-data.routes';
import { openApiRoutes } from './openapi.routes';
import { photosRoutes } from './photos.routes';
import { searchRoutes } from './search.routes';
import { siteRoutes } from './site.routes';
import { treeEditRoutes } from './tree-edit.routes';
import { treeRoutes } from './tree.routes';
import { uploadBodyParser, uploadRoutes } from './upload.routes';
import { usersRoutes } from './users.routes';

/** The REST facade mounted at /api: the legacy paths, over the same services as GraphQL. */
export function restRouter(deps: AppDeps): Router {
  const router = Router();
  router.use(uploadBodyParser(deps)); // its own body limit, read for admins only
  router.use(express.json({ limit: '1mb' }));
  router.use(authenticate(deps));
  router.use(apiKeyGate(deps)); // X-API-Key: a live key and a point of its budget; else the address's anonymous budget
  router.use(healthRoutes(deps.db));
  router.use(openApiRoutes());
  // The public reads asked most (suggestions on every keystroke, searches, sites) before the
  // rest: Express tries each router's routes in order. Their paths are literal, so none shadows
  // another router's path.
  router.use(searchRoutes(deps));
  router.use(siteRoutes(deps));
  router.use(treeRoutes(deps));
  router.use(treeEditRoutes(deps));
  router.use(photosRoutes(deps));
  router.use(communityRoutes(deps));
  router.use(glossaryRoutes(deps));
  router.use(authRoutes(deps));
  router.use(usersRoutes(deps));
  router.use(adminUsersRoutes(deps));
  router.use(listsRoutes(deps));
  router.use(downloadRoutes(deps));
  router.use(openDataRoutes(deps));
  router.use(offlineRoutes(deps));
  router.use(uploadRoutes(deps));
  router.use((req, res) => {
    const where = `${req.baseUrl}${req.path}`;
    const allowed = allowedMethods(router, req.path);
    if (!allowed.length) return sendJsonError(res, answerOf(404, `No such API path: ${req.method} ${where}`));
    res.setHeader('Allow', allowed.join(', '));
    const named = allowed.filter((method) => method !== 'HEAD' || !allowed.includes('GET')); // GET brings HEAD
    sendJsonError(res, answerOf(405, `${req.method} is not allowed on ${where}: use ${named.join(' or ')}`));
  });
  router.use(restErrorHandler);
  return router;
}
