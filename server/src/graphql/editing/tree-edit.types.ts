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
  @Field(() => String, { description: 'The value stored and sent back in saveTree.' }) value: string;
  @Field(() => String, { description: 'The label to show.' }) label: string;
}

@ObjectType('EditFieldOptions', { description: 'How the edit form draws one field of the edit record.' })
export class EditFieldOptionsType {
  @Field(() => String, { description: 'The edit record field name (spec §3).' }) name: string;
  @Field(() => String, {
    description: 'display, flag, yesNo, int, choice, multi, text, rich, names, commonName, hasRedirect or redirect',
  })
  kind: string;
  @Field(() => Boolean, { description: 'A save without a value for it is refused.' }) required: boolean;
  @Field(() => [EditOptionType], { nullable: true, description: 'Closed vocabularies; null: any text.' })
  options: EditOptionType[] | null;
  @Field(() => Int, {
    description: 'The smallest number allowed; null when unbounded or not a number.',
    nullable: true,
  })
  min: number | null;
  @Field(() => Int, { description: 'The largest number allowed; null when unbounded or not a number.', nullable: true })
  max: number | null;
  @Field(() => Int, { description: 'The longest text allowed, in characters; null when not a text.', nullable: true })
  maxLength: number | null;
  @Field(() => Int, {
    description: 'The most values a multi-valued field takes; null when not limited.',
    nullable: true,
  })
  maxItems: number | null;
}

@ObjectType('TreeEditRecord', { description: 'A tree as the edit screen edits it (spec §3 tree edit record).' })
export class TreeEditRecordType {
  @Field(() => Int, { description: 'The tree.' }) treeId: number;
  @Field(() => Int, { description: 'A save names it; a save based on an older version is refused.' })
  version: number;
  @Field(() => String, { description: 'Its scientific name.' }) scientificName: string;
  @Field(() => Date, { description: 'When it was last saved.' }) updatedAt: Date;
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
  @Field(() => Int, { description: "The history entry's id (revertTreeEdit takes it)." }) id: number;
  @Field(() => String, { description: 'Rows of one save share it.' }) changeId: string;
  @Field(() => String, { description: 'Who made the change.' }) userName: string;
  @Field(() => Date, { description: 'When.' }) editedAt: Date;
  @Field(() => Int, { description: 'The tree version the save made.' }) version: number;
  @Field(() => String, { description: 'create, update, delete, revert, restore or duplicate' }) action: string;
  @Field(() => String, { description: 'tree, taxon or photo' }) target: string;
  @Field(() => Int, { description: 'The taxon or photo changed; null for the tree itself.', nullable: true }) targetId:
    number | null;
  @Field(() => String, { description: "The field; '*' for a whole row." }) field: string;
  @Field(() => GraphQLJSON, { description: 'The value before (JSON); null when there was none.', nullable: true })
  oldValue: unknown;
  @Field(() => GraphQLJSON, { description: 'The value after (JSON); null when cleared or deleted.', nullable: true })
  newValue: unknown;
  @Field(() => Int, { description: 'The entry this change reverted; null when it is not a revert.', nullable: true })
  revertsEditId: number | null;
  @Field(() => Boolean, { description: 'revertTreeEdit can undo it (the value has not changed again since).' })
  revertible: boolean;
}

export const toHistoryEntry = (entry: HistoryEntry): TreeHistoryEntryType => ({ ...entry });

@ObjectType('TaxonEdit', { description: 'A taxon after a change, and the tree version it made.' })
export class TaxonEditType {
  @Field(() => Int, { description: 'The taxon.' }) taxonId: number;
  @Field(() => Int, { description: 'Its tree.' }) treeId: number;
  @Field(() => Int, { description: '1 for the accepted name; 2, 3 … for synonyms.' }) sequence: number;
  @Field(() => String, { description: 'The genus; null when empty.', nullable: true }) genus: string | null;
  @Field(() => String, { description: 'The species epithet; null when empty.', nullable: true }) species: string | null;
  @Field(() => String, { description: 'Second parent of an interspecific hybrid; null when none.', nullable: true })
  hybridAltSpecies: string | null;
  @Field(() => String, { description: 'The subspecies; null when none.', nullable: true }) subspecies: string | null;
  @Field(() => String, { description: 'The variety; null when none.', nullable: true }) variety: string | null;
  @Field(() => String, { description: 'The cultivar; null when none.', nullable: true }) cultivar: string | null;
  @Field(() => Boolean, { description: 'A hybrid (× between genus and species).' }) hybridX: boolean;
  @Field(() => String, { description: 'The full name as displayed.' }) nameConcat: string;
  @Field(() => Int, { description: 'The tree version the change made.' }) version: number;
}

export const toTaxonEdit = (row: TaxonRow, version: number): TaxonEditType => ({
  ...taxonOf(row),
  taxonId: row.id,
  version,
});

@InputType('TaxonInput', { description: 'PUT /tree/taxon/update: the parts to set (absent: unchanged).' })
export class TaxonInput {
  @Field(() => Int, { description: '1 makes it the accepted name; 2 and on, a synonym.', nullable: true })
  sequence?: number;
  @Field(() => String, { description: 'The genus.', nullable: true }) genus?: string | null;
  @Field(() => String, { description: 'The species epithet.', nullable: true }) species?: string | null;
  @Field(() => String, { description: 'Second parent of an interspecific hybrid.', nullable: true })
  hybrid_alt_species?: string | null;
  @Field(() => String, { description: 'The subspecies.', nullable: true }) subspecies?: string | null;
  @Field(() => String, { description: 'The variety.', nullable: true }) variety?: string | null;
  @Field(() => String, { description: 'The cultivar, without quotes.', nullable: true }) cultivar?: string | null;
  @Field(() => Boolean, { description: 'A hybrid (× between genus and species).', nullable: true }) hybrid_x?: boolean;
}

export type { EditFieldOptions };

@ObjectType('SectionReviewEdit', { description: 'A detail section marked reviewed: when, by whom (editors).' })
export class SectionReviewEditType {
  @Field(() => String, { description: 'names, general, characteristics, site_conditions, considerations or photos.' })
  section: string;
  @Field(() => Date, { description: 'When it was marked reviewed.' }) reviewedAt: Date;
  @Field(() => String, { description: 'The editor who marked it.' }) reviewedBy: string;
  @Field(() => Int, { nullable: true, description: 'The tree version the mark made (the mutation only).' })
  version?: number;
}
