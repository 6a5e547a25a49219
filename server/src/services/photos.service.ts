/**
 * Tree photos: signed uploads (local disk or S3-compatible storage), checks by content, EXIF
 * stripped, responsive sizes, and the photo rows (credit, attribute, order, delete) with their
 * history. The REST facade (rest/photos.routes.ts) and GraphQL (graphql/editing/) call these.
 */
export {
  MAX_PHOTOS_PER_TREE,
  PHOTO_MESSAGES,
  UPLOAD_TYPES,
  bulkUpdateCredit,
  consumeGrant,
  createPhoto,
  deletePhoto,
  issueUploadGrant,
  photoFiles,
  readGrantedUpload,
  receiveLocalUpload,
  releaseGrant,
  removePhotoFiles,
  reorderPhotos,
  requestPhotoUpload,
  updatePhoto,
  uploadPhotoFile,
} from './photos/photos.service';
export { removeStoredFiles, storeImageFiles } from './photos/stored-image';
export { LocalPhotoStorage, type UploadSignature } from './photos/local-storage';
export { DEFAULT_IMAGE_LIMITS, IMAGE_MESSAGES, RESPONSIVE_WIDTHS, processImage } from './photos/image-pipeline';
export type { PhotoStorage } from './photos/storage';
export { startRawUploadSweeper, sweepRawUploads } from './photos/upload-sweeper';
export { sniffImageType, type ImageType } from './photos/image-pipeline';
export { formatPhotoImport, importPhotos } from './photos/photo-import';
export { createPhotoStorage } from './photos/photo-runtime';
