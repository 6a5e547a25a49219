import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ListDetail, ListRecord, ListSearchResult } from '../../services/lists.service';
import { TreeCardType, toCardFields } from '../search/search.payloads';

@ObjectType('ListOwner', { description: 'The owner of a list, by name.' })
export class ListOwnerType {
  @Field(() => Int, { description: "The owner's user id." })
  id: number;

  @Field(() => String, { description: "The owner's first name." })
  firstName: string;

  @Field(() => String, { description: "The owner's last name." })
  lastName: string;
}

@ObjectType('TreeList', { description: 'A curated list, saved search or inventory (spec §3 "List").' })
export class TreeListType {
  @Field(() => Int, { description: 'The list id.' })
  id: number;

  @Field(() => String, { description: "The list's name." })
  name: string;

  @Field(() => String, { description: "The list's description (plain text; may be empty)." })
  description: string;

  @Field(() => String, { description: 'Curated List, Saved Search or Inventory.' })
  type: string;

  @Field(() => [String], { description: 'The categories it is tagged with.' })
  categories: string[];

  @Field(() => [String], { description: 'The regions it is tagged with.' })
  regions: string[];

  @Field(() => [String], { description: 'Its keywords.' })
  keywords: string[];

  @Field(() => Boolean, { description: 'Anyone can find and read it (Search Lists).' })
  isPublic: boolean;

  @Field(() => Boolean, { description: 'Anyone with its link (share key) can read it.' })
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

  @Field(() => ListOwnerType, { description: 'Who owns it.' })
  owner: ListOwnerType;

  @Field(() => String, { nullable: true, description: 'The viewer’s role: Admin (owner), Collaborator or Follower.' })
  callerRole: string | null;

  @Field(() => Int, { description: 'How many trees it holds.' })
  treeCount: number;

  @Field(() => Int, {
    nullable: true,
    description: 'A saved search’s count of the trees it finds now (myLists; null elsewhere or when refused).',
  })
  searchCount: number | null;

  @Field(() => String, {
    description: 'The first photo of its first tree that has one, relative to the photo base URL; null when none.',
    nullable: true,
  })
  thumbnail: string | null;

  @Field(() => Boolean, {
    description: 'An admin hid the list: out of list search, and seen only by its owner, its collaborators and admins.',
  })
  banned: boolean;

  @Field(() => Boolean, { description: 'An admin hid every list of its owner, in the same way as banned.' })
  ownerBanned: boolean;

  @Field(() => Int, { description: 'Send it back with updateList: a list changed since is refused.' })
  version: number;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt: Date;
}

@ObjectType('ListTreeSiteFit', { description: 'A list’s tree against the site the list is tied to (issue 22.5).' })
export class ListTreeSiteFitType {
  @Field(() => String, { description: 'fits, unknown (a constraint could not be checked) or fails.' })
  fit: string;

  @Field(() => [String], { description: 'Why the tree suits the site, in words.' })
  reasons: string[];

  @Field(() => [String], { description: 'What to watch for on that site, in words.' })
  warnings: string[];

  @Field(() => [String], { description: 'The constraints the record could not be checked against.' })
  unknown: string[];

  @Field(() => [String], { description: 'Each failed constraint in words, with the tree’s and the site’s value.' })
  failed: string[];
}

@ObjectType('ListTreeEntry', { description: 'A tree in a list, with its place, note and quantity.' })
export class ListTreeEntryType {
  @Field(() => TreeCardType, { description: "The tree's result card." })
  card: TreeCardType;

  @Field(() => Int, { description: "Its place in the list's own order (from 1)." })
  position: number;

  @Field(() => String, { description: 'The note kept with it; null when none.', nullable: true })
  note: string | null;

  @Field(() => Int, { description: 'How many of the tree (1 to 100000).' })
  quantity: number;

  @Field(() => Int, { description: 'Send it back with a note or quantity save: a row changed since is refused.' })
  version: number;

  @Field(() => Date, { description: 'When it was added.' })
  addedAt: Date;

  @Field(() => ListTreeSiteFitType, {
    nullable: true,
    description: 'The tree against the list’s site (null when the list is tied to none).',
  })
  siteFit: ListTreeSiteFitType | null;
}

