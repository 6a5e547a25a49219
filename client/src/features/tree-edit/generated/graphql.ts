/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which of the tree’s names matched. */
export type NameMatchKind =
  /** An alternative common name matched. */
  | 'CommonAlternate'
  /** A generic common name (OAK, MAPLE) matched. */
  | 'CommonGeneric'
  /** The primary common name matched. */
  | 'CommonPrimary'
  /** The scientific name (or a part of it) matched. */
  | 'Scientific'
  /** A synonym (an earlier or alternative scientific name) matched. */
  | 'Synonym';

/** A photo and its new place. */
export type PhotoOrderInput = {
  /** The photo. */
  photoId: number;
  /** Its new place (lowest first). */
  sequence: number;
};

/** PUT /tree/taxon/update: the parts to set (absent: unchanged). */
export type TaxonInput = {
  /** The cultivar, without quotes. */
  cultivar?: string | null | undefined;
  /** The genus. */
  genus?: string | null | undefined;
  /** Second parent of an interspecific hybrid. */
  hybrid_alt_species?: string | null | undefined;
  /** A hybrid (× between genus and species). */
  hybrid_x?: boolean | null | undefined;
  /** 1 makes it the accepted name; 2 and on, a synonym. */
  sequence?: number | null | undefined;
  /** The species epithet. */
  species?: string | null | undefined;
  /** The subspecies. */
  subspecies?: string | null | undefined;
  /** The variety. */
  variety?: string | null | undefined;
};

export type EditorWorkQueryVariables = Exact<{
  editorId?: number | null | undefined;
  draftsPage: number;
  changesPage: number;
}>;


export type EditorWorkQuery = { __typename: 'Query', editorWork: { __typename: 'EditorWork', draftsTotal: number, changesTotal: number, pageSize: number, drafts: Array<{ __typename: 'DraftTree', treeId: number, scientificName: string, commonName: string | null, updatedAt: unknown, lastEditor: string | null }>, changes: Array<{ __typename: 'WorkChange', changeId: string, treeId: number, scientificName: string | null, draft: boolean, userId: number | null, userName: string, editedAt: unknown, action: string, targets: Array<string>, fields: Array<string> }>, editors: Array<{ __typename: 'WorkEditor', id: number, name: string }> } };

export type GoToTreeSuggestionsQueryVariables = Exact<{
  term: string;
}>;


export type GoToTreeSuggestionsQuery = { __typename: 'Query', nameSuggestions: Array<{ __typename: 'NameSuggestion', treeId: number, name: string, kind: NameMatchKind, scientificName: string, commonName: string | null, draft: boolean }> };

export type EditRecordFieldsFragment = { __typename: 'TreeEditRecord', treeId: number, version: number, scientificName: string, updatedAt: unknown, updatedBy: string | null, values: unknown, changed: Array<string> };

export type EditTaxonFieldsFragment = { __typename: 'Taxon', id: number, sequence: number, genus: string | null, species: string | null, hybridAltSpecies: string | null, subspecies: string | null, variety: string | null, cultivar: string | null, hybridX: boolean, nameConcat: string };

export type TreeEditRecordQueryVariables = Exact<{
  id: number;
}>;


export type TreeEditRecordQuery = { __typename: 'Query', treeEditRecord: { __typename: 'TreeEditRecord', treeId: number, version: number, scientificName: string, updatedAt: unknown, updatedBy: string | null, values: unknown, changed: Array<string>, taxa: Array<{ __typename: 'Taxon', id: number, sequence: number, genus: string | null, species: string | null, hybridAltSpecies: string | null, subspecies: string | null, variety: string | null, cultivar: string | null, hybridX: boolean, nameConcat: string }>, photos: Array<{ __typename: 'Photo', id: number, link: string, credit: string | null, licence: string, sequence: number, attributeName: string | null, width: number | null, height: number | null, widths: Array<number> }>, reviews: Array<{ __typename: 'SectionReviewEdit', section: string, reviewedAt: unknown, reviewedBy: string }> } };

export type MarkSectionReviewedMutationVariables = Exact<{
  treeId: number;
  section: string;
}>;


export type MarkSectionReviewedMutation = { __typename: 'Mutation', markSectionReviewed: { __typename: 'SectionReviewEdit', section: string, reviewedAt: unknown, reviewedBy: string } };

export type EditPhotoFieldsFragment = { __typename: 'Photo', id: number, link: string, credit: string | null, licence: string, sequence: number, attributeName: string | null, width: number | null, height: number | null, widths: Array<number> };

export type RequestPhotoUploadMutationVariables = Exact<{
  treeId: number;
  fileName: string;
  fileType: string;
}>;


export type RequestPhotoUploadMutation = { __typename: 'Mutation', requestPhotoUpload: { __typename: 'PhotoUploadGrant', signedRequestUrl: string, photoLink: string } };

