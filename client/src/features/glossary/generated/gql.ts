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
    "fragment GlossaryPhotoFields on GlossaryPhoto {\n  id\n  entryId\n  s3Link\n  definitionText\n  sequence\n  width\n  height\n  widths\n}\n\nfragment GlossaryEntryFields on GlossaryEntry {\n  id\n  term\n  definition\n  termEs\n  definitionEs\n  version\n  photos {\n    ...GlossaryPhotoFields\n  }\n}\n\nquery Glossary {\n  glossary {\n    ...GlossaryEntryFields\n  }\n}\n\nmutation CreateGlossaryEntry($input: GlossaryEntryInput!) {\n  createGlossaryEntry(input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateGlossaryEntry($id: Int!, $version: Int!, $input: GlossaryEntryInput!) {\n  updateGlossaryEntry(id: $id, version: $version, input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DeleteGlossaryEntry($id: Int!) {\n  deleteGlossaryEntry(id: $id)\n}\n\nmutation DeleteGlossaryPhoto($photoId: Int!) {\n  deleteGlossaryPhoto(photoId: $photoId)\n}\n\nmutation UpdateGlossaryPhotoText($photoId: Int!, $definitionText: String) {\n  updateGlossaryPhotoText(photoId: $photoId, definitionText: $definitionText) {\n    photo {\n      ...GlossaryPhotoFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}": typeof types.GlossaryPhotoFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment GlossaryPhotoFields on GlossaryPhoto {\n  id\n  entryId\n  s3Link\n  definitionText\n  sequence\n  width\n  height\n  widths\n}\n\nfragment GlossaryEntryFields on GlossaryEntry {\n  id\n  term\n  definition\n  termEs\n  definitionEs\n  version\n  photos {\n    ...GlossaryPhotoFields\n  }\n}\n\nquery Glossary {\n  glossary {\n    ...GlossaryEntryFields\n  }\n}\n\nmutation CreateGlossaryEntry($input: GlossaryEntryInput!) {\n  createGlossaryEntry(input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateGlossaryEntry($id: Int!, $version: Int!, $input: GlossaryEntryInput!) {\n  updateGlossaryEntry(id: $id, version: $version, input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DeleteGlossaryEntry($id: Int!) {\n  deleteGlossaryEntry(id: $id)\n}\n\nmutation DeleteGlossaryPhoto($photoId: Int!) {\n  deleteGlossaryPhoto(photoId: $photoId)\n}\n\nmutation UpdateGlossaryPhotoText($photoId: Int!, $definitionText: String) {\n  updateGlossaryPhotoText(photoId: $photoId, definitionText: $definitionText) {\n    photo {\n      ...GlossaryPhotoFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}": types.GlossaryPhotoFieldsFragmentDoc,
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
export function graphql(source: "fragment GlossaryPhotoFields on GlossaryPhoto {\n  id\n  entryId\n  s3Link\n  definitionText\n  sequence\n  width\n  height\n  widths\n}\n\nfragment GlossaryEntryFields on GlossaryEntry {\n  id\n  term\n  definition\n  termEs\n  definitionEs\n  version\n  photos {\n    ...GlossaryPhotoFields\n  }\n}\n\nquery Glossary {\n  glossary {\n    ...GlossaryEntryFields\n  }\n}\n\nmutation CreateGlossaryEntry($input: GlossaryEntryInput!) {\n  createGlossaryEntry(input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateGlossaryEntry($id: Int!, $version: Int!, $input: GlossaryEntryInput!) {\n  updateGlossaryEntry(id: $id, version: $version, input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DeleteGlossaryEntry($id: Int!) {\n  deleteGlossaryEntry(id: $id)\n}\n\nmutation DeleteGlossaryPhoto($photoId: Int!) {\n  deleteGlossaryPhoto(photoId: $photoId)\n}\n\nmutation UpdateGlossaryPhotoText($photoId: Int!, $definitionText: String) {\n  updateGlossaryPhotoText(photoId: $photoId, definitionText: $definitionText) {\n    photo {\n      ...GlossaryPhotoFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment GlossaryPhotoFields on GlossaryPhoto {\n  id\n  entryId\n  s3Link\n  definitionText\n  sequence\n  width\n  height\n  widths\n}\n\nfragment GlossaryEntryFields on GlossaryEntry {\n  id\n  term\n  definition\n  termEs\n  definitionEs\n  version\n  photos {\n    ...GlossaryPhotoFields\n  }\n}\n\nquery Glossary {\n  glossary {\n    ...GlossaryEntryFields\n  }\n}\n\nmutation CreateGlossaryEntry($input: GlossaryEntryInput!) {\n  createGlossaryEntry(input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateGlossaryEntry($id: Int!, $version: Int!, $input: GlossaryEntryInput!) {\n  updateGlossaryEntry(id: $id, version: $version, input: $input) {\n    entry {\n      ...GlossaryEntryFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DeleteGlossaryEntry($id: Int!) {\n  deleteGlossaryEntry(id: $id)\n}\n\nmutation DeleteGlossaryPhoto($photoId: Int!) {\n  deleteGlossaryPhoto(photoId: $photoId)\n}\n\nmutation UpdateGlossaryPhotoText($photoId: Int!, $definitionText: String) {\n  updateGlossaryPhotoText(photoId: $photoId, definitionText: $definitionText) {\n    photo {\n      ...GlossaryPhotoFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;