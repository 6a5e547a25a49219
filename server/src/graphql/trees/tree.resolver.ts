import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { appraisalText } from '../../catalogue/appraisal';
import { isHawaiiNative } from '../../catalogue/hawaii-native';
import { TreeNameKind } from '@selectree/rules';
import type { RequestContext } from '../../context';
import { Photo, Taxon, Tree } from '../../entities';
import { NotFoundError, ValidationError } from '../../errors';
import { parseId } from '../../services/ids';
import { memoExcerpt } from '../../services/search.service';
import {
  externalResources,
  getTree,
  getTreeGenus,
  getTreeNamesOfKind,
  getTreeSynonyms,
  isVisible,
} from '../../services/trees.service';
import { treeReviews } from '../../services/editing.service';
import { findTreeBySlug } from '../../services/slugs.service';
import { ExternalResourceType, SectionReviewType, TreeRedirectType } from './tree-detail.types';

/** Tree queries and the Tree type's relations. Relations read only through ctx.loaders. */
@Resolver(() => Tree)
export class TreeResolver {
  @Query(() => Tree, { nullable: true, description: 'A published tree (drafts for editors); null when there is none.' })
  async tree(
    @Arg('id', () => Int, { description: 'The tree id (tree_id).' }) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<Tree | null> {
    try {
      return await getTree(ctx, parseId(id));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  @Query(() => Tree, {
    nullable: true,
    description:
      'The tree a slug names, its current one or one it had before a rename (compare Tree.slug); null when none.',
  })
  async treeBySlug(
    @Arg('slug', () => String, { description: 'The slug (`quercus-agrifolia`), current or former.' }) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Tree | null> {
    try {
      return await ctx.loaders.treeById.load((await findTreeBySlug(ctx, slug)).treeId);
    } catch (error) {
      // A malformed slug names no tree either (REST answers it with a 400 naming `slug`).
      if (error instanceof NotFoundError || error instanceof ValidationError) return null;
      throw error;
    }
  }

  @FieldResolver(() => [SectionReviewType], { description: 'The sections marked reviewed, each with its latest date.' })
  async reviews(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<SectionReviewType[]> {
    return (await treeReviews(ctx, tree.id)).map(({ section, reviewedAt }) => ({ section, reviewedAt }));
  }

  @FieldResolver(() => [Photo], { description: "The tree's photos in display order (first = main photo)." })
  photos(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<Photo[]> {
    return ctx.loaders.photosByTreeId.load(tree.id);
  }

  @FieldResolver(() => [Taxon], { description: 'Sequence 1 is the accepted name.' })
  taxa(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<Taxon[]> {
    return ctx.loaders.taxaByTreeId.load(tree.id);
  }

  @FieldResolver(() => String, { description: 'The genus of the accepted name; null when not parsed.', nullable: true })
  async genus(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<string | null> {
    return getTreeGenus(ctx, tree.id);
  }

  @FieldResolver(() => [Taxon], { description: 'Earlier or alternative scientific names.' })
  async synonyms(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<Taxon[]> {
    return getTreeSynonyms(ctx, tree.id);
  }

  @FieldResolver(() => [String], { description: 'Alternative common names, most used first.' })
  async otherCommonNames(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<string[]> {
    return getTreeNamesOfKind(ctx, tree.id, TreeNameKind.CommonAlternate);
  }

  @FieldResolver(() => [String], { description: 'Generic common names such as OAK or MAPLE.' })
  async genericNames(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<string[]> {
    return getTreeNamesOfKind(ctx, tree.id, TreeNameKind.CommonGeneric);
  }

  @FieldResolver(() => TreeRedirectType, {
    description: 'The "see also" tree, when the caller may see it; null otherwise.',
    nullable: true,
  })
  async redirectTree(@Root() tree: Tree, @Ctx() ctx: RequestContext): Promise<TreeRedirectType | null> {
    if (!tree.redirectTreeId) return null;
    const target = await ctx.loaders.treeById.load(tree.redirectTreeId);
    return target && isVisible(ctx, target) ? { id: target.id, scientificName: target.scientificName } : null;
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Native to Hawaii: a native range naming Hawaii or a curated flag; null when unknown.',
  })
  hiNative(@Root() tree: Tree): boolean | null {
    return isHawaiiNative(tree);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The appraisal in words (nursery size, species group, 24" box trunk area); null when not appraised.',
  })
  appraisalText(@Root() tree: Tree): string | null {
    return appraisalText(tree);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The memo as plain text, cut at a word boundary (about 200 characters): a teaser, no HTML.',
  })
  memoExcerpt(@Root() tree: Tree): string | null {
    return memoExcerpt(tree.memo);
  }

  @FieldResolver(() => [ExternalResourceType], {
    description: 'Links to outside references on this tree (searches of other plant databases by its scientific name).',
  })
  externalResources(@Root() tree: Tree): ExternalResourceType[] {
    return externalResources(tree.scientificName);
  }
}
