import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Region } from '../../catalogue/regions';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import {
  addCollaborator,
  addSearchResultToList,
  addTreesToList,
  banList,
  banUser,
  createList,
  duplicateList,
  followList,
  getList,
  inviteCollaborator,
  LIST_MESSAGES,
  myLists,
  removeCollaborator,
  removeList,
  readListInvitation,
  removeTreeFromList,
  NEW_SHARE_KEY_MESSAGE,
  renewShareKey,
  reorderListTrees,
  searchLists,
  setListTreeNote,
  treeLabel,
  updateList,
  updateListTreeEntry,
  updateSavedSearch,
} from '../../services/lists.service';
import { SearchSort } from '../../services/search.service';
import {
  ListFormInput,
  ListInvitationType,
  ListPayload,
  ListSearchInput,
  ListSearchPayload,
  ListTreeEntryStateType,
  TreeListDetailType,
  TreeListType,
  toListDetail,
  toListSearch,
  toListType,
} from './list.types';

/** Tree lists over services/lists.service.ts (the same calls as the /api/list paths). */
@Resolver()
export class ListResolver {
  @Query(() => TreeListDetailType, { description: 'A list the viewer may see (else NOT_FOUND: no access).' })
  async list(
    @Arg('id', () => Int, { description: 'The list id.' }) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('sort', () => SearchSort, { nullable: true, description: 'Absent: the list’s own order.' })
    sort?: SearchSort | null,
    @Arg('shareKey', () => String, { nullable: true, description: 'A link-viewable list’s key (its link’s ?key=).' })
    shareKey?: string | null,
    @Arg('first', () => Int, {
      nullable: true,
      description: 'At most this many trees (1 to 1,000), in the list’s own order. Absent: every tree.',
    })
    first?: number | null,
    @Arg('after', () => Int, {
      nullable: true,
      description: 'The trees after this position (the last position of the page before).',
    })
    after?: number | null,
  ): Promise<TreeListDetailType> {
    return toListDetail(await getList(ctx, id, sort ?? undefined, shareKey, { first, after }));
  }

