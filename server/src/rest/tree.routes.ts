import { Router, type Request } from 'express';
import { parseRegion } from '../catalogue/regions';
import { buildRequestContext, type AppDeps } from '../context';
import { findTreeBySlug } from '../services/slugs/tree-slugs.service';
import { publicRead } from './public-read';
import { getFeaturedQuote, getFeaturedTree } from '../services/featured.service';
import { parseId } from '../services/ids';
import { getTreeDetail, listPhotos, listTaxa } from '../services/trees.service';
import {
  presentFeaturedTree,
  presentPhoto,
  presentQuote,
  presentTaxon,
  presentTreeDetailJson,
} from './presenters/tree.presenter';

export function treeRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  router.get('/tree/featured-tree/:region', publicRead(deps, { daily: true }), async (req, res) => {
    const context = ctx(req);
    const tree = await getFeaturedTree(context, parseRegion(req.params.region));
    const photos = tree ? await context.loaders.photosByTreeId.load(tree.id) : [];
    res.json(presentFeaturedTree(tree, photos));
  });

  router.get('/tree/featured-quote', publicRead(deps, { daily: true }), async (req, res) => {
    res.json(presentQuote(await getFeaturedQuote(ctx(req))));
  });

  router.get('/tree/detail/:id', publicRead(deps), async (req, res) => {
    const detail = await getTreeDetail(ctx(req), parseId(req.params.id, 'tree id'));
    res.type('json').send(presentTreeDetailJson(detail));
  });

  router.get('/tree/slug/:slug', publicRead(deps), async (req, res) => {
    const match = await findTreeBySlug(ctx(req), req.params.slug);
    res.json({ tree_id: match.treeId, slug: match.slug, current: match.current });
  });

  router.get('/tree/taxons/:id', publicRead(deps), async (req, res) => {
    const taxa = await listTaxa(ctx(req), parseId(req.params.id, 'tree id'));
    res.json(taxa.map(presentTaxon));
  });

  router.get('/photos/:treeId', publicRead(deps), async (req, res) => {
    const photos = await listPhotos(ctx(req), parseId(req.params.treeId, 'tree id'));
    res.json(photos.map(presentPhoto));
  });

  return router;
}
