/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** POST /photo/contribute: one uploaded photo, sent for review. */
export type PhotoContributionInput = {
  /** form, bark, leaf, flower, fruit or other */
  attributeName?: string | null | undefined;
  /** The name to credit. */
  credit?: string | null | undefined;
  /** CC BY 4.0, CC BY-SA 4.0 or CC0 1.0 (no default). */
  licence?: string | null | undefined;
  /** Must be true: the photo is the sender’s own work. */
  ownWork?: boolean | null | undefined;
  /** The photoLink of requestContributionUpload, once the file was PUT. */
  photoLink: string;
  /** Where it was taken. */
  place?: string | null | undefined;
  /** YYYY-MM-DD */
  takenAt?: string | null | undefined;
  /** The tree the photo shows. */
  treeId: number;
};

/** POST /tree/report/{tree_id}: what is wrong in one section. */
export type ProblemReportInput = {
  /** Anonymous reporters: told here when it is resolved. */
  email?: string | null | undefined;
  /** What is wrong. */
  message: string;
  /** names, general, characteristics, site_conditions, considerations or photos */
  section: string;
  /** Where the right information comes from (a reference, a link). */
  source?: string | null | undefined;
  /** The honeypot: people leave it empty. */
  website?: string | null | undefined;
};

export type CommunityOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunityOptionsQuery = { __typename: 'Query', communityOptions: { __typename: 'CommunityOptions', licences: Array<string>, photoSubjects: Array<string>, sections: Array<string>, limits: { __typename: 'CommunityLimits', credit: number, place: number, message: number, source: number, note: number } } };

export type RequestContributionUploadMutationVariables = Exact<{
  treeId: number;
  fileName: string;
  fileType: string;
}>;


export type RequestContributionUploadMutation = { __typename: 'Mutation', requestContributionUpload: { __typename: 'PhotoUploadGrant', signedRequestUrl: string, photoLink: string } };

export type ContributePhotoMutationVariables = Exact<{
  input: PhotoContributionInput;
}>;


export type ContributePhotoMutation = { __typename: 'Mutation', contributePhoto: { __typename: 'PhotoContribution', contributionId: number, status: string } };

export type ReportProblemMutationVariables = Exact<{
  treeId: number;
  input: ProblemReportInput;
}>;


export type ReportProblemMutation = { __typename: 'Mutation', reportProblem: number };

export type QueueItemFieldsFragment = { __typename: 'QueueItem', id: number, kind: string, treeId: number, treeName: string, status: string, createdAt: unknown, photoLink: string | null, widths: Array<number>, width: number | null, height: number | null, licence: string | null, credit: string | null, attributeName: string | null, place: string | null, takenAt: string | null, section: string | null, message: string | null, source: string | null, contributor: { __typename: 'QueueContributor', id: number, name: string } | null };

export type EditorQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorQueueQuery = { __typename: 'Query', photos: Array<{ __typename: 'QueueItem', id: number, kind: string, treeId: number, treeName: string, status: string, createdAt: unknown, photoLink: string | null, widths: Array<number>, width: number | null, height: number | null, licence: string | null, credit: string | null, attributeName: string | null, place: string | null, takenAt: string | null, section: string | null, message: string | null, source: string | null, contributor: { __typename: 'QueueContributor', id: number, name: string } | null }>, reports: Array<{ __typename: 'QueueItem', id: number, kind: string, treeId: number, treeName: string, status: string, createdAt: unknown, photoLink: string | null, widths: Array<number>, width: number | null, height: number | null, licence: string | null, credit: string | null, attributeName: string | null, place: string | null, takenAt: string | null, section: string | null, message: string | null, source: string | null, contributor: { __typename: 'QueueContributor', id: number, name: string } | null }> };

export type DecideQueueItemMutationVariables = Exact<{
  id: number;
  decision: string;
  note?: string | null | undefined;
}>;


export type DecideQueueItemMutation = { __typename: 'Mutation', decideQueueItem: { __typename: 'QueueDecision', id: number, status: string } };

export type MyContributionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyContributionsQuery = { __typename: 'Query', myContributions: Array<{ __typename: 'MyContribution', id: number, kind: string, treeId: number, treeName: string, status: string, reason: string | null, attributeName: string | null, licence: string | null, section: string | null, createdAt: unknown }> };

export type QueueTreeGalleryQueryVariables = Exact<{
  id: number;
}>;


export type QueueTreeGalleryQuery = { __typename: 'Query', tree: { __typename: 'Tree', id: number, photos: Array<{ __typename: 'Photo', id: number, link: string, widths: Array<number>, attributeName: string | null, sequence: number }> } | null };

export const QueueItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"treeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}},{"kind":"Field","name":{"kind":"Name","value":"widths"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<QueueItemFieldsFragment, unknown>;
export const CommunityOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licences"}},{"kind":"Field","name":{"kind":"Name","value":"photoSubjects"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityOptionsQuery, CommunityOptionsQueryVariables>;
export const RequestContributionUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestContributionUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestContributionUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedRequestUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}}]}}]}}]} as unknown as DocumentNode<RequestContributionUploadMutation, RequestContributionUploadMutationVariables>;
export const ContributePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContributePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhotoContributionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contributePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contributionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ContributePhotoMutation, ContributePhotoMutationVariables>;
export const ReportProblemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportProblem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProblemReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportProblem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"treeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"treeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ReportProblemMutation, ReportProblemMutationVariables>;
export const EditorQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"photos"},"name":{"kind":"Name","value":"editorQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"photo","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueItemFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"reports"},"name":{"kind":"Name","value":"editorQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"report","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueueItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"treeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoLink"}},{"kind":"Field","name":{"kind":"Name","value":"widths"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<EditorQueueQuery, EditorQueueQueryVariables>;
export const DecideQueueItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideQueueItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideQueueItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideQueueItemMutation, DecideQueueItemMutationVariables>;
export const MyContributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyContributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myContributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"treeId"}},{"kind":"Field","name":{"kind":"Name","value":"treeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyContributionsQuery, MyContributionsQueryVariables>;
export const QueueTreeGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueueTreeGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"widths"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}}]}}]} as unknown as DocumentNode<QueueTreeGalleryQuery, QueueTreeGalleryQueryVariables>;