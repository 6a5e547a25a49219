import { Router, type Request } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/search.schemas';
import { parseSiteInput, parseSitePage, recommendTreesAs, whyNot } from '../services/site.service';
import type { SiteRecommendations } from '../services/site.service';
import { presentRecommendations, presentWhyNot } from './presenters/site.presenter';
import { publicRead } from './public-read';

/** The REST body, serialised once per catalogue version, site and page (a Buffer: no re-encoding). */
const JSON_BODY = {
  name: 'rest-json',
  render: (r: SiteRecommendations) => Buffer.from(JSON.stringify(presentRecommendations(r))),
};

/** Right tree, right place (issue 22): a site's recommendations and "why not?" for one tree. */
export function siteRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  mount(router, paths.siteRecommendations, publicRead(deps), async (req, res) => {
    const site = parseSiteInput(req.query);
    const page = parseSitePage(req.query);
    res.type('json').send(await recommendTreesAs(ctx(req), site, page, JSON_BODY));
  });

  mount(router, paths.siteWhyNot, publicRead(deps), async (req, res, input) => {
    const treeId = input.params.treeId as number;
    const site = parseSiteInput(req.query);
    res.json(presentWhyNot(await whyNot(ctx(req), treeId, site)));
  });

  return router;
}
