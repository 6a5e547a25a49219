import { Router, type Request } from 'express';
import { parseRegion } from '../catalogue/regions';
import { buildRequestContext, type AppDeps } from '../context';
import { getFeaturedQuote, getFeaturedTree } from '../services/featured.service';
import { parseId } from '../services/ids';
import { getTreeDetail, listPhotos, listTaxa } from '../services/trees.service';
import {
  presentFeaturedTree,
  presentPhoto,
  presentQuote,
  presentTaxon,
  presentTreeDetail,
} from './presenters/tree.presenter';

/** Public catalogue reads: cacheable for a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

export function treeRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  router.get('/tree/featured-tree/:region', async (req, res) => {
    const context = ctx(req);
    const tree = await getFeaturedTree(context, parseRegion(req.params.region));
    const photos = tree ? await context.loaders.photosByTreeId.load(tree.id) : [];
    res.setHeader('Cache-Control', PUBLIC_CACHE).json(presentFeaturedTree(tree, photos));
  });

  router.get('/tree/featured-quote', async (req, res) => {
    res.setHeader('Cache-Control', PUBLIC_CACHE).json(presentQuote(await getFeaturedQuote(ctx(req))));
  });

  router.get('/tree/detail/:id', async (req, res) => {
    const detail = await getTreeDetail(ctx(req), parseId(req.params.id, 'tree id'));
    res.setHeader('Cache-Control', PUBLIC_CACHE).json(presentTreeDetail(detail));
  });

  router.get('/tree/taxons/:id', async (req, res) => {
    const taxa = await listTaxa(ctx(req), parseId(req.params.id, 'tree id'));
    res.setHeader('Cache-Control', PUBLIC_CACHE).json(taxa.map(presentTaxon));
  });

  router.get('/photos/:treeId', async (req, res) => {
    const photos = await listPhotos(ctx(req), parseId(req.params.treeId, 'tree id'));
    res.setHeader('Cache-Control', PUBLIC_CACHE).json(photos.map(presentPhoto));
  });

  return router;
}
