import type { RequestContext } from '../../context';
import { processImage } from './image-pipeline';

/** A processed image's files under `base` ({base}.jpg, {base}-{w}.webp), written; all removed if one fails. */
export async function writeImageFiles(ctx: RequestContext, base: string, raw: Buffer) {
  const image = await processImage(raw);
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const file = `${base}${variant.suffix}`;
      await ctx.photos.put(file, variant.buffer, variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
      written.push(file);
    }
  } catch (error) {
    await removeFiles(ctx, written);
    throw error;
  }
  const widths = image.variants.filter((v) => v.format === 'webp').map((v) => v.width);
  return { written, width: image.width, height: image.height, widths };
}

export async function removeFiles(ctx: Pick<RequestContext, 'photos'>, files: string[]): Promise<void> {
  for (const file of files) await ctx.photos.delete(file).catch(() => undefined);
}
