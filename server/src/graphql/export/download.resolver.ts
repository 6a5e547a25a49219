import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { countExportTrees, getDownloadChoices } from '../../services/export.service';
import { DownloadChoicesType, DownloadFilterInput, toDownloadChoices, toFilterInput } from './download.types';

/** The download page's data over services/export.service.ts (the CSV itself is GET /api/tree/download-file). */
@Resolver()
export class DownloadResolver {
  @Query(() => DownloadChoicesType, { description: 'Column groups, genera and families (editors and admins).' })
  async downloadChoices(@Ctx() ctx: RequestContext): Promise<DownloadChoicesType> {
    return toDownloadChoices(await getDownloadChoices(ctx));
  }

  @Query(() => Int, { description: 'How many trees the download filters match; 0: the download would be empty.' })
  async downloadTreeCount(
    @Arg('filter', () => DownloadFilterInput, { description: "The download's filters (as the download takes them)." })
    filter: DownloadFilterInput,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return countExportTrees(ctx, toFilterInput(filter));
  }
}
