import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { getUploadChoices, uploadTreeData } from '../../services/upload.service';
import { toUploadChoices, toUploadReport, UploadChoicesType, UploadReportType } from './upload.types';

/** The upload page over services/upload.service.ts (admins only; REST: POST /api/tree/start-upload-file). */
@Resolver()
export class UploadResolver {
  @Query(() => UploadChoicesType, { description: 'The field lists and limits of the tree-data upload (admins).' })
  async uploadChoices(@Ctx() ctx: RequestContext): Promise<UploadChoicesType> {
    return toUploadChoices(await getUploadChoices(ctx));
  }

  @Mutation(() => UploadReportType, {
    description:
      'Uploads tree data: the column names, then the data rows. All or nothing: a refused report writes nothing. ' +
      'dryRun checks and compares without writing.',
  })
  async uploadTreeData(
    @Arg('rows', () => [[String]], { description: "The file's rows, the header row first, each a list of cells." })
    rows: string[][],
    @Arg('dryRun', () => Boolean, { description: 'true: check and report only, write nothing.', nullable: true })
    dryRun: boolean | null,
    @Arg('fileName', () => String, { description: "The uploaded file's name (for the report).", nullable: true })
    fileName: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<UploadReportType> {
    return toUploadReport(await uploadTreeData(ctx, rows, { dryRun: dryRun === true, fileName }));
  }
}
