/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The list form (spec §5). */
export type ListFormInput = {
  /** Categories to tag it with. */
  categories?: Array<string>;
  /** Its description (plain text). */
  description: string;
  /** Anyone can find and read it. */
  isPublic?: boolean;
  /** Keywords. */
  keywords?: Array<string>;
  /** The list's name (required). */
  name: string;
  /** A saved search's filters (the filterData JSON). */
  queryData?: string | null | undefined;
  /** Regions to tag it with (at least one). */
  regions: Array<string>;
  /** Curated List or Saved Search (Commercial/Sale makes it an Inventory). */
  type: string;
  /** The version read (updates). */
  version?: number | null | undefined;
  /** Anyone with its link can read it. */
  viewableFromLink?: boolean;
};

/** A search of public lists. */
export type ListSearchInput = {
  /** The page, from 1. */
  activePage?: number;
  /** Only lists tagged with one of these categories. */
  categories?: Array<string>;
  /** Words the name, description or keywords contain. */
  listSearchTerms?: Array<string>;
  /** Only lists tagged with one of these regions. */
  regions?: Array<string>;
};

/** CALIFORNIA (all regions) or PACIFIC_ISLANDS */
export type Region =
  /** The California edition (every tree; the default). */
  | 'CALIFORNIA'
  /** The Pacific Islands edition (trees marked pacificIsland). */
  | 'PACIFIC_ISLANDS';

/** A planting site; the words of GET /api/site/recommendations. */
export type SiteInput = {
  /** Goals to rank by (siteOptions.goals). */
  goals?: Array<string> | null | undefined;
  /** Show trees invasive in the edition’s region. */
  includeInvasive?: boolean | null | undefined;
  /** There are overhead wires (only trees that fit under them). */
  overheadWires?: boolean | null | undefined;
  /** all or pacificislands; absent: follows the ZIP’s state. */
  region?: string | null | undefined;
  /** clay, loam or sand. */
  soil?: string | null | undefined;
  /** Planting-strip width in feet (up to 100), or "open". */
  stripWidth?: string | null | undefined;
  /** full, partial or shade. */
  sun?: string | null | undefined;
  /** Sunset zone 1-24, H1, H2. */
  sunset?: string | null | undefined;
  /** VL, L, M or H: the water the site gets. */
  water?: string | null | undefined;
  /** Five digits, a ZIP of the ZIP table. */
  zip: string;
};

/** ScientificAsc (1, default), ScientificDesc (2), CommonAsc (3), CommonDesc (4). */
export type TreeSort =
  /** By common name, A to Z (legacy code 3). */
  | 'CommonAsc'
  /** By common name, Z to A (legacy code 4). */
  | 'CommonDesc'
  /** By scientific name, A to Z (legacy code 1, the default). */
  | 'ScientificAsc'
  /** By scientific name, Z to A (legacy code 2). */
  | 'ScientificDesc';

export type ListSummaryFieldsFragment = {
  __typename: 'TreeList';
  id: number;
  name: string;
  description: string;
  type: string;
  categories: Array<string>;
  regions: Array<string>;
  keywords: Array<string>;
  isPublic: boolean;
  viewableFromLink: boolean;
  shareKey: string | null;
  queryData: string | null;
  callerRole: string | null;
  banned: boolean;
  ownerBanned: boolean;
  treeCount: number;
  thumbnail: string | null;
  createdAt: unknown;
  updatedAt: unknown;
  version: number;
  owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
};

export type MyListsQueryVariables = Exact<{
  all: boolean;
}>;

export type MyListsQuery = {
  __typename: 'Query';
  myLists: Array<{
    __typename: 'TreeList';
    searchCount: number | null;
    id: number;
    name: string;
    description: string;
    type: string;
    categories: Array<string>;
    regions: Array<string>;
    keywords: Array<string>;
    isPublic: boolean;
    viewableFromLink: boolean;
    shareKey: string | null;
    queryData: string | null;
    callerRole: string | null;
    banned: boolean;
    ownerBanned: boolean;
    treeCount: number;
    thumbnail: string | null;
    createdAt: unknown;
    updatedAt: unknown;
    version: number;
    owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
  }>;
};

