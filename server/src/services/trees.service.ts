import { can } from '../auth/policies';
import { TreeNameKind } from '@selectree/rules';
import type { RequestContext } from '../context';
import { type Photo, type Taxon, type Tree, type TreeName } from '../entities';
import { NotFoundError } from '../errors';
import { treeReviews, type SectionReview } from './editing.service';
import { CATALOGUE_TOKEN_SQL } from './search.service';
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

/** At most this many detail answers kept (one committed catalogue version's, both audiences). */
export const DETAILS_KEPT = 2_000;

/**
 * The detail answers made at one committed catalogue version (its token: every write to the
 * catalogue tables moves it on, whichever instance commits it, and so does every tree edit, which
 * writes the reviews' history rows in the same transaction). A request reads the token and its
 * tree row's version (one statement) and takes the answer kept for them and its audience, or makes
 * it; an answer is read after its token was: never older than the catalogue the request saw
 * committed. The same object for every request of that version, so the transports can keep what
 * they made of it.
 */
let kept: { token: string; details: Map<string, TreeDetail> } = { token: '', details: new Map() };

/** The committed catalogue token and the tree row's version (its xmin), in one statement. */
const DETAIL_STATE_SQL = `SELECT (${CATALOGUE_TOKEN_SQL}) AS token, (SELECT xmin::text FROM trees WHERE id = $1) AS row`;

export async function getTreeDetail(ctx: RequestContext, id: number): Promise<TreeDetail> {
  const [{ token, row }]: { token: string | null; row: string | null }[] = await ctx.db.query(DETAIL_STATE_SQL, [id]);
  const version = token ?? 'none';
  if (kept.token !== version) kept = { token: version, details: new Map() };
  const { details } = kept;
  const key = `${id}:${row ?? '-'}:${can(ctx.viewer, 'tree:read-draft') ? 'e' : 'p'}`;
  const known = details.get(key);
  if (known) return known;
  const detail = await readTreeDetail(ctx, id);
  if (details.size < DETAILS_KEPT) details.set(key, detail);
  return detail;
}

/** The detail answer read now (getTreeDetail without the kept answers; the bench's raw route replays it). */
export async function readTreeDetail(ctx: RequestContext, id: number): Promise<TreeDetail> {
  const tree = await getTree(ctx, id);
  const [detail, reviews] = await Promise.all([treeFacts(ctx, tree), treeReviews(ctx, id)]);
  return { ...detail, reviews };
}

/** A tree's detail without the editors' review dates: its names, taxa, photos and redirect. */
export type TreeFacts = Omit<TreeDetail, 'reviews'>;

/**
 * The detail of a tree the caller may see, all but the review dates, through the context's loaders
 * (so the details of many trees asked at once are read in one statement per relation: open data).
 */
export async function treeFacts(ctx: RequestContext, tree: Tree): Promise<TreeFacts> {
  const [names, taxa, photos, redirect] = await Promise.all([
    ctx.loaders.namesByTreeId.load(tree.id),
    ctx.loaders.taxaByTreeId.load(tree.id),
    ctx.loaders.photosByTreeId.load(tree.id),
    tree.redirectTreeId ? ctx.loaders.treeById.load(tree.redirectTreeId) : Promise.resolve(null),
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
