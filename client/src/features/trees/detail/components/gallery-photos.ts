import type { Translate } from '@/i18n/i18n';
import type { TreeDetail } from '../fields';

export type Photo = TreeDetail['photos'][number];

/** Spec §9: a touch swipe of more than 200 px moves to the previous or next photo. */
export const SWIPE_THRESHOLD_PX = 200;

/** Wraps around: before the first is the last, after the last the first. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** Which way a finished touch moved the gallery: -1 previous, 1 next, 0 not far enough. */
export function swipeDirection(startX: number, endX: number): -1 | 0 | 1 {
  const distance = endX - startX;
  if (distance > SWIPE_THRESHOLD_PX) return -1;
  if (distance < -SWIPE_THRESHOLD_PX) return 1;
  return 0;
}

export const photoAlt = (t: Translate, scientificName: string, photo: Photo, position: number, count: number) => {
  const values = { name: scientificName, index: position, count, attribute: photo.attributeName };
  return t(photo.attributeName ? 'tree.photoAltNamed' : 'tree.photoAlt', values);
};