  @Query(() => [TreeListType], { description: 'My Lists; all: false gives only lists I can add trees to.' })
  async myLists(
    @Arg('all', () => Boolean, {
      description: 'true: every list of mine (owned, shared with me, followed); false: only those I can add trees to.',
    })
    all: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<TreeListType[]> {
    return (await myLists(ctx, all)).map(toListType);
  }

  @Query(() => ListSearchPayload, { description: 'Public lists, 10 a page.' })
  async searchLists(
    @Arg('input', () => ListSearchInput, { description: 'The search terms, filters and page.' }) input: ListSearchInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ListSearchPayload> {
    return toListSearch(await searchLists(ctx, { ...input }));
  }

  @Mutation(() => ListPayload, { description: 'Creates a list owned by the signed-in user.' })
  async createList(
    @Arg('input', () => ListFormInput, { description: "The list's name, description, visibility and tags." })
    input: ListFormInput,
    @Ctx() ctx: RequestContext,
  ) {
    return { message: LIST_MESSAGES.created, list: toListType(await createList(ctx, withoutVersion(input))) };
  }

  @Mutation(() => ListPayload, {
    description: 'Needs input.version (the version read); refused (CONFLICT) when it is older than the list.',
  })
  async updateList(
    @Arg('id', () => Int, { description: 'The list.' }) id: number,
    @Arg('input', () => ListFormInput, { description: "The list's new values, with the version read." })
    input: ListFormInput,
    @Ctx() ctx: RequestContext,
  ) {
    // GraphQL always names the version it read (REST may leave it out: rest/base-version.ts).
    if (input.version === undefined || input.version === null) {
      throw new ValidationError(LIST_MESSAGES.versionRequired, [
        { field: 'version', message: LIST_MESSAGES.versionRequired },
      ]);
    }
    const list = await updateList(ctx, id, withoutVersion(input), input.version);
    return { message: LIST_MESSAGES.updated, list: toListType(list) };
  }

  @Mutation(() => ListPayload, { description: 'A private copy owned by the viewer.' })
  async duplicateList(
    @Arg('id', () => Int, { description: 'The list to copy.' }) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('shareKey', () => String, { description: 'The share key, to copy a link-viewable list.', nullable: true })
    shareKey?: string | null,
  ) {
    return { message: LIST_MESSAGES.duplicated, list: toListType(await duplicateList(ctx, id, shareKey)) };
  }

  @Mutation(() => ListPayload, { description: 'The owner deletes the list.' })
  async deleteList(@Arg('id', () => Int, { description: 'The list.' }) id: number, @Ctx() ctx: RequestContext) {
    return { message: LIST_MESSAGES.removedList((await removeList(ctx, id, 'delete')).name), list: null };
  }

  @Mutation(() => ListPayload, { description: 'A follower unfollows; a collaborator leaves.' })
  async leaveList(@Arg('id', () => Int, { description: 'The list.' }) id: number, @Ctx() ctx: RequestContext) {
    await removeList(ctx, id, 'unfollow');
    return { message: LIST_MESSAGES.unfollowed, list: null };
  }

  @Mutation(() => ListPayload, { description: 'Adds trees to a list; those who may edit it (owner, collaborators).' })
  async addTreesToList(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('treeIds', () => [Int], { description: 'The trees to add.' }) treeIds: number[],
    @Ctx() ctx: RequestContext,
  ) {
    const list = await addTreesToList(ctx, listId, treeIds);
    return { message: LIST_MESSAGES.addedTrees(list.name), list: toListType(list) };
  }

  @Mutation(() => ListPayload, {
    description:
      '"Save result as list": every tree a search finds (queryData: its filterData JSON), resolved on the server; at most 1,000.',
  })
  async addSearchResultToList(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('queryData', () => String, { description: "The search, as the results page's filterData (a JSON object)." })
    queryData: string,
    @Arg('region', () => Region, { description: 'The edition searched.', defaultValue: Region.CALIFORNIA })
    region: Region,
    @Ctx() ctx: RequestContext,
  ) {
    const { list } = await addSearchResultToList(ctx, listId, queryData, region);
    return { message: LIST_MESSAGES.addedTrees(list.name), list: toListType(list) };
  }

  @Mutation(() => ListPayload, {
    description: 'Takes a tree out of a list; those who may edit it (owner, collaborators).',
  })
  async removeTreeFromList(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Ctx() ctx: RequestContext,
  ) {
    const { list, tree } = await removeTreeFromList(ctx, listId, treeId);
    return { message: LIST_MESSAGES.removedTree(treeLabel(tree), list.name), list: toListType(list) };
  }

  @Mutation(() => ListPayload, { description: 'treeIds: exactly the list’s trees, in the new order.' })
  async reorderListTrees(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('treeIds', () => [Int], { description: 'Every tree of the list, in the new order.' }) treeIds: number[],
    @Ctx() ctx: RequestContext,
  ) {
    return { message: LIST_MESSAGES.updated, list: toListType(await reorderListTrees(ctx, listId, treeIds)) };
  }

  @Mutation(() => String, {
    nullable: true,
    description: 'The note kept (null when blank). With the row’s version: refused (CONFLICT) when older.',
  })
  setListTreeNote(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Arg('note', () => String, { description: 'The note; blank removes it.' }) note: string,
    @Ctx() ctx: RequestContext,
    @Arg('version', () => Int, { nullable: true, description: 'The row’s version read (ListTreeEntry.version).' })
    version?: number | null,
  ): Promise<string | null> {
    return setListTreeNote(ctx, listId, treeId, note, version);
  }

  @Mutation(() => ListTreeEntryStateType, { description: 'Refused (CONFLICT) when version is older than the row.' })
  setListTreeQuantity(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('treeId', () => Int, { description: 'The tree.' }) treeId: number,
    @Arg('quantity', () => Int, { description: 'How many of the tree (a whole number, 1 or more).' }) quantity: number,
    @Arg('version', () => Int, { description: 'The row’s version read (ListTreeEntry.version).' }) version: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ListTreeEntryStateType> {
    return updateListTreeEntry(ctx, listId, treeId, { quantity, version });
  }

  @Mutation(() => ListPayload, {
    description: 'Keeps a search with a list (its query string), so it can be run again.',
  })
  async updateSavedSearch(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('queryData', () => String, { description: "The search (the results page's query string)." }) queryData: string,
    @Ctx() ctx: RequestContext,
  ) {
    return {
      message: LIST_MESSAGES.savedSearchUpdated,
      list: toListType(await updateSavedSearch(ctx, listId, queryData)),
    };
  }

  @Mutation(() => ListPayload, {
    description: 'Lets another user, named by the e-mail address of their account, edit a list.',
  })
  async addCollaborator(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('email', () => String, { description: "The collaborator's e-mail address." }) email: string,
    @Ctx() ctx: RequestContext,
  ) {
    await addCollaborator(ctx, listId, email);
    return { message: LIST_MESSAGES.userAdded, list: null };
  }

  @Mutation(() => ListPayload, {
    description:
      'An address without an account gets an invitation (sign-up makes it a collaborator); else as addCollaborator.',
  })
  async inviteCollaborator(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('email', () => String, { description: 'The address to invite.' }) email: string,
    @Ctx() ctx: RequestContext,
  ) {
    return { message: (await inviteCollaborator(ctx, listId, email)).message, list: null };
  }

  @Query(() => ListInvitationType, { description: 'The invitation a link carries (else NOT_FOUND).' })
  listInvitation(
    @Arg('token', () => String, { description: 'The token of the invitation link (its ?token=).' }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ListInvitationType> {
    return readListInvitation(ctx, token);
  }

  @Mutation(() => ListPayload, { description: 'Takes a collaborator off a list.' })
  async removeCollaborator(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('userId', () => Int, { description: 'The collaborator.' }) userId: number,
    @Ctx() ctx: RequestContext,
  ) {
    await removeCollaborator(ctx, listId, userId);
    return { message: LIST_MESSAGES.collaboratorRemoved, list: null };
  }

  @Mutation(() => ListPayload, { description: 'Follows (or unfollows) a list: it shows in My Lists.' })
  async followList(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('follow', () => Boolean, { description: 'true to follow, false to stop.' }) follow: boolean,
    @Ctx() ctx: RequestContext,
    @Arg('shareKey', () => String, { description: 'The share key, to follow a link-viewable list.', nullable: true })
    shareKey?: string | null,
  ) {
    const list = await followList(ctx, listId, follow, shareKey);
    return { message: follow ? LIST_MESSAGES.followed : LIST_MESSAGES.unfollowed, list: toListType(list) };
  }

  @Mutation(() => ListPayload, { description: 'The owner gives the list a new link key; the old link stops working.' })
  async newListShareKey(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Ctx() ctx: RequestContext,
  ) {
    return { message: NEW_SHARE_KEY_MESSAGE, list: toListType(await renewShareKey(ctx, listId)) };
  }

  @Mutation(() => ListPayload, { description: 'Site admins.' })
  async banList(
    @Arg('listId', () => Int, { description: 'The list.' }) listId: number,
    @Arg('banned', () => Boolean, {
      description:
        'true hides the list (out of list search; only its owner, its collaborators and admins see it); false shows it again.',
    })
    banned: boolean,
    @Ctx() ctx: RequestContext,
  ) {
    const list = await banList(ctx, listId, banned);
    return { message: LIST_MESSAGES.listBanned(list.name, list.banned), list: toListType(list) };
  }

  @Mutation(() => String, { description: 'Site admins: hides (or shows again) every list of a user.' })
  async banUser(
    @Arg('userId', () => Int, { description: 'The user.' }) userId: number,
    @Arg('banned', () => Boolean, {
      description: 'true hides every list of the user in the same way as banList; false shows them again.',
    })
    banned: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return (await banUser(ctx, userId, banned)).message;
  }
}

function withoutVersion(input: ListFormInput) {
  const { version: _version, ...form } = input;
  return form;
}
