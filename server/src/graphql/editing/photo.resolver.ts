import GraphQLUpload, { type FileUpload } from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Photo } from '../../entities';
import {
  bulkUpdateCredit,
  createPhoto,
  deletePhoto,
  reorderPhotos,
  requestPhotoUpload,
  updatePhoto,
  uploadPhotoFile,
} from '../../services/photos.service';
import { readUpload } from '../read-upload';

@ObjectType('PhotoUploadGrant', { description: 'Where to PUT one file (single use, expiring).' })
export class PhotoUploadGrantType {
  @Field(() => String, { description: 'The URL to PUT the file to (single use).' }) signedRequestUrl: string;
  @Field(() => String, { description: 'Pass to createPhoto once the file is sent.' }) photoLink: string;
  @Field(() => Date, { description: 'When that URL stops working.' }) expiresAt: Date;
}

@ObjectType('PhotoEdit', { description: 'A photo after a change, and the tree version it made.' })
class PhotoEditType {
  @Field(() => Photo, { description: 'The photo after the change.' }) photo: Photo;
  @Field(() => Int, { description: 'The tree version the change made.' }) version: number;
}

@InputType('PhotoOrderInput', { description: 'A photo and its new place.' })
class PhotoOrderInput {
  @Field(() => Int, { description: 'The photo.' }) photoId: number;
  @Field(() => Int, { description: 'Its new place (lowest first).' }) sequence: number;
}

/** A photos row (snake_case from SQL) as the Photo type. */
function toPhoto(row: Record<string, unknown>): Photo {
  return {
    id: row.id,
    treeId: row.tree_id,
    link: row.link,
    credit: row.credit,
    licence: row.licence,
    sourceUrl: row.source_url ?? null,
    sequence: row.sequence,
    attributeName: row.attribute_name,
    storageKey: row.storage_key,
    width: row.width,
    height: row.height,
    widths: row.widths,
  } as Photo;
}

/** Tree photos over services/photos.service.ts (the same calls as the /api/photo paths). */
@Resolver()
export class PhotoResolver {
  @Mutation(() => PhotoUploadGrantType, { description: 'GET /photo/getSignedS3: step 1 of an upload.' })
  requestPhotoUpload(
    @Arg('treeId', () => Int, { description: 'The tree the photo is for.' }) treeId: number,
    @Arg('fileName', () => String, { description: "The file's name." }) fileName: string,
    @Arg('fileType', () => String, { description: "The file's MIME type (image/jpeg, image/png …)." }) fileType: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PhotoUploadGrantType> {
    return requestPhotoUpload(ctx, { treeId, fileName, fileType });
  }

  @Mutation(() => PhotoEditType, { description: 'POST /photo/create: step 3, once the file was PUT.' })
  async createPhoto(
    @Arg('treeId', () => Int, { description: 'The tree the photo is for.' }) treeId: number,
    @Arg('photoLink', () => String, { description: 'The photoLink of requestPhotoUpload, once the file was PUT.' })
    photoLink: string,
    @Ctx() ctx: RequestContext,
    @Arg('credit', () => String, { description: 'Who took it.', nullable: true }) credit?: string | null,
    @Arg('number', () => Int, {
      description: "Its place among the tree's photos (sequence); absent: last.",
      nullable: true,
    })
    number?: number | null,
    @Arg('licence', () => String, { nullable: true, description: 'absent: "All rights reserved"' })
    licence?: string | null,
  ): Promise<PhotoEditType> {
    const { photo, version } = await createPhoto(ctx, { treeId, photoLink, credits: credit, number, licence });
    return { photo: toPhoto(photo as unknown as Record<string, unknown>), version };
  }

  @Mutation(() => PhotoEditType, { description: 'A photo sent whole (multipart; one file, at most 15 MB).' })
  async uploadTreePhoto(
    @Arg('treeId', () => Int, { description: 'The tree the photo is for.' }) treeId: number,
    @Arg('file', () => GraphQLUpload, { description: 'The image (multipart upload).' }) file: Promise<FileUpload>,
    @Ctx() ctx: RequestContext,
    @Arg('credit', () => String, { description: 'Who took it.', nullable: true }) credit?: string | null,
    @Arg('licence', () => String, { nullable: true, description: 'absent: "All rights reserved"' })
    licence?: string | null,
  ): Promise<PhotoEditType> {
    const { photo, version } = await uploadPhotoFile(ctx, treeId, await readUpload(file), { credit, licence });
    return { photo: toPhoto(photo as unknown as Record<string, unknown>), version };
  }

  @Mutation(() => PhotoEditType, { description: 'PUT /photo/update/{id}: attribute name, credit and licence.' })
  async updatePhoto(
    @Arg('photoId', () => Int, { description: 'The photo.' }) photoId: number,
    @Ctx() ctx: RequestContext,
    @Arg('attributeName', () => String, { description: 'What it shows (bark, leaf, flower …).', nullable: true })
    attributeName?: string | null,
    @Arg('credit', () => String, { description: 'Who took it.', nullable: true }) credit?: string | null,
    @Arg('licence', () => String, { description: 'The licence it is shown under.', nullable: true })
    licence?: string | null,
  ): Promise<PhotoEditType> {
    const body: Record<string, unknown> = {};
    if (attributeName !== undefined) body.attribute_name = attributeName;
    if (credit !== undefined) body.credit = credit;
    if (licence !== undefined) body.licence = licence;
    const { photo, version } = await updatePhoto(ctx, photoId, body);
    return { photo: toPhoto(photo as unknown as Record<string, unknown>), version };
  }

  @Mutation(() => Int, { description: 'PUT /photo/batch-update: the new order; answers the tree version.' })
  async reorderPhotos(
    @Arg('order', () => [PhotoOrderInput], { description: 'Each photo of the tree with its new place.' })
    order: PhotoOrderInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    const items = order.map((item) => ({ photo_link_id: item.photoId, sequence: item.sequence }));
    return (await reorderPhotos(ctx, items)).version;
  }

  @Mutation(() => Int, { description: 'PUT /photo/bulk-update-credit: answers the tree version.' })
  async bulkUpdatePhotoCredit(
    @Arg('photoIds', () => [Int], { description: 'The photos (of one tree).' }) photoIds: number[],
    @Arg('credit', () => String, { description: 'The credit to give them all; null clears it.', nullable: true })
    credit: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await bulkUpdateCredit(ctx, { photo_ids: photoIds, credit })).version;
  }

  @Mutation(() => Int, { description: 'DELETE /photo/delete/{id}: answers the tree version.' })
  async deletePhoto(
    @Arg('photoId', () => Int, { description: 'The photo.' }) photoId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await deletePhoto(ctx, photoId)).version;
  }
}
