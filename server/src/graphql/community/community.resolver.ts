import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import {
  contributePhoto,
  decideQueueItem,
  listQueue,
  myContributions,
  queueCount,
  reportProblem,
  requestContributionUpload,
  type MyContribution,
  type QueueItem,
} from '../../services/community.service';
import { PhotoUploadGrantType } from '../editing/photo.resolver';
import {
  MyContributionType,
  PhotoContributionInput,
  PhotoContributionType,
  ProblemReportInput,
  QueueDecisionType,
  QueueItemType,
} from './community.types';

function toQueueItem(item: QueueItem): QueueItemType {
  return {
    id: item.id,
    kind: item.kind,
    treeId: item.tree_id,
    treeName: item.tree_name,
    status: item.status,
    createdAt: item.created_at,
    contributor: item.contributor,
    photoLink: item.link,
    width: item.width,
    height: item.height,
    widths: item.widths,
    licence: item.licence,
    credit: item.credit,
    attributeName: item.attribute_name,
    takenAt: item.taken_at,
    place: item.place,
    section: item.section,
    message: item.message,
    source: item.source,
    decidedBy: item.decided_by_name,
    decidedAt: item.decided_at,
    note: item.decision_note,
  };
}

/** The GraphQL twins of the community paths (services/community/community.service.ts). */
@Resolver()
export class CommunityResolver {
  @Mutation(() => PhotoUploadGrantType, { description: 'GET /photo/contribute/getSignedS3: step 1 of a contribution.' })
  requestContributionUpload(
    @Arg('treeId', () => Int, { description: 'The tree the photo is for.' }) treeId: number,
    @Arg('fileName', () => String, { description: "The file's name." }) fileName: string,
    @Arg('fileType', () => String, { description: "The file's MIME type (image/jpeg, image/png …)." }) fileType: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PhotoUploadGrantType> {
    return requestContributionUpload(ctx, { treeId, fileName, fileType });
  }

  @Mutation(() => PhotoContributionType, { description: 'POST /photo/contribute: the photo waits for an editor.' })
  async contributePhoto(
    @Arg('input', () => PhotoContributionInput, { description: 'The uploaded photo and what the sender says of it.' })
    input: PhotoContributionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PhotoContributionType> {
    const result = await contributePhoto(ctx, {
      treeId: input.treeId,
      photoLink: input.photoLink,
      licence: input.licence,
      credit: input.credit,
      attribute_name: input.attributeName,
      own_work: input.ownWork,
      taken_at: input.takenAt,
      place: input.place,
    });
    return { contributionId: result.contribution_id, status: result.status };
  }

  @Mutation(() => Int, { description: 'POST /tree/report/{tree_id}: answers the report id. Anyone.' })
  async reportProblem(
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Arg('input', () => ProblemReportInput, { description: 'The section and what is wrong.' })
    input: ProblemReportInput,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await reportProblem(ctx, treeId, { ...input })).report_id;
  }

  @Query(() => [QueueItemType], { description: 'GET /editor/queue: oldest first; editors and admins.' })
  async editorQueue(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => String, { description: 'Only this kind: photo or report; absent: both.', nullable: true })
    kind?: string | null,
    @Arg('status', () => String, {
      description: 'Only items of this status (pending, approved, rejected, resolved, dismissed); absent: pending.',
      nullable: true,
    })
    status?: string | null,
  ): Promise<QueueItemType[]> {
    return (await listQueue(ctx, { kind: kind ?? undefined, status: status ?? undefined })).map(toQueueItem);
  }

  @Query(() => Int, { description: 'How many items wait in the editors’ queue (the header badge).' })
  editorQueueCount(@Ctx() ctx: RequestContext): Promise<number> {
    return queueCount(ctx);
  }

  @Mutation(() => QueueDecisionType, {
    description: 'PUT /editor/queue/{id}: approve, approve_first, reject, resolve, dismiss.',
  })
  async decideQueueItem(
    @Arg('id', () => Int, { description: 'The queue item.' }) id: number,
    @Arg('decision', () => String, {
      description: 'approve, approve_first (as the main photo), reject, resolve or dismiss.',
    })
    decision: string,
    @Ctx() ctx: RequestContext,
    @Arg('note', () => String, { description: 'The rejection reason or resolution note.', nullable: true })
    note?: string | null,
  ): Promise<QueueDecisionType> {
    const { item, version } = await decideQueueItem(ctx, id, { decision, note });
    return {
      id: item.id,
      kind: item.kind,
      status: item.status,
      decidedBy: item.decided_by_name,
      decidedAt: item.decided_at,
      note: item.decision_note,
      photoId: item.photo_id,
      version,
    };
  }

  @Query(() => [MyContributionType], { description: 'Everything the viewer sent, newest first (My Account).' })
  myContributions(@Ctx() ctx: RequestContext): Promise<MyContribution[]> {
    return myContributions(ctx);
  }
}
