import type { Region } from '../catalogue/regions';
import { Router, type Request } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { findTreeBySlug } from '../services/slugs.service';
import { mount } from './openapi/route-spec';
import { publicRead } from './public-read';
import * as paths from './schemas/catalogue.schemas';
import { getFeaturedQuote, getFeaturedTree } from '../services/featured.service';
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

  mount(router, paths.featuredTree, publicRead(deps, { daily: true }), async (req, res, input) => {
    const context = ctx(req);
    const tree = await getFeaturedTree(context, input.params.region as Region);
    const photos = tree ? await context.loaders.photosByTreeId.load(tree.id) : [];
    res.json(presentFeaturedTree(tree, photos));
  });

  mount(router, paths.featuredQuote, publicRead(deps, { daily: true }), async (req, res) => {
    res.json(presentQuote(await getFeaturedQuote(ctx(req))));
  });

  mount(router, paths.treeDetail, publicRead(deps), async (req, res, input) => {
    const detail = await getTreeDetail(ctx(req), input.params.id as number);
    res.type('json').send(presentTreeDetailJson(detail));
  });

  mount(router, paths.treeSlug, publicRead(deps), async (req, res, input) => {
    const match = await findTreeBySlug(ctx(req), input.params.slug);
    res.json({ tree_id: match.treeId, slug: match.slug, current: match.current });
  });

  mount(router, paths.treeTaxa, publicRead(deps), async (req, res, input) => {
    const taxa = await listTaxa(ctx(req), input.params.id as number);
    res.json(taxa.map(presentTaxon));
  });

  mount(router, paths.treePhotos, publicRead(deps), async (req, res, input) => {
    const photos = await listPhotos(ctx(req), input.params.treeId as number);
    res.json(photos.map(presentPhoto));
  });

  return router;
}
