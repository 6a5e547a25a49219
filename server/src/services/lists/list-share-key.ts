import crypto from 'node:crypto';

/**
 * Share keys of link-viewable lists (issue 20.12). The link is /list/{id}?key={shareKey}; by id
 * alone such a list answers 404 'You have no access to this list' (as a private one does) to
 * anyone without a role on it. Owner and collaborators see the key (to copy the link); followers
 * who followed through the link keep their access by their role; the owner can make a new key,
 * and the old links stop working.
 */

export const NEW_SHARE_KEY_MESSAGE = 'The list has a new link; the old link no longer works';

/** 24 random bytes (192 bits), base64url: 32 characters. */
export function newShareKey(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** The given key is the list's (compared in constant time). */
export function shareKeyMatches(listKey: string | null | undefined, given: unknown): boolean {
  if (!listKey || typeof given !== 'string' || given.length !== listKey.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(listKey));
}
