import { can } from '../auth/policies';
import { TreeNameKind } from '@selectree/rules';
import type { RequestContext } from '../context';
import { type Photo, type Taxon, type Tree, type TreeName } from '../entities';
import { NotFoundError } from '../errors';
import { treeReviews, type SectionReview } from './editing.service';
import { TREE_NOT_FOUND } from './shared/tree-messages';

/** The spec's wording for a tree that does not exist (or is a draft the caller may not see). */
export { TREE_NOT_FOUND };

/** Everything the tree detail page shows, gathered through the request's loaders. */
export interface TreeDetail {
  tree: Tree;
  genus: string | null;
  otherCommonNames: string[];
  genericNames: string[];
  synonyms: Taxon[];
  taxa: Taxon[];
  photos: Photo[];
  /** The sections an editor marked reviewed, each with its latest date (issue 23.5). */
  reviews: SectionReview[];
  redirectTree: Tree | null;
  externalResources: ExternalResource[];
}

export interface ExternalResource {
  name: string;
  host: string;
  href: string;
}

/** A published tree, or a draft for editors; NotFoundError otherwise. */
export async function getTree(ctx: RequestContext, id: number): Promise<Tree> {
  const tree = await ctx.loaders.treeById.load(id);
  if (!tree || !isVisible(ctx, tree)) throw new NotFoundError(TREE_NOT_FOUND);
  return tree;
}

export function isVisible(ctx: RequestContext, tree: Tree): boolean {
  return tree.published || can(ctx.viewer, 'tree:read-draft');
}

export async function getTreeDetail(ctx: RequestContext, id: number): Promise<TreeDetail> {
  const tree = await getTree(ctx, id);
  const [names, taxa, photos, redirect, reviews] = await Promise.all([
    ctx.loaders.namesByTreeId.load(id),
    ctx.loaders.taxaByTreeId.load(id),
    ctx.loaders.photosByTreeId.load(id),
    tree.redirectTreeId ? ctx.loaders.treeById.load(tree.redirectTreeId) : Promise.resolve(null),
    treeReviews(ctx, id),
  ]);
  return {
    tree,
    genus: genusOf(taxa),
    otherCommonNames: namesOfKind(names, TreeNameKind.CommonAlternate),
    genericNames: namesOfKind(names, TreeNameKind.CommonGeneric),
    synonyms: synonymsOf(taxa),
    taxa,
    photos,
    redirectTree: redirect && isVisible(ctx, redirect) ? redirect : null,
    externalResources: externalResources(tree.scientificName),
    reviews,
  };
}

/** The genus is the accepted name's (taxon sequence 1); later sequences are synonyms. */
export const genusOf = (taxa: Taxon[]): string | null => taxa.find((taxon) => taxon.sequence === 1)?.genus ?? null;
export const synonymsOf = (taxa: Taxon[]): Taxon[] => taxa.filter((taxon) => taxon.sequence > 1);

/** The Tree type's relations, one at a time (GraphQL field resolvers), by the same rules as getTreeDetail. */
export async function getTreeGenus(ctx: RequestContext, treeId: number): Promise<string | null> {
  return genusOf(await ctx.loaders.taxaByTreeId.load(treeId));
}
export async function getTreeSynonyms(ctx: RequestContext, treeId: number): Promise<Taxon[]> {
  return synonymsOf(await ctx.loaders.taxaByTreeId.load(treeId));
}
export async function getTreeNamesOfKind(ctx: RequestContext, treeId: number, kind: TreeNameKind): Promise<string[]> {
  return namesOfKind(await ctx.loaders.namesByTreeId.load(treeId), kind);
}

export async function listTaxa(ctx: RequestContext, treeId: number): Promise<Taxon[]> {
  await getTree(ctx, treeId);
  return ctx.loaders.taxaByTreeId.load(treeId);
}

export async function listPhotos(ctx: RequestContext, treeId: number): Promise<Photo[]> {
  await getTree(ctx, treeId);
  return ctx.loaders.photosByTreeId.load(treeId);
}

export function namesOfKind(names: TreeName[], kind: TreeNameKind): string[] {
  return names.filter((name) => name.kind === kind).map((name) => name.name);
}

/** Reference sites searched by the tree's scientific name (the × sign dropped, as they expect). */
export function externalResources(scientificName: string): ExternalResource[] {
  const name = scientificName.replace(/×\s*/g, '').replace(/\s+/g, ' ').trim();
  const q = encodeURIComponent(name);
  const sites: [string, string][] = [
    ['Calflora', `https://www.calflora.org/search.html?name=${q}`],
    ['USDA PLANTS Database', `https://plants.usda.gov/home/basicSearchResults?searchText=${q}`],
    ['GBIF', `https://www.gbif.org/species/search?q=${q}`],
    ['iNaturalist', `https://www.inaturalist.org/taxa/search?q=${q}`],
    ['Wikipedia', `https://en.wikipedia.org/w/index.php?search=${q}`],
  ];
  return sites.map(([siteName, href]) => ({ name: siteName, host: new URL(href).host, href }));
}