@ObjectType('ListTreeEntryState', { description: 'A tree row of a list after a note or quantity save.' })
export class ListTreeEntryStateType {
  @Field(() => Int, { description: 'The tree.' })
  treeId: number;

  @Field(() => String, { description: 'Its note; null when none.', nullable: true })
  note: string | null;

  @Field(() => Int, { description: 'How many of the tree.' })
  quantity: number;

  @Field(() => Int, { description: "The row's new version (send it with the next save)." })
  version: number;
}

@ObjectType('ListInvitation', { description: 'An invitation to collaborate on a list, as its link shows it.' })
export class ListInvitationType {
  @Field(() => String, { description: 'The address invited.' })
  email: string;

  @Field(() => String, { description: "The list's name." })
  listName: string;

  @Field(() => String, { description: 'Who invited (their name).' })
  invitedBy: string;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt: Date;
}

@ObjectType('ListCollaborator', { description: 'A user who may edit a list beside its owner.' })
export class CollaboratorType {
  @Field(() => Int, { description: 'The user id.' })
  id: number;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'Only for those who manage the collaborators.' })
  email: string | null;
}

@ObjectType('TreeListDetail', { description: 'A list with its trees and collaborators, as the list page shows it.' })
export class TreeListDetailType extends TreeListType {
  @Field(() => Boolean, { description: 'The viewer may change it (its owner or a collaborator).' })
  canEdit: boolean;

  @Field(() => [ListTreeEntryType], {
    description: 'Its trees (a page of them with `first` and `after`), in the asked order.',
  })
  trees: ListTreeEntryType[];

  @Field(() => [CollaboratorType], { description: 'Who may edit it besides the owner.' })
  collaborators: CollaboratorType[];
}

@ObjectType('ListSearchPayload', { description: 'A page of public lists.' })
export class ListSearchPayload {
  @Field(() => [TreeListType], { description: 'The lists of this page.' })
  lists: TreeListType[];

  @Field(() => Int, { description: 'How many lists match, on all pages.' })
  totalResults: number;

  @Field(() => Int, { description: 'The page answered, from 1.' })
  activePage: number;

  @Field(() => Int, { description: 'Lists a page (10).' })
  resultsPerPage: number;
}

@ObjectType('ListPayload', { description: 'The list after a change, with the spec’s message.' })
export class ListPayload {
  @Field(() => String, { description: 'What happened, in the spec\'s words ("List created" …).' })
  message: string;

  @Field(() => TreeListType, { description: 'The list after the change; null when it is gone.', nullable: true })
  list: TreeListType | null;
}

@InputType('ListFormInput', { description: 'The list form (spec §5).' })
export class ListFormInput {
  @Field(() => String, { description: "The list's name (required)." })
  name: string;

  @Field(() => String, { description: 'Its description (plain text).' })
  description: string;

  @Field(() => String, { description: 'Curated List or Saved Search (Commercial/Sale makes it an Inventory).' })
  type: string;

  @Field(() => [String], { description: 'Categories to tag it with.', defaultValue: [] })
  categories: string[];

  @Field(() => [String], { description: 'Regions to tag it with (at least one).' })
  regions: string[];

  @Field(() => [String], { description: 'Keywords.', defaultValue: [] })
  keywords: string[];

  @Field(() => Boolean, { description: 'Anyone can find and read it.', defaultValue: false })
  isPublic: boolean;

  @Field(() => Boolean, { description: 'Anyone with its link can read it.', defaultValue: false })
  viewableFromLink: boolean;

  @Field(() => String, { description: "A saved search's filters (the filterData JSON).", nullable: true })
  queryData?: string | null;

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;
}

@InputType('ListSearchInput', { description: 'A search of public lists.' })
export class ListSearchInput {
  @Field(() => [String], { description: 'Words the name, description or keywords contain.', defaultValue: [] })
  listSearchTerms: string[];

  @Field(() => [String], { description: 'Only lists tagged with one of these regions.', defaultValue: [] })
  regions: string[];

  @Field(() => [String], { description: 'Only lists tagged with one of these categories.', defaultValue: [] })
  categories: string[];

  @Field(() => Int, { description: 'The page, from 1.', defaultValue: 1 })
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
