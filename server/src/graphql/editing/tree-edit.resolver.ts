import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Photo, Taxon } from '../../entities';
import { removePhotoFiles } from '../../services/photos.service';
import { listPhotos, listTaxa } from '../../services/trees.service';
import type { RequestContext } from '../../context';
import {
  addTaxon,
  addTree,
  deleteTaxon,
  deleteTree,
  duplicateTree,
  editOptions,
  getTreeForEdit,
  listTreeHistory,
  markSectionReviewed,
  restoreTreeAsOf,
  treeReviews,
  revertEdit,
  saveTree,
  updateTaxon,
} from '../../services/editing.service';
import {
  EditFieldOptionsType,
  TaxonEditType,
  SectionReviewEditType,
  TaxonInput,
  TreeEditRecordType,
  TreeHistoryEntryType,
  toEditRecord,
  toHistoryEntry,
  toTaxonEdit,
} from './tree-edit.types';

/** Catalogue editing over services/editing.service.ts (the same calls as the /api/tree edit paths). */
@Resolver(() => TreeEditRecordType)
export class TreeEditResolver {
  @FieldResolver(() => [Taxon], { description: 'Every taxon, the accepted name (sequence 1) first.' })
  taxa(@Root() record: TreeEditRecordType, @Ctx() ctx: RequestContext): Promise<Taxon[]> {
    return listTaxa(ctx, record.treeId);
  }

  @FieldResolver(() => [SectionReviewEditType], {
    description: 'The sections marked reviewed: latest date and editor.',
  })
  reviews(@Root() record: TreeEditRecordType, @Ctx() ctx: RequestContext): Promise<SectionReviewEditType[]> {
    return treeReviews(ctx, record.treeId);
  }

  @Mutation(() => SectionReviewEditType, {
    description: 'PUT /tree/review/{id}: marks a detail section reviewed now (kept in the history).',
  })
  markSectionReviewed(
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Arg('section', () => String, {
      description: 'names, general, characteristics, site_conditions, considerations or photos.',
    })
    section: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SectionReviewEditType> {
    return markSectionReviewed(ctx, treeId, { section });
  }

  @FieldResolver(() => [Photo], { description: 'The photos in their order.' })
  photos(@Root() record: TreeEditRecordType, @Ctx() ctx: RequestContext): Promise<Photo[]> {
    return listPhotos(ctx, record.treeId);
  }

  @Query(() => [EditFieldOptionsType], { description: "The edit form's fields, vocabularies and limits." })
  treeEditOptions(): EditFieldOptionsType[] {
    return editOptions().map((field) => ({ ...field, options: field.options ? [...field.options] : null }));
  }

  @Query(() => TreeEditRecordType, { description: 'The edit record of a tree (drafts included); editors.' })
  async treeEditRecord(
    @Arg('id', () => Int, { description: 'The tree id.' }) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeEditRecordType> {
    return toEditRecord(await getTreeForEdit(ctx, id));
  }

  @Query(() => [TreeHistoryEntryType], { description: 'A tree’s edit history, newest first.' })
  async treeHistory(
    @Arg('treeId', () => Int, { description: 'The tree id.' }) treeId: number,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { description: 'At most this many entries.', nullable: true }) limit?: number | null,
    @Arg('before', () => Int, { nullable: true, description: 'Rows older than this edit id.' }) before?: number | null,
  ): Promise<TreeHistoryEntryType[]> {
    const entries = await listTreeHistory(ctx, treeId, { limit: limit ?? undefined, before: before ?? undefined });
    return entries.map(toHistoryEntry);
  }

  @Mutation(() => TreeEditRecordType, {
    description: 'Saves the fields given (all or only the changed ones) on the version named; CONFLICT when stale.',
  })
  async saveTree(
    @Arg('id', () => Int, { description: 'The tree.' }) id: number,
    @Arg('version', () => Int, { description: 'The tree version the edit is based on (Tree.version as read).' })
    version: number,
    @Arg('values', () => GraphQLJSONObject, {
      description: 'The fields to save, by their edit record names (treeEditOptions lists them).',
    })
    values: Record<string, unknown>,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeEditRecordType> {
    return toEditRecord(await saveTree(ctx, id, values, version));
  }

  @Mutation(() => Int, { description: 'POST /tree/add: a new empty Draft; answers its id.' })
  async addTree(@Ctx() ctx: RequestContext): Promise<number> {
    return (await addTree(ctx)).treeId;
  }

  @Mutation(() => Int, { description: 'PUT /tree/duplicate: a Draft copy of values.tree_id with values applied.' })
  async duplicateTree(
    @Arg('values', () => GraphQLJSONObject, {
      description: 'tree_id: the tree to copy, and the fields to change in the copy.',
    })
    values: Record<string, unknown>,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await duplicateTree(ctx, values)).treeId;
  }

  @Mutation(() => Int, { description: 'DELETE /tree/delete/{id}: answers the deleted id.' })
  async deleteTree(
    @Arg('id', () => Int, { description: 'The tree.' }) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await deleteTree(ctx, id, removePhotoFiles(ctx))).treeId;
  }

  @Mutation(() => TaxonEditType, { description: 'Adds an empty synonym (taxon) to a tree; editors.' })
  async addTaxon(
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxonEditType> {
    const { taxon, version } = await addTaxon(ctx, treeId);
    return toTaxonEdit(taxon, version);
  }

  @Mutation(() => TaxonEditType, { description: 'Changes the parts of a scientific name (taxon); editors.' })
  async updateTaxon(
    @Arg('taxonId', () => Int, { description: 'The taxon.' }) taxonId: number,
    @Arg('input', () => TaxonInput, { description: "The name's parts." }) input: TaxonInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxonEditType> {
    const { taxon, version } = await updateTaxon(ctx, taxonId, { ...input });
    return toTaxonEdit(taxon, version);
  }

  @Mutation(() => Int, { description: 'Deletes a taxon (only when the tree has another); answers the tree version.' })
  async deleteTaxon(
    @Arg('taxonId', () => Int, { description: 'The taxon.' }) taxonId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return (await deleteTaxon(ctx, taxonId)).version;
  }

  @Mutation(() => TreeEditRecordType, { description: 'Puts back the value one change replaced (itself recorded).' })
  async revertTreeEdit(
    @Arg('editId', () => Int, { description: 'The history entry (TreeHistoryEntry.id) to undo.' }) editId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeEditRecordType> {
    return toEditRecord(await revertEdit(ctx, editId));
  }

  @Mutation(() => TreeEditRecordType, { description: 'The tree’s fields and names as they were at `at`.' })
  async restoreTree(
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Arg('at', () => Date, { description: 'The moment to go back to.' }) at: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeEditRecordType> {
    return toEditRecord(await restoreTreeAsOf(ctx, treeId, at));
  }
}
