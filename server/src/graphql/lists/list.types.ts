import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ListDetail, ListRecord, ListSearchResult } from '../../services/lists.service';
import { TreeCardType, toCardFields } from '../search/search.payloads';

@ObjectType('ListOwner')
export class ListOwnerType {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;
}

@ObjectType('TreeList', { description: 'A curated list, saved search or inventory (spec §3 "List").' })
export class TreeListType {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { description: 'Curated List, Saved Search or Inventory.' })
  type: string;

  @Field(() => [String])
  categories: string[];

  @Field(() => [String])
  regions: string[];

  @Field(() => [String])
  keywords: string[];

  @Field(() => Boolean)
  isPublic: boolean;

  @Field(() => Boolean)
  viewableFromLink: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The link’s key (list(id, shareKey)); owner and collaborators only, else null.',
  })
  shareKey: string | null;

  @Field(() => String, { nullable: true, description: 'A saved search’s filters (the filterData JSON).' })
  queryData: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The planting site the list is tied to: its canonical site query (/site?…), or null.',
  })
  siteQuery: string | null;

  @Field(() => ListOwnerType)
  owner: ListOwnerType;

  @Field(() => String, { nullable: true, description: 'The viewer’s role: Admin (owner), Collaborator or Follower.' })
  callerRole: string | null;

  @Field(() => Int)
  treeCount: number;

  @Field(() => Int, {
    nullable: true,
    description: 'A saved search’s count of the trees it finds now (myLists; null elsewhere or when refused).',
  })
  searchCount: number | null;

  @Field(() => String, { nullable: true })
  thumbnail: string | null;

  @Field(() => Boolean)
  banned: boolean;

  @Field(() => Boolean)
  ownerBanned: boolean;

  @Field(() => Int, { description: 'Send it back with updateList: a list changed since is refused.' })
  version: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('ListTreeSiteFit', { description: 'A list’s tree against the site the list is tied to (issue 22.5).' })
export class ListTreeSiteFitType {
  @Field(() => String, { description: 'fits, unknown (a constraint could not be checked) or fails.' })
  fit: string;

  @Field(() => [String])
  reasons: string[];

  @Field(() => [String])
  warnings: string[];

  @Field(() => [String], { description: 'The constraints the record could not be checked against.' })
  unknown: string[];

  @Field(() => [String], { description: 'Each failed constraint in words, with the tree’s and the site’s value.' })
  failed: string[];
}

@ObjectType('ListTreeEntry')
export class ListTreeEntryType {
  @Field(() => TreeCardType)
  card: TreeCardType;

  @Field(() => Int)
  position: number;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => Int, { description: 'How many of the tree (1 to 100000).' })
  quantity: number;

  @Field(() => Int, { description: 'Send it back with a note or quantity save: a row changed since is refused.' })
  version: number;

  @Field(() => Date)
  addedAt: Date;

  @Field(() => ListTreeSiteFitType, {
    nullable: true,
    description: 'The tree against the list’s site (null when the list is tied to none).',
  })
  siteFit: ListTreeSiteFitType | null;
}

@ObjectType('ListTreeEntryState', { description: 'A tree row of a list after a note or quantity save.' })
export class ListTreeEntryStateType {
  @Field(() => Int)
  treeId: number;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int)
  version: number;
}

@ObjectType('ListInvitation', { description: 'An invitation to collaborate on a list, as its link shows it.' })
export class ListInvitationType {
  @Field(() => String)
  email: string;

  @Field(() => String)
  listName: string;

  @Field(() => String)
  invitedBy: string;

  @Field(() => Date)
  expiresAt: Date;
}

@ObjectType('ListCollaborator')
export class CollaboratorType {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String, { nullable: true, description: 'Only for those who manage the collaborators.' })
  email: string | null;
}

@ObjectType('TreeListDetail')
export class TreeListDetailType extends TreeListType {
  @Field(() => Boolean)
  canEdit: boolean;

  @Field(() => [ListTreeEntryType])
  trees: ListTreeEntryType[];

  @Field(() => [CollaboratorType])
  collaborators: CollaboratorType[];
}

@ObjectType('ListSearchPayload')
export class ListSearchPayload {
  @Field(() => [TreeListType])
  lists: TreeListType[];

  @Field(() => Int)
  totalResults: number;

  @Field(() => Int)
  activePage: number;

  @Field(() => Int)
  resultsPerPage: number;
}

@ObjectType('ListPayload', { description: 'The list after a change, with the spec’s message.' })
export class ListPayload {
  @Field(() => String)
  message: string;

  @Field(() => TreeListType, { nullable: true })
  list: TreeListType | null;
}

@InputType('ListFormInput', { description: 'The list form (spec §5).' })
export class ListFormInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { description: 'Curated List or Saved Search (Commercial/Sale makes it an Inventory).' })
  type: string;

  @Field(() => [String], { defaultValue: [] })
  categories: string[];

  @Field(() => [String])
  regions: string[];

  @Field(() => [String], { defaultValue: [] })
  keywords: string[];

  @Field(() => Boolean, { defaultValue: false })
  isPublic: boolean;

  @Field(() => Boolean, { defaultValue: false })
  viewableFromLink: boolean;

  @Field(() => String, { nullable: true })
  queryData?: string | null;

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;
}

@InputType('ListSearchInput')
export class ListSearchInput {
  @Field(() => [String], { defaultValue: [] })
  listSearchTerms: string[];

  @Field(() => [String], { defaultValue: [] })
  regions: string[];

  @Field(() => [String], { defaultValue: [] })
  categories: string[];

  @Field(() => Int, { defaultValue: 1 })
  activePage: number;
}

export function toListType(list: ListRecord): TreeListType {
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    type: list.type,
    categories: list.categories,
    regions: list.regions,
    keywords: list.keywords,
    isPublic: list.isPublic,
    viewableFromLink: list.viewableFromLink,
    shareKey: list.shareKey,
    queryData: list.queryData,
    siteQuery: list.siteQuery,
    owner: { id: list.owner.id, firstName: list.owner.firstName, lastName: list.owner.lastName },
    callerRole: list.callerRole,
    treeCount: list.treeCount,
    searchCount: list.searchCount ?? null,
    thumbnail: list.thumbnail,
    banned: list.banned,
    ownerBanned: list.ownerBanned,
    version: list.version,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

export function toListDetail(list: ListDetail): TreeListDetailType {
  return {
    ...toListType(list),
    canEdit: list.canEdit,
    trees: list.trees.map((entry) => ({
      card: toCardFields(entry.tree, entry.photoLink, entry.photoWidths),
      position: entry.position,
      note: entry.note,
      quantity: entry.quantity,
      version: entry.version,
      addedAt: entry.addedAt,
      siteFit: entry.siteFit ?? null,
    })),
    collaborators: list.collaborators,
  };
}

export function toListSearch(result: ListSearchResult): ListSearchPayload {
  return { ...result, lists: result.lists.map(toListType) };
}
