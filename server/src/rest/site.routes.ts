import { Router, type Request } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { parseId } from '../services/ids';
import { parseSiteInput, parseSitePage, recommendTrees, whyNot } from '../services/site.service';
import { presentRecommendations, presentWhyNot } from './presenters/site.presenter';
import { publicRead } from './public-read';

/** Right tree, right place (issue 22): a site's recommendations and "why not?" for one tree. */
export function siteRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  router.get('/site/recommendations', publicRead(deps), async (req, res) => {
    const site = parseSiteInput(req.query);
    const page = parseSitePage(req.query);
    res.json(presentRecommendations(await recommendTrees(ctx(req), site, page)));
  });

  router.get('/site/why-not/:treeId', publicRead(deps), async (req, res) => {
    const treeId = parseId(req.params.treeId, 'tree_id');
    const site = parseSiteInput(req.query);
    res.json(presentWhyNot(await whyNot(ctx(req), treeId, site)));
  });

  return router;
}