export type CreatePhotoMutationVariables = Exact<{
  treeId: number;
  photoLink: string;
  credit?: string | null | undefined;
}>;


export type CreatePhotoMutation = { __typename: 'Mutation', createPhoto: { __typename: 'PhotoEdit', version: number } };

export type UpdatePhotoMutationVariables = Exact<{
  photoId: number;
  attributeName?: string | null | undefined;
  credit?: string | null | undefined;
  licence?: string | null | undefined;
}>;


export type UpdatePhotoMutation = { __typename: 'Mutation', updatePhoto: { __typename: 'PhotoEdit', version: number } };

export type ReorderPhotosMutationVariables = Exact<{
  order: Array<PhotoOrderInput> | PhotoOrderInput;
}>;


export type ReorderPhotosMutation = { __typename: 'Mutation', reorderPhotos: number };

export type BulkUpdatePhotoCreditMutationVariables = Exact<{
  photoIds: Array<number> | number;
  credit?: string | null | undefined;
}>;


export type BulkUpdatePhotoCreditMutation = { __typename: 'Mutation', bulkUpdatePhotoCredit: number };

export type DeletePhotoMutationVariables = Exact<{
  photoId: number;
}>;


export type DeletePhotoMutation = { __typename: 'Mutation', deletePhoto: number };

export type TreeEditOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TreeEditOptionsQuery = { __typename: 'Query', treeEditOptions: Array<{ __typename: 'EditFieldOptions', name: string, kind: string, required: boolean, min: number | null, max: number | null, maxLength: number | null, maxItems: number | null, options: Array<{ __typename: 'EditOption', value: string, label: string }> | null }> };

export type TreeHistoryQueryVariables = Exact<{
  treeId: number;
  before?: number | null | undefined;
}>;


export type TreeHistoryQuery = { __typename: 'Query', treeHistory: Array<{ __typename: 'TreeHistoryEntry', id: number, changeId: string, userName: string, editedAt: unknown, version: number, action: string, target: string, targetId: number | null, field: string, oldValue: unknown, newValue: unknown, revertible: boolean }> };

export type SaveTreeMutationVariables = Exact<{
  id: number;
  version: number;
  values: unknown;
}>;


export type SaveTreeMutation = { __typename: 'Mutation', saveTree: { __typename: 'TreeEditRecord', treeId: number, version: number, scientificName: string, updatedAt: unknown, updatedBy: string | null, values: unknown, changed: Array<string> } };

export type AddTreeMutationVariables = Exact<{ [key: string]: never; }>;


export type AddTreeMutation = { __typename: 'Mutation', addTree: number };

export type DuplicateTreeMutationVariables = Exact<{
  values: unknown;
}>;


export type DuplicateTreeMutation = { __typename: 'Mutation', duplicateTree: number };

export type DeleteTreeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTreeMutation = { __typename: 'Mutation', deleteTree: number };

export type AddTaxonMutationVariables = Exact<{
  treeId: number;
}>;


export type AddTaxonMutation = { __typename: 'Mutation', addTaxon: { __typename: 'TaxonEdit', taxonId: number, version: number } };

export type UpdateTaxonMutationVariables = Exact<{
  taxonId: number;
  input: TaxonInput;
}>;


export type UpdateTaxonMutation = { __typename: 'Mutation', updateTaxon: { __typename: 'TaxonEdit', taxonId: number, nameConcat: string, version: number } };

export type DeleteTaxonMutationVariables = Exact<{
  taxonId: number;
}>;


export type DeleteTaxonMutation = { __typename: 'Mutation', deleteTaxon: number };

export type RevertTreeEditMutationVariables = Exact<{
  editId: number;
}>;


export type RevertTreeEditMutation = { __typename: 'Mutation', revertTreeEdit: { __typename: 'TreeEditRecord', treeId: number, version: number, scientificName: string, updatedAt: unknown, updatedBy: string | null, values: unknown, changed: Array<string> } };

export type RestoreTreeMutationVariables = Exact<{
  treeId: number;
  at: unknown;
}>;


export type RestoreTreeMutation = { __typename: 'Mutation', restoreTree: { __typename: 'TreeEditRecord', treeId: number, version: number, scientificName: string, updatedAt: unknown, updatedBy: string | null, values: unknown, changed: Array<string> } };

