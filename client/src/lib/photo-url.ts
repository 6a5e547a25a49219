/** Base of the photo CDN; the tree's photo `link` is appended as is. */
const photoBaseUrl: string = import.meta.env.VITE_PHOTO_BASE_URL ?? '/photos/';

/** The stable path of the drawing shown when a tree has no photo, or its photo fails to load. */
export const DEFAULT_TREE_IMAGE = '/images/default-tree.svg';

/** The full URL of a tree photo from its stored `link`. */
export function photoUrl(link: string): string {
  return `${photoBaseUrl}${link}`;
}

/**
 * The responsive sources of an uploaded photo: its WebP widths beside the JPEG link
 * ("trees/5/x.jpg" has "trees/5/x-640.webp"...). Empty for photos without sizes.
 */
export function photoSrcSet(link: string, widths: readonly number[] | null | undefined): string | undefined {
  if (!widths?.length || !link.endsWith('.jpg')) return undefined;
  const base = link.slice(0, -'.jpg'.length);
  return widths.map((width) => `${photoUrl(`${base}-${width}.webp`)} ${width}w`).join(', ');
}
