import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { queueInto, type OutboxChange, type OutboxEntry } from './outbox-rules';

/**
 * The signed-in user's own store on this device (issue 27.4): IndexedDB database
 * `selectree-user-{user id}`, never the service worker's caches. `answers` keeps the last answer of
 * each of the user's list and site screens (kept after each successful read, answered from when the
 * network is cut: lib/user-answers.ts); `outbox` the list changes made offline, in order, until the
 * server has them. Logging out deletes the whole database (lib/session-check.ts). Loaded on demand,
 * only for a signed-in user.
 */
interface UserDb extends DBSchema {
  answers: { key: string; value: { key: string; data: unknown; keptAt: string } };
  outbox: { key: number; value: OutboxEntry };
}

/** Fired on `window` whenever the outbox changes (the header's count listens). */
export const OUTBOX_EVENT = 'selectree:outbox';

export const userDbName = (userId: number) => `selectree-user-${userId}`;

/**
 * The user's own photo cache (Cache Storage, issue 27.5: the first photo of each tree of their lists,
 * features/offline/offline-photos.ts); the service worker reads every cache of this prefix.
 */
export const userPhotoCacheName = (userId: number) => `selectree-photos-${userId}`;

const opened = new Map<number, Promise<IDBPDatabase<UserDb>>>();

function userDb(userId: number): Promise<IDBPDatabase<UserDb>> {
  let db = opened.get(userId);
  if (!db) {
    db = openDB<UserDb>(userDbName(userId), 1, {
      upgrade(database) {
        database.createObjectStore('answers', { keyPath: 'key' });
        database.createObjectStore('outbox', { keyPath: 'id' });
      },
    });
    opened.set(userId, db);
  }
  return db;
}

function changed() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_EVENT));
}

export async function keepAnswer(userId: number, key: string, data: unknown): Promise<void> {
  await (await userDb(userId)).put('answers', { key, data, keptAt: new Date().toISOString() });
}

export async function readAnswer(userId: number, key: string): Promise<unknown> {
  return (await (await userDb(userId)).get('answers', key))?.data ?? null;
}

/** The entries waiting, oldest first. */
export async function outboxEntries(userId: number): Promise<OutboxEntry[]> {
  return (await userDb(userId)).getAll('outbox');
}

export async function outboxCount(userId: number): Promise<number> {
  return (await userDb(userId)).count('outbox');
}

/** Queues a change (merged by outbox-rules' queueInto), in one transaction. */
export async function queueChange(userId: number, change: OutboxChange, listName: string): Promise<void> {
  const tx = (await userDb(userId)).transaction('outbox', 'readwrite');
  const before = await tx.store.getAll();
  const after = queueInto(before, change, new Date(), listName);
  const kept = new Set(after.map((entry) => entry.id));
  await Promise.all([
    ...before.filter((entry) => !kept.has(entry.id)).map((entry) => tx.store.delete(entry.id)),
    ...after.map((entry) => tx.store.put(entry)),
    tx.done,
  ]);
  changed();
}

/** An entry rewritten (a conflict noted, or the visitor kept theirs and it goes again). */
export async function putEntry(userId: number, entry: OutboxEntry): Promise<void> {
  await (await userDb(userId)).put('outbox', entry);
  changed();
}

/** An entry the server has (or the visitor chose the other version over). */
export async function removeEntry(userId: number, id: number): Promise<void> {
  await (await userDb(userId)).delete('outbox', id);
  changed();
}

/** Deletes everything this device keeps for the user (logout). */
export async function clearUserData(userId: number): Promise<void> {
  const db = opened.get(userId);
  opened.delete(userId);
  if (db) (await db).close();
  await deleteDB(userDbName(userId));
  if (typeof caches !== 'undefined') await caches.delete(userPhotoCacheName(userId));
  changed();
}
