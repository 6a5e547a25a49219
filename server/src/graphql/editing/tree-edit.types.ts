import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  taxonOf,
  type EditFieldOptions,
  type HistoryEntry,
  type TaxonRow,
  type TreeEditView,
} from '../../services/editing.service';

@ObjectType('EditOption', { description: 'One choice of a single- or multi-choice field.' })
export class EditOptionType {
  @Field(() => String) value: string;
  @Field(() => String) label: string;
}

@ObjectType('EditFieldOptions', { description: 'How the edit form draws one field of the edit record.' })
export class EditFieldOptionsType {
  @Field(() => String, { description: 'The edit record field name (spec §3).' }) name: string;
  @Field(() => String, {
    description: 'display, flag, yesNo, int, choice, multi, text, rich, names, commonName, hasRedirect or redirect',
  })
  kind: string;
  @Field(() => Boolean) required: boolean;
  @Field(() => [EditOptionType], { nullable: true, description: 'Closed vocabularies; null: any text.' })
  options: EditOptionType[] | null;
  @Field(() => Int, { nullable: true }) min: number | null;
  @Field(() => Int, { nullable: true }) max: number | null;
  @Field(() => Int, { nullable: true }) maxLength: number | null;
  @Field(() => Int, { nullable: true }) maxItems: number | null;
}

@ObjectType('TreeEditRecord', { description: 'A tree as the edit screen edits it (spec §3 tree edit record).' })
export class TreeEditRecordType {
  @Field(() => Int) treeId: number;
  @Field(() => Int, { description: 'A save names it; a save based on an older version is refused.' })
  version: number;
  @Field(() => String) scientificName: string;
  @Field(() => Date) updatedAt: Date;
  @Field(() => String, { nullable: true, description: 'Who saved last.' }) updatedBy: string | null;
  @Field(() => GraphQLJSONObject, { description: 'Every field of the edit record by its spec name.' })
  values: Record<string, unknown>;
  @Field(() => [String], { description: 'The fields this save changed (empty: nothing changed).' })
  changed: string[];
}

export const toEditRecord = (view: TreeEditView & { changed?: string[] }): TreeEditRecordType => ({
  treeId: view.treeId,
  version: view.version,
  scientificName: view.scientificName,
  updatedAt: view.updatedAt,
  updatedBy: view.updatedBy,
  values: view.values,
  changed: view.changed ?? [],
});

@ObjectType('TreeHistoryEntry', { description: 'One changed field in the edit history of a tree.' })
export class TreeHistoryEntryType {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'Rows of one save share it.' }) changeId: string;
  @Field(() => String) userName: string;
  @Field(() => Date) editedAt: Date;
  @Field(() => Int) version: number;
  @Field(() => String, { description: 'create, update, delete, revert, restore or duplicate' }) action: string;
  @Field(() => String, { description: 'tree, taxon or photo' }) target: string;
  @Field(() => Int, { nullable: true }) targetId: number | null;
  @Field(() => String, { description: "The field; '*' for a whole row." }) field: string;
  @Field(() => GraphQLJSON, { nullable: true }) oldValue: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) newValue: unknown;
  @Field(() => Int, { nullable: true }) revertsEditId: number | null;
  @Field(() => Boolean) revertible: boolean;
}

export const toHistoryEntry = (entry: HistoryEntry): TreeHistoryEntryType => ({ ...entry });

@ObjectType('TaxonEdit', { description: 'A taxon after a change, and the tree version it made.' })
export class TaxonEditType {
  @Field(() => Int) taxonId: number;
  @Field(() => Int) treeId: number;
  @Field(() => Int) sequence: number;
  @Field(() => String, { nullable: true }) genus: string | null;
  @Field(() => String, { nullable: true }) species: string | null;
  @Field(() => String, { nullable: true }) hybridAltSpecies: string | null;
  @Field(() => String, { nullable: true }) subspecies: string | null;
  @Field(() => String, { nullable: true }) variety: string | null;
  @Field(() => String, { nullable: true }) cultivar: string | null;
  @Field(() => Boolean) hybridX: boolean;
  @Field(() => String) nameConcat: string;
  @Field(() => Int) version: number;
}

export const toTaxonEdit = (row: TaxonRow, version: number): TaxonEditType => ({
  ...taxonOf(row),
  taxonId: row.id,
  version,
});

@InputType('TaxonInput', { description: 'PUT /tree/taxon/update: the parts to set (absent: unchanged).' })
export class TaxonInput {
  @Field(() => Int, { nullable: true }) sequence?: number;
  @Field(() => String, { nullable: true }) genus?: string | null;
  @Field(() => String, { nullable: true }) species?: string | null;
  @Field(() => String, { nullable: true }) hybrid_alt_species?: string | null;
  @Field(() => String, { nullable: true }) subspecies?: string | null;
  @Field(() => String, { nullable: true }) variety?: string | null;
  @Field(() => String, { nullable: true }) cultivar?: string | null;
  @Field(() => Boolean, { nullable: true }) hybrid_x?: boolean;
}

export type { EditFieldOptions };

@ObjectType('SectionReviewEdit', { description: 'A detail section marked reviewed: when, by whom (editors).' })
export class SectionReviewEditType {
  @Field(() => String) section: string;
  @Field(() => Date) reviewedAt: Date;
  @Field(() => String) reviewedBy: string;
  @Field(() => Int, { nullable: true, description: 'The tree version the mark made (the mutation only).' })
  version?: number;
}
