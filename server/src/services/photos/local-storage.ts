import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type PhotoStorage } from './storage';

export interface UploadSignature {
  key: string;
  expires: string;
  ct: string;
  sig: string;
}

export const UPLOAD_EXPIRED = 'This upload link has expired: choose the file again';
export const UPLOAD_BAD_SIGNATURE = 'This upload link is not valid';

const sign = (secret: string, key: string, expires: string, contentType: string) =>
  crypto.createHmac('sha256', secret).update(`${key}\n${expires}\n${contentType}`).digest('base64url');

/** Checks a local upload URL's signature and expiry: null when good, else the reason. */
export function verifyUploadSignature(input: UploadSignature, secret: string, now: Date): string | null {
  const expected = Buffer.from(sign(secret, input.key, input.expires, input.ct));
  const given = Buffer.from(String(input.sig ?? ''));
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return UPLOAD_BAD_SIGNATURE;
  if (!/^\d{1,12}$/.test(input.expires) || Number(input.expires) * 1000 < now.getTime()) return UPLOAD_EXPIRED;
  return null;
}

export interface LocalStorageOptions {
  directory: string;
  /** Where browsers load photos from (PHOTO_BASE_URL; the app serves /photos/ by default). */
  photoBaseUrl: string;
  /** The signing key, or how to fetch it (once; e.g. from app_secrets). */
  secret: string | (() => Promise<string>);
  clock?: () => Date;
}

/**
 * Photos on local disk under `directory`, served by the app at /photos/{key}. Upload URLs are the
 * app's own relative path (`/api/photo/upload/{key}`), signed with HMAC-SHA256 over key, expiry and content type;
 * single use is enforced by the upload grant row, not here. Writes are atomic (temp file, rename).
 */
export class LocalPhotoStorage implements PhotoStorage {
  readonly driver = 'local' as const;
  private readonly directory: string;
  private readonly clock: () => Date;

  private secret: Promise<string> | undefined;

  constructor(private readonly options: LocalStorageOptions) {
    this.directory = options.directory;
    this.clock = options.clock ?? (() => new Date());
  }

  private signingKey(): Promise<string> {
    const { secret } = this.options;
    this.secret ??= typeof secret === 'string' ? Promise.resolve(secret) : secret();
    return this.secret;
  }

  private file(key: string): string {
    const file = path.resolve(this.directory, checkKey(key));
    if (!file.startsWith(path.resolve(this.directory) + path.sep)) throw new Error('photo key escapes the directory');
    return file;
  }

  /** The content type is not stored: /photos/ serves a file by its extension. */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.file(key)).then(
      () => true,
      () => false,
    );
  }

  publicUrl(key: string): string {
    return `${this.options.photoBaseUrl}${checkKey(key)}`;
  }

  async signedUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const expires = String(Math.floor(this.clock().getTime() / 1000) + expiresInSeconds);
    const sig = sign(await this.signingKey(), checkKey(key), expires, contentType);
    const query = new URLSearchParams({ expires, ct: contentType, sig });
    // Relative: the app's own path, right whatever name the browser reached the app by.
    return `/api/photo/upload/${key}?${query}`;
  }

  async verify(input: UploadSignature): Promise<string | null> {
    return verifyUploadSignature(input, await this.signingKey(), this.clock());
  }

  /** The file on disk for a key (the app serves /photos/ from here). */
  pathOf(key: string): string {
    return this.file(key);
  }
}
