import sharp from 'sharp';
import { ValidationError } from '../../errors';
import {
  DEFAULT_IMAGE_LIMITS,
  IMAGE_MESSAGES,
  processImage,
  sniffImageType,
  type ImageLimits,
  type ProcessedImage,
} from './image-pipeline';

/**
 * The image pipeline with the real sharp/libvips: images are made here by sharp itself (a camera
 * photo turned sideways by EXIF with copyright and GPS tags, a transparent PNG, a WebP), and the
 * outputs are read back by sharp to check sizes, orientation and that no metadata survived.
 */

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as libvips writes it

/** width x height stored pixels: top half red, bottom half blue; EXIF orientation 6 (turn 90° clockwise). */
async function cameraPhoto(width = 2000, height = 1500): Promise<Buffer> {
  const top = await sharp({ create: { width, height: height / 2, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: top, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'x', Make: 'TestCam', Artist: 'Camera Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 46/1 30/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '122/1 25/1 10/1',
        },
      },
    })
    .toBuffer();
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } });

/** The error processImage rejects with (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

/** The colour (r, g, b) of one pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

describe('a 2000x1500 camera JPEG turned sideways by EXIF, with copyright and GPS tags', () => {
  let input: Buffer;
  let result: ProcessedImage;

  beforeAll(async () => {
    input = await cameraPhoto();
    const meta = await sharp(input).metadata();
    // The fixture really carries what must be removed.
    expect(meta).toMatchObject({ width: 2000, height: 1500, orientation: 6 });
    expect(meta.exif?.includes(GPS_IFD_POINTER)).toBe(true);
    expect(meta.exif?.includes('TestCam')).toBe(true);
    result = await processImage(input);
  });

  it('reports the upright size and the source type', () => {
    expect(result).toMatchObject({ width: 1500, height: 2000, sourceType: 'image/jpeg' });
  });

  it('makes WebP at every responsive width up to the original, and one JPEG at 1024', () => {
    expect(result.variants.map(({ format, width, height, suffix }) => ({ format, width, height, suffix }))).toEqual([
      { format: 'webp', width: 320, height: 427, suffix: '-320.webp' },
      { format: 'webp', width: 640, height: 853, suffix: '-640.webp' },
      { format: 'webp', width: 1024, height: 1365, suffix: '-1024.webp' },
      { format: 'webp', width: 1500, height: 2000, suffix: '-1500.webp' },
      { format: 'jpeg', width: 1024, height: 1365, suffix: '.jpg' },
    ]);
  });

  it('encodes each variant in its declared format and size', async () => {
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta).toMatchObject({ format: variant.format, width: variant.width, height: variant.height });
      expect(sniffImageType(variant.buffer)).toBe(variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
    }
  });

  it('strips all metadata: no EXIF (camera, copyright, GPS), no XMP, no orientation tag', async () => {
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.buffer.includes('TestCam')).toBe(false);
      expect(variant.buffer.includes('Camera Owner')).toBe(false);
    }
  });

  it('turns the pixels upright: the stored top (red) is on the right, the bottom (blue) on the left', async () => {
    for (const variant of result.variants) {
      const y = Math.floor(variant.height / 2);
      expect(isBlue(await pixel(variant.buffer, 5, y))).toBe(true);
      expect(isRed(await pixel(variant.buffer, variant.width - 5, y))).toBe(true);
    }
  });
});

describe('widths', () => {
  const widths = (result: ProcessedImage, format: 'webp' | 'jpeg') =>
    result.variants.filter((v) => v.format === format).map((v) => v.width);

  it('never upscales a small image: one WebP and the JPEG at its own width', async () => {
    const result = await processImage(await solid(200, 100).png().toBuffer());
    expect(result).toMatchObject({ width: 200, height: 100, sourceType: 'image/png' });
    expect(widths(result, 'webp')).toEqual([200]);
    expect(widths(result, 'jpeg')).toEqual([200]);
    expect(result.variants.every((v) => v.height === 100)).toBe(true);
  });

  it('skips widths wider than the original and keeps the original width', async () => {
    const result = await processImage(await solid(900, 600).jpeg().toBuffer());
    expect(widths(result, 'webp')).toEqual([320, 640, 900]);
    expect(widths(result, 'jpeg')).toEqual([900]);
  });

  it('an image exactly 640 wide gets 320 and 640', async () => {
    const result = await processImage(await solid(640, 480).webp().toBuffer());
    expect(result.sourceType).toBe('image/webp');
    expect(widths(result, 'webp')).toEqual([320, 640]);
    expect(widths(result, 'jpeg')).toEqual([640]);
  });

  it('caps a wide image at 1600 (WebP) and 1024 (JPEG)', async () => {
    const result = await processImage(await solid(3000, 1000).jpeg().toBuffer());
    expect(result).toMatchObject({ width: 3000, height: 1000 });
    expect(widths(result, 'webp')).toEqual([320, 640, 1024, 1600]);
    expect(widths(result, 'jpeg')).toEqual([1024]);
    expect(result.variants.find((v) => v.width === 1600)?.height).toBe(533);
  });

  it('flattens transparency onto white for the JPEG and keeps alpha in WebP', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processImage(png);
    const jpeg = result.variants.find((v) => v.format === 'jpeg')!;
    const [r, g, b] = await pixel(jpeg.buffer, 10, 10);
    expect(Math.min(r, g, b)).toBeGreaterThan(240);
    expect((await sharp(result.variants[0].buffer).metadata()).hasAlpha).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a text file', async () => {
    const error = await refusal(processImage(Buffer.from('hello, I am a photo.jpg honestly\n'.repeat(100))));
    expect(error.message).toBe(IMAGE_MESSAGES.notAnImage);
    expect(error.message).toBe('The file is not a JPEG, PNG or WebP image');
  });

  it('refuses a renamed Windows executable', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 7)]);
    expect((await refusal(processImage(exe))).message).toBe(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses an SVG, a GIF, a TIFF and an HTML page whatever they are called', async () => {
    const files = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      await solid(50, 50).gif().toBuffer(),
      await solid(50, 50).tiff().toBuffer(),
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ];
    for (const file of files) expect((await refusal(processImage(file))).message).toBe(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses an image whose real type is not the allowed one (a PNG sent as a JPEG)', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const error = await refusal(processImage(png, DEFAULT_IMAGE_LIMITS, ['image/jpeg']));
    expect(error.message).toBe(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses an empty file', async () => {
    expect((await refusal(processImage(Buffer.alloc(0)))).message).toBe(IMAGE_MESSAGES.empty);
  });

  it('refuses a JPEG header followed by garbage, and a truncated JPEG', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]);
    expect((await refusal(processImage(garbage))).message).toBe(IMAGE_MESSAGES.unreadable);
    const jpeg = await cameraPhoto(400, 300);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await refusal(processImage(truncated))).message).toBe(IMAGE_MESSAGES.unreadable);
  });

  it('refuses a file over 15 MB by default before decoding it', async () => {
    const big = Buffer.alloc(DEFAULT_IMAGE_LIMITS.maxBytes + 1);
    big.set([0xff, 0xd8, 0xff], 0);
    expect((await refusal(processImage(big))).message).toBe('The photo is larger than 15 MB');
  });

  it('refuses a file over a custom byte limit', async () => {
    const jpeg = await cameraPhoto(400, 300);
    const limits: ImageLimits = { maxBytes: jpeg.length - 1, maxPixels: DEFAULT_IMAGE_LIMITS.maxPixels };
    expect((await refusal(processImage(jpeg, limits))).message).toBe(
      IMAGE_MESSAGES.tooLarge(limits.maxBytes / 1024 / 1024),
    );
    await expect(processImage(jpeg, { ...limits, maxBytes: jpeg.length })).resolves.toMatchObject({ width: 300 });
  });

  it('refuses a 48-megapixel image with the default 40 MP limit', async () => {
    const huge = await solid(8000, 6000).jpeg({ quality: 50 }).toBuffer();
    expect(huge.length).toBeLessThan(DEFAULT_IMAGE_LIMITS.maxBytes);
    expect((await refusal(processImage(huge))).message).toBe('The image is larger than 40 megapixels');
  });

  it('refuses an image over a custom pixel limit and accepts one at it', async () => {
    const jpeg = await solid(1000, 1000).jpeg().toBuffer();
    const limits = (maxPixels: number): ImageLimits => ({ maxBytes: DEFAULT_IMAGE_LIMITS.maxBytes, maxPixels });
    expect((await refusal(processImage(jpeg, limits(999_999)))).message).toMatch(/^The image is larger than/);
    await expect(processImage(jpeg, limits(1_000_000))).resolves.toMatchObject({ width: 1000, height: 1000 });
  });

  it('refuses a PNG whose header claims 50000x50000 pixels (a decompression bomb) without decoding it', async () => {
    const png = await solid(10, 10).png().toBuffer();
    // IHDR starts at byte 16: width, height as big-endian 32-bit; its CRC is left stale on purpose.
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    expect((await refusal(processImage(png))).message).toBe('The image is larger than 40 megapixels');
  });
});

describe('sniffImageType', () => {
  it('names the type by content only', async () => {
    expect(sniffImageType(await solid(8, 8).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await solid(8, 8).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await solid(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});
