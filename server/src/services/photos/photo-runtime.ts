import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import { LocalPhotoStorage } from './local-storage';
import { S3PhotoStorage } from './s3-storage';
import type { PhotoStorage } from './storage';

/**
 * The signing key for local upload URLs: PHOTO_UPLOAD_SECRET, or one generated at first use and
 * kept in app_secrets, so every instance on the database signs and verifies with the same key.
 */
export async function uploadSecret(config: AppConfig, db: DataSource): Promise<string> {
  if (config.photos.uploadSecret) return config.photos.uploadSecret;
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ('photo_upload', $1) ON CONFLICT (name) DO NOTHING`, [
    crypto.randomBytes(32).toString('base64url'),
  ]);
  const [row]: { value: string }[] = await db.query(`SELECT value FROM app_secrets WHERE name = 'photo_upload'`);
  return row.value;
}

/** The photo storage PHOTO_STORAGE names: local disk (default) or an S3-compatible bucket. */
export function createPhotoStorage(config: AppConfig, db: DataSource, clock?: () => Date): PhotoStorage {
  const photos = config.photos;
  if (photos.driver === 's3') {
    return new S3PhotoStorage({
      bucket: photos.bucket,
      region: photos.region,
      endpoint: photos.endpoint,
      publicEndpoint: photos.publicEndpoint,
      forcePathStyle: photos.forcePathStyle,
      accessKeyId: photos.accessKeyId,
      secretAccessKey: photos.secretAccessKey,
      publicBase: config.photoBaseUrl,
    });
  }
  return new LocalPhotoStorage({
    directory: photos.directory,
    photoBaseUrl: config.photoBaseUrl,
    secret: () => uploadSecret(config, db),
    clock,
  });
}
