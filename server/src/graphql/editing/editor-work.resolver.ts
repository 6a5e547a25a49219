import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { editorWork } from '../../services/editing.service';

@ObjectType('DraftTree', { description: 'A Draft tree on the editors’ work page.' })
export class DraftTreeType {
  @Field(() => Int) treeId: number;
  @Field(() => String) scientificName: string;
  @Field(() => String, { nullable: true }) commonName: string | null;
  @Field(() => Date) updatedAt: Date;
  @Field(() => String, { nullable: true, description: 'Who made its latest recorded change.' })
  lastEditor: string | null;
}

@ObjectType('WorkChange', { description: 'One save of the edit history: who, when, which tree, what.' })
export class WorkChangeType {
  @Field(() => String) changeId: string;
  @Field(() => Int) treeId: number;
  @Field(() => String, { nullable: true, description: 'null: the tree has been deleted since.' })
  scientificName: string | null;
  @Field(() => Boolean) draft: boolean;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => String) userName: string;
  @Field(() => Date) editedAt: Date;
  @Field(() => String, { description: 'create, update, delete, revert, restore or duplicate' }) action: string;
  @Field(() => [String], { description: 'tree, taxon, photo' }) targets: string[];
  @Field(() => [String], { description: "The fields it changed, A-Z ('*': a whole row)." }) fields: string[];
}

@ObjectType('WorkEditor')
export class WorkEditorType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

@ObjectType('EditorWork', { description: 'Drafts and recent edits, newest first, each paged.' })
export class EditorWorkType {
  @Field(() => [DraftTreeType]) drafts: DraftTreeType[];
  @Field(() => Int) draftsTotal: number;
  @Field(() => [WorkChangeType]) changes: WorkChangeType[];
  @Field(() => Int) changesTotal: number;
  @Field(() => [WorkEditorType], { description: 'Editors and admins, for the filter.' }) editors: WorkEditorType[];
  @Field(() => Int) pageSize: number;
}

/** The editors' work page (services/editing/editor-work.service.ts). */
@Resolver()
export class EditorWorkResolver {
  @Query(() => EditorWorkType, { description: 'Drafts and recent edits, filterable by editor; editors and admins.' })
  editorWork(
    @Ctx() ctx: RequestContext,
    @Arg('editorId', () => Int, { nullable: true }) editorId?: number | null,
    @Arg('draftsPage', () => Int, { defaultValue: 1 }) draftsPage?: number,
    @Arg('changesPage', () => Int, { defaultValue: 1 }) changesPage?: number,
  ): Promise<EditorWorkType> {
    return editorWork(ctx, { editorId, draftsPage, changesPage });
  }
}