export const EditRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeEditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]} as unknown as DocumentNode<EditRecordFieldsFragment, unknown>;
export const EditTaxonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditTaxonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Taxon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"genus"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"hybridAltSpecies"}},{"kind":"Field","name":{"kind":"Name","value":"subspecies"}},{"kind":"Field","name":{"kind":"Name","value":"variety"}},{"kind":"Field","name":{"kind":"Name","value":"cultivar"}},{"kind":"Field","name":{"kind":"Name","value":"hybridX"}},{"kind":"Field","name":{"kind":"Name","value":"nameConcat"}}]}}]} as unknown as DocumentNode<EditTaxonFieldsFragment, unknown>;
export const EditPhotoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"widths"}}]}}]} as unknown as DocumentNode<EditPhotoFieldsFragment, unknown>;
export const EditorWorkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftsPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changesPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorWork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"editorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"draftsPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftsPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"changesPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changesPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draftsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"editors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<EditorWorkQuery, EditorWorkQueryVariables>;
export const GoToTreeSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoToTreeSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nameSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"EnumValue","value":"CALIFORNIA"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"commonName"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]}}]} as unknown as DocumentNode<GoToTreeSuggestionsQuery, GoToTreeSuggestionsQueryVariables>;
export const TreeEditRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeEditRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeEditRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditRecordFields"}},{"kind":"Field","name":{"kind":"Name","value":"taxa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditTaxonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeEditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditTaxonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Taxon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"genus"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"hybridAltSpecies"}},{"kind":"Field","name":{"kind":"Name","value":"subspecies"}},{"kind":"Field","name":{"kind":"Name","value":"variety"}},{"kind":"Field","name":{"kind":"Name","value":"cultivar"}},{"kind":"Field","name":{"kind":"Name","value":"hybridX"}},{"kind":"Field","name":{"kind":"Name","value":"nameConcat"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Photo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"widths"}}]}}]} as unknown as DocumentNode<TreeEditRecordQuery, TreeEditRecordQueryVariables>;
export const MarkSectionReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSectionReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSectionReviewed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}}]}}]}}]} as unknown as DocumentNode<MarkSectionReviewedMutation, MarkSectionReviewedMutationVariables>;
export const RequestPhotoUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPhotoUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPhotoUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedRequestUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}}]}}]}}]} as unknown as DocumentNode<RequestPhotoUploadMutation, RequestPhotoUploadMutationVariables>;
export const CreatePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photoLink"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"photoLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photoLink"}}},{"kind":"Argument","name":{"kind":"Name","value":"credit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CreatePhotoMutation, CreatePhotoMutationVariables>;
export const UpdatePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attributeName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licence"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"photoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attributeName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attributeName"}}},{"kind":"Argument","name":{"kind":"Name","value":"credit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credit"}}},{"kind":"Argument","name":{"kind":"Name","value":"licence"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licence"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdatePhotoMutation, UpdatePhotoMutationVariables>;
export const ReorderPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhotoOrderInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPhotos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}]}]}}]} as unknown as DocumentNode<ReorderPhotosMutation, ReorderPhotosMutationVariables>;
export const BulkUpdatePhotoCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkUpdatePhotoCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photoIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdatePhotoCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"photoIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photoIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"credit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credit"}}}]}]}}]} as unknown as DocumentNode<BulkUpdatePhotoCreditMutation, BulkUpdatePhotoCreditMutationVariables>;
export const DeletePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"photoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photoId"}}}]}]}}]} as unknown as DocumentNode<DeletePhotoMutation, DeletePhotoMutationVariables>;
export const TreeEditOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeEditOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeEditOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxItems"}}]}}]}}]} as unknown as DocumentNode<TreeEditOptionsQuery, TreeEditOptionsQueryVariables>;
export const TreeHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}}]}}]}}]} as unknown as DocumentNode<TreeHistoryQuery, TreeHistoryQueryVariables>;
export const SaveTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeEditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]} as unknown as DocumentNode<SaveTreeMutation, SaveTreeMutationVariables>;
export const AddTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTree"}}]}}]} as unknown as DocumentNode<AddTreeMutation, AddTreeMutationVariables>;
export const DuplicateTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}]}]}}]} as unknown as DocumentNode<DuplicateTreeMutation, DuplicateTreeMutationVariables>;
export const DeleteTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTreeMutation, DeleteTreeMutationVariables>;
export const AddTaxonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTaxon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTaxon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxonId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddTaxonMutation, AddTaxonMutationVariables>;
export const UpdateTaxonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaxon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taxonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaxon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taxonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taxonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxonId"}},{"kind":"Field","name":{"kind":"Name","value":"nameConcat"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateTaxonMutation, UpdateTaxonMutationVariables>;
export const DeleteTaxonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaxon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taxonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taxonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taxonId"}}}]}]}}]} as unknown as DocumentNode<DeleteTaxonMutation, DeleteTaxonMutationVariables>;
export const RevertTreeEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertTreeEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertTreeEdit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"editId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeEditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]} as unknown as DocumentNode<RevertTreeEditMutation, RevertTreeEditMutationVariables>;
export const RestoreTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeEditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scientificName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]} as unknown as DocumentNode<RestoreTreeMutation, RestoreTreeMutationVariables>;