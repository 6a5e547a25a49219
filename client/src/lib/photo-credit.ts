/**
 * A photo's attribution as every screen shows it (issue 23.3): "credit · licence", either part
 * absent when unknown. The result cards get the same text from the server (search-parts.ts
 * FIRST_PHOTO_CREDIT); features/trees/detail/components/photo-credit.test.tsx
 * holds the two to one format.
 */
export function photoAttribution(photo: { credit?: string | null; licence?: string | null }): string | null {
  const parts = [photo.credit?.trim(), photo.licence?.trim()].filter((part): part is string => !!part);
  return parts.length ? parts.join(' · ') : null;
}

/** The caption line under a photo: "Photo: J. Muir · CC BY 4.0". */
export function photoCaption(photo: { credit?: string | null; licence?: string | null }): string | null {
  const attribution = photoAttribution(photo);
  return attribution ? `Photo: ${attribution}` : null;
}
