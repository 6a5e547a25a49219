/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** POST/PUT /tree/glossary {term, definition}. */
export type GlossaryEntryInput = {
  /** Rich text (HTML); sanitised on save, links https:// only. */
  definition: string;
  term: string;
};

export type GlossaryPhotoFieldsFragment = {
  __typename: 'GlossaryPhoto';
  id: number;
  entryId: number;
  s3Link: string;
  definitionText: string | null;
  sequence: number;
  width: number | null;
  height: number | null;
  widths: Array<number>;
};

export type GlossaryEntryFieldsFragment = {
  __typename: 'GlossaryEntry';
  id: number;
  term: string;
  definition: string;
  version: number;
  photos: Array<{
    __typename: 'GlossaryPhoto';
    id: number;
    entryId: number;
    s3Link: string;
    definitionText: string | null;
    sequence: number;
    width: number | null;
    height: number | null;
    widths: Array<number>;
  }>;
};

export type GlossaryQueryVariables = Exact<{ [key: string]: never }>;

export type GlossaryQuery = {
  __typename: 'Query';
  glossary: Array<{
    __typename: 'GlossaryEntry';
    id: number;
    term: string;
    definition: string;
    version: number;
    photos: Array<{
      __typename: 'GlossaryPhoto';
      id: number;
      entryId: number;
      s3Link: string;
      definitionText: string | null;
      sequence: number;
      width: number | null;
      height: number | null;
      widths: Array<number>;
    }>;
  }>;
};

export type CreateGlossaryEntryMutationVariables = Exact<{
  input: GlossaryEntryInput;
}>;

export type CreateGlossaryEntryMutation = {
  __typename: 'Mutation';
  createGlossaryEntry: {
    __typename: 'GlossaryEntryPayload';
    entry: {
      __typename: 'GlossaryEntry';
      id: number;
      term: string;
      definition: string;
      version: number;
      photos: Array<{
        __typename: 'GlossaryPhoto';
        id: number;
        entryId: number;
        s3Link: string;
        definitionText: string | null;
        sequence: number;
        width: number | null;
        height: number | null;
        widths: Array<number>;
      }>;
    } | null;
    errors: Array<{ __typename: 'FieldError'; field: string; message: string }>;
  };
};

export type UpdateGlossaryEntryMutationVariables = Exact<{
  id: number;
  version: number;
  input: GlossaryEntryInput;
}>;

export type UpdateGlossaryEntryMutation = {
  __typename: 'Mutation';
  updateGlossaryEntry: {
    __typename: 'GlossaryEntryPayload';
    entry: {
      __typename: 'GlossaryEntry';
      id: number;
      term: string;
      definition: string;
      version: number;
      photos: Array<{
        __typename: 'GlossaryPhoto';
        id: number;
        entryId: number;
        s3Link: string;
        definitionText: string | null;
        sequence: number;
        width: number | null;
        height: number | null;
        widths: Array<number>;
      }>;
    } | null;
    errors: Array<{ __typename: 'FieldError'; field: string; message: string }>;
  };
};

export type DeleteGlossaryEntryMutationVariables = Exact<{
  id: number;
}>;

export type DeleteGlossaryEntryMutation = { __typename: 'Mutation'; deleteGlossaryEntry: number };

export type DeleteGlossaryPhotoMutationVariables = Exact<{
  photoId: number;
}>;

export type DeleteGlossaryPhotoMutation = { __typename: 'Mutation'; deleteGlossaryPhoto: number };

export type UpdateGlossaryPhotoTextMutationVariables = Exact<{
  photoId: number;
  definitionText?: string | null | undefined;
}>;

export type UpdateGlossaryPhotoTextMutation = {
  __typename: 'Mutation';
  updateGlossaryPhotoText: {
    __typename: 'GlossaryPhotoPayload';
    photo: {
      __typename: 'GlossaryPhoto';
      id: number;
      entryId: number;
      s3Link: string;
      definitionText: string | null;
      sequence: number;
      width: number | null;
      height: number | null;
      widths: Array<number>;
    } | null;
    errors: Array<{ __typename: 'FieldError'; field: string; message: string }>;
  };
};

export const GlossaryPhotoFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryPhoto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 's3Link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definitionText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GlossaryPhotoFieldsFragment, unknown>;
export const GlossaryEntryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photos' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryPhotoFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryPhoto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 's3Link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definitionText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GlossaryEntryFieldsFragment, unknown>;
export const GlossaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Glossary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'glossary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryPhoto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 's3Link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definitionText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photos' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryPhotoFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GlossaryQuery, GlossaryQueryVariables>;
export const CreateGlossaryEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateGlossaryEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryEntryInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createGlossaryEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entry' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryEntryFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryPhoto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 's3Link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definitionText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photos' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryPhotoFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateGlossaryEntryMutation, CreateGlossaryEntryMutationVariables>;
export const UpdateGlossaryEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateGlossaryEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryEntryInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateGlossaryEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entry' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryEntryFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryPhoto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 's3Link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definitionText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photos' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryPhotoFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateGlossaryEntryMutation, UpdateGlossaryEntryMutationVariables>;
export const DeleteGlossaryEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteGlossaryEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteGlossaryEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteGlossaryEntryMutation, DeleteGlossaryEntryMutationVariables>;
export const DeleteGlossaryPhotoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteGlossaryPhoto' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteGlossaryPhoto' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteGlossaryPhotoMutation, DeleteGlossaryPhotoMutationVariables>;
export const UpdateGlossaryPhotoTextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateGlossaryPhotoText' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'definitionText' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateGlossaryPhotoText' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'definitionText' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'definitionText' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GlossaryPhotoFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GlossaryPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GlossaryPhoto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 's3Link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'definitionText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widths' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateGlossaryPhotoTextMutation, UpdateGlossaryPhotoTextMutationVariables>;
