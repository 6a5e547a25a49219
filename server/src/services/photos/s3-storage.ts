import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, type PhotoStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, s3rver); absent for AWS. */
  endpoint?: string;
  /** The endpoint as browsers reach it, for presigned upload URLs (default: `endpoint`). */
  publicEndpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load files from (a CDN); default: the endpoint's bucket URL. */
  publicBase?: string;
}

const missing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
};

/** Photos in an S3-compatible bucket; the browser uploads straight to it with a presigned PUT. */
export class S3PhotoStorage implements PhotoStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  /** Signs upload URLs for the endpoint browsers reach (the same client when there is one endpoint). */
  private readonly signer: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    const client = (endpoint: string | undefined) =>
      new S3Client({
        region: options.region,
        endpoint,
        forcePathStyle: options.forcePathStyle ?? !!endpoint,
        // Since 3.729 the default (WHEN_SUPPORTED) signs the CRC32 of the empty body into presigned
        // PUT URLs (x-amz-checksum-crc32=AAAAAA==), so S3 refuses every real upload to them
        // (aws-sdk-js-v3#6994); some S3-compatible stores also refuse the checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      });
    this.client = client(options.endpoint);
    this.signer = options.publicEndpoint ? client(options.publicEndpoint) : this.client;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: checkKey(key) }));
      return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: checkKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    const base =
      this.options.publicBase ??
      (this.options.endpoint
        ? `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}`
        : `https://${this.options.bucket}.s3.${this.options.region}.amazonaws.com`);
    return `${base.replace(/\/+$/, '')}/${checkKey(key)}`;
  }

  /**
   * A presigned PUT bound to the content type: the presigner leaves Content-Type out of the signed
   * headers unless asked (aws-sdk-js-v3#3497), and then a PUT with any other type would be taken.
   */
  async signedUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.options.bucket, Key: checkKey(key), ContentType: contentType });
    return getSignedUrl(this.signer, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type']),
    });
  }
}
