/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CommunityOptions {\n  communityOptions {\n    licences\n    photoSubjects\n    sections\n    limits {\n      credit\n      place\n      message\n      source\n      note\n    }\n  }\n}\n\nmutation RequestContributionUpload($treeId: Int!, $fileName: String!, $fileType: String!) {\n  requestContributionUpload(\n    treeId: $treeId\n    fileName: $fileName\n    fileType: $fileType\n  ) {\n    signedRequestUrl\n    photoLink\n  }\n}\n\nmutation ContributePhoto($input: PhotoContributionInput!) {\n  contributePhoto(input: $input) {\n    contributionId\n    status\n  }\n}\n\nmutation ReportProblem($treeId: Int!, $input: ProblemReportInput!) {\n  reportProblem(treeId: $treeId, input: $input)\n}\n\nfragment QueueItemFields on QueueItem {\n  id\n  kind\n  treeId\n  treeName\n  status\n  createdAt\n  contributor {\n    id\n    name\n  }\n  photoLink\n  widths\n  width\n  height\n  licence\n  credit\n  attributeName\n  place\n  takenAt\n  section\n  message\n  source\n}\n\nquery EditorQueue {\n  photos: editorQueue(kind: \"photo\") {\n    ...QueueItemFields\n  }\n  reports: editorQueue(kind: \"report\") {\n    ...QueueItemFields\n  }\n}\n\nmutation DecideQueueItem($id: Int!, $decision: String!, $note: String) {\n  decideQueueItem(id: $id, decision: $decision, note: $note) {\n    id\n    status\n  }\n}\n\nquery MyContributions {\n  myContributions {\n    id\n    kind\n    treeId\n    treeName\n    status\n    reason\n    attributeName\n    licence\n    section\n    createdAt\n  }\n}": typeof types.CommunityOptionsDocument,
    "query QueueTreeGallery($id: Int!) {\n  tree(id: $id) {\n    id\n    photos {\n      id\n      link\n      widths\n      attributeName\n      sequence\n    }\n  }\n}": typeof types.QueueTreeGalleryDocument,
};
const documents: Documents = {
    "query CommunityOptions {\n  communityOptions {\n    licences\n    photoSubjects\n    sections\n    limits {\n      credit\n      place\n      message\n      source\n      note\n    }\n  }\n}\n\nmutation RequestContributionUpload($treeId: Int!, $fileName: String!, $fileType: String!) {\n  requestContributionUpload(\n    treeId: $treeId\n    fileName: $fileName\n    fileType: $fileType\n  ) {\n    signedRequestUrl\n    photoLink\n  }\n}\n\nmutation ContributePhoto($input: PhotoContributionInput!) {\n  contributePhoto(input: $input) {\n    contributionId\n    status\n  }\n}\n\nmutation ReportProblem($treeId: Int!, $input: ProblemReportInput!) {\n  reportProblem(treeId: $treeId, input: $input)\n}\n\nfragment QueueItemFields on QueueItem {\n  id\n  kind\n  treeId\n  treeName\n  status\n  createdAt\n  contributor {\n    id\n    name\n  }\n  photoLink\n  widths\n  width\n  height\n  licence\n  credit\n  attributeName\n  place\n  takenAt\n  section\n  message\n  source\n}\n\nquery EditorQueue {\n  photos: editorQueue(kind: \"photo\") {\n    ...QueueItemFields\n  }\n  reports: editorQueue(kind: \"report\") {\n    ...QueueItemFields\n  }\n}\n\nmutation DecideQueueItem($id: Int!, $decision: String!, $note: String) {\n  decideQueueItem(id: $id, decision: $decision, note: $note) {\n    id\n    status\n  }\n}\n\nquery MyContributions {\n  myContributions {\n    id\n    kind\n    treeId\n    treeName\n    status\n    reason\n    attributeName\n    licence\n    section\n    createdAt\n  }\n}": types.CommunityOptionsDocument,
    "query QueueTreeGallery($id: Int!) {\n  tree(id: $id) {\n    id\n    photos {\n      id\n      link\n      widths\n      attributeName\n      sequence\n    }\n  }\n}": types.QueueTreeGalleryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommunityOptions {\n  communityOptions {\n    licences\n    photoSubjects\n    sections\n    limits {\n      credit\n      place\n      message\n      source\n      note\n    }\n  }\n}\n\nmutation RequestContributionUpload($treeId: Int!, $fileName: String!, $fileType: String!) {\n  requestContributionUpload(\n    treeId: $treeId\n    fileName: $fileName\n    fileType: $fileType\n  ) {\n    signedRequestUrl\n    photoLink\n  }\n}\n\nmutation ContributePhoto($input: PhotoContributionInput!) {\n  contributePhoto(input: $input) {\n    contributionId\n    status\n  }\n}\n\nmutation ReportProblem($treeId: Int!, $input: ProblemReportInput!) {\n  reportProblem(treeId: $treeId, input: $input)\n}\n\nfragment QueueItemFields on QueueItem {\n  id\n  kind\n  treeId\n  treeName\n  status\n  createdAt\n  contributor {\n    id\n    name\n  }\n  photoLink\n  widths\n  width\n  height\n  licence\n  credit\n  attributeName\n  place\n  takenAt\n  section\n  message\n  source\n}\n\nquery EditorQueue {\n  photos: editorQueue(kind: \"photo\") {\n    ...QueueItemFields\n  }\n  reports: editorQueue(kind: \"report\") {\n    ...QueueItemFields\n  }\n}\n\nmutation DecideQueueItem($id: Int!, $decision: String!, $note: String) {\n  decideQueueItem(id: $id, decision: $decision, note: $note) {\n    id\n    status\n  }\n}\n\nquery MyContributions {\n  myContributions {\n    id\n    kind\n    treeId\n    treeName\n    status\n    reason\n    attributeName\n    licence\n    section\n    createdAt\n  }\n}"): (typeof documents)["query CommunityOptions {\n  communityOptions {\n    licences\n    photoSubjects\n    sections\n    limits {\n      credit\n      place\n      message\n      source\n      note\n    }\n  }\n}\n\nmutation RequestContributionUpload($treeId: Int!, $fileName: String!, $fileType: String!) {\n  requestContributionUpload(\n    treeId: $treeId\n    fileName: $fileName\n    fileType: $fileType\n  ) {\n    signedRequestUrl\n    photoLink\n  }\n}\n\nmutation ContributePhoto($input: PhotoContributionInput!) {\n  contributePhoto(input: $input) {\n    contributionId\n    status\n  }\n}\n\nmutation ReportProblem($treeId: Int!, $input: ProblemReportInput!) {\n  reportProblem(treeId: $treeId, input: $input)\n}\n\nfragment QueueItemFields on QueueItem {\n  id\n  kind\n  treeId\n  treeName\n  status\n  createdAt\n  contributor {\n    id\n    name\n  }\n  photoLink\n  widths\n  width\n  height\n  licence\n  credit\n  attributeName\n  place\n  takenAt\n  section\n  message\n  source\n}\n\nquery EditorQueue {\n  photos: editorQueue(kind: \"photo\") {\n    ...QueueItemFields\n  }\n  reports: editorQueue(kind: \"report\") {\n    ...QueueItemFields\n  }\n}\n\nmutation DecideQueueItem($id: Int!, $decision: String!, $note: String) {\n  decideQueueItem(id: $id, decision: $decision, note: $note) {\n    id\n    status\n  }\n}\n\nquery MyContributions {\n  myContributions {\n    id\n    kind\n    treeId\n    treeName\n    status\n    reason\n    attributeName\n    licence\n    section\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueTreeGallery($id: Int!) {\n  tree(id: $id) {\n    id\n    photos {\n      id\n      link\n      widths\n      attributeName\n      sequence\n    }\n  }\n}"): (typeof documents)["query QueueTreeGallery($id: Int!) {\n  tree(id: $id) {\n    id\n    photos {\n      id\n      link\n      widths\n      attributeName\n      sequence\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;