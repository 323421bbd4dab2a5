import type { S3Client } from '@aws-sdk/client-s3';
import type { KycConfig } from '../../../config';
import type { KycObjectStore } from './kyc-storage';

type S3Settings = NonNullable<KycConfig['s3']>;
type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The AWS SDK, loaded on first use: the default database storage never pays for it at start (a static
 * import would be hoisted into the bundle's start-up).
 */
export const loadS3Sdk = (): Promise<S3Sdk> => import('@aws-sdk/client-s3');

export function s3Client(sdk: S3Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  });
}

const isMissing = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error as { name?: string })?.name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/**
 * KYC_STORAGE=s3: sealed bytes as private objects in an S3-compatible bucket (AWS S3, MinIO, R2…). The
 * bucket needs no public access at all; objects are only ever read back through the API.
 */
export function s3Store(sdk: S3Sdk, settings: S3Settings): KycObjectStore {
  const client = s3Client(sdk, settings);
  const bucket = settings.bucket;
  return {
    async put(key, sealed) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: sealed,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
