import type { FileUpload } from 'graphql-upload/GraphQLUpload.mjs';
import { ValidationError } from '../errors';
import { DEFAULT_IMAGE_LIMITS, IMAGE_MESSAGES } from '../services/photos.service';

/**
 * Reads a multipart upload (graphql-upload) into memory, refusing it past the image size limit with
 * the pipeline's message (graphql-upload's own 413 "File truncated" would otherwise surface as an
 * internal error).
 */
export async function readUpload(upload: Promise<FileUpload>): Promise<Buffer> {
  const tooLarge = () => new ValidationError(IMAGE_MESSAGES.tooLarge(DEFAULT_IMAGE_LIMITS.maxBytes / 1024 / 1024));
  const { createReadStream } = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > DEFAULT_IMAGE_LIMITS.maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw tooLarge();
    throw error;
  }
  return Buffer.concat(chunks);
}
