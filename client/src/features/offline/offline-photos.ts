import { GRAPHQL_ENDPOINT } from '@/config/paths';
import { getSessionToken, getViewer } from '@/lib/session-store';
import { photoUrl } from '@/lib/photo-url';
import { userPhotoCacheName } from '@/lib/user-store';
import { readTree } from './offline-db';
import type { OfflineTree } from './offline-copy';

/**
 * Photos offline (issue 27.5, docs/offline.md): for the signed-in user's lists, the FIRST photo of
 * each tree at its SMALLEST width is kept in that user's own cache (`selectree-photos-{user id}`,
 * Cache Storage, deleted at logout with the user's store: lib/user-store.ts clearUserData). It is
 * written here, by the page, after the offline copy is made or refreshed; the service worker (sw.ts)
 * answers a photo request from it only when the network fails, whatever width the page asked for.
 * Every other photo fails offline, and the screens show "Photo not available offline" in its place
 * (components/ui/photo-unavailable.tsx).
 */

/** The key a photo is kept under: its JPEG link (the worker maps every width of it there). */
export const photoKey = (link: string) => new URL(photoUrl(link), location.origin).href;

/** Where the first photo of a tree of the copy is fetched from: its smallest WebP width, else the link. */
export function firstPhotoSource(tree: OfflineTree): { key: string; url: string } | null {
  const images = (tree.detail as { images?: { link: string }[] }).images ?? [];
  const first = images[0];
  if (!first) return null;
  const widths = tree.extra?.photos[0]?.widths ?? [];
  const smallest = widths.length && first.link.endsWith('.jpg') ? Math.min(...widths) : null;
  const link = smallest === null ? first.link : `${first.link.slice(0, -'.jpg'.length)}-${smallest}.webp`;
  return { key: photoKey(first.link), url: new URL(photoUrl(link), location.origin).href };
}

type GraphqlAnswer<T> = { data?: T; errors?: unknown[] };

async function ask<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphqlAnswer<T>;
  if (!response.ok || !answer.data || answer.errors?.length)
    throw new Error(`the lists could not be read (${response.status})`);
  return answer.data;
}

const MY_LISTS = 'query OfflineMyLists { myLists(all: true) { id } }';
const LIST_TREES = 'query OfflineListTrees($id: Int!) { list(id: $id) { trees { card { id } } } }';

/** The ids of the trees in every list of the user (owned, shared, followed). */
async function listedTrees(token: string): Promise<number[]> {
  const { myLists } = await ask<{ myLists: { id: number }[] }>(token, MY_LISTS);
  const ids = new Set<number>();
  for (const { id } of myLists) {
    const { list } = await ask<{ list: { trees: { card: { id: number } }[] } | null }>(token, LIST_TREES, { id });
    for (const entry of list?.trees ?? []) ids.add(entry.card.id);
  }
  return [...ids];
}

/**
 * Brings the user's photo cache up to date with their lists and the copy: fetches the first photos
 * it lacks, drops those no longer wanted. Nothing for a visitor. Answers how many photos it holds.
 */
export async function keepListPhotos(): Promise<number> {
  const token = getSessionToken();
  const viewer = getViewer();
  if (!token || !viewer || typeof caches === 'undefined') return 0;
  const wanted = new Map<string, string>();
  for (const id of await listedTrees(token)) {
    const tree = await readTree(id);
    const source = tree ? firstPhotoSource(tree) : null;
    if (source) wanted.set(source.key, source.url);
  }
  const cache = await caches.open(userPhotoCacheName(viewer.id));
  const held = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all([...held].filter((key) => !wanted.has(key)).map((key) => cache.delete(key)));
  for (const [key, url] of wanted) {
    if (held.has(key)) continue;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) await cache.put(key, response);
  }
  return (await cache.keys()).length;
}
