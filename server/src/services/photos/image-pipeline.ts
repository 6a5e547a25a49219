import { PHOTO_MAX_BYTES } from '@selectree/rules';
import sharp from 'sharp';
import { ValidationError } from '../../errors';

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: PHOTO_MAX_BYTES, maxPixels: 40_000_000 };
/** The responsive widths made from each photo (never wider than the original). */
export const RESPONSIVE_WIDTHS = [320, 640, 1024, 1600] as const;
/** The JPEG every browser can show, at this width (or the original's, if narrower): the photo's link. */
export const FALLBACK_WIDTH = 1024;

export const IMAGE_MESSAGES = {
  notAnImage: 'The file is not a JPEG, PNG or WebP image',
  tooLarge: (mb: number) => `The photo is larger than ${mb} MB`,
  tooManyPixels: (mp: number) => `The image is larger than ${mp} megapixels`,
  unreadable: 'The image could not be read (damaged or incomplete file)',
  empty: 'The file is empty',
};

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type by content (magic bytes), never by name or declared type. */
export function sniffImageType(
  buffer: Buffer,
  allowed: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'],
): ImageType | null {
  let type: ImageType | null = null;
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) type = 'image/jpeg';
  else if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    type = 'image/png';
  else if (
    buffer.length >= 12 &&
    buffer.toString('ascii', 0, 4) === 'RIFF' &&
    buffer.toString('ascii', 8, 12) === 'WEBP'
  )
    type = 'image/webp';
  return type && allowed.includes(type) ? type : null;
}

export interface ImageVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
  /** Appended to the photo's key base: "-640.webp", ".jpg". */
  suffix: string;
  buffer: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  sourceType: ImageType;
  variants: ImageVariant[];
}

/**
 * Checks an uploaded file by its content (type, bytes, pixels), turns it upright by its EXIF
 * orientation, and re-encodes it: WebP at each responsive width and one JPEG. Re-encoding drops
 * every metadata block (EXIF, GPS, XMP, ICC profiles are converted to sRGB), so nothing of the
 * camera or the place travels with the photo.
 */
export async function processImage(
  buffer: Buffer,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
  allowed?: readonly ImageType[],
): Promise<ProcessedImage> {
  if (!buffer.length) throw new ValidationError(IMAGE_MESSAGES.empty);
  if (buffer.length > limits.maxBytes)
    throw new ValidationError(IMAGE_MESSAGES.tooLarge(limits.maxBytes / 1024 / 1024));
  const sourceType = sniffImageType(buffer, allowed);
  if (!sourceType) throw new ValidationError(IMAGE_MESSAGES.notAnImage);
  const input = () => sharp(buffer, { limitInputPixels: limits.maxPixels, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) {
      throw new ValidationError(IMAGE_MESSAGES.tooManyPixels(limits.maxPixels / 1_000_000));
    }
    throw new ValidationError(IMAGE_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw new ValidationError(IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > limits.maxPixels) {
    throw new ValidationError(IMAGE_MESSAGES.tooManyPixels(limits.maxPixels / 1_000_000));
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths: number[] = RESPONSIVE_WIDTHS.filter((w) => w < width);
  if (!widths.length || widths[widths.length - 1] < Math.min(width, RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1])) {
    widths.push(Math.min(width, RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]));
  }
  try {
    const variants: ImageVariant[] = [];
    for (const target of widths) {
      const { data, info } = await input()
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        width: info.width,
        height: info.height,
        format: 'webp',
        suffix: `-${info.width}.webp`,
        buffer: data,
      });
    }
    const { data, info } = await input()
      .rotate()
      .resize({ width: Math.min(FALLBACK_WIDTH, width), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, format: 'jpeg', suffix: '.jpg', buffer: data });
    return { width, height, sourceType, variants };
  } catch {
    throw new ValidationError(IMAGE_MESSAGES.unreadable);
  }
}
