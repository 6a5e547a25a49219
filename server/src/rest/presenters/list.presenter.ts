import { createHash } from 'node:crypto';
import type { ListDetail, ListRecord, ListSearchResult, ListTreeEntry } from '../../services/lists.service';
import { presentTreeCard } from './search.presenter';

/** The legacy /api JSON shapes of lists (spec §3 "List"), frozen here. */
export function presentListSummary(list: ListRecord) {
  return {
    list_id: list.id,
    name: list.name,
    description: list.description,
    type: list.type,
    categories: list.categories,
    regions: list.regions,
    keywords: list.keywords,
    isPublic: list.isPublic,
    viewable_from_link: list.viewableFromLink,
    /** The link's key (?key=): owner and collaborators only. */
    share_key: list.shareKey,
    query_data: list.queryData,
    user_id: list.owner.id,
    first_name: list.owner.firstName,
    last_name: list.owner.lastName,
    date_created: list.createdAt.toISOString(),
    date_updated: list.updatedAt.toISOString(),
    thumbnail: list.thumbnail,
    tree_count: list.treeCount,
    role: list.callerRole,
    caller_role: list.callerRole,
    banned: list.banned,
    user_banned: list.ownerBanned,
    version: list.version,
  };
}

/**
 * The JSON bytes of a list's trees (tree_ids and trees) and their digest, by the service's array:
 * the service hands the same array back while neither the lists nor the catalogue changed
 * (list-tree-entries.ts), so a page of 1,000 trees is presented, serialised, encoded and hashed
 * once, not on every request.
 */
const treesBytes = new WeakMap<readonly ListTreeEntry[], { bytes: Buffer; digest: string }>();

/**
 * GET /list/{id} as JSON bytes: the list's fields, then its trees' bytes (above), then collaborators;
 * with its ETag (weak, as Express makes them: the length and a SHA-1, here of the trees' digest and
 * the other parts, so the 500 kB of a long list are not hashed again on every request).
 */
export function presentListDetailJson(list: ListDetail): { body: Buffer; etag: string } {
  let trees = treesBytes.get(list.trees);
  if (trees === undefined) {
    const ids = JSON.stringify(list.trees.map((entry) => entry.tree.id));
    const bytes = Buffer.from(`,"tree_ids":${ids},"trees":${JSON.stringify(list.trees.map(presentListTree))}`);
    trees = { bytes, digest: createHash('sha1').update(bytes).digest('base64') };
    treesBytes.set(list.trees, trees);
  }
  const head = JSON.stringify({ ...presentListSummary(list), can_edit: list.canEdit }).slice(0, -1);
  const collaborators = list.collaborators.map((user) => ({
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
  }));
  const tail = `,"collaborators":${JSON.stringify(collaborators)}}`;
  const body = Buffer.concat([Buffer.from(head), trees.bytes, Buffer.from(tail)]);
  const hash = createHash('sha1').update(head).update(trees.digest).update(tail).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/** A tree of a list: its search card and the list's row (no object spread: 1,000 a page). */
function presentListTree(entry: ListTreeEntry) {
  return Object.assign(presentTreeCard(entry), {
    position: entry.position,
    note: entry.note,
    quantity: entry.quantity,
    version: entry.version,
    date_added: entry.addedAt.toISOString(),
  });
}

export function presentListSearch(result: ListSearchResult) {
  return {
    lists: result.lists.map(presentListSummary),
    totalResults: result.totalResults,
    activePage: result.activePage,
    resultsPerPage: result.resultsPerPage,
  };
}