export type SearchListsQueryVariables = Exact<{
  input: ListSearchInput;
}>;

export type SearchListsQuery = {
  __typename: 'Query';
  searchLists: {
    __typename: 'ListSearchPayload';
    totalResults: number;
    activePage: number;
    resultsPerPage: number;
    lists: Array<{
      __typename: 'TreeList';
      id: number;
      name: string;
      description: string;
      type: string;
      categories: Array<string>;
      regions: Array<string>;
      keywords: Array<string>;
      isPublic: boolean;
      viewableFromLink: boolean;
      shareKey: string | null;
      queryData: string | null;
      callerRole: string | null;
      banned: boolean;
      ownerBanned: boolean;
      treeCount: number;
      thumbnail: string | null;
      createdAt: unknown;
      updatedAt: unknown;
      version: number;
      owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    }>;
  };
};

export type ListDetailQueryVariables = Exact<{
  id: number;
  sort?: TreeSort | null | undefined;
  shareKey?: string | null | undefined;
}>;

export type ListDetailQuery = {
  __typename: 'Query';
  list: {
    __typename: 'TreeListDetail';
    id: number;
    name: string;
    description: string;
    type: string;
    categories: Array<string>;
    regions: Array<string>;
    keywords: Array<string>;
    isPublic: boolean;
    viewableFromLink: boolean;
    shareKey: string | null;
    queryData: string | null;
    siteQuery: string | null;
    callerRole: string | null;
    canEdit: boolean;
    banned: boolean;
    ownerBanned: boolean;
    treeCount: number;
    thumbnail: string | null;
    createdAt: unknown;
    updatedAt: unknown;
    version: number;
    owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    collaborators: Array<{
      __typename: 'ListCollaborator';
      id: number;
      firstName: string;
      lastName: string;
      email: string | null;
    }>;
    trees: Array<{
      __typename: 'ListTreeEntry';
      position: number;
      note: string | null;
      quantity: number;
      version: number;
      addedAt: unknown;
      siteFit: {
        __typename: 'ListTreeSiteFit';
        fit: string;
        reasons: Array<string>;
        warnings: Array<string>;
        unknown: Array<string>;
        failed: Array<string>;
      } | null;
      card: {
        __typename: 'TreeCard';
        id: number;
        scientificName: string;
        commonName: string | null;
        family: string | null;
        photoLink: string | null;
        photoWidths: Array<number>;
        photoCredit: string | null;
        heightHigh: number | null;
        lowZone: boolean | null;
        draft: boolean;
      };
    }>;
  };
};

export type SetListSiteMutationVariables = Exact<{
  listId: number;
  site?: SiteInput | null | undefined;
  version?: number | null | undefined;
}>;

export type SetListSiteMutation = {
  __typename: 'Mutation';
  setListSite: { __typename: 'TreeList'; id: number; siteQuery: string | null; version: number };
};

export type SitesForListQueryVariables = Exact<{ [key: string]: never }>;

export type SitesForListQuery = {
  __typename: 'Query';
  mySites: Array<{ __typename: 'SavedSite'; id: number; name: string; siteQuery: string }>;
};

export type CreateListMutationVariables = Exact<{
  input: ListFormInput;
}>;

export type CreateListMutation = {
  __typename: 'Mutation';
  createList: {
    __typename: 'ListPayload';
    message: string;
    list: {
      __typename: 'TreeList';
      id: number;
      name: string;
      description: string;
      type: string;
      categories: Array<string>;
      regions: Array<string>;
      keywords: Array<string>;
      isPublic: boolean;
      viewableFromLink: boolean;
      shareKey: string | null;
      queryData: string | null;
      callerRole: string | null;
      banned: boolean;
      ownerBanned: boolean;
      treeCount: number;
      thumbnail: string | null;
      createdAt: unknown;
      updatedAt: unknown;
      version: number;
      owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    } | null;
  };
};

export type UpdateListMutationVariables = Exact<{
  id: number;
  input: ListFormInput;
}>;

