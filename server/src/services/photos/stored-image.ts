import crypto from 'node:crypto';
import { processImage } from './image-pipeline';
import type { PhotoStorage } from './storage';

/** A photo's files once written: the JPEG (its link) and the responsive WebP widths. */
export interface StoredImage {
  /** The key every file of the photo starts with (`trees/{treeId}/{uuid}`). */
  base: string;
  link: string;
  width: number;
  height: number;
  widths: number[];
  /** Every file written, for removal when the row is not. */
  files: string[];
}

/**
 * The one pipeline every photo goes through (editor uploads, the photo importer): checked by
 * content, turned upright, metadata stripped, re-encoded at the responsive widths, and stored (local
 * disk or S3). On a failed write the files already written are removed.
 */
export async function storeImageFiles(storage: PhotoStorage, treeId: number, raw: Buffer): Promise<StoredImage> {
  const image = await processImage(raw);
  const base = `trees/${treeId}/${crypto.randomUUID()}`;
  const files: string[] = [];
  try {
    for (const variant of image.variants) {
      const file = `${base}${variant.suffix}`;
      await storage.put(file, variant.buffer, variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
      files.push(file);
    }
  } catch (error) {
    await removeStoredFiles(storage, files);
    throw error;
  }
  const widths = image.variants.filter((v) => v.format === 'webp').map((v) => v.width);
  return { base, link: `${base}.jpg`, width: image.width, height: image.height, widths, files };
}

/** Removes files written for a photo whose row was not saved (errors ignored: the sweeper is not needed). */
export async function removeStoredFiles(storage: PhotoStorage, files: string[]): Promise<void> {
  for (const file of files) await storage.delete(file).catch(() => undefined);
}
