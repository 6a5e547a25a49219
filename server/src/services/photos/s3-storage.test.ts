import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { ValidationError } from '../../errors';
import { S3PhotoStorage, type S3StorageOptions } from './s3-storage';

/**
 * The S3-compatible driver against a real S3 protocol server: s3rver on a free port of the loopback
 * with a temporary directory, its bucket created through the driver's own client. Objects go in,
 * come back and go away; a browser-like fetch PUTs to a presigned URL and the driver reads it back.
 */
const BUCKET = 'photos-test';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-s3-storage-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
let endpoint: string;
let storage: S3PhotoStorage;

const make = (options: Partial<S3StorageOptions> = {}) =>
  new S3PhotoStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    ...options,
  });

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = make();
  await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  storage?.client.destroy();
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const keys = async () => {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
};

/** RFC 3986 encoding, as SigV4 canonical requests want it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * Whether a presigned PUT URL's SigV4 signature holds for a request with this content type: what
 * S3 computes before taking the upload (only the signed headers `content-type;host` are used).
 */
function sigV4Matches(url: string, contentType: string, secretAccessKey: string): boolean {
  const parsed = new URL(url);
  const params = [...parsed.searchParams].filter(([name]) => name !== 'X-Amz-Signature');
  const query = params
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const canonical = [
    'PUT',
    parsed.pathname,
    query,
    `content-type:${contentType}\nhost:${parsed.host}\n`,
    'content-type;host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const date = parsed.searchParams.get('X-Amz-Date')!;
  const [, day, region, service] = parsed.searchParams.get('X-Amz-Credential')!.split('/');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, crypto.createHash('sha256').update(canonical).digest('hex')].join(
    '\n',
  );
  const signingKey = [day, region, service, 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${secretAccessKey}`),
  );
  return hmac(signingKey, toSign).toString('hex') === parsed.searchParams.get('X-Amz-Signature');
}

/** PUT as a browser does: the raw file, with the content type the URL was signed for. */
const browserPut = (url: string, body: Buffer, contentType: string) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

it('puts, gets, checks and deletes an object with its content type', async () => {
  const key = 'trees/12/abc-640.webp';
  expect(await storage.exists(key)).toBe(false);
  expect(await storage.get(key)).toBeNull();

  const body = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
  await storage.put(key, body, 'image/webp');
  expect(await storage.exists(key)).toBe(true);
  expect((await storage.get(key))?.equals(body)).toBe(true);
  const head = await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
  expect(head.ContentType).toBe('image/webp');
  expect(await keys()).toEqual([key]);

  await storage.delete(key);
  expect(await storage.exists(key)).toBe(false);
  expect(await storage.get(key)).toBeNull();
  expect(await keys()).toEqual([]);
});

it('overwrites an object, and deleting a missing one is not an error', async () => {
  await storage.put('trees/1/a.jpg', Buffer.from('first'), 'image/jpeg');
  await storage.put('trees/1/a.jpg', Buffer.from('second'), 'image/jpeg');
  expect((await storage.get('trees/1/a.jpg'))?.toString()).toBe('second');
  await storage.delete('trees/1/a.jpg');
  await expect(storage.delete('trees/1/a.jpg')).resolves.toBeUndefined();
  await expect(storage.delete('trees/1/never.jpg')).resolves.toBeUndefined();
});

it('takes a browser PUT to a presigned URL, which the driver then reads', async () => {
  const key = 'uploads/12/0f3c9d.jpg';
  const url = await storage.signedUploadUrl(key, 'image/jpeg', 300);
  const parsed = new URL(url);
  expect(parsed.origin).toBe(endpoint);
  expect(parsed.pathname).toBe(`/${BUCKET}/${key}`);
  expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300');
  expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');

  const file = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 9)]);
  const response = await browserPut(url, file, 'image/jpeg');
  expect(response.status).toBe(200);
  expect((await storage.get(key))?.equals(file)).toBe(true);
  const head = await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
  expect(head.ContentType).toBe('image/jpeg');
  await storage.delete(key);
});

it('binds the presigned URL to its key and content type, and signs no empty-body checksum', async () => {
  // s3rver does not check V4 signatures, so the check S3 makes is made here, by the SigV4 rules.
  const key = 'uploads/12/bound.jpg';
  const url = await storage.signedUploadUrl(key, 'image/jpeg', 300);
  expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
  expect([...new URL(url).searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
  expect(sigV4Matches(url, 'image/jpeg', 'S3RVER')).toBe(true);
  expect(sigV4Matches(url, 'image/svg+xml', 'S3RVER')).toBe(false);
  expect(sigV4Matches(url, 'text/html', 'S3RVER')).toBe(false);
  expect(sigV4Matches(url.replace('/bound.jpg?', '/other.jpg?'), 'image/jpeg', 'S3RVER')).toBe(false);
  expect(sigV4Matches(url.replace('X-Amz-Expires=300', 'X-Amz-Expires=604800'), 'image/jpeg', 'S3RVER')).toBe(false);
  expect(sigV4Matches(url, 'image/jpeg', 'another secret')).toBe(false);
});

it('signs upload URLs for the public endpoint when browsers reach the bucket by another name', async () => {
  const publicEndpoint = endpoint.replace('127.0.0.1', 'localhost');
  const split = make({ publicEndpoint });
  const key = 'uploads/7/public.png';
  const url = await split.signedUploadUrl(key, 'image/png', 60);
  expect(new URL(url).origin).toBe(publicEndpoint);
  const response = await browserPut(url, Buffer.from('png bytes'), 'image/png');
  expect(response.status).toBe(200);
  expect((await split.get(key))?.toString()).toBe('png bytes');
  await split.delete(key);
  split.client.destroy();
});

it('gives public URLs on the endpoint, on AWS, or under a configured base', () => {
  expect(storage.publicUrl('trees/1/a.jpg')).toBe(`${endpoint}/${BUCKET}/trees/1/a.jpg`);
  const aws = new S3PhotoStorage({ bucket: 'b', region: 'us-west-2' });
  expect(aws.publicUrl('trees/1/a.jpg')).toBe('https://b.s3.us-west-2.amazonaws.com/trees/1/a.jpg');
  expect(make({ publicBase: 'https://cdn.example.org/p/' }).publicUrl('trees/1/a.jpg')).toBe(
    'https://cdn.example.org/p/trees/1/a.jpg',
  );
  aws.client.destroy();
});

it.each(['../x', '/etc/passwd', 'a/../../b', '%2e%2e', 'A.jpg', 'a//b'])(
  'refuses the key %j before any request',
  async (key) => {
    const refused = async (operation: () => Promise<unknown>) =>
      expect(
        await operation().then(
          () => null,
          (e: unknown) => e,
        ),
      ).toBeInstanceOf(ValidationError);
    await refused(() => storage.put(key, Buffer.from('x'), 'image/jpeg'));
    await refused(() => storage.get(key));
    await refused(() => storage.exists(key));
    await refused(() => storage.delete(key));
    await refused(() => storage.signedUploadUrl(key, 'image/jpeg', 60));
    expect(() => storage.publicUrl(key)).toThrow(ValidationError);
    expect(await keys()).toEqual([]);
  },
);

it('reports a missing bucket as an error rather than a missing object', async () => {
  const nowhere = make({ bucket: 'no-such-bucket' });
  await expect(nowhere.put('a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  nowhere.client.destroy();
});