export type UpdateListMutation = {
  __typename: 'Mutation';
  updateList: {
    __typename: 'ListPayload';
    message: string;
    list: {
      __typename: 'TreeList';
      id: number;
      name: string;
      description: string;
      type: string;
      categories: Array<string>;
      regions: Array<string>;
      keywords: Array<string>;
      isPublic: boolean;
      viewableFromLink: boolean;
      shareKey: string | null;
      queryData: string | null;
      callerRole: string | null;
      banned: boolean;
      ownerBanned: boolean;
      treeCount: number;
      thumbnail: string | null;
      createdAt: unknown;
      updatedAt: unknown;
      version: number;
      owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    } | null;
  };
};

export type DuplicateListMutationVariables = Exact<{
  id: number;
  shareKey?: string | null | undefined;
}>;

export type DuplicateListMutation = {
  __typename: 'Mutation';
  duplicateList: {
    __typename: 'ListPayload';
    message: string;
    list: {
      __typename: 'TreeList';
      id: number;
      name: string;
      description: string;
      type: string;
      categories: Array<string>;
      regions: Array<string>;
      keywords: Array<string>;
      isPublic: boolean;
      viewableFromLink: boolean;
      shareKey: string | null;
      queryData: string | null;
      callerRole: string | null;
      banned: boolean;
      ownerBanned: boolean;
      treeCount: number;
      thumbnail: string | null;
      createdAt: unknown;
      updatedAt: unknown;
      version: number;
      owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    } | null;
  };
};

export type DeleteListMutationVariables = Exact<{
  id: number;
}>;

export type DeleteListMutation = { __typename: 'Mutation'; deleteList: { __typename: 'ListPayload'; message: string } };

export type LeaveListMutationVariables = Exact<{
  id: number;
}>;

export type LeaveListMutation = { __typename: 'Mutation'; leaveList: { __typename: 'ListPayload'; message: string } };

export type AddSearchResultToListMutationVariables = Exact<{
  listId: number;
  queryData: string;
  region: Region;
}>;

export type AddSearchResultToListMutation = {
  __typename: 'Mutation';
  addSearchResultToList: {
    __typename: 'ListPayload';
    message: string;
    list: { __typename: 'TreeList'; id: number; treeCount: number; updatedAt: unknown; version: number } | null;
  };
};

export type AddTreesToListMutationVariables = Exact<{
  listId: number;
  treeIds: Array<number> | number;
}>;

export type AddTreesToListMutation = {
  __typename: 'Mutation';
  addTreesToList: {
    __typename: 'ListPayload';
    message: string;
    list: { __typename: 'TreeList'; id: number; treeCount: number; updatedAt: unknown; version: number } | null;
  };
};

export type RemoveTreeFromListMutationVariables = Exact<{
  listId: number;
  treeId: number;
}>;

export type RemoveTreeFromListMutation = {
  __typename: 'Mutation';
  removeTreeFromList: { __typename: 'ListPayload'; message: string };
};

export type ReorderListTreesMutationVariables = Exact<{
  listId: number;
  treeIds: Array<number> | number;
}>;

export type ReorderListTreesMutation = {
  __typename: 'Mutation';
  reorderListTrees: { __typename: 'ListPayload'; message: string };
};

export type SetListTreeNoteMutationVariables = Exact<{
  listId: number;
  treeId: number;
  note: string;
  version: number;
}>;

export type SetListTreeNoteMutation = { __typename: 'Mutation'; setListTreeNote: string | null };

export type SetListTreeQuantityMutationVariables = Exact<{
  listId: number;
  treeId: number;
  quantity: number;
  version: number;
}>;

export type SetListTreeQuantityMutation = {
  __typename: 'Mutation';
  setListTreeQuantity: {
    __typename: 'ListTreeEntryState';
    treeId: number;
    note: string | null;
    quantity: number;
    version: number;
  };
};

export type InviteCollaboratorMutationVariables = Exact<{
  listId: number;
  email: string;
}>;

export type InviteCollaboratorMutation = {
  __typename: 'Mutation';
  inviteCollaborator: { __typename: 'ListPayload'; message: string };
};

export type ListInvitationQueryVariables = Exact<{
  token: string;
}>;

