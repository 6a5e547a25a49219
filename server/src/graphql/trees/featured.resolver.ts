import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Region } from '../../catalogue/regions';
import type { RequestContext } from '../../context';
import { FeaturedQuote, Tree } from '../../entities';
import { getFeaturedQuote, getFeaturedTree } from '../../services/featured.service';

@Resolver()
export class FeaturedResolver {
  @Query(() => Tree, { nullable: true, description: "Today's featured tree of an edition." })
  featuredTree(
    @Arg('region', () => Region, { description: 'The edition.' }) region: Region,
    @Ctx() ctx: RequestContext,
  ): Promise<Tree | null> {
    return getFeaturedTree(ctx, region);
  }

  @Query(() => FeaturedQuote, { nullable: true, description: "Today's quote." })
  featuredQuote(@Ctx() ctx: RequestContext): Promise<FeaturedQuote | null> {
    return getFeaturedQuote(ctx);
  }
}
