import sharp from 'sharp';
import type { AccountsApp } from './accounts-app';

/** A real JPEG of the given size, carrying EXIF (camera, copyright) and an orientation of 6. */
export function cameraJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'TestCam', Copyright: 'Camera Owner', Artist: 'GPS 37.77N' } },
    })
    .toBuffer();
}

export function pngImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * The browser's three steps (spec §7 Photos): GET /photo/getSignedS3, PUT the file to the signed
 * URL, POST /photo/create. The local driver's URL names the public URL: sent to the test app.
 */
export async function uploadPhoto(
  app: AccountsApp,
  token: string,
  treeId: number,
  file: Buffer,
  options: { type?: string; credits?: string; number?: number; putType?: string } = {},
) {
  const type = options.type ?? 'image/jpeg';
  const grant = await app.json(
    'GET',
    `/api/photo/getSignedS3?treeId=${treeId}&fileName=photo.jpg&fileType=${encodeURIComponent(type)}`,
    undefined,
    token,
  );
  if (grant.status !== 200) return { grant, put: null, created: null };
  const signed = new URL(grant.body.data.signedRequestUrl);
  const target = signed.pathname.startsWith('/api/')
    ? `${app.baseUrl}${signed.pathname}${signed.search}`
    : signed.toString();
  const put = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': options.putType ?? type },
    body: new Uint8Array(file),
  });
  const created = await app.json(
    'POST',
    '/api/photo/create',
    { treeId, photoLink: grant.body.data.photoLink, number: options.number, fileType: type, credits: options.credits },
    token,
  );
  return { grant, put, created, target };
}