export type ListInvitationQuery = {
  __typename: 'Query';
  listInvitation: {
    __typename: 'ListInvitation';
    email: string;
    listName: string;
    invitedBy: string;
    expiresAt: unknown;
  };
};

export type UpdateSavedSearchMutationVariables = Exact<{
  listId: number;
  queryData: string;
}>;

export type UpdateSavedSearchMutation = {
  __typename: 'Mutation';
  updateSavedSearch: {
    __typename: 'ListPayload';
    message: string;
    list: {
      __typename: 'TreeList';
      id: number;
      name: string;
      description: string;
      type: string;
      categories: Array<string>;
      regions: Array<string>;
      keywords: Array<string>;
      isPublic: boolean;
      viewableFromLink: boolean;
      shareKey: string | null;
      queryData: string | null;
      callerRole: string | null;
      banned: boolean;
      ownerBanned: boolean;
      treeCount: number;
      thumbnail: string | null;
      createdAt: unknown;
      updatedAt: unknown;
      version: number;
      owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    } | null;
  };
};

export type AddCollaboratorMutationVariables = Exact<{
  listId: number;
  email: string;
}>;

export type AddCollaboratorMutation = {
  __typename: 'Mutation';
  addCollaborator: { __typename: 'ListPayload'; message: string };
};

export type RemoveCollaboratorMutationVariables = Exact<{
  listId: number;
  userId: number;
}>;

export type RemoveCollaboratorMutation = {
  __typename: 'Mutation';
  removeCollaborator: { __typename: 'ListPayload'; message: string };
};

export type FollowListMutationVariables = Exact<{
  listId: number;
  follow: boolean;
  shareKey?: string | null | undefined;
}>;

export type FollowListMutation = {
  __typename: 'Mutation';
  followList: {
    __typename: 'ListPayload';
    message: string;
    list: { __typename: 'TreeList'; id: number; callerRole: string | null } | null;
  };
};

export type BanListMutationVariables = Exact<{
  listId: number;
  banned: boolean;
}>;

export type BanListMutation = {
  __typename: 'Mutation';
  banList: {
    __typename: 'ListPayload';
    message: string;
    list: { __typename: 'TreeList'; id: number; banned: boolean } | null;
  };
};

export type BanUserMutationVariables = Exact<{
  userId: number;
  banned: boolean;
}>;

export type BanUserMutation = { __typename: 'Mutation'; banUser: string };

export type NewListShareKeyMutationVariables = Exact<{
  listId: number;
}>;

export type NewListShareKeyMutation = {
  __typename: 'Mutation';
  newListShareKey: {
    __typename: 'ListPayload';
    message: string;
    list: {
      __typename: 'TreeList';
      id: number;
      name: string;
      description: string;
      type: string;
      categories: Array<string>;
      regions: Array<string>;
      keywords: Array<string>;
      isPublic: boolean;
      viewableFromLink: boolean;
      shareKey: string | null;
      queryData: string | null;
      callerRole: string | null;
      banned: boolean;
      ownerBanned: boolean;
      treeCount: number;
      thumbnail: string | null;
      createdAt: unknown;
      updatedAt: unknown;
      version: number;
      owner: { __typename: 'ListOwner'; id: number; firstName: string; lastName: string };
    } | null;
  };
};

export type TreeCardFieldsFragment = {
  __typename: 'TreeCard';
  id: number;
  scientificName: string;
  commonName: string | null;
  family: string | null;
  photoLink: string | null;
  photoWidths: Array<number>;
  photoCredit: string | null;
  heightHigh: number | null;
  lowZone: boolean | null;
  draft: boolean;
};

