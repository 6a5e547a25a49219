import GraphQLUpload, { type FileUpload } from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { GlossaryEntry, GlossaryPhoto } from '../../entities';
import { ConflictError } from '../../errors';
import {
  createGlossaryEntry,
  deleteGlossaryEntry,
  deleteGlossaryPhoto,
  listGlossary,
  updateGlossaryEntry,
  updateGlossaryPhotoText,
  uploadGlossaryPhoto,
  type GlossaryEntryView,
  type GlossaryPhotoView,
} from '../../services/glossary.service';
import { formErrors } from '../accounts/form-errors';
import { GlossaryEntryInput, GlossaryEntryPayload, GlossaryPhotoPayload } from './glossary.types';
import { readUpload } from '../read-upload';

const toPhoto = (photo: GlossaryPhotoView) => photo as unknown as GlossaryPhoto;

/** The service's body (the REST names); a Spanish field left out of the input stays out (kept). */
const body = ({ term, definition, termEs, definitionEs }: GlossaryEntryInput) => ({
  term,
  definition,
  ...(termEs !== undefined || definitionEs !== undefined ? { term_es: termEs, definition_es: definitionEs } : {}),
});
const toEntry = (entry: GlossaryEntryView) =>
  ({ ...entry, photos: entry.photos.map(toPhoto) }) as unknown as GlossaryEntry;

/** Input problems and conflicts (term taken, stale version) go back in the payload, on their field. */
function payloadErrors(error: unknown) {
  if (error instanceof ConflictError) {
    return [{ field: String(error.details?.field ?? ''), message: error.message }];
  }
  return formErrors(error);
}

/** The glossary over services/glossary (the same calls as the /api/tree/glossary paths). */
@Resolver(() => GlossaryEntry)
export class GlossaryResolver {
  @FieldResolver(() => [GlossaryPhoto], { description: 'The photos in order (read with the entries).' })
  photos(@Root() entry: GlossaryEntry & { photos?: GlossaryPhoto[] }): GlossaryPhoto[] {
    return entry.photos ?? [];
  }

  @Query(() => [GlossaryEntry], { description: 'GET /tree/glossary: every entry A to Z, with photos.' })
  async glossary(@Ctx() ctx: RequestContext): Promise<GlossaryEntry[]> {
    return (await listGlossary(ctx)).map(toEntry);
  }

  @Mutation(() => GlossaryEntryPayload, { description: 'POST /tree/glossary.' })
  async createGlossaryEntry(
    @Arg('input', () => GlossaryEntryInput, { description: 'The term and its definition.' }) input: GlossaryEntryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GlossaryEntryPayload> {
    try {
      return { entry: toEntry(await createGlossaryEntry(ctx, body(input))), errors: [] };
    } catch (error) {
      return { entry: null, errors: payloadErrors(error) };
    }
  }

  @Mutation(() => GlossaryEntryPayload, { description: 'PUT /tree/glossary/{id}, based on `version`.' })
  async updateGlossaryEntry(
    @Arg('id', () => Int, { description: 'The entry.' }) id: number,
    @Arg('version', () => Int, { description: 'The entry version the change is based on.' }) version: number,
    @Arg('input', () => GlossaryEntryInput, { description: 'The term and its definition.' }) input: GlossaryEntryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GlossaryEntryPayload> {
    try {
      return { entry: toEntry(await updateGlossaryEntry(ctx, id, body(input), version)), errors: [] };
    } catch (error) {
      return { entry: null, errors: payloadErrors(error) };
    }
  }

  @Mutation(() => Int, { description: 'DELETE /tree/glossary/{id}: answers the deleted id.' })
  async deleteGlossaryEntry(
    @Arg('id', () => Int, { description: 'The entry.' }) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await deleteGlossaryEntry(ctx, id)).id;
  }

  @Mutation(() => GlossaryPhoto, {
    description: 'POST /tree/glossary/{id}/photo: one JPEG or PNG (multipart, at most 15 MB).',
  })
  async uploadGlossaryPhoto(
    @Arg('entryId', () => Int, { description: 'The glossary entry.' }) entryId: number,
    @Arg('file', () => GraphQLUpload, { description: 'The image (multipart upload).' }) file: Promise<FileUpload>,
    @Ctx() ctx: RequestContext,
    @Arg('definitionText', () => String, { description: 'A caption for the photo.', nullable: true })
    definitionText?: string | null,
  ): Promise<GlossaryPhoto> {
    return toPhoto(await uploadGlossaryPhoto(ctx, entryId, await readUpload(file), definitionText));
  }

  @Mutation(() => Int, { description: 'DELETE /tree/glossary/photo/{id}: answers the deleted id.' })
  async deleteGlossaryPhoto(
    @Arg('photoId', () => Int, { description: 'The glossary photo.' }) photoId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await deleteGlossaryPhoto(ctx, photoId)).id;
  }

  @Mutation(() => GlossaryPhotoPayload, { description: 'PUT /tree/glossary_photos/{id}/definition.' })
  async updateGlossaryPhotoText(
    @Arg('photoId', () => Int, { description: 'The glossary photo.' }) photoId: number,
    @Arg('definitionText', () => String, { description: 'The new caption; null clears it.', nullable: true })
    definitionText: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<GlossaryPhotoPayload> {
    try {
      const photo = await updateGlossaryPhotoText(ctx, photoId, { definition_text: definitionText ?? '' });
      return { photo: toPhoto(photo), errors: [] };
    } catch (error) {
      return { photo: null, errors: payloadErrors(error) };
    }
  }
}
