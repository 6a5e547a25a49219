import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { editorWork } from '../../services/editing.service';

@ObjectType('DraftTree', { description: 'A Draft tree on the editors’ work page.' })
export class DraftTreeType {
  @Field(() => Int, { description: 'The tree.' }) treeId: number;
  @Field(() => String, { description: 'Its scientific name.' }) scientificName: string;
  @Field(() => String, { description: 'Its primary common name; null when none.', nullable: true }) commonName:
    string | null;
  @Field(() => Date, { description: 'When it was last saved.' }) updatedAt: Date;
  @Field(() => String, { nullable: true, description: 'Who made its latest recorded change.' })
  lastEditor: string | null;
}

@ObjectType('WorkChange', { description: 'One save of the edit history: who, when, which tree, what.' })
export class WorkChangeType {
  @Field(() => String, { description: 'The save (its history entries share it).' }) changeId: string;
  @Field(() => Int, { description: 'The tree.' }) treeId: number;
  @Field(() => String, { nullable: true, description: 'null: the tree has been deleted since.' })
  scientificName: string | null;
  @Field(() => Boolean, { description: 'The tree is a draft now.' }) draft: boolean;
  @Field(() => Int, { description: 'Who saved (a user id); null when the account is gone.', nullable: true }) userId:
    number | null;
  @Field(() => String, { description: 'Who saved, by name.' }) userName: string;
  @Field(() => Date, { description: 'When.' }) editedAt: Date;
  @Field(() => String, { description: 'create, update, delete, revert, restore or duplicate' }) action: string;
  @Field(() => [String], { description: 'tree, taxon, photo' }) targets: string[];
  @Field(() => [String], { description: "The fields it changed, A-Z ('*': a whole row)." }) fields: string[];
}

@ObjectType('WorkEditor', { description: "An editor or admin, for the work page's filter." })
export class WorkEditorType {
  @Field(() => Int, { description: 'The user id.' }) id: number;
  @Field(() => String, { description: 'The name.' }) name: string;
}

@ObjectType('EditorWork', { description: 'Drafts and recent edits, newest first, each paged.' })
export class EditorWorkType {
  @Field(() => [DraftTreeType], { description: 'The page of draft trees, newest first.' }) drafts: DraftTreeType[];
  @Field(() => Int, { description: 'How many drafts there are.' }) draftsTotal: number;
  @Field(() => [WorkChangeType], { description: 'The page of recent saves, newest first.' }) changes: WorkChangeType[];
  @Field(() => Int, { description: 'How many saves there are.' }) changesTotal: number;
  @Field(() => [WorkEditorType], { description: 'Editors and admins, for the filter.' }) editors: WorkEditorType[];
  @Field(() => Int, { description: 'Rows a page, for both lists.' }) pageSize: number;
}

/** The editors' work page (services/editing/editor-work.service.ts). */
@Resolver()
export class EditorWorkResolver {
  @Query(() => EditorWorkType, { description: 'Drafts and recent edits, filterable by editor; editors and admins.' })
  editorWork(
    @Ctx() ctx: RequestContext,
    @Arg('editorId', () => Int, {
      description: "Only the work of this editor (a user id); absent: everyone's.",
      nullable: true,
    })
    editorId?: number | null,
    @Arg('draftsPage', () => Int, { description: 'The page of drafts, from 1.', defaultValue: 1 }) draftsPage?: number,
    @Arg('changesPage', () => Int, { description: 'The page of recent edits, from 1.', defaultValue: 1 })
    changesPage?: number,
  ): Promise<EditorWorkType> {
    return editorWork(ctx, { editorId, draftsPage, changesPage });
  }
}