export const ListSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListSummaryFieldsFragment, unknown>;
export const TreeCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TreeCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commonName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoWidths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoCredit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'draft' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TreeCardFieldsFragment, unknown>;
export const MyListsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyLists' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'all' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myLists' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'all' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'all' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'searchCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyListsQuery, MyListsQueryVariables>;
export const SearchListsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchLists' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ListSearchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchLists' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'totalResults' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activePage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resultsPerPage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lists' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchListsQuery, SearchListsQueryVariables>;
export const ListDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shareKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'list' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shareKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shareKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
                { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
                { kind: 'Field', name: { kind: 'Name', value: 'siteQuery' } },
                { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canEdit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
                { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'collaborators' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'siteFit' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'fit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unknown' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'card' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TreeCardFields' } }],
                        },
                      },
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
      name: { kind: 'Name', value: 'TreeCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scientificName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commonName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoWidths' } },
          { kind: 'Field', name: { kind: 'Name', value: 'photoCredit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heightHigh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'draft' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListDetailQuery, ListDetailQueryVariables>;
export const SetListSiteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetListSite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'site' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setListSite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'site' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'site' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'siteQuery' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetListSiteMutation, SetListSiteMutationVariables>;
export const SitesForListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SitesForList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySites' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'siteQuery' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SitesForListQuery, SitesForListQueryVariables>;
export const CreateListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ListFormInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createList' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateListMutation, CreateListMutationVariables>;
export const UpdateListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ListFormInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateListMutation, UpdateListMutationVariables>;
export const DuplicateListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shareKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shareKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shareKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateListMutation, DuplicateListMutationVariables>;
export const DeleteListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteList' },
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
            name: { kind: 'Name', value: 'deleteList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteListMutation, DeleteListMutationVariables>;
export const LeaveListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LeaveList' },
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
            name: { kind: 'Name', value: 'leaveList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveListMutation, LeaveListMutationVariables>;
export const AddSearchResultToListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddSearchResultToList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'queryData' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'region' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Region' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addSearchResultToList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'queryData' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'queryData' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'region' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'region' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddSearchResultToListMutation, AddSearchResultToListMutationVariables>;
export const AddTreesToListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddTreesToList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'treeIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addTreesToList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'treeIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'treeIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddTreesToListMutation, AddTreesToListMutationVariables>;
export const RemoveTreeFromListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveTreeFromList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'treeId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeTreeFromList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'treeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'treeId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveTreeFromListMutation, RemoveTreeFromListMutationVariables>;
export const ReorderListTreesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReorderListTrees' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'treeIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reorderListTrees' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'treeIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'treeIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReorderListTreesMutation, ReorderListTreesMutationVariables>;
export const SetListTreeNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetListTreeNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'treeId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setListTreeNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'treeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'treeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetListTreeNoteMutation, SetListTreeNoteMutationVariables>;
export const SetListTreeQuantityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetListTreeQuantity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'treeId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setListTreeQuantity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'treeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'treeId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'version' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'version' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'treeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetListTreeQuantityMutation, SetListTreeQuantityMutationVariables>;
export const InviteCollaboratorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteCollaborator' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteCollaborator' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteCollaboratorMutation, InviteCollaboratorMutationVariables>;
export const ListInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'listName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invitedBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListInvitationQuery, ListInvitationQueryVariables>;
export const UpdateSavedSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSavedSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'queryData' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSavedSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'queryData' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'queryData' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSavedSearchMutation, UpdateSavedSearchMutationVariables>;
export const AddCollaboratorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddCollaborator' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addCollaborator' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddCollaboratorMutation, AddCollaboratorMutationVariables>;
export const RemoveCollaboratorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCollaborator' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeCollaborator' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCollaboratorMutation, RemoveCollaboratorMutationVariables>;
export const FollowListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FollowList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'follow' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shareKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'followList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'follow' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'follow' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'shareKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'shareKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowListMutation, FollowListMutationVariables>;
export const BanListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BanList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'banned' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'banned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'banned' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BanListMutation, BanListMutationVariables>;
export const BanUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BanUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'banned' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'banned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'banned' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BanUserMutation, BanUserMutationVariables>;
export const NewListShareKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewListShareKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newListShareKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'listId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'listId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListSummaryFields' } }],
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
      name: { kind: 'Name', value: 'ListSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TreeList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
          { kind: 'Field', name: { kind: 'Name', value: 'regions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewableFromLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'queryData' } },
          { kind: 'Field', name: { kind: 'Name', value: 'callerRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerBanned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'treeCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewListShareKeyMutation, NewListShareKeyMutationVariables>;
