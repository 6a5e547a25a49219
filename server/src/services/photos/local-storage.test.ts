import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ValidationError } from '../../errors';
import {
  LocalPhotoStorage,
  UPLOAD_BAD_SIGNATURE,
  UPLOAD_EXPIRED,
  verifyUploadSignature,
  type UploadSignature,
} from './local-storage';
import { checkKey } from './storage';

/**
 * The local-disk driver on a real temporary directory: files, atomic writes, key checks against
 * path tricks, and the HMAC-signed, expiring upload URLs (single use is the grant row's job).
 */
const SECRET = 'test-signing-secret';
const NOW = new Date('2030-01-01T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;

let root: string;
let directory: string;
let storage: LocalPhotoStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-local-storage-'));
  directory = path.join(root, 'photos');
  storage = new LocalPhotoStorage({
    directory,
    photoBaseUrl: 'https://trees.example.org/photos/',
    secret: SECRET,
    clock: () => NOW,
  });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file under a folder, relative to it. */
const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder) ? (fs.readdirSync(folder, { recursive: true }) as string[]).sort() : [];

/** The query of a signed upload URL as the upload route reads it. */
function signatureOf(url: string): UploadSignature {
  const parsed = new URL(url, 'http://app.invalid');
  const q = parsed.searchParams;
  const key = decodeURIComponent(parsed.pathname.replace(/^\/api\/photo\/upload\//, ''));
  return { key, expires: q.get('expires')!, ct: q.get('ct')!, sig: q.get('sig')! };
}

describe('files', () => {
  it('puts, gets, checks and deletes a file, creating the directories it needs', async () => {
    const key = 'trees/12/abc-640.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, Buffer.from('photo bytes'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe('photo bytes');
    expect(fs.readFileSync(path.join(directory, 'trees', '12', 'abc-640.webp'), 'utf8')).toBe('photo bytes');
    expect(storage.pathOf(key)).toBe(path.join(directory, 'trees', '12', 'abc-640.webp'));

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('deleting a file that is not there is not an error', async () => {
    await expect(storage.delete('trees/1/never.jpg')).resolves.toBeUndefined();
  });

  it('overwrites atomically: the new content replaces the old, and no temporary file is left', async () => {
    const key = 'trees/3/photo.jpg';
    await storage.put(key, Buffer.from('first'), 'image/jpeg');
    await storage.put(key, Buffer.from('second'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('second');
    expect(filesUnder(directory)).toEqual(['trees', path.join('trees', '3'), path.join('trees', '3', 'photo.jpg')]);
  });

  it('concurrent writes of one key leave one whole file, never a mix', async () => {
    const key = 'trees/4/photo.jpg';
    const bodies = ['a', 'b', 'c', 'd', 'e'].map((c) => Buffer.alloc(256 * 1024, c));
    await Promise.all(bodies.map((body) => storage.put(key, body, 'image/jpeg')));
    const stored = (await storage.get(key))!;
    expect(bodies.some((body) => body.equals(stored))).toBe(true);
    expect(filesUnder(path.join(directory, 'trees', '4'))).toEqual(['photo.jpg']);
  });

  it('stores binary content byte for byte', async () => {
    const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.put('b.bin', body, 'application/octet-stream');
    expect((await storage.get('b.bin'))?.equals(body)).toBe(true);
  });

  it('gives the public URL under the photo base', () => {
    expect(storage.publicUrl('trees/12/abc.jpg')).toBe('https://trees.example.org/photos/trees/12/abc.jpg');
  });
});

describe('keys', () => {
  const TRICKS = [
    '../x',
    '/etc/passwd',
    'a/../../b',
    '%2e%2e',
    '%2e%2e/%2e%2e/etc/passwd',
    '..',
    '.',
    './a',
    'a/./b',
    'a/..',
    'a//b',
    'a/',
    '',
    'A.jpg',
    'a\\..\\b',
    'a b.jpg',
    'a\0.jpg',
    'a\n.jpg',
    'é.jpg',
    '~/x',
    '-rf',
    'a'.repeat(202),
  ];

  it.each(TRICKS)('refuses %j everywhere, and writes nothing', async (key) => {
    const refused = async (operation: Promise<unknown>) =>
      expect(
        await operation.then(
          () => null,
          (e: unknown) => e,
        ),
      ).toBeInstanceOf(ValidationError);
    expect(() => checkKey(key)).toThrow(ValidationError);
    expect(() => checkKey(key)).toThrow('Invalid photo key');
    await refused(storage.put(key, Buffer.from('x'), 'image/jpeg'));
    await refused(storage.get(key));
    await refused(storage.exists(key));
    await refused(storage.delete(key));
    await refused(storage.signedUploadUrl(key, 'image/jpeg', 60));
    expect(() => storage.publicUrl(key)).toThrow(ValidationError);
    expect(() => storage.pathOf(key)).toThrow(ValidationError);
    expect(filesUnder(root)).toEqual([]);
  });

  it('refuses a key that is not a string', () => {
    expect(() => checkKey(undefined as unknown as string)).toThrow(ValidationError);
    expect(() => checkKey(['a'] as unknown as string)).toThrow(ValidationError);
  });

  it.each(['a', 'trees/12/0f3c-9d.jpg', 'trees/1/x_y-1600.webp', '9', `a${'b'.repeat(200)}`])('accepts %j', (key) => {
    expect(checkKey(key)).toBe(key);
  });

  it('keeps a deletion of a tricky key from touching a file outside the directory', async () => {
    const outside = path.join(root, 'secret.txt');
    fs.writeFileSync(outside, 'keep me');
    await expect(storage.delete('../secret.txt')).rejects.toBeInstanceOf(ValidationError);
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep me');
  });
});

describe('signed upload URLs', () => {
  it("is the app's upload path with expiry, content type and signature", async () => {
    const url = await storage.signedUploadUrl('trees/12/abc.jpg', 'image/jpeg', 900);
    const parsed = new URL(url, 'http://app.invalid');
    expect(url.startsWith('/api/photo/upload/trees/12/abc.jpg?')).toBe(true);
    expect(parsed.searchParams.get('expires')).toBe(String(NOW_S + 900));
    expect(parsed.searchParams.get('ct')).toBe('image/jpeg');
    expect(parsed.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('verifies a fresh URL, up to its last second', async () => {
    const signature = signatureOf(await storage.signedUploadUrl('trees/12/abc.jpg', 'image/png', 900));
    expect(verifyUploadSignature(signature, SECRET, NOW)).toBeNull();
    expect(verifyUploadSignature(signature, SECRET, new Date((NOW_S + 900) * 1000))).toBeNull();
    expect(await storage.verify(signature)).toBeNull();
  });

  it('refuses an expired URL', async () => {
    const signature = signatureOf(await storage.signedUploadUrl('trees/12/abc.jpg', 'image/jpeg', 900));
    expect(verifyUploadSignature(signature, SECRET, new Date((NOW_S + 901) * 1000))).toBe(UPLOAD_EXPIRED);
    expect(UPLOAD_EXPIRED).toMatch(/expired/);
  });

  it('refuses a URL made already expired', async () => {
    const signature = signatureOf(await storage.signedUploadUrl('trees/12/abc.jpg', 'image/jpeg', -1));
    expect(verifyUploadSignature(signature, SECRET, NOW)).toBe(UPLOAD_EXPIRED);
  });

  describe('tampering', () => {
    let good: UploadSignature;
    beforeEach(async () => {
      good = signatureOf(await storage.signedUploadUrl('trees/12/abc.jpg', 'image/jpeg', 900));
    });
    const flip = (sig: string) => (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);

    it.each<[string, (s: UploadSignature) => UploadSignature]>([
      ['another key', (s) => ({ ...s, key: 'trees/12/other.jpg' })],
      ['another tree', (s) => ({ ...s, key: 'trees/13/abc.jpg' })],
      ['a later expiry', (s) => ({ ...s, expires: String(Number(s.expires) + 86_400) })],
      ['another content type', (s) => ({ ...s, ct: 'image/svg+xml' })],
      ['one character of the signature changed', (s) => ({ ...s, sig: flip(s.sig) })],
      ['a truncated signature', (s) => ({ ...s, sig: s.sig.slice(0, -1) })],
      ['a longer signature', (s) => ({ ...s, sig: `${s.sig}A` })],
      ['an empty signature', (s) => ({ ...s, sig: '' })],
      ['no signature', (s) => ({ ...s, sig: undefined as unknown as string })],
      ['the hex form of the signature', (s) => ({ ...s, sig: Buffer.from(s.sig, 'base64url').toString('hex') })],
    ])('refuses %s', (_name, tamper) => {
      expect(verifyUploadSignature(good, SECRET, NOW)).toBeNull();
      expect(verifyUploadSignature(tamper(good), SECRET, NOW)).toBe(UPLOAD_BAD_SIGNATURE);
    });

    it('refuses a URL signed with another secret', () => {
      expect(verifyUploadSignature(good, 'another-secret', NOW)).toBe(UPLOAD_BAD_SIGNATURE);
    });

    it('refuses a tampered URL even when it has also expired (the signature is checked first)', () => {
      const later = new Date((NOW_S + 10_000) * 1000);
      expect(verifyUploadSignature({ ...good, sig: flip(good.sig) }, SECRET, later)).toBe(UPLOAD_BAD_SIGNATURE);
    });
  });

  it('fetches a lazy secret once and signs with it', async () => {
    let fetched = 0;
    const fetchSecret = async () => {
      fetched += 1;
      return 'lazy-secret';
    };
    const lazy = new LocalPhotoStorage({ directory, photoBaseUrl: '/photos/', secret: fetchSecret, clock: () => NOW });
    const first = signatureOf(await lazy.signedUploadUrl('a.jpg', 'image/jpeg', 60));
    const second = signatureOf(await lazy.signedUploadUrl('b.jpg', 'image/jpeg', 60));
    expect(fetched).toBe(1);
    expect(verifyUploadSignature(first, 'lazy-secret', NOW)).toBeNull();
    expect(verifyUploadSignature(second, 'lazy-secret', NOW)).toBeNull();
    expect(verifyUploadSignature(first, SECRET, NOW)).toBe(UPLOAD_BAD_SIGNATURE);
    expect(await lazy.verify(second)).toBeNull();
  });
});
