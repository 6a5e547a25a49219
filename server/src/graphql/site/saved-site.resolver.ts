import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { setListSite } from '../../services/lists.service';
import { deleteSite, mySites, renameSite, saveSite } from '../../services/site.service';
import { TreeListType, toListType } from '../lists/list.types';
import { SavedSiteType, toSavedSiteType } from './saved-site.types';
import { SiteInputType, toRawSite } from './site.types';

/** My Sites and a list's site (issue 22.5), over services/site/saved-sites.service.ts. */
@Resolver()
export class SavedSiteResolver {
  @Query(() => [SavedSiteType], { description: 'My saved sites, most recently changed first (signed in).' })
  async mySites(@Ctx() ctx: RequestContext): Promise<SavedSiteType[]> {
    return (await mySites(ctx)).map(toSavedSiteType);
  }

  @Mutation(() => SavedSiteType, { description: 'Saves a site under a name (unique among mine).' })
  async saveSite(
    @Arg('name', () => String, { description: 'The name to save it under.' }) name: string,
    @Arg('site', () => SiteInputType, { description: 'The planting site.' }) site: SiteInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<SavedSiteType> {
    return toSavedSiteType(await saveSite(ctx, name, toRawSite(site)));
  }

  @Mutation(() => SavedSiteType, { description: 'Renames one of my saved sites (refused when the version is older).' })
  async renameSite(
    @Arg('id', () => Int, { description: 'The saved site.' }) id: number,
    @Arg('name', () => String, { description: 'The new name.' }) name: string,
    @Arg('version', () => Int, { description: 'The site version read.' }) version: number,
    @Ctx() ctx: RequestContext,
  ): Promise<SavedSiteType> {
    return toSavedSiteType(await renameSite(ctx, id, name, version));
  }

  @Mutation(() => Int, { description: 'Deletes one of my sites; answers its id.' })
  async deleteSite(
    @Arg('id', () => Int, { description: 'The saved site.' }) id: number,
    @Arg('version', () => Int, { description: 'The site version read.' }) version: number,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return deleteSite(ctx, id, version);
  }

  @Mutation(() => TreeListType, { description: 'Ties a list to a site, or unties it (site: null); list editors.' })
  async setListSite(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('site', () => SiteInputType, { description: 'The site; null unties the list.', nullable: true })
    site: SiteInputType | null,
    @Arg('version', () => Int, { nullable: true, description: 'The list version it is based on.' })
    version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeListType> {
    return toListType(await setListSite(ctx, listId, site ? toRawSite(site) : null, version ?? undefined));
  }
}
