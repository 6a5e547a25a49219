import type { ImageType } from './image-pipeline';

/** The photo rules and messages the photo services share (photos.service.ts re-exports them). */
export const UPLOAD_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];
/** How long a signed upload URL works. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const PHOTO_TEXT_MAX = 200;
export const MAX_PHOTOS_PER_TREE = 60;

export const PHOTO_MESSAGES = {
  notFound: 'There is no such photo',
  fileType: 'Photos must be JPEG, PNG or WebP images',
  fileName: 'The file name is missing or too long',
  unknownUpload: 'This upload is unknown: choose the file again',
  uploadUsed: 'This upload was already used: choose the file again',
  uploadExpired: 'This upload link has expired: choose the file again',
  uploadMissing: 'The file did not arrive: choose the file again',
  uploadOtherTree: 'This upload was made for another tree',
  noneSelected: 'Select photos to update',
  tooMany: `A tree has at most ${MAX_PHOTOS_PER_TREE} photos`,
  otherTree: 'All photos must belong to the same tree',
  noLicence:
    'licence must name the licence the photo is shown under (for example "CC BY 4.0" or "All rights reserved")',
};
