/** Base of the photo CDN; the tree's photo `link` is appended as is. */
const photoBaseUrl: string = import.meta.env.VITE_PHOTO_BASE_URL ?? '/photos/';

/** The stable path of the drawing shown when a tree has no photo, or its photo fails to load. */
export const DEFAULT_TREE_IMAGE = '/images/default-tree.svg';

/** The full URL of a tree photo from its stored `link`. */
export function photoUrl(link: string): string {
  return `${photoBaseUrl}${link}`;
}
